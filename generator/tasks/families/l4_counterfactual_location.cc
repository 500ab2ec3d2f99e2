// counterfactualLocation (L4a): "Suppose that, before the agent acted, R had
// been closed / open (or the agent had already been holding H): where would
// X be after the agent's action?" Every counterfactual is simulated with the
// real simulator on an edited before-state, running the same attempted
// action.
//
// Designs (dealt by the release plan), a third each:
//   "blocking": one narrated action that succeeded; an open receptacle it
//     depends on is closed instead (the put target or what encloses it, or
//     what encloses the object taken), or, for a pick-up with an empty hand,
//     the agent already holds another described object. The action then
//     fails and X stays where the description puts it. Actions that took X
//     out of or off something are preferred (the answer is then that place,
//     not the agent's hand).
//   "enabling-put": one attempted put that failed because a receptacle was
//     closed (putting X into a closed fridge, or into a box inside a closed
//     cabinet); had it been open, X would be in it.
//   "enabling-pickup": one attempted pick-up that failed because X was shut
//     inside something; had that been open, the agent would hold X.
// So the described location answers a third of the items, the actual
// outcome none (in "blocking" X moved; in the enabling designs the
// counterfactual succeeds where the action failed), and the agent's hand
// about a third. The attempted actions of the enabling designs come from
// pick-ups and puts that fail on purpose (kind 'h').
//
// X is the object the action is about. Gold: X's location in the
// counterfactual outcome (receptacle label, "Agent", or the room label for
// the floor). Shortcuts: "stated" (X's described location), "actual" (where
// X really ended up).
//
// Rejected: counterfactuals with no effect on X's location; holders that
// could not have been picked up; drops/throws whose floor room is unclear.
#include <algorithm>
#include <optional>

#include "generator/episodes/simulator.h"
#include "generator/tasks/families/builders.h"
#include "generator/tasks/families/common.h"
#include "generator/tasks/families/l4_common.h"

