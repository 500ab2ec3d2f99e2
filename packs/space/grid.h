// Character arrays for the SPACE small-scale battery (docs/space.md). Every
// stimulus and option is a grid of rows of equal length, one printable ASCII
// character per cell, so a renderer can print it cell by cell with a
// separator and each cell stays one token. Row 0 is the top row; "up" on the
// page is decreasing row.
#pragma once

#include <compare>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "base/json_util.h"
#include "base/rng.h"

namespace mm::space {

/// A 2D character array: rows top to bottom, all of the same length.
using CharGrid = std::vector<std::string>;

/// A cell of a grid, 0-based: row 0 is the top row (north on a layout),
/// column 0 the leftmost (west).
struct Cell {
  int row = 0;
  int col = 0;
  auto operator<=>(const Cell&) const = default;
};

/// The empty cell of every grid in the pack.
inline constexpr char kEmpty = '.';

/// Every multiple-choice task has exactly this many options.
inline constexpr int kOptions = 4;

/// The item stream of one task: Rng::derive(seed, {"space", task}, index).
/// Items of different tasks or indices never share draws.
Rng item_rng(uint64_t seed, std::string_view task, uint64_t index);

/// A rows x cols grid filled with `fill`.
CharGrid blank_grid(int rows, int cols, char fill = kEmpty);

/// The grid turned clockwise by quarter_turns * 90 degrees (any integer,
/// taken mod 4). A rows x cols grid becomes cols x rows for odd turns.
CharGrid rotated_cw(const CharGrid& g, int quarter_turns);

/// The grid flipped left to right (each row reversed).
CharGrid mirrored(const CharGrid& g);

/// The smallest sub-grid holding every non-empty cell; {} for an all-empty grid.
CharGrid cropped(const CharGrid& g);

/// True when every row has the same length and each cell is printable ASCII
/// other than space and the separators ',' and ';'.
bool is_token_safe(const CharGrid& g);

/// The canonical record of a grid: an array of its row strings.
Json grid_json(const CharGrid& g);

}  // namespace mm::space
