// Perspective taking test (PTT), text presentation (SPACE section 3.2):
// objects are letters at distinct cells of a square board. Standing at A and
// facing B, in which of eight 45-degree direction bins is C? Bins are
// measured clockwise from the facing direction A->B, in board cells (row
// down, column right, both one unit), and the front bin spans -22.5 to 22.5
// degrees. C's bearing is never within 1 degree of a bin border.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "packs/space/bin8.h"
#include "packs/space/grid.h"

namespace mm::space {

/// Distance kept from a bin border, in degrees.
inline constexpr double kPttBorderMargin = 1.0;

struct PttItem {
  uint64_t seed = 0;
  uint64_t index = 0;
  CharGrid board;             ///< n x n, n in [5, 9]; distinct capital letters on kEmpty
  char stand = 0;             ///< A: where the viewer stands
  char face = 0;              ///< B: what the viewer faces
  char target = 0;            ///< C: the object asked about
  std::vector<Bin8> options;  ///< kOptions distinct bins
  int gold = 0;               ///< index of C's bin
};

/// The item `index` of the PTT stream of `seed`. Deterministic.
PttItem make_ptt(uint64_t seed, uint64_t index);

/// Canonical record: task, seed, index, board, stand, face, target, options (bin names), gold.
Json to_json(const PttItem& item);

/// Brute force from the board alone: the options whose bin, shrunk by
/// `margin` degrees at both borders, contains C as seen from A facing B.
/// Wedge membership is tested with cross products against the rotated
/// facing vector, not with an angle. A sound item has exactly {gold} at
/// margin kPttBorderMargin.
std::vector<int> ptt_solve(const PttItem& item, double margin = kPttBorderMargin);

}  // namespace mm::space
