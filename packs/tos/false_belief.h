// False belief (paper section 5.3): after the first exploration, k objects
// are moved or turned without the agent seeing it; the agent explores again
// and says which objects changed. Measured:
//   identification  F1 of the named set against the changed set;
//   steps           re-exploration steps in all, and redundant steps:
//                   those after the step that first showed the last
//                   changed object (0 when the agent stops right there);
//   correctness     cognitive-map correctness (cogmap.h) over the changed
//                   objects, of the map given at the end;
//   inertia         for each moved object, with b_old its position in the
//                   map before the shift, b_new in the final map, g the new
//                   true position: v = b_old - g, e = b_new - g,
//                   s_pos = cos(e, v) * exp(-|b_new - b_old|^2 / (2 sigma^2)),
//                   sigma the RMS error of the final map on the first three
//                   unchanged objects re-observed (at least 1 cell); s_pos
//                   is 0 when e or v is zero. For each turned object,
//                   s_ori = 1 when the final map keeps the old believed facing.
#pragma once

#include <string>
#include <vector>

#include "base/json_util.h"
#include "packs/tos/cogmap.h"

namespace mm::tos {

struct Change {
  int thing = -1;
  bool moved = false;  // moved (a new cell in its room), else turned
  Cell from, to;
  std::optional<Heading> facing_from, facing_to;
};

/// Moves or turns `k` objects of `w` (each turned object has a front; a
/// moved one goes to a free floor cell of its room), drawn from (seed, w.id).
/// Objects with a front are turned or moved with equal odds.
World shift_world(const World& w, uint64_t seed, int k, std::vector<Change>& changes);

struct FalseBeliefScore {
  double identification_f1 = 0;
  int steps = 0, redundant_steps = 0;
  MapScore changed;                 // the final map over the changed objects
  std::vector<double> pos_inertia;  // one per moved object the maps place
  std::vector<double> ori_inertia;  // one per turned object the maps face
  Json to_json() const;
};

/// Scores a re-exploration: the shifted world, its changes, the log after
/// the shift, the names the agent gave, its map before the shift and its
/// final map.
FalseBeliefScore score_false_belief(const World& shifted, const std::vector<Change>& changes,
                                    const std::vector<Turn>& log, const std::vector<std::string>& named,
                                    const BeliefMap& before, const BeliefMap& after);

}  // namespace mm::tos
