// `mentalmap report` of SPACE results (docs/space.md, "Report"): from the
// results lines `score` writes for a release's answers and for episode
// logs, per model, regime and condition two tables in the paper's grouping
// (paper_figures.h): the large scale (direction, distance, map sketching,
// route SPL, shortcut SPL) and the small scale (MRT ... CSWM), each row with
// its measure, count, strict score (multiple choice), score, chance and the
// paper's human figure, then the average.
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
  Json summary;          ///< summary.json: format, results, cells (model -> regime -> task -> condition -> cell),
                         ///< episodes (model -> task -> {runs, success, spl})
};

/// Reads the results files; a line that is not JSON or lacks a field is an
/// error naming file:line.
Result<SpaceReport> make_space_report(const std::vector<std::string>& results);

}  // namespace mm::space
