#include "packs/space/mrt.h"

#include <algorithm>
#include <array>
#include <set>
#include <utility>

namespace mm::space {
namespace {

using Cell = std::pair<int, int>;  // (row, col)
using CellSet = std::set<Cell>;

// A connected shape of `cells` cells grown on an n x n card: each step adds
// one cell, drawn uniformly, from the empty 4-neighbours of the shape so far
// (listed in row-major order, so the draw is deterministic).
CharGrid grow_shape(Rng& rng, int n, int cells) {
  CharGrid g = blank_grid(n, n);
  int r0 = static_cast<int>(rng.below(n));
  int c0 = static_cast<int>(rng.below(n));
  g[r0][c0] = kMrtCell;
  for (int added = 1; added < cells; ++added) {
    std::vector<Cell> frontier;
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < n; ++c) {
        if (g[r][c] == kMrtCell) continue;
        bool touches = (r > 0 && g[r - 1][c] == kMrtCell) || (r + 1 < n && g[r + 1][c] == kMrtCell) ||
                       (c > 0 && g[r][c - 1] == kMrtCell) || (c + 1 < n && g[r][c + 1] == kMrtCell);
        if (touches) frontier.push_back({r, c});
      }
    auto [r, c] = rng.pick(frontier);
    g[r][c] = kMrtCell;
  }
  return g;
}

// The generator's acceptance test: the eight turned and mirrored copies of
// the cropped shape are pairwise different (chiral, no rotational symmetry).
bool all_eight_differ(const CharGrid& card) {
  CharGrid shape = cropped(card);
  std::set<CharGrid> seen;
  for (int m = 0; m < 2; ++m)
    for (int k = 0; k < 4; ++k) seen.insert(rotated_cw(m ? mirrored(shape) : shape, k));
  return seen.size() == 8;
}

// Checker geometry, kept apart from grid.cc: cell sets and coordinate maps.
CellSet cells_of(const CharGrid& g) {
  CellSet s;
  for (int r = 0; r < static_cast<int>(g.size()); ++r)
    for (int c = 0; c < static_cast<int>(g[r].size()); ++c)
      if (g[r][c] != kEmpty) s.insert({r, c});
  return s;
}

// A clockwise quarter turn of an n x n card: (r, c) -> (c, n - 1 - r).
CellSet turn_card(const CellSet& s, int n) {
  CellSet out;
  for (auto [r, c] : s) out.insert({c, n - 1 - r});
  return out;
}

// Moved so that the smallest row and column are 0.
CellSet normalised(const CellSet& s) {
  int r0 = 1 << 30, c0 = 1 << 30;
  for (auto [r, c] : s) r0 = std::min(r0, r), c0 = std::min(c0, c);
  CellSet out;
  for (auto [r, c] : s) out.insert({r - r0, c - c0});
  return out;
}

}  // namespace

MrtItem make_mrt(uint64_t seed, uint64_t index) {
  Rng rng = item_rng(seed, "mrt", index);
  MrtItem item;
  item.seed = seed;
  item.index = index;
  int n = static_cast<int>(rng.between(5, 7));
  int cells = static_cast<int>(rng.between(n + 1, 2 * n));
  do {
    item.reference = grow_shape(rng, n, cells);
  } while (!all_eight_differ(item.reference));

  int gold_turns = static_cast<int>(rng.between(1, 3));
  std::vector<int> mirror_turns = {0, 1, 2, 3};
  rng.shuffle(mirror_turns);
  item.gold = static_cast<int>(rng.below(kOptions));
  size_t next = 0;
  for (int i = 0; i < kOptions; ++i) {
    bool is_gold = i == item.gold;
    int k = is_gold ? gold_turns : mirror_turns[next++];
    item.turns.push_back(k);
    item.mirror.push_back(!is_gold);
    item.options.push_back(rotated_cw(is_gold ? item.reference : mirrored(item.reference), k));
  }
  return item;
}

Json to_json(const MrtItem& item) {
  Json options = Json::array();
  for (int i = 0; i < kOptions; ++i)
    options.push_back({{"card", grid_json(item.options[i])}, {"turns", item.turns[i]}, {"mirror", item.mirror[i]}});
  return {{"task", "mrt"},
          {"seed", item.seed},
          {"index", item.index},
          {"reference", grid_json(item.reference)},
          {"options", options},
          {"gold", item.gold}};
}

std::vector<int> mrt_solve(const MrtItem& item) {
  int n = static_cast<int>(item.reference.size());
  std::array<CellSet, 4> turned;
  turned[0] = cells_of(item.reference);
  for (int k = 1; k < 4; ++k) turned[k] = turn_card(turned[k - 1], n);
  std::vector<int> correct;
  for (int i = 0; i < static_cast<int>(item.options.size()); ++i) {
    if (static_cast<int>(item.options[i].size()) != n) continue;
    CellSet o = cells_of(item.options[i]);
    if (std::find(turned.begin(), turned.end(), o) != turned.end()) correct.push_back(i);
  }
  return correct;
}

bool mrt_shape_is_chiral(const CharGrid& card) {
  int n = static_cast<int>(card.size());
  CellSet shape = normalised(cells_of(card));
  CellSet m;
  for (auto [r, c] : cells_of(card)) m.insert({r, n - 1 - c});
  for (int k = 0; k < 4; ++k) {
    if (normalised(m) == shape) return false;
    m = turn_card(m, n);
  }
  return true;
}

}  // namespace mm::space
