// Blind baselines of the Theory of Space tasks (docs/tos.md): answers that
// never read the log, scored by the pack's real scorer. A release passes
// its gate when none of them reaches kGateBound on any task.
//   majority  the task's most common gold (per part for relations)
//   example   the instruction's worked example, copied
//   stay      nothing changes: the start pose, every object at the start,
//             no motion, "none" after every turn
//   copy      perc.dec: the first object the observation names
#pragma once

#include <string>
#include <vector>

#include "base/json_util.h"
#include "packs/tos/tasks.h"

namespace mm::tos {

struct WorldQuestions {
  const World* world = nullptr;
  std::vector<Question> questions;
};


/// task -> baseline -> mean score over the task's questions (sorted keys).
Json blind_baselines(const std::vector<WorldQuestions>& all);

/// The kinds the answer formats' examples name: kinds of the pack the world
/// does not hold (kinds.json order), so an example is never a hint about
/// the building. `count` of them, kinds with a front first when `front`.
std::vector<std::string> example_kinds(const World& w, size_t count, bool front = false);

/// The instruction's example answer of a question's kind, in canonical
/// words (the prompt shows it in the condition's words).
std::string example_answer(const World& w, const Question& q);

}  // namespace mm::tos
