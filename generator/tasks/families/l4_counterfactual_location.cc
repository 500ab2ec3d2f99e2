// counterfactualLocation (L4a): "Suppose that, before the agent acted, R had
// been closed (or the agent had already been holding H): where would X be
// after the action?"
//
// Case: the single-action episode of case j (then j + a * stride) whose
// action succeeded. Two kinds of changed precondition are tried, each
// simulated with the real simulator on an edited before-state:
//   - closing an open receptacle that the action depends on: the put target
//     or anything enclosing it, or anything enclosing the object acted on
//     (an open fridge the apple is taken from or put into);
//   - for a pick-up with an empty hand, the agent already holding another
//     described object that it could have picked up.
// X is the object the action is about. The item is kept only when the
// counterfactual changes where X ends up; among such changes one is drawn.
// Closed receptacles are the rarer kind: half the cases (drawn per case)
// look only for them during the first three quarters of their attempts.
//
// Gold: X's location in the counterfactual outcome (receptacle label,
// "Agent", or the room label for the floor).
//
// Rejected: failed steps, counterfactuals with no effect on X's location
// (asking would presuppose a difference that is not there), holders that
// could not have been picked up, drops/throws whose floor room is unclear.
#include <algorithm>
#include <optional>

#include "generator/episodes/simulator.h"
#include "generator/tasks/families/builders.h"
#include "generator/tasks/families/common.h"
#include "generator/tasks/families/l4_common.h"

namespace mm {
namespace {

struct Counterfactual {
  std::string closed;  // receptacle closed in the counterfactual, or ""
  std::string holding; // object held in the counterfactual, or ""
  l4::Location where;  // X's location in its outcome
};

l4::Location outcome(WorldState w, const Action& a, const std::string& x) {
  std::vector<Event> sink;
  apply_action(w, a, 0, sink);
  return l4::location_of(w, x);
}

// Open openable receptacles the action depends on, nearest first.
std::vector<std::string> open_dependencies(const WorldState& w, const Action& a) {
  std::vector<std::string> out;
  auto consider = [&](const Object* o) {
    if (o && o->state.has(Attr::IsOpen) && o->state.get(Attr::IsOpen) &&
        std::find(out.begin(), out.end(), o->id) == out.end())
      out.push_back(o->id);
  };
  if (!a.receptacle.empty()) {
    consider(w.scene.object(a.receptacle));
    for (const Object* p : w.scene.ancestors(a.receptacle)) consider(p);
  }
  for (const Object* p : w.scene.ancestors(l4::acted_object(a, w))) consider(p);
  return out;
}

std::vector<Counterfactual> candidates(const Episode& e, const std::string& x,
                                       const std::vector<std::string>& described) {
  std::vector<Counterfactual> out;
  const Action& a = e.trajectory.front().action;
  l4::Location actual = l4::location_of(e.after, x);
  for (const auto& id : open_dependencies(e.before, a)) {
    WorldState w = e.before;
    w.scene.object(id)->state.set(Attr::IsOpen, false);
    l4::Location where = outcome(w, a, x);
    if (!(where == actual)) out.push_back({id, "", where});
  }
  if (a.type != ActionType::PickupObject || !e.before.held.empty()) return out;
  for (const auto& h : described) {
    if (h == x || check_action(e.before, {ActionType::PickupObject, h, ""}) != Failure::None) continue;
    std::vector<std::string> above;
    for (const Object* o : e.before.scene.ancestors(x)) above.push_back(o->id);
    if (std::find(above.begin(), above.end(), h) != above.end()) continue;
    WorldState w = e.before;
    std::vector<Event> sink;
    apply_action(w, {ActionType::PickupObject, h, ""}, 0, sink);
    // Holding h must not move x itself (x resting on h).
    if (!(l4::location_of(w, x) == l4::location_of(e.before, x))) continue;
    l4::Location where = outcome(w, a, x);
    if (!(where == actual)) out.push_back({"", h, where});
  }
  return out;
}

std::optional<TaskItem> make_item(const FamilyInfo& info, const CaseContext& ctx, const l4::Picked& p,
                                  Variant v, bool want_closing, bool strict, Rng& rng) {
  const Episode& e = *p.episode;
  std::string x = l4::acted_object(e.trajectory.front().action, e.before);
  Description d = l4::describe_before(e.before, l4::named_objects(e), rng, 1 + int(rng.below(2)));
  std::vector<Counterfactual> cfs = candidates(e, x, d.objects);
  if (cfs.empty()) return std::nullopt;
  // Closing a receptacle and holding something else are drawn equally often.
  std::vector<Counterfactual> closing, holding;
  for (const auto& c : cfs) (c.closed.empty() ? holding : closing).push_back(c);
  if (want_closing && !closing.empty()) holding.clear();
  if (strict && (want_closing ? closing : holding).empty()) return std::nullopt;
  const auto& pool = closing.empty() ? holding : holding.empty() ? closing : rng.chance(0.5) ? closing : holding;
  Counterfactual cf = rng.pick(pool);

  TaskItem item = start_item(info, ctx, p.case_id, v);
  item.description = std::move(d);
  item.narration = l4::narrate(e);
  if (!cf.closed.empty())
    item.question = {"q.counterfactualLocation",
                     {arg_object("rec", cf.closed), arg_state("s", "isOpen", false), arg_object("obj", x)}};
  else
    item.question = {"q.counterfactualLocation.holding", {arg_object("held", cf.holding), arg_object("obj", x)}};
  const LabelTable& labels = item.description.labels;
  item.gold = l4::location_label(labels, cf.where);
  item.scoring["object"] = labels.label(x);
  item.scoring["location_kind"] = l4::location_kind(cf.where);
  item.scoring["actual"] = l4::location_label(labels, l4::location_of(e.after, x));
  item.scoring["change"] = cf.closed.empty() ? OJson{{"held", labels.label(cf.holding)}}
                                             : OJson{{"closed", labels.label(cf.closed)}};
  item.scoring["episode"] = e.id;
  finish_item(item, 1);
  return item;
}

}  // namespace

std::optional<TaskItem> build_counterfactualLocation(const FamilyInfo& info, const CaseContext& ctx, int j,
                                                     Variant v) {
  bool want_closing = l4::case_draw(ctx, info.id, j, 2) == 0;
  for (int attempt = 0; attempt < l4::kAttempts; ++attempt) {
    l4::Picked p = l4::pick_single(ctx, j, attempt);
    if (!p.episode || !l4::all_succeeded(*p.episode) || !l4::floor_room_clear(*p.episode)) continue;
    Rng rng = ctx.rng(info.id, j, attempt);
    if (auto item = make_item(info, ctx, p, v, want_closing, l4::insist(attempt), rng)) return item;
  }
  return std::nullopt;
}

}  // namespace mm
