// Judgement of line orientation (JLO), text presentation (SPACE section
// 3.2): two line segments are drawn into a character array; eleven
// reference lines are numbered 1 to 11 at 0, 18, ..., 180 degrees
// (counter-clockwise from pointing right, in array cells). Which pair of
// reference lines has the orientations of the two drawn lines? A drawn
// segment has no direction, so references 1 (0 degrees) and 11 (180
// degrees) match the same horizontal line; pairs are compared by their
// orientations modulo 180 degrees. Each line is drawn between integer end
// points whose direction is within 2 degrees of its multiple of 18, with
// 6 to 10 cells; the two never touch.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "packs/space/grid.h"

namespace mm::space {

inline constexpr char kJloFirst = 'a';   ///< the cells of the first drawn line
inline constexpr char kJloSecond = 'b';  ///< the cells of the second
inline constexpr int kJloReferences = 11;

/// Reference line r (1..11) lies at 18 * (r - 1) degrees.
int jlo_reference_degrees(int r);

/// Two reference numbers, first < second.
struct RefPair {
  int first = 0;
  int second = 0;
  friend bool operator==(const RefPair&, const RefPair&) = default;
  friend auto operator<=>(const RefPair&, const RefPair&) = default;
};

struct JloItem {
  uint64_t seed = 0;
  uint64_t index = 0;
  CharGrid canvas;                 ///< n x n, n in [12, 15]: kJloFirst and kJloSecond cells on kEmpty
  int first_degrees = 0;           ///< orientation of the first line: 0, 18, ..., 162
  int second_degrees = 0;          ///< of the second; never equal to the first
  std::vector<RefPair> options;    ///< kOptions pairs, no two of the same orientations
  int gold = 0;                    ///< index of the pair matching both lines
  std::vector<std::string> kinds;  ///< per option: "lines", "mirrored" or "both-turned" (one of them),
                                   ///< "one-turned", and the two combined ("mirrored+one-turned", ...)
};

/// The item `index` of the JLO stream of `seed`. Deterministic.
JloItem make_jlo(uint64_t seed, uint64_t index);

/// Canonical record: task, seed, index, canvas, the two orientations,
/// options (pair and kind), gold.
Json to_json(const JloItem& item);

/// A line's orientation measured from its drawn cells alone: the total
/// least squares direction of the cells labelled `label`, in degrees in
/// [0, 180), with the array's rows as unit steps downwards.
double jlo_measured_degrees(const CharGrid& canvas, char label);

/// Brute force from the canvas: measures both lines, rounds each to the
/// nearest multiple of 18 (modulo 180) and returns the options whose
/// reference orientations are that pair. {} when either measurement lies
/// more than `tolerance` degrees from its multiple, so the rounding would
/// not be clear. A sound item has exactly {gold}.
std::vector<int> jlo_solve(const JloItem& item, double tolerance = 4.5);

}  // namespace mm::space
