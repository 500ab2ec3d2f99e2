// The SPACE pack's blind baselines (docs/space.md, "Blind baselines and the
// gate"): answers that never solve a question, written as a model writes
// an answer in English ("Answer: B") and scored by the real reader
// (read_choice.h) over each question's four trials:
//   constant-A .. constant-D   always the same letter (position bias);
//                              "position" is the best of the four;
//   random                     a seeded uniform letter per trial;
//   longest, shortest          the option with the most / fewest characters;
//   most-marked, fewest-marked the grid with the most / fewest non-empty
//                              cells, the list with the most / fewest cells
//                              (tasks whose options count cells);
//   consensus, outlier         the option nearest the others (least summed
//                              distance to the other three options: a
//                              distractor made as a slip of the gold sits
//                              near it, so the gold sits in the middle),
//                              and the one furthest from them;
//   multiset-shared, -unique   the option whose sorted values another
//                              option shares, and one no other has;
//   most-symbols               the text using the most different characters;
//   unique-up-to-turns         the grid no other option equals turned in
//                              the plane (grid options);
//                              (option_rules.h)
//   a task's own shortcuts     (mcq_tasks.h), e.g. MPFB's piece-sizes.
// Ties go to the earliest position of the trial.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "base/error.h"
#include "base/json_util.h"
#include "packs/space/mcq/mcq_tasks.h"

namespace mm::space {

/// task -> baseline -> {"strict": s, "mean": m} over `questions` (each
/// task's questions, in any order); `seed` seeds the random baseline.
/// Options are worded and answers read in the "en" condition.
Result<Json> blind_baselines(const std::vector<McqQuestion>& questions, uint64_t seed, int threads);

}  // namespace mm::space
