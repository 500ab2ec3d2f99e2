// The generated layout kinds of layout.h: maze, town and arena.
#include <algorithm>
#include <stdexcept>

#include "packs/space/large/layout.h"
#include "packs/space/large/navigate.h"
#include "packs/space/large/walkthrough.h"

namespace mm::space {
namespace {

// True when every non-obstacle cell is reachable from every other.
bool free_connected(const Layout& layout) {
  std::vector<Cell> free;
  for (int r = 0; r < layout.rows(); ++r)
    for (int c = 0; c < layout.cols(); ++c)
      if (layout.map[r][c] != kObstacle) free.push_back({r, c});
  if (free.empty()) return false;
  std::vector<int> dist = bfs_distances(layout, free[0]);
  for (Cell c : free)
    if (dist[c.row * layout.cols() + c.col] < 0) return false;
  return true;
}

// Tolman-style maze: a perfect maze on an h x w lattice of junction cells
// (grid cell (2i+1, 2j+1)), carved by a randomised depth-first search, then
// a few walls between lattice cells knocked out to make loops.
CharGrid maze_terrain(Rng& rng) {
  int h = static_cast<int>(rng.between(5, 7)), w = static_cast<int>(rng.between(5, 7));
  CharGrid g = blank_grid(2 * h + 1, 2 * w + 1, kObstacle);
  std::vector<char> seen(static_cast<size_t>(h * w), 0);
  std::vector<Cell> stack = {{static_cast<int>(rng.below(h)), static_cast<int>(rng.below(w))}};
  seen[stack[0].row * w + stack[0].col] = 1;
  g[2 * stack[0].row + 1][2 * stack[0].col + 1] = kFree;
  const Cell steps[] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
  while (!stack.empty()) {
    Cell at = stack.back();
    std::vector<Cell> next;
    for (Cell s : steps) {
      Cell n{at.row + s.row, at.col + s.col};
      if (n.row >= 0 && n.row < h && n.col >= 0 && n.col < w && !seen[n.row * w + n.col]) next.push_back(n);
    }
    if (next.empty()) {
      stack.pop_back();
      continue;
    }
    Cell n = rng.pick(next);
    seen[n.row * w + n.col] = 1;
    g[at.row + n.row + 1][at.col + n.col + 1] = kFree;  // the wall between them
    g[2 * n.row + 1][2 * n.col + 1] = kFree;
    stack.push_back(n);
  }
  // Walls between two lattice cells: one coordinate odd, the other even.
  std::vector<Cell> walls;
  for (int r = 1; r < 2 * h; ++r)
    for (int c = 1; c < 2 * w; ++c)
      if ((r % 2) != (c % 2) && g[r][c] == kObstacle) walls.push_back({r, c});
  rng.shuffle(walls);
  int loops = static_cast<int>(rng.between(3, 2 + h * w / 6));
  for (int i = 0; i < loops && i < static_cast<int>(walls.size()); ++i) g[walls[i].row][walls[i].col] = kFree;
  return g;
}

// Street lattice: nb x nb blocks of b x b cells between one-cell streets,
// a few street segments closed (keeping every street cell connected) and
// sometimes one block opened as a square.
CharGrid town_terrain(Rng& rng) {
  int nb = static_cast<int>(rng.between(3, 4)), b = static_cast<int>(rng.between(2, 3));
  int size = nb * (b + 1) + 3;
  auto street = [&](int x) { return x >= 1 && x <= size - 2 && (x - 1) % (b + 1) == 0; };
  Layout probe;
  probe.map = blank_grid(size, size, kObstacle);
  for (int r = 1; r < size - 1; ++r)
    for (int c = 1; c < size - 1; ++c)
      if (street(r) || street(c)) probe.map[r][c] = kFree;
  if (rng.chance(0.5)) {  // a square: one block opened
    int br = static_cast<int>(rng.below(nb)), bc = static_cast<int>(rng.below(nb));
    for (int r = 0; r < b; ++r)
      for (int c = 0; c < b; ++c) probe.map[2 + br * (b + 1) + r][2 + bc * (b + 1) + c] = kFree;
  }
  // Segments: the b cells between two neighbouring crossings.
  std::vector<std::vector<Cell>> segments;
  for (int k = 0; k <= nb; ++k)
    for (int s = 0; s < nb; ++s) {
      std::vector<Cell> across, down;
      for (int i = 0; i < b; ++i) {
        across.push_back({1 + k * (b + 1), 2 + s * (b + 1) + i});
        down.push_back({2 + s * (b + 1) + i, 1 + k * (b + 1)});
      }
      segments.push_back(across);
      segments.push_back(down);
    }
  rng.shuffle(segments);
  int closures = static_cast<int>(rng.between(2, nb + 1)), closed = 0;
  for (const auto& seg : segments) {
    if (closed == closures) break;
    CharGrid before = probe.map;
    for (Cell c : seg) probe.map[c.row][c.col] = kObstacle;
    if (free_connected(probe)) {
      ++closed;
    } else {
      probe.map = before;
    }
  }
  return probe.map;
}

// Open arena: a walled room with 2 to 5 pillars of 1 or 2 cells a side,
// kept clear of the walls and of each other.
CharGrid arena_terrain(Rng& rng) {
  int rows = static_cast<int>(rng.between(9, 13)), cols = static_cast<int>(rng.between(9, 13));
  Layout probe;
  probe.map = blank_grid(rows, cols, kObstacle);
  for (int r = 1; r < rows - 1; ++r)
    for (int c = 1; c < cols - 1; ++c) probe.map[r][c] = kFree;
  int pillars = static_cast<int>(rng.between(2, 5)), placed = 0;
  for (int tries = 0; placed < pillars && tries < 100; ++tries) {
    int ph = static_cast<int>(rng.between(1, 2)), pw = static_cast<int>(rng.between(1, 2));
    int r0 = static_cast<int>(rng.between(2, rows - 3 - ph + 1)),
        c0 = static_cast<int>(rng.between(2, cols - 3 - pw + 1));
    bool clear = true;  // no obstacle within one cell of the pillar, except the walls' ring
    for (int r = r0 - 1; r <= r0 + ph; ++r)
      for (int c = c0 - 1; c <= c0 + pw; ++c) clear = clear && probe.map[r][c] == kFree;
    if (!clear) continue;
    for (int r = r0; r < r0 + ph; ++r)
      for (int c = c0; c < c0 + pw; ++c) probe.map[r][c] = kObstacle;
    ++placed;
  }
  return probe.map;
}

}  // namespace

Layout make_layout(std::string_view kind, uint64_t seed, uint64_t index) {
  CharGrid (*terrain)(Rng&) = nullptr;
  if (kind == "maze") terrain = maze_terrain;
  if (kind == "town") terrain = town_terrain;
  if (kind == "arena") terrain = arena_terrain;
  if (terrain == nullptr) throw std::invalid_argument("make_layout: unknown kind '" + std::string(kind) + "'");
  Rng rng = Rng::derive(seed, {"space", "large", kind}, index);
  for (;;) {
    Layout layout;
    layout.seed = seed;
    layout.index = index;
    layout.kind = std::string(kind);
    layout.id = "space-large-" + layout.kind + "-" + std::to_string(seed) + "-" + std::to_string(index);
    layout.map = terrain(rng);
    int count = static_cast<int>(rng.between(kMinLandmarks, kMaxLandmarks));
    if (!place_marks(layout, rng, count, 8)) continue;
    if (path_length(layout, layout.start, layout.goal) < 8 || !layout_problem(layout).empty()) continue;
    if (!has_shortcut_walkthrough(layout)) continue;  // shortcut discovery needs one on every layout
    return layout;
  }
}

}  // namespace mm::space
