// `mentalmap score` for a CoSpace release (docs/cospace.md, "Scoring"):
// each prediction's id names its prompt, condition and regime; its output
// is read (read_answer.h) through the condition's words
// (vocabulary/<condition>.json) and, for a multiple-choice prompt, the
// option texts it showed (items/<condition>.jsonl); it scores 1 when it
// names the gold. Results go to one JSON line per item of each (model,
// condition, regime) the model answered, unanswered items as status
// "missing" and score 0, so a consistency pair never counts half answered.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "base/error.h"
#include "packs/cospace/scoring/metrics.h"
#include "validators/reading/predictions.h"

namespace mm::cospace {

/// Is `dir` a CoSpace release (its manifest says pack "cospace")?
bool is_cospace_release(const std::string& dir);
/// Is `path` a results file of a CoSpace release (its first line says pack "cospace")?
bool is_cospace_results(const std::string& path);

struct CospaceScore {
  Cells cells;
  size_t scored = 0;
  std::vector<std::string> unknown;
  std::vector<std::string> errors;
  std::map<std::string, size_t> missing;
};

Result<CospaceScore> score_cospace_release(const std::string& release, const score::PredictionSet& predictions,
                                           const std::string& out, bool verify = true);

}  // namespace mm::cospace
