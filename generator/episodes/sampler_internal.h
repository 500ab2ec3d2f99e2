// Internal to mm_episodes: the candidate actions the sampler chooses from.
// A plan is an action plus the real actions (not logged) that bring the
// scene into the before-state it needs, e.g. a pickup so that a put can be
// drawn, or an open so that "open the open box" fails for a real reason.
#pragma once

#include <set>
#include <string>
#include <vector>

#include "base/rng.h"
#include "generator/episodes/episode.h"

namespace mm::sampling {

struct Plan {
  std::vector<Action> setup;      // applied to the scene to reach the before-state
  Action action;                  // the episode's action
  Failure expect = Failure::None; // None: it must succeed; else the failure it must give
  double weight = 1;              // preference among plans of the same kind
};

/// Objects the agent could pick up in `w` right now, in scene order.
std::vector<std::string> pickable(const WorldState& w);

/// Puts something the agent can pick up into its hand (a real pickup,
/// not logged) and returns where it was taken from; "" when nothing can be.
std::string pick_up_something(WorldState& w, Rng& rng);

/// True when some closed openable enclosing receptacle of `w` could hold
/// the object `id` once opened (a put there fails with receptacle-closed).
bool fits_closed_receptacle(const WorldState& w, const std::string& id);

/// Plans of type `t` on `w` that succeed (fail = false) or fail through a
/// real precondition (fail = true). `hands` are objects the plan may pick
/// up first when the action needs something in hand.
std::vector<Plan> single_plans(const WorldState& w, ActionType t, bool fail,
                               const std::vector<std::string>& hands);

/// Successful actions of type `t` on `w` whose named objects avoid `used`.
/// `origin` is the receptacle the held object was taken from (put back
/// there is a dull episode and weighs less).
std::vector<Plan> chain_plans(const WorldState& w, ActionType t, const std::set<std::string>& used,
                              const std::string& origin);

/// How much the sampler likes to show a failure of this kind: the ones a
/// reader pictures at once (a closed fridge, a counter that will not come
/// up, a full hand) weigh more than "toggle the pillow".
double failure_weight(Failure f);

}  // namespace mm::sampling
