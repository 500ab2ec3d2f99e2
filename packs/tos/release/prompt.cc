#include "packs/tos/release/prompt.h"

#include <algorithm>
#include <limits>
#include <map>
#include <memory>
#include <set>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "base/text.h"
#include "format/vocabulary.h"
#include "generator/release/vocabulary_build.h"
#include "generator/render/item_names.h"
#include "generator/render/postprocess.h"
#include "packs/tos/baselines.h"
#include "packs/tos/observe.h"
#include "packs/tos/probes.h"
#include "packs/tos/world_gen.h"

namespace mm::tos {
namespace {

// The lexicon's direction key of a compass bin ("NE" -> "northeast").
const char* compass_word(std::string_view h) { return allo_word(allo_of_word(h).value_or(Allo::N)).data(); }

int door_number(const Thing& t) { return std::stoi(t.name.substr(t.name.find(' ') + 1)); }

// Renders sentences of one prompt: every object of the world is labelled by
// its type (a world uses a type once).
class Writer {
 public:
  Writer(const Renderer& r, const World& w) : r_(r), w_(w) {
    for (const Thing& t : w.things)
      if (!t.is_door()) labels_.add_named(t.name, t.type);
    // The examples name kinds the world does not hold (example_kinds).
    for (const std::string& k : example_kinds(w, std::numeric_limits<size_t>::max())) labels_.add_named(k, k);
  }
  Result<std::string> say(const std::string& key, std::vector<Arg> args = {}) {
    Sentence s{key, std::move(args)};
    return r_.sentence(s, names_for(s), cache_);
  }
  // The kinds the answer formats' examples name in this condition: kinds the
  // building does not hold (example_kinds) whose name here neither holds
  // nor is held in a building object's name or another example's ("cama"
  // beside "cama para perros" would read as a short name for it).
  Result<std::vector<std::string>> example_names(size_t count, bool front = false) {
    std::vector<std::string> taken, out;
    for (int i : w_.objects()) {
      auto n = word("tos.name", {arg_object("obj", w_.things[i].name)});
      if (!n) return n.error();
      taken.push_back(*n);
    }
    for (const std::string& k : example_kinds(w_, std::numeric_limits<size_t>::max(), front)) {
      if (out.size() == count) break;
      auto n = word("tos.name", {arg_object("obj", k)});
      if (!n) return n.error();
      bool nests = std::any_of(taken.begin(), taken.end(), [&](const std::string& t) {
        return t.find(*n) != std::string::npos || n->find(t) != std::string::npos;
      });
      if (nests) continue;
      taken.push_back(*n);
      out.push_back(*n);
    }
    return out;
  }
  // A word or a name inside other text: no sentence capital.
  Result<std::string> word(const std::string& key, std::vector<Arg> args = {}) {
    Sentence s{key, std::move(args)};
    return r_.phrase(s, names_for(s), cache_);
  }
  // A thing's sentence: `key` for an object (as {obj}), `key`_door for a door ({n}).
  Result<std::string> thing(const std::string& key, int i, std::vector<Arg> args = {}) {
    const Thing& t = w_.things.at(i);
    if (t.is_door()) {
      args.push_back(arg_count("n", door_number(t)));
      return say(key + "_door", std::move(args));
    }
    args.push_back(arg_object("obj", t.name));
    return say(key, std::move(args));
  }
  Result<std::string> seen_line(const Seen& s) {
    const Thing& t = w_.things.at(s.thing);
    auto dir = word(fmt::format("tos.ego.{}", ego_name(s.ego)));
    if (!dir) return dir;
    auto dist = word(fmt::format("tos.dist.{}", slug(dist_name(s.dist))));
    if (!dist) return dist;
    std::vector<Arg> args{arg_text("dir", *dir), arg_text("dist", *dist)};
    if (t.is_door()) {
      args.push_back(arg_count("n", door_number(t)));
      return say("tos.obs.door", args);
    }
    args.push_back(arg_object("obj", t.name));
    if (!s.facing) return say("tos.obs.thing", args);
    auto facing = word(fmt::format("tos.facing.{}", rel_facing_name(*s.facing)));
    if (!facing) return facing;
    args.push_back(arg_text("facing", *facing));
    return say("tos.obs.thing_facing", args);
  }
  // "Step" lines of an observation: here, then seen or nothing.
  Status seen_lines(const std::vector<Seen>& seen, std::vector<std::string>& out) {
    auto head = word(seen.empty() ? "tos.obs.nothing" : "tos.obs.seen");
    if (!head) return head.error();
    out.push_back(*head);
    for (const Seen& s : seen) {
      auto l = seen_line(s);
      if (!l) return l.error();
      out.push_back(*l);
    }
    return {};
  }
  Result<std::string> action(const Action& a, const TurnResult* result) {
    switch (a.act) {
      case Act::Rotate: return say("tos.act.rotate", {arg_degrees("deg", a.degrees)});
      case Act::Goto: return thing("tos.act.goto", w_.index_of(a.target));
      case Act::Observe: return say("tos.act.observe");
      case Act::Terminate: return say("tos.act.terminate");
      case Act::Query: {
        Cell c = result && result->queried >= 0 ? result->coordinates : w_.things.at(w_.index_of(a.target)).at;
        return thing("tos.act.query", w_.index_of(a.target), {arg_text("x", std::to_string(c.x)), arg_text("y", std::to_string(c.y))});
      }
    }
    return Error{"unknown action"};
  }
  static std::string slug(std::string_view s) {
    std::string out(s);
    for (char& c : out)
      if (c == ' ') c = '-';
    return out;
  }

