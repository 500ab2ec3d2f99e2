#include "packs/space/grid.h"

#include <algorithm>

namespace mm::space {

Rng item_rng(uint64_t seed, std::string_view task, uint64_t index) {
  return Rng::derive(seed, {"space", task}, index);
}

CharGrid blank_grid(int rows, int cols, char fill) {
  return CharGrid(static_cast<size_t>(rows), std::string(static_cast<size_t>(cols), fill));
}

CharGrid rotated_cw(const CharGrid& g, int quarter_turns) {
  int k = ((quarter_turns % 4) + 4) % 4;
  CharGrid out = g;
  for (int t = 0; t < k; ++t) {
    int rows = static_cast<int>(out.size());
    int cols = rows ? static_cast<int>(out[0].size()) : 0;
    // Clockwise: the new row r is the old column r read bottom to top.
    CharGrid next = blank_grid(cols, rows);
    for (int r = 0; r < rows; ++r)
      for (int c = 0; c < cols; ++c) next[c][rows - 1 - r] = out[r][c];
    out = std::move(next);
  }
  return out;
}

CharGrid mirrored(const CharGrid& g) {
  CharGrid out = g;
  for (auto& row : out) std::reverse(row.begin(), row.end());
  return out;
}

CharGrid cropped(const CharGrid& g) {
  int top = -1, bottom = -1, left = 1 << 30, right = -1;
  for (int r = 0; r < static_cast<int>(g.size()); ++r)
    for (int c = 0; c < static_cast<int>(g[r].size()); ++c) {
      if (g[r][c] == kEmpty) continue;
      if (top < 0) top = r;
      bottom = r;
      left = std::min(left, c);
      right = std::max(right, c);
    }
  if (top < 0) return {};
  CharGrid out;
  for (int r = top; r <= bottom; ++r) out.push_back(g[r].substr(left, right - left + 1));
  return out;
}

bool is_token_safe(const CharGrid& g) {
  if (g.empty()) return false;
  for (const auto& row : g) {
    if (row.size() != g[0].size() || row.empty()) return false;
    for (char ch : row)
      if (ch <= ' ' || ch > '~' || ch == ',' || ch == ';') return false;
  }
  return true;
}

Json grid_json(const CharGrid& g) {
  Json j = Json::array();
  for (const auto& row : g) j.push_back(row);
  return j;
}

}  // namespace mm::space
