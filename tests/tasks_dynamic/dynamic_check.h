// Brute-force helpers for the L4 family tests. Nothing here uses the
// families' own helpers (generator/tasks/families/l4_common.h): episodes are
// re-sampled from the case id, outcomes are re-derived by replaying the
// transition log or by running the simulator on edited states, and answers
// are read straight off the resulting world state.
#pragma once

#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "generator/episodes/sampler.h"
#include "generator/episodes/simulator.h"
#include "tests/tasks/task_test_util.h"

namespace mm::test {

/// The episode kind letter of an item's case id ("<scene>/<kind><k>").
inline char episode_kind(const Sample& s) {
  size_t slash = s.item.case_id.rfind('/');
  REQUIRE(slash != std::string::npos);
  return s.item.case_id[slash + 1];
}

/// The episode an item was built from, sampled again from its case id
/// ("<scene>/<kind><k>", kinds of sampler.h) with the suite's seed 0.
inline Episode episode_of(const Sample& s) {
  const std::string& id = s.item.case_id;
  size_t slash = id.rfind('/');
  REQUIRE(slash != std::string::npos);
  char kind = id[slash + 1];
  REQUIRE_MESSAGE(known_episode_kind(kind), id);
  int k = std::stoi(id.substr(slash + 2));
  auto e = sample_episode(*s.scene, 0, kind, k);
  REQUIRE_MESSAGE(e, "no episode for " << id);
  return *e;
}

/// The design a sample was built as (scoring.design).
inline std::string design_of(const Sample& s) { return s.item.scoring.value("design", std::string()); }

/// The shortcut answer a family recorded (scoring.shortcuts.<name>).
inline OJson shortcut_of(const Sample& s, const std::string& name) {
  REQUIRE_MESSAGE(s.item.scoring.contains("shortcuts"), s.item.family);
  REQUIRE_MESSAGE(s.item.scoring["shortcuts"].contains(name), s.item.family << ": no shortcut " << name);
  return s.item.scoring["shortcuts"][name];
}

/// The world state after the first `steps` steps, by applying the log.
inline WorldState replayed(const Episode& e, int steps) {
  std::vector<Event> part;
  for (const auto& ev : e.log)
    if (ev.step < steps) part.push_back(ev);
  auto w = replay(e.before, part);
  REQUIRE_MESSAGE(w, (w ? "" : w.error().message));
  return *w;
}

/// The world state after a list of actions, run one by one on the simulator.
inline WorldState simulated(WorldState w, const std::vector<Action>& actions) {
  std::vector<Event> sink;
  for (size_t i = 0; i < actions.size(); ++i) apply_action(w, actions[i], int(i), sink);
  return w;
}

/// Location label as the benchmark defines it: "Agent" when held, the
/// receptacle's label, or the room's label for the floor.
inline std::string where(const WorldState& w, const LabelTable& labels, const std::string& id) {
  if (w.held == id) return "Agent";
  const Object* o = w.scene.object(id);
  REQUIRE(o);
  return labels.label(o->parent.empty() ? o->room : o->parent);
}

/// Shut inside a closed receptacle somewhere up the chain.
inline bool hidden(const Scene& s, const std::string& id) {
  for (const Object* o = s.object(id); o && !o->parent.empty(); o = s.object(o->parent)) {
    const Object* p = s.object(o->parent);
    if (o->link == Link::In && p->state.has(Attr::IsOpen) && !p->state.get(Attr::IsOpen)) return true;
  }
  return false;
}

inline const Arg* arg_named(const Sentence& s, const std::string& name) {
  for (const auto& a : s.args)
    if (a.name == name) return &a;
  return nullptr;
}

/// The object id of a question argument.
inline std::string question_object(const TaskItem& item, const std::string& name = "obj") {
  const Arg* a = arg_named(item.question, name);
  REQUIRE_MESSAGE(a, item.family << ": no argument " << name);
  return a->ref;
}

/// The trajectory step an Action argument shows (matched by action name and
/// object), or -1.
inline int step_of(const Episode& e, const Arg& a) {
  WorldState w = e.before;
  std::vector<Event> sink;
  for (size_t i = 0; i < e.trajectory.size(); ++i) {
    const Action& act = e.trajectory[i].action;
    std::string obj = act.object.empty() ? w.held : act.object;
    if (std::string(action_name(act.type)) == a.ref && !a.refs.empty() && a.refs[0] == obj) return int(i);
    apply_action(w, act, int(i), sink);
  }
  return -1;
}

/// One change in the event vocabulary, as (label, attribute) -> value.
using Changes = std::map<std::pair<std::string, std::string>, OJson>;

/// The changes between two states over all objects: location ("parent") and
/// state attributes other than isPickedUp.
inline Changes diff_states(const WorldState& a, const WorldState& b, const LabelTable& labels) {
  Changes out;
  for (const auto& ob : b.scene.objects) {
    const Object* oa = a.scene.object(ob.id);
    auto loc = [&](const WorldState& w, const Object& o) {
      return w.held == o.id ? std::string("@agent") : !o.parent.empty() ? o.parent : "#" + o.room;
    };
    bool loc_changed = loc(a, *oa) != loc(b, ob);
    if (loc_changed) out[{labels.label(ob.id), "parent"}] = where(b, labels, ob.id);
    for (Attr at : kAllAttrs)
      if (at != Attr::IsPickedUp && oa->state.get(at) != ob.state.get(at))
        out[{labels.label(ob.id), std::string(attr_name(at))}] = ob.state.get(at);
  }
  return out;
}

/// The transition log of the given steps in the event vocabulary: state
/// attribute events as logged, location events from parent/held events,
/// each step replayed from the log.
inline Changes log_changes(const Episode& e, const std::set<int>& steps, const LabelTable& labels) {
  Changes out;
  for (int s : steps) {
    WorldState before = replayed(e, s), after = replayed(e, s + 1);
    std::set<std::string> moved;
    for (const auto& ev : e.log) {
      if (ev.step != s) continue;
      if (ev.attribute == "parent") moved.insert(ev.object);
      if (ev.attribute == "held") {
        if (ev.before.is_string()) moved.insert(ev.before.get<std::string>());
        if (ev.after.is_string()) moved.insert(ev.after.get<std::string>());
      }
      auto attr = parse_attr(ev.attribute);
      if (attr && *attr != Attr::IsPickedUp) out[{labels.label(ev.object), ev.attribute}] = ev.after;
    }
    for (const auto& id : moved)
      if (where(before, labels, id) != where(after, labels, id))
        out[{labels.label(id), "parent"}] = where(after, labels, id);
  }
  return out;
}

/// A gold event list as the same map; fails on duplicates.
inline Changes gold_changes(const OJson& gold) {
  Changes out;
  REQUIRE(gold.is_array());
  for (const auto& ev : gold) {
    auto key = std::make_pair(ev.at("object").get<std::string>(), ev.at("attribute").get<std::string>());
    CHECK_MESSAGE(!out.count(key), "duplicate event " << key.first << "." << key.second);
    out[key] = ev.at("value");
  }
  return out;
}

/// Gold event lists are sorted by object label, then "parent", then attribute order.
inline void check_sorted_events(const OJson& gold) {
  auto rank = [](const std::string& a) { return a == "parent" ? -1 : int(*parse_attr(a)); };
  for (size_t i = 1; i < gold.size(); ++i) {
    std::string o0 = gold[i - 1]["object"], o1 = gold[i]["object"];
    bool ok = o0 < o1 || (o0 == o1 && rank(gold[i - 1]["attribute"]) < rank(gold[i]["attribute"]));
    CHECK_MESSAGE(ok, "unsorted events: " << gold.dump());
  }
}

/// Gold strings are labels (or fixed words), never scene ids.
inline void check_no_ids(const OJson& j) {
  if (j.is_string()) CHECK_MESSAGE(j.get<std::string>().find('|') == std::string::npos, j.dump());
  if (j.is_array() || j.is_object())
    for (auto it = j.begin(); it != j.end(); ++it) {
      if (j.is_object()) CHECK_MESSAGE(it.key().find('|') == std::string::npos, it.key());
      check_no_ids(*it);
    }
}

/// Renders in English and the structured control, every mode and regime,
/// and checks the common L4 shape: ids never leak, narration present.
inline void check_common(const Sample& s) {
  check_no_ids(s.item.gold);
  CHECK(!s.item.narration.empty());
  CHECK(s.item.level == 4);
  check_renders(s.item, "en");
  check_renders(s.item, "struct");
}

}  // namespace mm::test
