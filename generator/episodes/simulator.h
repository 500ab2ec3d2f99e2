// A symbolic simulator of AI2-THOR's high-level interactive actions over the
// canonical scene: preconditions, effects, and a failure reason when an
// action cannot be carried out (the state is then left unchanged).
#pragma once

#include <string>
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

namespace sim {

/// The closed openable receptacle that encloses `o` somewhere up its
/// containment chain (a child linked "in" a closed parent; an openable
/// parent without an isOpen value counts as closed), or nullptr: the rule
/// behind the InsideClosed failure, and what a reader cannot see.
const Object* closed_enclosure(const Scene& s, const Object& o);

/// Ids of everything resting, at any depth, in/on `id`, in scene order:
/// what moves with it.
std::vector<std::string> descendants(const Scene& s, const std::string& id);

}  // namespace sim

/// Runs a whole trajectory from `before`, producing the full Episode
/// (trajectory outcomes, log, after-state).
Episode run_episode(const WorldState& before, const std::vector<Action>& actions,
                    const std::string& id, const std::string& kind);

}  // namespace mm
