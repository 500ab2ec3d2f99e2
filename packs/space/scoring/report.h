// `mentalmap report` of SPACE results (docs/space.md, "Report"): from the
// results lines `score` writes, one table per model, regime and condition
// with a row per task in the paper's small-scale order (Table 2: MRT, PTT,
// MPFB, JLO, SAtt, CBTT, SAdd), each with the ability it tests, its
// questions, the strict score (all four trials right), the mean over trials
// and chance (25 %), then the average over the tasks.
#pragma once

#include <string>
#include <vector>

#include "base/error.h"
#include "base/json_util.h"

namespace mm::space {

/// Is `path` a results file of a SPACE release (its first line says pack "space")?
bool is_space_results(const std::string& path);

struct SpaceReport {
  std::string markdown;  ///< tables.md
  Json summary;          ///< summary.json: format, then model -> regime -> task -> condition -> cell
};

/// Reads the results files; a line that is not JSON or lacks a field is an
/// error naming file:line.
Result<SpaceReport> make_space_report(const std::vector<std::string>& results);

}  // namespace mm::space
