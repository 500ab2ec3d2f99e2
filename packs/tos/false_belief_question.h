// False belief as a passive question (paper section 5.3, docs/tos.md): after
// the exploration, k = 4 objects are moved or turned unseen (shift_world),
// the Scout explores again from where it stopped, and the question asks
// which objects changed. The gold is the set of changes the two logs prove:
// a moved object whose cells after the second log share none with its cells
// after the first (AC-3 domains), a turned one seen facing one way before
// and another way after. A change the logs do not show is not asked for, and
// a world whose logs prove no change asks nothing (so "none" never answers).
#pragma once

#include <optional>
#include <vector>

#include "packs/tos/false_belief.h"
#include "packs/tos/tasks.h"

namespace mm::tos {

struct Reexploration {
  World shifted;
  std::vector<Change> changes;
  Pose start;              // where the first exploration stopped
  std::vector<Turn> log;   // the Scout's second exploration, from `start`
};

/// The shift of (seed, world) and the Scout's second exploration, from where
/// `log` stopped; none when it stopped on a cell the log does not pin (on an
/// object: the reader could not place the second log).
std::optional<Reexploration> reexplore(const World& w, const std::vector<Turn>& log, uint64_t seed);

/// The names of the changed objects the two logs prove changed, sorted.
std::vector<std::string> proven_changes(const World& w, const std::vector<Turn>& log, const Reexploration& r);

/// The false-belief question of a world and its re-exploration (id
/// "<world>/false.belief/0"): ask {"start": pose}, gold the sorted names of
/// the proven changes; none when nothing is proven.
std::optional<Question> make_false_belief_question(const World& w, const std::vector<Turn>& log,
                                                   const Reexploration& r);

}  // namespace mm::tos
