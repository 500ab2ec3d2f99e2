// Per-family results of every model, with 95 % intervals, and the blind
// baselines beside them: results of models named "baseline:<name>" (what
// `mentalmap baselines` writes) are not models but the release's blind
// baselines, shown per family as the best of them and the random guess.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "validators/reporting/report_rows.h"

namespace mm::report {

inline constexpr const char* kBaselinePrefix = "baseline:";
bool is_baseline_model(const std::string& model);

/// The Wilson score interval of `pass` successes in `n` trials (95 %).
struct Interval {
  double lo = 0, hi = 0;
};
Interval wilson(int64_t pass, int64_t n);
/// The 95 % percentile bootstrap interval of the mean of `values`
/// (kBootstrapResamples resamples drawn from an Rng derived from `seed`
/// and `name`; the values are sorted first, so the same values in any order
/// give the same interval).
inline constexpr int kBootstrapResamples = 2000;
Interval bootstrap_mean(std::vector<double> values, std::string_view name);

/// One (model, family) over every condition, mode and regime. For the
/// baselines that copy the reference graph (shortcut:no-change,
/// shortcut:actual) a pass is a change pass, as in the gate.
struct FamilyRow {
  std::string model, family;
  int level = 0;
  int64_t n = 0, pass = 0;
  double score_mean = 0;
  Interval pass_ci;
  /// Partial-credit families (L5): the mean score's bootstrap interval.
  std::optional<Interval> score_ci;
  /// L5 dynamic and counterfactual graphs: the change metrics.
  std::optional<double> delta_f1, change_pass;
};
/// Rows sorted by level, family, model.
std::vector<FamilyRow> family_rows(const std::vector<Row>& rows);

}  // namespace mm::report
