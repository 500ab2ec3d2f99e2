// `mentalmap score` for a SPACE release (docs/space.md, "Scoring"): each
// prediction's id names its question, trial, condition and regime; its
// output is read for the option it chose (read_choice.h) through the
// condition's words (vocabulary/<condition>.json) and the trial's option
// texts (items/<condition>.jsonl), and scored 1 when that is the gold's
// position in the trial, else 0. Results go to one JSON line per item of
// each (model, condition, regime) the model answered, its unanswered items
// as status "missing" and score 0, so the strict rule (all four trials
// right) never credits a question with a trial left out.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "base/error.h"
#include "packs/space/scoring/tally.h"
#include "validators/reading/predictions.h"

namespace mm::space {

/// Is `dir` a SPACE release (its manifest says pack "space")?
bool is_space_release(const std::string& dir);

struct SpaceScore {
  Cells cells;  ///< strict and mean per model, regime, condition and task
  size_t scored = 0;
  std::vector<std::string> unknown;       ///< prediction ids the release lacks
  std::vector<std::string> errors;        ///< prediction lines that could not be read (file:line: why)
  std::map<std::string, size_t> missing;  ///< model -> items of its conditions and regimes it did not answer
};

/// Scores prediction files against the release (its files re-hashed first
/// unless `verify` is off); writes the results lines to `out` (atomically)
/// when it is not empty.
Result<SpaceScore> score_space_release(const std::string& release, const std::vector<std::string>& predictions,
                                       const std::string& out, bool verify = true);
/// The same for predictions already read (the harness importers).
Result<SpaceScore> score_space_release(const std::string& release, const score::PredictionSet& predictions,
                                       const std::string& out, bool verify = true);

/// The id of trial k (1..4) of a question before its condition and regime:
/// "<question>#t<k>".
std::string trial_id(const std::string& question, int trial);

}  // namespace mm::space