namespace mm {
namespace {

struct Counterfactual {
  std::string object;   // X
  std::string toggled;  // receptacle whose isOpen is flipped, or ""
  bool open = false;    // its counterfactual isOpen
  std::string holding;  // object held in the counterfactual, or ""
  l4::Location where;   // X's location in its outcome
};

// X's location after running the episode's actions from an edited state.
l4::Location outcome(WorldState w, const Episode& e, const std::string& x) {
  std::vector<Event> sink;
  for (size_t i = 0; i < e.trajectory.size(); ++i) apply_action(w, e.trajectory[i].action, int(i), sink);
  return l4::location_of(w, x);
}

// Openable receptacles the actions depend on: put targets and what encloses
// them, and what encloses the objects taken; nearest first.
std::vector<std::string> dependencies(const Episode& e) {
  std::vector<std::string> out;
  auto consider = [&](const Object* o) {
    if (o && o->state.has(Attr::IsOpen) && std::find(out.begin(), out.end(), o->id) == out.end()) out.push_back(o->id);
  };
  std::vector<WorldState> states = l4::step_states(e);
  for (size_t i = 0; i < e.trajectory.size(); ++i) {
    const Action& a = e.trajectory[i].action;
    const Scene& s = states[i].scene;
    if (!a.receptacle.empty()) {
      consider(e.before.scene.object(a.receptacle));
      for (const Object* p : s.ancestors(a.receptacle)) consider(e.before.scene.object(p->id));
    }
    for (const Object* p : s.ancestors(l4::acted_object(a, states[i]))) consider(e.before.scene.object(p->id));
  }
  return out;
}

// Counterfactuals that flip a receptacle to `open` (closing an open one, or
// opening a closed one) and change where X ends.
void flips(const Episode& e, const std::string& x, bool open, std::vector<Counterfactual>& out) {
  l4::Location actual = l4::location_of(e.after, x);
  for (const auto& id : dependencies(e)) {
    if (e.before.scene.object(id)->state.get(Attr::IsOpen) == open) continue;
    WorldState w = e.before;
    w.scene.object(id)->state.set(Attr::IsOpen, open);
    l4::Location where = outcome(w, e, x);
    if (!(where == actual)) out.push_back({x, id, open, "", where});
  }
}

// For a pick-up with an empty hand: the agent already holding another
// described object it could have picked up.
void holdings(const Episode& e, const std::string& x, const std::vector<std::string>& described,
              std::vector<Counterfactual>& out) {
  const Action& a = e.trajectory.front().action;
  if (e.trajectory.size() != 1 || a.type != ActionType::PickupObject || !e.before.held.empty()) return;
  l4::Location actual = l4::location_of(e.after, x);
  std::vector<std::string> above;
  for (const Object* o : e.before.scene.ancestors(x)) above.push_back(o->id);
  for (const auto& h : described) {
    if (h == x || check_action(e.before, {ActionType::PickupObject, h, ""}) != Failure::None) continue;
    if (std::find(above.begin(), above.end(), h) != above.end()) continue;
    WorldState w = e.before;
    std::vector<Event> sink;
    apply_action(w, {ActionType::PickupObject, h, ""}, 0, sink);
    // Holding h must not move x itself (x resting on h).
    if (!(l4::location_of(w, x) == l4::location_of(e.before, x))) continue;
    l4::Location where = outcome(w, e, x);
    if (!(where == actual)) out.push_back({x, "", false, h, where});
  }
}

enum class Kind { Blocking, EnablingPut, EnablingPickup };

Kind kind_of(const FamilyInfo& info, Variant v) {
  if (design_is(info, v, "enabling-put")) return Kind::EnablingPut;
  if (design_is(info, v, "enabling-pickup")) return Kind::EnablingPickup;
  return Kind::Blocking;
}

bool suits(const Episode* e, Kind k) {
  if (!e || e->trajectory.size() != 1 || !l4::floor_room_clear(*e)) return false;
  const Step& s = e->trajectory.front();
  // A put into (or into something inside) a closed receptacle, or a
  // pick-up from inside a closed one: opening it would have let the action
  // succeed.
  if (k == Kind::EnablingPut)
    return s.action.type == ActionType::PutObject &&
           (s.failure == Failure::ReceptacleClosed || s.failure == Failure::InsideClosed);
  if (k == Kind::EnablingPickup)
    return s.action.type == ActionType::PickupObject && s.failure == Failure::InsideClosed;
  return s.success;
}

std::vector<Counterfactual> candidates(const Episode& e, Kind k, const std::vector<std::string>& described) {
  std::vector<Counterfactual> out;
  std::string x = l4::acted_object(e.trajectory.front().action, e.before);
  flips(e, x, k != Kind::Blocking, out);
  if (k == Kind::Blocking) holdings(e, x, described, out);
  return out;
}

std::optional<TaskItem> make_item(const FamilyInfo& info, const CaseContext& ctx, const l4::Picked& p,
                                  Variant v, Kind kind, Rng& rng) {
  const Episode& e = *p.episode;
  Description d = l4::describe_before(e, rng, 1 + int(rng.below(2)));
  std::vector<Counterfactual> cfs = candidates(e, kind, d.objects);
  if (cfs.empty()) return std::nullopt;
  Counterfactual cf = rng.pick(cfs);

  TaskItem item = start_item(info, ctx, p.case_id, v);
  item.description = std::move(d);
  const LabelTable& labels = item.description.labels;
  l4::Location stated = l4::location_of(e.before, cf.object), actual = l4::location_of(e.after, cf.object);
  for (const auto* loc : {&cf.where, &stated, &actual})
    if (loc->kind != l4::Location::Kind::Agent && !labels.has(loc->id)) return std::nullopt;
  if (kind != Kind::Blocking) item.narration = {l4::step_sentence(e.trajectory.front().action, e.before, true)};
  else item.narration = l4::narrate(e);
  if (!cf.toggled.empty())
    item.question = {"q.counterfactualLocation",
                     {arg_object("rec", cf.toggled), arg_state("s", "isOpen", cf.open), arg_object("obj", cf.object)}};
  else
    item.question = {"q.counterfactualLocation.holding", {arg_object("held", cf.holding), arg_object("obj", cf.object)}};
  item.gold = l4::location_label(labels, cf.where);
  item.scoring[sk::object] = labels.label(cf.object);
  item.scoring[sk::location_kind] = l4::location_kind(cf.where);
  item.scoring[sk::actual] = l4::location_label(labels, actual);
  item.scoring[sk::change] = cf.toggled.empty() ? OJson{{"held", labels.label(cf.holding)}}
                                              : OJson{{cf.open ? "opened" : "closed", labels.label(cf.toggled)}};
  item.scoring[sk::episode] = e.id;
  add_shortcut(item, "stated", l4::location_label(labels, stated));
  add_shortcut(item, "actual", l4::location_label(labels, actual));
  finish_item(item, int(e.trajectory.size()));
  return item;
}

}  // namespace

std::optional<TaskItem> build_counterfactualLocation(const FamilyInfo& info, const CaseContext& ctx, int j,
                                                     Variant v) {
  const Kind kind = kind_of(info, v);
  for (int attempt = 0; attempt < l4::kAttempts; ++attempt) {
    l4::Picked p = l4::pick(ctx, info, kind == Kind::Blocking ? 's' : 'h', j, attempt);
    if (!suits(p.episode, kind)) continue;
    Rng rng = ctx.rng(info.id, j, attempt);
    auto item = make_item(info, ctx, p, v, kind, rng);
    // Blocking prefers an answer other than the agent's hand.
    if (item && kind == Kind::Blocking && l4::insist(attempt) && item->gold == l4::kAgentLabel) continue;
    if (item) return item;
  }
  return std::nullopt;
}

}  // namespace mm
