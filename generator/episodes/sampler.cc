// The single-action episode sampler (chains: sampler_chain.cc); a share of
// the episodes fail on purpose through a real precondition. Each
// episode draws from its own stream, Rng::derive(seed, {"episode", scene id,
// kind}, index), so episodes never depend on one another.
#include <algorithm>
#include <set>

#include <fmt/format.h>

#include "base/rng.h"
#include "generator/episodes/sampler.h"
#include "generator/episodes/sampler_internal.h"
#include "generator/episodes/sim_internal.h"
#include "generator/episodes/simulator.h"

namespace mm {
namespace {

using sampling::Plan;

// Share of single episodes whose before-state has the agent holding an
// unrelated object; how many objects a plan may consider holding first.
constexpr double kHoldShare = 0.3;
constexpr int kHandChoices = 4;

bool uses_hand(const Plan& p) {
  ActionType t = p.action.type;
  return t == ActionType::PickupObject || t == ActionType::PutObject ||
         t == ActionType::DropHandObject || t == ActionType::ThrowObject ||
         p.expect == Failure::HandFull || p.expect == Failure::HandEmpty ||
         p.expect == Failure::IsHeld;
}

// Applies the setup; nullopt when a setup step fails or the action does not
// then give the outcome the plan promised.
std::optional<WorldState> prepare(const WorldState& w0, const Plan& p) {
  WorldState w = w0;
  std::vector<Event> sink;
  for (const auto& a : p.setup)
    if (!apply_action(w, a, 0, sink).success) return std::nullopt;
  if (check_action(w, p.action) != p.expect) return std::nullopt;
  return w;
}

// prepare() without keeping the state: most plans have no setup, and a
// scene copy per candidate plan dominated sampling.
bool feasible(const WorldState& w0, const Plan& p) {
  if (p.setup.empty()) return check_action(w0, p.action) == p.expect;
  return prepare(w0, p).has_value();
}

// Failures: first the kind of failure (by how readily a reader pictures
// it), then a plan of that kind. Successes: a plan by weight.
size_t choose(const std::vector<Plan>& plans, bool fail, Rng& rng) {
  std::vector<double> weights;
  if (fail) {
    std::set<Failure> kinds;  // the failure kinds on offer, in a fixed order
    for (const auto& p : plans) kinds.insert(p.expect);
    std::vector<Failure> codes;
    for (Failure f : kinds)
      if (sampling::failure_weight(f) > 0) codes.push_back(f);
    if (codes.empty()) return plans.size();
    for (Failure f : codes) weights.push_back(sampling::failure_weight(f));
    Failure f = codes[rng.weighted(weights)];
    weights.clear();
    for (const auto& p : plans) weights.push_back(p.expect == f ? p.weight : 0);
  } else {
    for (const auto& p : plans) weights.push_back(p.weight);
  }
  return rng.weighted(weights);
}

bool related(const Scene& s, const std::string& a, const std::string& b) {
  if (a.empty() || b.empty()) return false;
  if (a == b) return true;
  for (const Object* x : s.ancestors(a))
    if (x->id == b) return true;
  for (const Object* x : s.ancestors(b))
    if (x->id == a) return true;
  return false;
}

// Sometimes the agent already holds something unrelated: the same action,
// from a before-state a reader has to keep more in mind for.
void maybe_hold(const WorldState& w0, Plan& p, const std::vector<std::string>& pool, Rng& rng) {
  if (uses_hand(p) || !p.setup.empty() || !rng.chance(kHoldShare)) return;
  int tries = 0;
  for (const auto& h : pool) {
    if (related(w0.scene, h, p.action.object) || related(w0.scene, h, p.action.receptacle))
      continue;
    if (++tries > kHandChoices) return;
    Plan q = p;
    q.setup.insert(q.setup.begin(), {ActionType::PickupObject, h, ""});
    if (feasible(w0, q)) {
      p = std::move(q);
      return;
    }
  }
}

// Failures lean towards the hand and the doors, where a reader pictures the
// reason at once (a closed fridge, a counter, a full hand, an open box).
double failing_type_weight(ActionType t) {
  switch (t) {
    case ActionType::PickupObject:
    case ActionType::PutObject: return 2.5;
    case ActionType::OpenObject:
    case ActionType::CloseObject:
    case ActionType::ToggleObjectOn:
    case ActionType::ToggleObjectOff: return 1.5;
    default: return 1;
  }
}

// The sampled types (or `only`, when given) in a random order: uniform for
// successes, weighted (drawn without replacement) for failures.
std::vector<ActionType> type_order(bool fail, const std::vector<ActionType>& only, Rng& rng) {
  std::vector<ActionType> pool = only.empty() ? sampled_actions() : only, out;
  if (!fail) {
    rng.shuffle(pool);
    return pool;
  }
  while (!pool.empty()) {
    std::vector<double> w;
    for (ActionType t : pool) w.push_back(failing_type_weight(t));
    size_t i = rng.weighted(w);
    out.push_back(pool[i]);
    pool.erase(pool.begin() + static_cast<std::ptrdiff_t>(i));
  }
  return out;
}

std::optional<Plan> draw_plan(const WorldState& w0, bool fail, const std::vector<std::string>& hands,
                              const std::vector<ActionType>& only, Rng& rng) {
  std::vector<ActionType> types = type_order(fail, only, rng);
  for (ActionType t : types) {
    std::vector<Plan> plans = sampling::single_plans(w0, t, fail, hands);
    while (!plans.empty()) {
      size_t i = choose(plans, fail, rng);
      if (i >= plans.size()) break;
      if (feasible(w0, plans[i])) return plans[i];
      plans.erase(plans.begin() + static_cast<std::ptrdiff_t>(i));
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<Episode> sample_single_action(const Scene& scene, uint64_t seed, int index,
                                            const SampleOptions& opt) {
  Rng rng = Rng::derive(seed, {"episode", scene.id, opt.stream}, static_cast<uint64_t>(index));
  WorldState w0{scene, ""};
  bool fail = rng.chance(opt.failure_rate);
  std::vector<std::string> pool = sampling::pickable(w0);
  rng.shuffle(pool);
  std::vector<std::string> hands(pool.begin(),
                                 pool.begin() + std::min<std::ptrdiff_t>(kHandChoices, pool.size()));
  // "Put the milk into the closed fridge" needs something that fits a closed
  // receptacle in hand; a few random pickable objects seldom do.
  for (size_t i = hands.size(), extra = 0; fail && i < pool.size() && extra < 2; ++i)
    if (sampling::fits_closed_receptacle(w0, pool[i])) hands.push_back(pool[i]), ++extra;
  std::optional<Plan> plan = draw_plan(w0, fail, hands, opt.types, rng);
  if (!plan) plan = draw_plan(w0, !fail, hands, opt.types, rng);
  if (!plan) return std::nullopt;
  maybe_hold(w0, *plan, pool, rng);
  WorldState before = *prepare(w0, *plan);
  char letter = opt.stream == "single" ? 's' : opt.stream.front();
  return run_episode(before, {plan->action}, fmt::format("{}-e{}{:04d}", scene.id, letter, index),
                     "single");
}

bool known_episode_kind(char kind) {
  return kind == 's' || kind == 'c' || kind == 'l' || kind == 'o' || kind == 'f' || kind == 'h';
}

std::optional<Episode> sample_episode(const Scene& scene, uint64_t seed, char kind, int index) {
  switch (kind) {
    case 's': return sample_single_action(scene, seed, index);
    case 'c': return sample_chain(scene, seed, index);
    case 'l': return sample_linked_chain(scene, seed, index);
    case 'o': {
      SampleOptions opt;
      opt.failure_rate = 0;
      opt.types = {ActionType::OpenObject, ActionType::CloseObject};
      opt.stream = "open-close";
      return sample_single_action(scene, seed, index, opt);
    }
    case 'f':
    case 'h': {
      SampleOptions opt;
      opt.failure_rate = 1;
      opt.stream = kind == 'f' ? "failing" : "hand-failing";
      if (kind == 'h') opt.types = {ActionType::PickupObject, ActionType::PutObject};
      return sample_single_action(scene, seed, index, opt);
    }
    default: return std::nullopt;
  }
}

}  // namespace mm
