// tables.md: the paper's Table 3 (L3/L4/L5 per model and language, with
// Struct. and Overall), its L0–L2 companion (Table 10), Table 9 (one block
// per model: languages × levels) and the diagnostics tables. Percentages
// with one decimal; "n/a" where no family has a cell with n ≥ 10.
#pragma once

#include <string>
#include <vector>

#include "validators/reporting/report_build.h"

namespace mm::report {

std::string tables_markdown(const Report& r);

/// The diagnostics sections of tables.md (report_markdown_diag.cc).
std::string diagnostics_markdown(const Report& r);

/// Per family: each model's pass rate with its interval, the blind baselines
/// beside them (report_markdown_families.cc).
std::string families_markdown(const Report& r);
/// The L5 change metrics per model and family ("" when there are none).
std::string change_markdown(const Report& r);
/// The paired analyses across languages ("" when no model has two
/// languages; report_markdown_paired.cc).
std::string paired_markdown(const Report& r);
/// L5 families: every model's mean score with its bootstrap interval.
std::string l5_scores_markdown(const Report& r);

/// A Markdown table; '|' in cells is escaped.
std::string md_table(const std::vector<std::string>& header, const std::vector<std::vector<std::string>>& rows);

}  // namespace mm::report
