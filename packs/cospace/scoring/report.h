// `mentalmap report` of CoSpace results (docs/cospace.md, "Report"): from
// the results lines `score` writes, one table per model, regime and
// condition with a row per task in the paper's order (Table 2: DIR-Rec,
// DIR-Obj, ROT-Ang, ROT-Dif, CNT, PLA-QA, PLA-Dec): questions, accuracy on
// the original prompts, chance, ACC_q, ACC_p and their gap (Direction and
// Counting), the disrupted-order accuracy (Table 3's diagnostic), and
// PLA-Dec given PLA-QA.
#pragma once

#include <string>
#include <vector>

#include "base/error.h"
#include "base/json_util.h"

namespace mm::cospace {

struct CospaceReport {
  std::string markdown;  ///< tables.md
  Json summary;          ///< summary.json
};

/// Reads the results files; a line that is not JSON or lacks a field is an
/// error naming file:line.
Result<CospaceReport> make_cospace_report(const std::vector<std::string>& results);

}  // namespace mm::cospace
