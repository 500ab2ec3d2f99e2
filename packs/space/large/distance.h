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

/// Every distractor's ratio_gap from the gold, after rounding, is at least
/// this (some ratio off by a factor of 1.49 or more)...
inline constexpr double kDistanceRatioMargin = 0.4;
/// ...and from every other option at least this, so no two options look alike.
inline constexpr double kDistanceOptionGap = 0.2;
/// The checker accepts an option within this ratio_gap of the true distances:
/// rounding to 0.1 moves a ratio of values >= 1 by at most about 0.103.
inline constexpr double kDistanceTolerance = 0.12;

struct DistanceItem {
  uint64_t seed = 0;
  uint64_t index = 0;
  Layout layout;                             ///< large_item_layout(seed, index), shown by the tour walkthrough
  char from = 0;                             ///< A
  std::string to;                            ///< the other landmarks, in letter order
  std::vector<std::vector<double>> options;  ///< kOptions lists, one distance per letter of `to`
  std::vector<std::string> kinds;            ///< per option: "euclidean" (the gold), "permuted",
                                             ///< "reversed", "flattened", "stretched" or "rescaled"
  int gold = 0;
};

/// Item `index` of the distance stream of `seed`, drawn from
/// Rng::derive(seed, {"space", "large", "distance"}, index). Distractors,
/// tried in a drawn order of kinds: the true values assigned to the wrong
/// landmarks ("permuted"), assigned in reverse order of nearness
/// ("reversed"), pulled towards or pushed from their mean ("flattened",
/// "stretched"), each multiplied by its own factor in [1/2, 2] and the list
/// scaled back to the true mean ("rescaled", also the filler). Deterministic.
DistanceItem make_distance(uint64_t seed, uint64_t index);

/// Canonical record: task "distance", seed, index, layout (id), walkthrough
/// ("tour"), from, to (letters), options ({distances, kind}), gold.
Json to_json(const DistanceItem& item);

/// Brute force from the layout's map alone: the options whose ratio_gap from
/// the Euclidean distances between the letters' cells is within `tolerance`.
/// A sound item gives exactly {gold}.
std::vector<int> distance_solve(const DistanceItem& item, double tolerance = kDistanceTolerance);

}  // namespace mm::space
