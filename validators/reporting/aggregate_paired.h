// Paired analyses across languages (the paper's cross-language consistency
// and per-language deltas). The unit is a question in one regime: the
// results sharing (model, base_id, regime), one per condition. Only units
// with a result in every condition the model was scored in are used
// (diagnostics aside), so each comparison is between the same questions.
//  - consistency: the share of units right in every language, in none, and
//    per pair of languages the 2x2 table with McNemar's exact test (the
//    two-sided binomial test on the discordant pairs);
//  - deltas against English: the mean paired difference of scores per
//    language, with a 95 % percentile bootstrap interval over units.
// Results without base_id (written before it existed) are left out.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "validators/reporting/aggregate_families.h"
#include "validators/reporting/report_rows.h"

namespace mm::report {

struct LanguagePair {
  std::string a, b;
  int64_t both = 0, a_only = 0, b_only = 0, neither = 0;
  double mcnemar_p = 1;  // exact, two-sided
};

struct ConsistencyRow {
  std::string model;
  std::vector<std::string> languages;  // the conditions compared
  int64_t units = 0, all_right = 0, none_right = 0;
  std::vector<LanguagePair> pairs;  // every pair, in the languages' order
};

struct PairedDelta {
  std::string model, language;  // language against "en"
  int64_t units = 0;
  double delta = 0;  // mean of score(language) - score(en)
  Interval ci;
};

/// The scratchpad regime against the direct one on the same items: per
/// (model, language, level), the units are the base items answered in both.
struct ScratchpadLift {
  std::string model, language;
  int level = 0;
  int64_t units = 0;
  double direct = 0, scratchpad = 0;  // mean scores
  double lift = 0;                    // scratchpad - direct
  Interval ci;                        // 95 % paired bootstrap of the lift
};

/// What the paper pre-registered for a level's scratchpad lift, or "".
std::string preregistered_lift(int level);

struct PairedAnalysis {
  std::vector<ConsistencyRow> consistency;  // models with at least two languages
  std::vector<PairedDelta> deltas;          // models scored in English and another language
  std::vector<ScratchpadLift> scratchpad;   // models with scratchpad results
  int64_t rows_without_base_id = 0;
};

/// Exact two-sided McNemar p-value for `b` and `c` discordant pairs.
double mcnemar_exact(int64_t b, int64_t c);

PairedAnalysis paired_analysis(const std::vector<Row>& rows);

}  // namespace mm::report
