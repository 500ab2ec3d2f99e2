// A symbolic simulator of AI2-THOR's high-level interactive actions over the
// canonical scene: preconditions, effects, and a failure reason when an
// action cannot be carried out (the state is then left unchanged).
#pragma once

#include <vector>

#include "generator/episodes/episode.h"

namespace mm {

/// Why `a` would fail in `w`, or Failure::None when it would succeed: the
/// first rule it breaks, in the documented check order (docs/episodes.md).
Failure check_action(const WorldState& w, const Action& a);

/// Every rule `a` breaks in `w`, each judged on its own, in check order
/// (empty when it would succeed); the first is check_action's. A question
/// about why an action fails has one answer only when this has one entry.
std::vector<Failure> failing_reasons(const WorldState& w, const Action& a);

/// Carries out `a` on `w`. On success appends one Event per changed
/// attribute (tagged with `step`) to `log`; on failure changes nothing.
Step apply_action(WorldState& w, const Action& a, int step, std::vector<Event>& log);

/// Runs a whole trajectory from `before`, producing the full Episode
/// (trajectory outcomes, log, after-state).
Episode run_episode(const WorldState& before, const std::vector<Action>& actions,
                    const std::string& id, const std::string& kind);

}  // namespace mm
