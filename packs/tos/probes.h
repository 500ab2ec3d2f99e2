// Cognitive-map probes as passive questions (paper section 5.1): the
// exploration log cut after step k, then "write down your map of every
// object seen so far". The release asks three per world, after a third,
// two thirds and all of the log's steps; the gold is the true global map
// of the objects observed by then (cogmap.h), scored by its correctness
// (pos.acc, dir.acc and facing.acc, a third each).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "packs/tos/env.h"
#include "packs/tos/false_belief_question.h"
#include "packs/tos/tasks.h"

namespace mm::tos {

/// The probes the passive release asks beside the nine tasks: cogmap, and
/// false.belief (false_belief_question.h).
const std::vector<std::string>& probe_names();
/// Is the task one of the probes (asked after a log of its own)?
bool is_probe(const std::string& task);
/// The nine tasks, then the probes: every task a release holds.
const std::vector<std::string>& release_task_names();

/// Up to `per_world` cognitive-map probes of a log, at evenly spread steps
/// (each after at least one object was seen; a step asked once): ask
/// {"step": k, "objects": [names seen by step k]}, gold {name: {"at",
/// "facing"}}, id "<world>/cogmap/<i>".
std::vector<Question> make_cogmap_probes(const World& w, const std::vector<Turn>& log, int per_world = 3);

/// Every probe the release asks of a world and its log: the cognitive-map
/// probes, then the false-belief question when the logs prove a change, with
/// the shift and second log it is asked after.
struct WorldProbes {
  std::vector<Question> questions;
  std::optional<Reexploration> again;  // set when a false-belief question is asked
};
WorldProbes make_probes(const World& w, const std::vector<Turn>& log, uint64_t seed, int per_world = 3);

/// The log a question is asked after: a probe's first `step` turns, any
/// other question's whole log.
std::vector<Turn> log_for(const Question& q, const std::vector<Turn>& log);

}  // namespace mm::tos
