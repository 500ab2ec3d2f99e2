#include "packs/space/large/dm_text.h"

#include <stdexcept>

namespace mm::space {

CharGrid dm_window(const Layout& layout, Cell at, int size) {
  if (size < 3 || size % 2 == 0) throw std::invalid_argument("dm_window: the size must be odd and at least 3");
  int half = size / 2;
  CharGrid window = blank_grid(size, size, kOutside);
  for (int r = 0; r < size; ++r)
    for (int c = 0; c < size; ++c) {
      Cell cell{at.row - half + r, at.col - half + c};
      if (layout.inside(cell)) window[r][c] = layout.map[cell.row][cell.col];
    }
  window[half][half] = kAgent;
  return window;
}

std::string dm_under(const Layout& layout, Cell at) {
  if (!layout.inside(at)) return "";
  char ch = layout.map[at.row][at.col];
  if (ch == kStart) return "start";
  if (ch == kGoal) return "goal";
  if (ch == kFree || ch == kObstacle) return "";
  return std::string(1, ch);
}

}  // namespace mm::space