 private:
  const Renderer& r_;
  const World& w_;
  // How the world's things are named for a sentence's uses of them: built
  // once per distinct use (a ToS sentence seldom has any), not per sentence
  // (the table holds every example kind besides the world's things).
  const ItemNames& names_for(const Sentence& s) {
    NameUses uses = name_uses(s);
    std::string key = fmt::format("{}|{}", fmt::join(uses.asked, ","), uses.kinds_asked);
    for (const GenericUse& g : uses.generic) key += fmt::format("|{}:{}:{}", g.type, g.room, g.listing);
    auto it = names_.find(key);
    if (it == names_.end())
      it = names_.emplace(key, std::make_unique<ItemNames>(r_.lexicon(), labels_, uses)).first;
    return *it->second;
  }

  LabelTable labels_;
  std::map<std::string, std::unique_ptr<ItemNames>> names_;
  std::map<std::string, std::string> cache_;
};

template <class T>
Status push(Result<T> r, std::vector<std::string>& out) {
  if (!r) return r.error();
  out.push_back(*r);
  return {};
}

// A log step by step: "Step 1:", what was done, what was seen.
Status step_lines(Writer& wr, const std::vector<Turn>& log, std::vector<std::string>& steps) {
  for (size_t k = 0; k < log.size(); ++k) {
    const Turn& t = log[k];
    if (Status st = push(wr.say("tos.step", {arg_count("n", static_cast<int64_t>(k + 1))}), steps); !st) return st;
    // Where the agent stands is said right after it got there, before it
    // looks: "You walk into doorway 1. You are standing in doorway 1. You
    // look. You see ...".
    const Observation* o = t.result.observation ? &*t.result.observation : nullptr;
    for (size_t a = 0; a < t.actions.size(); ++a) {
      if (o && o->here >= 0 && a + 1 == t.actions.size() && t.actions[a].act == Act::Observe)
        if (Status st = push(wr.thing("tos.obs.here", o->here), steps); !st) return st;
      if (Status st = push(wr.action(t.actions[a], &t.result), steps); !st) return st;
    }
    if (o)
      if (Status st = wr.seen_lines(o->seen, steps); !st) return st;
  }
  return {};
}

std::string joined(const std::vector<std::string>& lines) {
  std::string out;
  for (const auto& l : lines) out += (out.empty() ? "" : "\n") + l;
  return out;
}

std::string str(const Json& j) { return j.get<std::string>(); }

Arg heading_arg(const Json& pose) { return arg_compass("heading", compass_word(pose["heading"].get<std::string>())); }

// Coordinates are written as JSON writes them ("-3"), never in the
// locale's number format: an answer gives them back in JSON, and a
// right-to-left locale would put a direction mark before the minus sign.
Arg coordinate(const char* name, int v) { return arg_text(name, std::to_string(v)); }

std::vector<Arg> pose_args(const Json& pose) {
  return {coordinate("x", pose["at"][0].get<int>()), coordinate("y", pose["at"][1].get<int>()), heading_arg(pose)};
}

// The observation of a perc.dec or view2loc question as Seen records.
std::vector<Seen> seen_of(const World& w, const Json& list) {
  std::vector<Seen> out;
  for (const Json& e : list) {
    Seen s;
    s.thing = w.index_of(e["name"].get<std::string>());
    for (int i = 0; i < 5; ++i)
      if (ego_name(static_cast<Ego>(i)) == e["direction"]) s.ego = static_cast<Ego>(i);
    for (int i = 0; i < 7; ++i)
      if (dist_name(static_cast<Dist>(i)) == e["distance"]) s.dist = static_cast<Dist>(i);
    if (e.contains("facing"))
      for (int i = 0; i < 4; ++i)
        if (rel_facing_name(static_cast<RelFacing>(i)) == e["facing"]) s.facing = static_cast<RelFacing>(i);
    out.push_back(s);
  }
  return out;
}

// The answer format of a question's kind, with its word lists and a worked
// example in this condition's words (never the gold: the example's values
// are fixed, and the blind baselines copy it).
// Right-to-left text takes an example whole, as one left-to-right isolate
// put in after the bidi pass (`example` receives it; the text holds
// kExampleSlot), so a model that copies it copies no marks into names.
const std::string kExampleSlot = "\uE000";  // private use: never in a template

Result<std::string> format_instruction(Writer& wr, const Renderer& r, const World& w, const Question& q,
                                       std::string& example_out) {
  auto example_arg = [&](std::string text) {
    if (!r.lexicon().bidi_isolate) return arg_text("example", std::move(text));
    example_out = std::move(text);
    return arg_text("example", kExampleSlot);
  };
  auto words = [&](const std::string& prefix, const std::vector<std::string>& keys) -> Result<std::vector<std::string>> {
    std::vector<std::string> out;
    for (const auto& k : keys) {
      auto x = wr.word(prefix + k);
      if (!x) return x.error();
      out.push_back(*x);
    }
    return out;
  };
  const std::string& loc = r.lexicon().locale;
  switch (answer_kind(q.task)) {
    case AnswerKind::Relation: {
      std::vector<std::string> dirs;
      if (q.task == "direction") {
        for (int i = 0; i < 8; ++i)
          dirs.push_back(lookup(r.lexicon().directions, std::string(allo_word(static_cast<Allo>(i))))->word());
      } else {
        auto e = words("tos.ego.", {"front-left", "front-slight-left", "front", "front-slight-right", "front-right"});
        if (!e) return e.error();
        dirs = *e;
      }
      auto d = words("tos.dist.", {"near", "mid", "slightly-far", "far", "very-far"});
      if (!d) return d.error();
      auto example = wr.word("tos.pair", {arg_text("dir", q.task == "direction" ? dirs[1] : dirs[3]), arg_text("dist", (*d)[1])});
      if (!example) return example;
      // Each offered word in the language's quotes: some words hold "and"
      // or a comma ("delante y a la izquierda").
      auto quoted = [&](std::vector<std::string> ws) {
        for (auto& x : ws) x = r.lexicon().choice_quotes.first + x + r.lexicon().choice_quotes.second;
        return join_list(loc, ws, true);
      };
      return wr.say(q.task == "direction" ? "tos.instr.relation.compass" : "tos.instr.relation",
                    {arg_text("dirs", quoted(dirs)), arg_text("dists", quoted(*d)),
                                           arg_text("example", *example)});
    }
    case AnswerKind::Name: return wr.say("tos.instr.name");
    case AnswerKind::Actions: {
      // Goto a kind the building does not hold: the example can never be an
      // answer that works.
      auto names = wr.example_names(1);
      if (!names) return names.error();
      return wr.say("tos.instr.actions", {example_arg(fmt::format("Rotate(90), Goto({})", names->at(0)))});
    }
    case AnswerKind::Map:
    case AnswerKind::CogMap: {
      // A kind the building does not hold (with a front), so the example
      // shows the format and nothing about the building.
      auto names = wr.example_names(1, true);
      if (!names) return names.error();
      Json ex = Json::object();
      ex[names->at(0)] = {{"at", {3, -2}}, {"facing", "E"}};
      return wr.say("tos.instr.map", {example_arg(ex.dump())});
    }
    case AnswerKind::Sequence: {
      auto none = wr.word("tos.none");
      if (!none) return none;
      auto names = wr.example_names(3);
      if (!names) return names.error();
      std::vector<std::string> ex = *names;
      ex.insert(ex.begin() + std::min<size_t>(2, ex.size()), *none);
      return wr.say("tos.instr.sequence", {arg_text("none", *none), example_arg(Json(ex).dump())});
    }
    case AnswerKind::Pose:
      return wr.say("tos.instr.pose", {example_arg(R"({"at": [2, -3], "heading": "E"})")});
    case AnswerKind::NameSet: {
      auto names = wr.example_names(2);
      if (!names) return names.error();
      return wr.say("tos.instr.names", {example_arg(Json(*names).dump())});
    }
  }
  return Error{"unknown answer kind"};
}

}  // namespace

Result<TosPrompter> TosPrompter::load(std::string_view lang) {
  auto r = Renderer::load(lang);
  if (!r) return r.error();
  return TosPrompter(*r);
}

Result<std::string> TosPrompter::exploration(const World& w, const std::vector<Turn>& log) const {
  Writer wr(*r_, w);
  std::vector<std::string> rules;
  std::vector<std::string> ego, dist;
  for (int i = 0; i < 5; ++i) {
    auto e = wr.word(fmt::format("tos.ego.{}", ego_name(static_cast<Ego>(i))));
    if (!e) return e;
    ego.push_back(*e);
  }
  for (int i = 1; i < 6; ++i) {
    auto d = wr.word(fmt::format("tos.dist.{}", Writer::slug(dist_name(static_cast<Dist>(i)))));
    if (!d) return d;
    dist.push_back(*d);
  }
  std::vector<Arg> compass;
  for (int i = 0; i < 8; ++i) {
    std::string c(allo_word(static_cast<Allo>(i)));
    compass.push_back(arg_compass(c, c));
  }
  const char* ego_args[] = {"front_left", "front_slight_left", "front", "front_slight_right", "front_right"};
  const char* dist_args[] = {"near", "mid", "slightly_far", "far", "very_far"};
  std::vector<Arg> ea, da;
  for (int i = 0; i < 5; ++i) ea.push_back(arg_text(ego_args[i], ego[i]));
  for (int i = 0; i < 5; ++i) da.push_back(arg_text(dist_args[i], dist[i]));
  for (auto s : {wr.say("tos.intro", {arg_count("rooms", static_cast<int64_t>(w.rooms.size()))}), wr.say("tos.rule.view"),
                 wr.say("tos.rule.ego", ea), wr.say("tos.rule.compass", compass), wr.say("tos.rule.dist", da),
                 wr.say("tos.rule.facing"), wr.say("tos.rule.frame"), wr.say("tos.rule.move")})
    if (Status st = push(std::move(s), rules); !st) return st.error();
  // What the reader is told about the building: its objects and layout.
  std::vector<std::string> names;
  for (int i : w.objects()) names.push_back(w.things[i].name);
  if (Status st = push(wr.say("tos.rule.objects", {arg_objects("objects", names)}), rules); !st) return st.error();
  for (size_t r = 0; r < w.rooms.size(); ++r) {
    const Room& room = w.rooms[r];
    auto line = wr.say("tos.layout.room", {arg_count("n", static_cast<int64_t>(r + 1)), coordinate("x0", room.x0),
                                           coordinate("x1", room.x1), coordinate("y0", room.y0), coordinate("y1", room.y1)});
    if (Status st = push(std::move(line), rules); !st) return st.error();
  }
  for (const Thing& t : w.things) {
    if (!t.is_door()) continue;
    auto line = wr.say("tos.layout.door", {arg_count("n", door_number(t)), coordinate("x", t.at.x), coordinate("y", t.at.y),
                                           arg_count("a", t.rooms.at(0) + 1), arg_count("b", t.rooms.at(1) + 1)});
    if (Status st = push(std::move(line), rules); !st) return st.error();
  }
  std::vector<std::string> steps;
  if (Status st = step_lines(wr, log, steps); !st) return st.error();
  return isolate_bidi(r_->lexicon(), joined(rules) + "\n\n" + joined(steps));
}

Result<std::string> TosPrompter::probe_exploration(const World& w, const std::vector<Turn>& log, const Question& q,
                                                   const Reexploration* again) const {
  auto head = exploration(w, log_for(q, log));
  if (!head || q.task != "false.belief") return head;
  if (!again) return Error{fmt::format("{}: a false-belief question needs its second exploration", q.id)};
  auto second = reexploration(again->shifted, again->log);
  if (!second) return second;
  return *head + "\n\n" + *second;
}

Result<std::string> TosPrompter::reexploration(const World& shifted, const std::vector<Turn>& log) const {
  Writer wr(*r_, shifted);
  std::vector<std::string> lines;
  if (Status st = push(wr.say("tos.shift"), lines); !st) return st.error();
  if (Status st = step_lines(wr, log, lines); !st) return st.error();
  return isolate_bidi(r_->lexicon(), joined(lines));
}

Result<std::string> TosPrompter::question(const World& w, const Question& q, Regime regime) const {
  auto all = questions(w, q, {regime});
  if (!all) return all.error();
  return std::move(all->front());
}

Result<std::vector<std::string>> TosPrompter::questions(const World& w, const Question& q,
                                                        const std::vector<Regime>& regimes) const {
  Writer wr(*r_, w);
  std::vector<std::string> lines;
  const Json& a = q.ask;
  auto ego_word = [&](const Json& v) { return wr.word(fmt::format("tos.ego.{}", v.get<std::string>())); };
  auto dist_word = [&](const Json& v) { return wr.word(fmt::format("tos.dist.{}", Writer::slug(v.get<std::string>()))); };
  Status st;
  if (q.task == "direction") {
    st = push(wr.say("tos.q.direction", {arg_object("from", str(a["from"])), arg_object("to", str(a["to"]))}), lines);
  } else if (q.task == "persp.take") {
    st = push(wr.say("tos.q.persp.take", {arg_object("from", str(a["stand_at"])), arg_object("target", str(a["target"]))}), lines);
  } else if (q.task == "perc.dec" || q.task == "view2loc") {
    st = push(wr.say("tos.q." + q.task), lines);
    if (st) st = wr.seen_lines(seen_of(w, a["observation"]), lines);
  } else if (q.task == "act2view") {
    st = push(wr.say("tos.q.act2view", pose_args(a["from"])), lines);
    // Each action a list line, so two equal turns read as two steps.
    for (const Json& t : a["actions"]) {
      if (!st) break;
      auto act = wr.action(*parse_action(t.get<std::string>()), nullptr);
      st = act ? push(wr.say("tos.q.act2view.step", {arg_text("action", *act)}), lines) : Status(act.error());
    }
    if (st) st = push(wr.say("tos.q.act2view.then", {arg_object("target", str(a["target"]))}), lines);
  } else if (q.task == "view2act") {
    auto d = ego_word(a["direction"]);
    auto k = dist_word(a["distance"]);
    if (!d) return d.error();
    if (!k) return k.error();
    auto args = pose_args(a["from"]);
    args.push_back(arg_object("target", str(a["target"])));
    args.push_back(arg_text("dir", *d));
    args.push_back(arg_text("dist", *k));
    st = push(wr.say("tos.q.view2act", args), lines);
  } else if (q.task == "alloc.map") {
    std::vector<std::string> ids = a["objects"].get<std::vector<std::string>>();
    st = push(wr.say("tos.q.alloc.map", {arg_objects("objects", ids)}), lines);
  } else if (q.task == "false.belief") {
    st = push(wr.say("tos.q.false.belief"), lines);
  } else if (q.task == "cogmap") {
    std::vector<std::string> ids = a["objects"].get<std::vector<std::string>>();
    st = push(wr.say("tos.q.cogmap", {arg_count("step", a["step"].get<int64_t>()), arg_objects("objects", ids)}),
              lines);
  } else if (q.task == "ment.rot") {
    auto args = pose_args(a["from"]);
    if (a.contains("stand_at")) {
      st = push(wr.say("tos.q.ment.rot.at", {arg_object("from", str(a["stand_at"])), heading_arg(a["from"])}), lines);
    } else {
      st = push(wr.say("tos.q.ment.rot", args), lines);
    }
  } else if (q.task == "loc2view") {
    auto args = pose_args(a["from"]);
    args.push_back(arg_object("target", str(a["target"])));
    st = push(wr.say("tos.q.loc2view", args), lines);
  } else {
    return Error{fmt::format("unknown Theory of Space task '{}'", q.task)};
  }
  if (!st) return st.error();
  std::string example;
  auto format = format_instruction(wr, *r_, w, q, example);
  if (!format) return format.error();
  // The question and its format once; each regime adds its instruction.
  std::vector<std::string> out;
  for (Regime regime : regimes) {
    auto reg = wr.say(fmt::format("instr.regime.{}", regime_name(regime)));
    if (!reg) return reg.error();
    std::string text = isolate_bidi(r_->lexicon(), joined(lines) + "\n\n" + *format + "\n" + *reg);
    if (size_t at = text.find(kExampleSlot); at != std::string::npos)
      text.replace(at, kExampleSlot.size(), "\u2066" + example + "\u2069");  // LRI ... PDI
    out.push_back(std::move(text));
  }
  return out;
}

}  // namespace mm::tos

