// Linked chains: successful actions where every step after the first
// depends on an earlier one. "Depends" is checked with the simulator: the
// step would fail in the state the chain reaches without that earlier step
// (no pick-up of the apple before the fridge is open, no put before the
// pick-up, no second pick-up before the hand is free). Such chains are what
// the families about consequences need: leaving a step out changes what
// follows (chainCounterfactual), the order of the steps is not free
// (actionOrdering), undoing the last step does not restore the described
// state (undo), a corrected belief meets a moved object (beliefRevision).
#include <algorithm>
#include <map>

#include <fmt/format.h>

#include "base/rng.h"
#include "generator/episodes/sampler.h"
#include "generator/episodes/sampler_internal.h"
#include "generator/episodes/sim_internal.h"
#include "generator/episodes/simulator.h"

namespace mm {
namespace {

using sampling::Plan;

constexpr int kLinkedAttempts = 24;
constexpr double kLinkedHoldShare = 0.35;
constexpr double kLinkedOpenShare = 0.35;  // an enclosure already open before the chain
// Plans that pick up again what the chain just put somewhere, or put
// something into the enclosure open from the start, weigh this much more:
// they are rare among the plans a room offers, and they are what undoing a
// step (the mug back on the table) and a closed-door counterfactual need.
constexpr double kCallbackBoost = 20;

// The types a linked chain draws from, by weight: carrying things about and
// opening or closing what holds them is where steps depend on each other
// (the hand, the doors); switching and slicing what was just taken out
// adds a little variety. Other types (cleaning, filling, pushing) seldom
// depend on anything and are left to the other episode kinds.
double type_weight(ActionType t) {
  switch (t) {
    case ActionType::PickupObject:
    case ActionType::PutObject: return 3;
    case ActionType::OpenObject:
    case ActionType::CloseObject: return 2;
    case ActionType::ToggleObjectOn:
    case ActionType::ToggleObjectOff:
    case ActionType::DropHandObject: return 1;
    case ActionType::SliceObject:
    case ActionType::CookObject: return 0.5;
    default: return 0;
  }
}

std::optional<ActionType> inverse_of(ActionType t) {
  switch (t) {
    case ActionType::OpenObject: return ActionType::CloseObject;
    case ActionType::CloseObject: return ActionType::OpenObject;
    case ActionType::ToggleObjectOn: return ActionType::ToggleObjectOff;
    case ActionType::ToggleObjectOff: return ActionType::ToggleObjectOn;
    case ActionType::FillObjectWithLiquid: return ActionType::EmptyLiquidFromObject;
    case ActionType::EmptyLiquidFromObject: return ActionType::FillObjectWithLiquid;
    case ActionType::DirtyObject: return ActionType::CleanObject;
    case ActionType::CleanObject: return ActionType::DirtyObject;
    default: return std::nullopt;
  }
}

// A step that only takes back a state change just made (open then close the
// same box, switch a lamp on and off again) reads as dithering; carrying a
// thing somewhere and picking it up again does not.
bool undoes(const Action& prev, const Action& a) {
  auto inv = inverse_of(prev.type);
  return inv && *inv == a.type && !a.object.empty() && a.object == prev.object;
}

// Opens one closed enclosure that holds something, unlogged: a before-state
// in which something is already open (an open fridge the milk can be put
// into, which a counterfactual can then close).
std::string open_something(WorldState& w, Rng& rng) {
  std::vector<std::string> ids;
  for (const auto& o : w.scene.objects)
    if (check_action(w, {ActionType::OpenObject, o.id, ""}) == Failure::None) ids.push_back(o.id);
  if (ids.empty()) return "";
  std::string id = rng.pick(ids);
  std::vector<Event> sink;
  apply_action(w, {ActionType::OpenObject, id, ""}, 0, sink);
  return id;
}

bool calls_back(const Action& a, const std::vector<Action>& done, const std::string& opened) {
  if (a.type == ActionType::PutObject && !opened.empty() && a.receptacle == opened) return true;
  if (a.type != ActionType::PickupObject) return false;
  return std::any_of(done.begin(), done.end(), [&](const Action& d) {
    return d.type == ActionType::PutObject && d.object == a.object;
  });
}

// The state reached from `before` by `actions` without step `skip`.
WorldState without(const WorldState& before, const std::vector<Action>& actions, size_t skip) {
  WorldState w = before;
  std::vector<Event> sink;
  for (size_t i = 0; i < actions.size(); ++i)
    if (i != skip) apply_action(w, actions[i], int(i), sink);
  return w;
}

// The next step: a type is drawn by its weight among the types that offer
// an eligible plan (so the many pick-ups a room offers do not crowd out its
// few doors), then a plan of that type by weight. Types are enumerated, and
// plans checked, only as the draws reach them: a type without an eligible
// plan is dropped and the draw repeated, which is the same distribution as
// enumerating everything first, for a fraction of the simulator calls.
std::optional<Action> next_step(const WorldState& w, const WorldState& before, const std::vector<Action>& actions,
                                const std::string& origin, const std::string& opened, Rng& rng) {
  std::vector<WorldState> lacking;  // the state without each earlier step
  for (size_t k = 0; k < actions.size(); ++k) lacking.push_back(without(before, actions, k));
  auto eligible = [&](const Action& a) {
    if (std::any_of(actions.begin(), actions.end(), [&](const Action& x) { return x == a; })) return false;
    if (!actions.empty() && undoes(actions.back(), a)) return false;
    return actions.empty() || std::any_of(lacking.begin(), lacking.end(), [&](const WorldState& l) {
             return check_action(l, a) != Failure::None;
           });
  };
  std::vector<ActionType> types;
  for (ActionType t : sampled_actions())
    if (type_weight(t) > 0) types.push_back(t);
  while (!types.empty()) {
    std::vector<double> tw;
    for (ActionType t : types) tw.push_back(type_weight(t));
    size_t ti = rng.weighted(tw);
    std::vector<Plan> plans = sampling::chain_plans(w, types[ti], {}, origin);
    std::vector<double> weights;
    for (const Plan& p : plans)
      weights.push_back(p.weight <= 0 ? 0 : p.weight * (calls_back(p.action, actions, opened) ? kCallbackBoost : 1));
    for (;;) {
      double total = 0;
      for (double x : weights) total += x;
      if (total <= 0) break;
      size_t pi = rng.weighted(weights);
      if (eligible(plans[pi].action)) return plans[pi].action;
      weights[pi] = 0;
    }
    types.erase(types.begin() + std::ptrdiff_t(ti));
  }
  return std::nullopt;
}

std::optional<std::vector<Action>> try_linked(const WorldState& before, const std::string& origin,
                                              const std::string& opened, int length, Rng& rng) {
  std::vector<Action> actions;
  WorldState w = before;
  for (int step = 0; step < length; ++step) {
    auto a = next_step(w, before, actions, origin, opened, rng);
    if (!a) return std::nullopt;
    std::vector<Event> sink;
    if (!apply_action(w, *a, step, sink).success) return std::nullopt;
    actions.push_back(*a);
  }
  return actions;
}

}  // namespace

std::optional<Episode> sample_linked_chain(const Scene& scene, uint64_t seed, int index, const SampleOptions& opt) {
  if (opt.chain_length <= 0) return std::nullopt;
  for (int attempt = 0; attempt < kLinkedAttempts; ++attempt) {
    Rng rng = attempt == 0 ? Rng::derive(seed, {"episode", scene.id, "linked"}, static_cast<uint64_t>(index))
                           : Rng::derive(seed, {"episode", scene.id, "linked", "retry", std::to_string(attempt)},
                                         static_cast<uint64_t>(index));
    WorldState before{scene, ""};
    std::string origin;
    std::string opened = rng.chance(kLinkedOpenShare) ? open_something(before, rng) : "";
    if (rng.chance(kLinkedHoldShare)) origin = sampling::pick_up_something(before, rng);
    auto actions = try_linked(before, origin, opened, opt.chain_length, rng);
    if (!actions) continue;
    Episode e = run_episode(before, *actions, fmt::format("{}-el{:04d}", scene.id, index), "chain");
    if (std::all_of(e.trajectory.begin(), e.trajectory.end(), [](const Step& s) { return s.success; })) return e;
  }
  return std::nullopt;
}

}  // namespace mm
