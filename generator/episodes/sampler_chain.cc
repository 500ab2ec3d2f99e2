// Chains: `chain_length` successful actions on pairwise disjoint objects.
// "Disjoint" covers everything an action touches: the objects it names,
// what rests in/on them, and every object its events change, so no object
// is affected by two steps and each step's effect can be asked about alone.
#include <algorithm>

#include <fmt/format.h>

#include "base/rng.h"
#include "generator/episodes/sampler.h"
#include "generator/episodes/sampler_internal.h"
#include "generator/episodes/sim_internal.h"
#include "generator/episodes/simulator.h"

namespace mm {
namespace {

using sampling::Plan;

constexpr double kChainHoldShare = 0.35;
constexpr double kChainPrepareShare = 0.5;
constexpr int kChainAttempts = 16;

// Changes that can be undone: a before-state where something is already
// open, on, filled or dirty lets a chain close, switch off, empty or clean.
const std::vector<ActionType>& preparing_actions() {
  static const std::vector<ActionType> v = {ActionType::OpenObject, ActionType::ToggleObjectOn,
                                            ActionType::FillObjectWithLiquid,
                                            ActionType::DirtyObject};
  return v;
}

// Prepares the before-state with one real, unlogged action.
void prepare_state(WorldState& w, Rng& rng) {
  ActionType t = rng.pick(preparing_actions());
  std::vector<std::string> ids;
  for (const auto& o : w.scene.objects)
    if (check_action(w, {t, o.id, ""}) == Failure::None) ids.push_back(o.id);
  if (ids.empty()) return;
  std::vector<Event> sink;
  apply_action(w, {t, rng.pick(ids), ""}, 0, sink);
}

// Types not yet in the chain first (each group in drawn order), so a chain
// reads as three different things happening.
std::vector<ActionType> type_order(const std::set<ActionType>& done, Rng& rng) {
  std::vector<ActionType> types = sampled_actions();
  rng.shuffle(types);
  std::stable_partition(types.begin(), types.end(),
                        [&](ActionType t) { return !done.count(t); });
  return types;
}

std::set<std::string> touched_by(const WorldState& w, const Action& a,
                                 const std::vector<Event>& events) {
  std::set<std::string> out;
  for (const auto& id : {a.object, a.receptacle}) {
    if (id.empty()) continue;
    out.insert(id);
    for (const auto& d : sim::descendants(w.scene, id)) out.insert(d);
  }
  for (const auto& e : events)
    if (e.object != sim::kAgent) out.insert(e.object);
  return out;
}

struct ChainBuilder {
  WorldState w;
  std::string origin;  // where the initially held object was taken from
  std::set<std::string> used;
  std::set<ActionType> done;
  std::vector<Action> actions;

  // Tries plans of type `t` (drawn by weight) until one succeeds on objects
  // nobody has touched yet.
  bool extend(ActionType t, Rng& rng) {
    std::vector<Plan> plans = sampling::chain_plans(w, t, used, origin);
    while (!plans.empty()) {
      std::vector<double> weights;
      for (const auto& p : plans) weights.push_back(p.weight);
      size_t i = rng.weighted(weights);
      Action a = plans[i].action;
      plans.erase(plans.begin() + static_cast<std::ptrdiff_t>(i));
      WorldState next = w;
      std::vector<Event> events;
      if (!apply_action(next, a, 0, events).success) continue;
      std::set<std::string> touched = touched_by(w, a, events);
      bool clash = std::any_of(touched.begin(), touched.end(),
                               [&](const std::string& id) { return used.count(id) > 0; });
      if (clash) continue;
      used.insert(touched.begin(), touched.end());
      done.insert(t);
      actions.push_back(a);
      w = std::move(next);
      return true;
    }
    return false;
  }
};

std::optional<Episode> try_chain(const Scene& scene, int index, int length, Rng& rng) {
  WorldState before{scene, ""};
  std::string origin;
  if (rng.chance(kChainPrepareShare)) prepare_state(before, rng);
  if (rng.chance(kChainHoldShare)) origin = sampling::pick_up_something(before, rng);
  ChainBuilder b{before, origin, {}, {}, {}};
  for (int k = 0; k < length; ++k) {
    bool grown = false;
    for (ActionType t : type_order(b.done, rng))
      if ((grown = b.extend(t, rng))) break;
    if (!grown) return std::nullopt;
  }
  Episode e = run_episode(before, b.actions, fmt::format("{}-ec{:04d}", scene.id, index), "chain");
  for (const auto& s : e.trajectory)
    if (!s.success) return std::nullopt;
  return e;
}

}  // namespace

std::optional<Episode> sample_chain(const Scene& scene, uint64_t seed, int index,
                                    const SampleOptions& opt) {
  if (opt.chain_length <= 0) return std::nullopt;
  for (int attempt = 0; attempt < kChainAttempts; ++attempt) {
    // Attempt 0 is the episode's own stream; retries get streams of their own.
    Rng rng = attempt == 0
                  ? Rng::derive(seed, {"episode", scene.id, "chain"}, static_cast<uint64_t>(index))
                  : Rng::derive(seed, {"episode", scene.id, "chain", "retry",
                                       std::to_string(attempt)},
                                static_cast<uint64_t>(index));
    if (auto e = try_chain(scene, index, opt.chain_length, rng)) return e;
  }
  return std::nullopt;
}

}  // namespace mm
