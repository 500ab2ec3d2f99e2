// Selective attention task (SAtt), text presentation: the cancellation task
// of SPACE section 3.2. A character grid holds a target character among
// look-alike distractors (drawn from one confusable group, e.g. E F P B R);
// the answer lists every (row, column) holding the target. Distractor
// options are the list with one slip, with another, and with both; a slip
// misses a target, adds a non-target cell, moves one target cell to a
// neighbour, or (the first) swaps rows and columns (docs/space.md,
// "Option-only baselines").
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "packs/space/grid.h"

namespace mm::space {

/// A grid position, 1-based as a reader counts: row 1 is the top row, column 1 the leftmost.
struct RowCol {
  int row = 0;
  int col = 0;
  friend bool operator==(const RowCol&, const RowCol&) = default;
  friend auto operator<=>(const RowCol&, const RowCol&) = default;
};

struct SattItem {
  uint64_t seed = 0;
  uint64_t index = 0;
  CharGrid grid;                             ///< rows, cols in [4, 8]; no kEmpty cells
  char target = 0;                           ///< the character to cancel
  std::vector<std::vector<RowCol>> options;  ///< kOptions cell lists, each sorted row-major, no repeats
  int gold = 0;                              ///< index of the list of exactly the target cells
  std::vector<std::string> kinds;            ///< per option: "targets", a slip ("missed", "extra",
                                             ///< "moved", "transposed") or two joined by '+'
};

/// The item `index` of the SAtt stream of `seed`: 2 to 8 targets, never
/// more than a quarter of the cells. Deterministic.
SattItem make_satt(uint64_t seed, uint64_t index);

/// Canonical record: task, seed, index, grid, target, options (cells as
/// [row, col] pairs, 1-based, and kind), gold.
Json to_json(const SattItem& item);

/// Brute force from the grid: the options whose cells, as a set, are exactly
/// the cells holding the target. A sound item has exactly {gold}.
std::vector<int> satt_solve(const SattItem& item);

}  // namespace mm::space
