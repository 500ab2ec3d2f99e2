// The CoSpace pack's blind baselines (docs/cospace.md, "Blind baselines and
// the gate"): answers that never do what a task is about, written as an
// English model writes them ("Answer: B", "Answer: 2") and scored by the
// real reader (read_answer.h) on each task's original prompts:
//   constant-A .. constant-D  one label always; "position" is the best;
//   random                    a seeded label, count (1..4) or view (1..5);
//   longest, shortest         the option with the most / fewest characters;
//   majority                  the release's most frequent gold key, where
//                             it is an option (or the open answer);
//   mentioned                 DIR-Obj: the first option kind any view names;
//   shared-turn               PLA-Dec: the option ending in go-ahead whose
//                             turn another option also holds;
//   every-mention             CNT: every mention counted as one object;
//   busiest-view              CNT: the most mentions of the kind in one view;
//   ignore-overlap            ROT-Ang: the option nearest 360 / N;
//   constant-view-k           ROT-Dif: view k always; "view" is the best.
#pragma once

#include <cstdint>
#include <vector>

#include "base/error.h"
#include "base/json_util.h"
#include "packs/cospace/item.h"

namespace mm::cospace {

class CospacePrompter;
struct AnswerWords;

/// task -> baseline -> accuracy over the original prompts among `prompts`,
/// worded by `en` and read with its words.
Result<Json> blind_baselines(const std::vector<Item>& prompts, uint64_t seed, const CospacePrompter& en,
                             const AnswerWords& words);

}  // namespace mm::cospace
