// Shared by the large-scale tests: an independent flood fill (no code from
// navigate.h), and the action that moves between two neighbouring cells.
#pragma once

#include <string>
#include <vector>

#include "packs/space/large/layout.h"

namespace mm::space::test {

/// Moves from `from` to every cell over non-'#' cells, -1 where unreachable;
/// `allowed` (row-major, optional) limits the cells used. Plain Bellman-style
/// relaxation until nothing changes, so it shares nothing with the BFS.
inline std::vector<std::vector<int>> flood(const CharGrid& map, Cell from,
                                           const std::vector<std::vector<char>>* allowed = nullptr) {
  int rows = static_cast<int>(map.size()), cols = static_cast<int>(map[0].size());
  std::vector<std::vector<int>> d(rows, std::vector<int>(cols, -1));
  d[from.row][from.col] = 0;
  for (bool changed = true; changed;) {
    changed = false;
    for (int r = 1; r + 1 < rows; ++r)
      for (int c = 1; c + 1 < cols; ++c) {
        if (map[r][c] == '#' || (allowed && !(*allowed)[r][c])) continue;
        int best = d[r][c];
        for (auto [dr, dc] : {std::pair{-1, 0}, {1, 0}, {0, -1}, {0, 1}}) {
          int n = d[r + dr][c + dc];
          if (n >= 0 && (best < 0 || n + 1 < best)) best = n + 1;
        }
        if (best != d[r][c]) d[r][c] = best, changed = true;
      }
  }
  return d;
}

/// "up", "down", "left" or "right" from `a` to its neighbour `b`.
inline std::string move_name(Cell a, Cell b) {
  if (b.row < a.row) return "up";
  if (b.row > a.row) return "down";
  return b.col < a.col ? "left" : "right";
}

}  // namespace mm::space::test