namespace mm::tos {

Result<std::string> TosPrompter::answer_text(const World& w, const Question& q) const {
  Writer wr(*r_, w);
  auto name = [&](const std::string& n) -> Result<std::string> {
    if (n == "none") return wr.word("tos.none");
    int i = w.index_of(n);
    if (i < 0) return Error{fmt::format("{}: no thing named '{}'", q.id, n)};
    if (w.things[i].is_door()) return wr.word("tos.door", {arg_count("n", door_number(w.things[i]))});
    return wr.word("tos.name", {arg_object("obj", n)});
  };
  switch (answer_kind(q.task)) {
    case AnswerKind::Relation: {
      std::string dir = str(q.gold["direction"]);
      auto d = q.task == "direction" ? Result<std::string>(lookup(r_->lexicon().directions, compass_word(dir))->word())
                                     : wr.word("tos.ego." + dir);
      if (!d) return d;
      auto k = wr.word("tos.dist." + Writer::slug(str(q.gold["distance"])));
      if (!k) return k;
      return wr.word("tos.pair", {arg_text("dir", *d), arg_text("dist", *k)});
    }
    case AnswerKind::Name: return name(str(q.gold));
    case AnswerKind::Actions: {
      std::string out;
      for (const Json& a : q.gold) {
        Action act = *parse_action(str(a));
        std::string text = action_text(act);
        if (act.act == Act::Goto) {
          auto n = name(act.target);
          if (!n) return n;
          text = "Goto(" + *n + ")";
        }
        out += (out.empty() ? "" : ", ") + text;
      }
      return out;
    }
    case AnswerKind::Map:
    case AnswerKind::CogMap: {
      Json m = Json::object();
      for (auto& [n, v] : q.gold.items()) {
        auto t = name(n);
        if (!t) return t;
        m[*t] = v;
      }
      return m.dump();
    }
    case AnswerKind::Sequence:
    case AnswerKind::NameSet: {
      Json l = Json::array();
      for (const Json& n : q.gold) {
        auto t = name(str(n));
        if (!t) return t;
        l.push_back(*t);
      }
      return l.dump();
    }
    case AnswerKind::Pose: return q.gold.dump();
  }
  return Error{"unknown answer kind"};
}

Result<AnswerWords> TosPrompter::answer_words() const {
  const std::string& lang = r_->language();
  // Word boundaries where the language spaces its words and attaches
  // nothing to them.
  AnswerWords out(lang, lang == "en" || lang == "es" || lang == "de" || lang == "struct");
  World none;
  Writer wr(*r_, none);
  for (int i = 0; i < 5; ++i) {
    std::string e(ego_name(static_cast<Ego>(i)));
    auto x = wr.word("tos.ego." + e);
    if (!x) return x.error();
    out.add(*x, e);
  }
  for (int i = 1; i < 6; ++i) {
    std::string d(dist_name(static_cast<Dist>(i)));
    auto x = wr.word("tos.dist." + Writer::slug(d));
    if (!x) return x.error();
    out.add(*x, d);
  }
  auto n = wr.word("tos.none");
  if (!n) return n.error();
  out.add(*n, "none");
  for (int k = 1; k <= 9; ++k) {
    auto d = wr.word("tos.door", {arg_count("n", k)});
    if (!d) return d.error();
    out.add(*d, fmt::format("door {}", k));
    out.add(fmt::format("door {}", k), fmt::format("door {}", k));
    out.add(fmt::format("doorway {}", k), fmt::format("door {}", k));
    // The lexicon's words for a doorway, numbered as writers do
    // ("ประตู 1", "Tür 1", "puerta 1", "门洞1").
    if (const LexEntry* e = lookup(r_->lexicon().types, "Doorway")) {
      std::vector<std::string> ws{e->word()};
      ws.insert(ws.end(), e->aliases.begin(), e->aliases.end());
      for (const std::string& x : ws)
        for (const char* form : {"{0} {1}", "{0}{1}", "{0}หมายเลข {1}", "{1}号{0}", "{1}番{0}", "{1}번 {0}"})
          out.add(fmt::format(fmt::runtime(form), x, k), fmt::format("door {}", k));
    }
  }
  // Compass words and object names as this condition's scoring vocabulary
  // holds them (every form the lexicon prints, English besides).
  auto kinds = load_kinds();
  if (!kinds) return kinds.error();
  std::set<std::string> types;
  for (const Kind& k : *kinds) types.insert(k.type);
  auto vocab = lexicon_vocabulary(lang);
  if (!vocab) return vocab.error();
  for (const auto& p : vocab->phrases) {
    auto bin = p.kind == format::PhraseKind::Direction ? allo_of_word(p.value) : std::nullopt;
    if (bin && p.value == allo_word(*bin)) out.add(p.text, std::string(allo_name(*bin)));
    if (p.kind == format::PhraseKind::Object && types.count(p.value) && p.text.find('#') == std::string::npos)
      out.add(p.text, p.value);
    // The lexicon's words for "nothing" answer ment.rot's "none" too.
    if (p.kind == format::PhraseKind::Nothing) out.add(p.text, "none");
  }
  for (const std::string& t : types) out.add(t, t);
  add_canonical_words(out);
  return out;
}

}  // namespace mm::tos
