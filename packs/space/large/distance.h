// Distance estimation (SPACE section 3.1, task 2), after the tour
// walkthrough: from landmark A, the straight-line distances to all the other
// landmarks. An option is one list of distances, in cell widths (centre to
// centre, rounded to 0.1), in the letter order of the other landmarks. As in
// the paper, models are not asked for metric accuracy: the distractors break
// the ratios between the distances, each by a clear margin, so only the
// gold's proportions match the layout.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "packs/space/large/layout.h"

namespace mm::space {

/// How far two distance lists' proportions are apart: the largest
/// |ln(a_i / a_j) - ln(b_i / b_j)| over all pairs i < j. Zero for a list and
/// any multiple of it. Lists must be of equal length, every value > 0.
double ratio_gap(const std::vector<double>& a, const std::vector<double>& b);

/// Every two options' ratio_gap, after rounding, is at least this (some
/// ratio off by a factor of 1.49 or more): each distractor breaks the gold's
/// ratios, and no two options look alike.
inline constexpr double kDistanceRatioMargin = 0.4;
/// The checker accepts an option within this ratio_gap of the true distances:
/// rounding to 0.1 moves a ratio of values >= 1 by at most about 0.103.
inline constexpr double kDistanceTolerance = 0.12;

struct DistanceItem {
  uint64_t seed = 0;
  uint64_t index = 0;
  Layout layout;                             ///< the environment, shown by the tour walkthrough
  char from = 0;                             ///< A
  std::string to;                            ///< the other landmarks, in letter order
  std::vector<std::vector<double>> options;  ///< kOptions lists, one distance per letter of `to`
  std::vector<std::string> kinds;            ///< per option: "euclidean" (the gold), "part-scaled"
                                             ///< (two options) or "two-parts-scaled"
  int gold = 0;
};

/// Item `index` of the distance stream of `seed`, drawn from
/// Rng::derive(seed, {"space", "large", "distance"}, index). The other
/// landmarks are split into two disjoint drawn parts, each with a factor
/// drawn from [1.6, 2.2] or its inverse; the distractors are the true
/// distances with the first part scaled, with the second, and with both
/// ("part-scaled", "part-scaled", "two-parts-scaled"), every scaled value
/// snapped to the nearest grid distance sqrt(a^2 + b^2). Drawn again until
/// every two options are kDistanceRatioMargin apart. The four options are
/// the corners of a rectangle in log distances, so nothing in them alone
/// tells the gold (docs/space.md, "Option-only baselines"). Deterministic.
/// On large_item_layout(seed, index).
DistanceItem make_distance(uint64_t seed, uint64_t index);
/// The same item on `layout`, environment `index` of `seed`. Throws
/// std::invalid_argument when the layout's seed or index differ.
DistanceItem make_distance(Layout layout, uint64_t seed, uint64_t index);

/// Canonical record: task "distance", seed, index, layout (id), walkthrough
/// ("tour"), from, to (letters), options ({distances, kind}), gold.
Json to_json(const DistanceItem& item);

/// Brute force from the layout's map alone: the options whose ratio_gap from
/// the Euclidean distances between the letters' cells is within `tolerance`.
/// A sound item gives exactly {gold}.
std::vector<int> distance_solve(const DistanceItem& item, double tolerance = kDistanceTolerance);

}  // namespace mm::space
