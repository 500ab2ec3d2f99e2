// `mentalmap score` for a Theory of Space release (docs/tos.md): each
// prediction's id names its question, condition and regime; its output is
// read through the condition's words (vocabulary/<condition>.json) and
// scored as the paper scores the task. Results go to one JSON line per
// prediction; the summary gives each model's mean per task and condition.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "base/error.h"
#include "base/json_util.h"
#include "validators/reading/predictions.h"

namespace mm::tos {

/// Is `dir` a Theory of Space release (its manifest says pack "tos")?
bool is_tos_release(const std::string& dir);

struct ReleaseScore {
  /// model -> regime -> task -> condition -> {items, mean, parsed, floor, above_floor}:
  /// floor is the task's best blind baseline in the release, above_floor
  /// (mean - floor) / (1 - floor).
  Json summary;
  size_t scored = 0;
  std::vector<std::string> unknown;  // prediction ids the release lacks
  std::vector<std::string> errors;   // prediction lines that could not be read (file:line: why)
  std::map<std::string, size_t> missing;  // model -> items of its conditions it did not answer
};

/// Scores prediction files against the release (its files re-hashed first
/// unless `verify` is off); writes results lines to `out` (atomically)
/// when it is not empty.
Result<ReleaseScore> score_release(const std::string& release, const std::vector<std::string>& predictions,
                                   const std::string& out, bool verify = true);
/// The same for predictions already read (by the harness importers: OpenAI
/// Batch output, lm-eval samples, inspect_ai logs, ...).
Result<ReleaseScore> score_release(const std::string& release, const score::PredictionSet& predictions,
                                   const std::string& out, bool verify = true);

/// The summary as a text table (one row per model, task and condition).
std::string summary_table(const ReleaseScore& s);

}  // namespace mm::tos
