// Cognitive-map probes (paper section 5.1-5.2): the agent writes its belief
// as JSON (schemas/tos-map.schema.json):
//   {"global": {"Sofa": {"at": [x, y], "facing": "N"}, ...},
//    "local":  {"Sofa": {"at": [right, ahead], "facing": "N"}, ...},
//    "agent":  {"at": [x, y], "facing": "E"}}
// "global" is in the task frame (the start at (0, 0) facing N); "local" has
// the agent at (0, 0) facing "N" (ahead is +y, right is +x), so a local
// facing "E" is the agent's right. Facing is null for objects without one.
// Every part is optional.
//
// Metrics, each in [0, 1]:
//   pos.acc     (K/N) * exp(-RMSE / L): N objects asked, K of them placed,
//               RMSE over the K, L the RMS distance of the world's objects
//   dir.acc     share of pairs of asked objects whose 8-way bin from one to
//               the other matches (a pair with an unplaced object is wrong)
//   facing.acc  share of asked objects with a front whose facing matches
//   correctness (pos.acc + dir.acc + facing.acc) / 3 (facing.acc taken as 1
//               when no asked object has a front)
// The uncertainty probe offers candidate cells, half already seen, half
// not; the agent lists those it has not seen; F1 against the truth.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "base/json_util.h"
#include "packs/tos/env.h"

namespace mm::tos {

struct Placed {
  Cell at;
  std::optional<Heading> facing;
};
using MapPart = std::map<std::string, Placed>;

struct BeliefMap {
  MapPart global, local;
  std::optional<Placed> agent;
};

/// Reads a map; errors name the JSON pointer. Unknown object names are
/// errors too (`w` gives the names).
Result<BeliefMap> read_map(const Json& j, const World& w);

struct MapScore {
  double pos = 0, dir = 0, facing = 0, correctness = 0;
  int asked = 0, placed = 0;
  Json to_json() const;
};

/// Scores a part against the truth for the asked objects (thing indices),
/// both in the same frame: `truth` maps each asked thing to its true cell
/// and facing in that frame.
MapScore score_map_part(const MapPart& said, const std::map<std::string, Placed>& truth, double scale);

/// The truth of a global map (task frame) for the given objects.
std::map<std::string, Placed> global_truth(const World& w, const std::vector<int>& things);
/// The truth of a local map for the objects visible from `pose`.
std::map<std::string, Placed> local_truth(const World& w, const Pose& pose);

/// Objects seen in any observation of the log so far, in World order.
std::vector<int> observed_objects(const World& w, const std::vector<Turn>& log);
/// Cells seen so far: inside the field of view and the visible rooms of
/// some Observe of the log (floor and door cells only).
std::vector<Cell> observed_cells(const World& w, const std::vector<Turn>& log);

/// `n` candidate floor cells, half seen, half not (as far as each set
/// allows), drawn from (seed, step), sorted.
std::vector<Cell> uncertainty_candidates(const World& w, const std::vector<Turn>& log, uint64_t seed, int n);
/// F1 of the cells the agent says it has not seen, among the candidates.
double uncertainty_f1(const World& w, const std::vector<Turn>& log, const std::vector<Cell>& candidates,
                      const std::vector<Cell>& said_unseen);

}  // namespace mm::tos
