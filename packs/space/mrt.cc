#include "packs/space/mrt.h"

#include <algorithm>
#include <array>
#include <set>
#include <string>
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

// The eight turned and mirrored copies of the cropped shape.
std::set<CharGrid> dihedral(const CharGrid& card) {
  CharGrid shape = cropped(card);
  std::set<CharGrid> out;
  for (int m = 0; m < 2; ++m)
    for (int k = 0; k < 4; ++k) out.insert(rotated_cw(m ? mirrored(shape) : shape, k));
  return out;
}

bool shape_connected(const CharGrid& g) {
  int n = static_cast<int>(g.size()), total = 0;
  std::vector<Cell> stack;
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      if (g[r][c] == kMrtCell && total++ == 0) stack.push_back({r, c});
  std::set<Cell> seen(stack.begin(), stack.end());
  while (!stack.empty()) {
    auto [r, c] = stack.back();
    stack.pop_back();
    for (auto [dr, dc] : {Cell{-1, 0}, {1, 0}, {0, -1}, {0, 1}}) {
      int rr = r + dr, cc = c + dc;
      if (rr >= 0 && cc >= 0 && rr < n && cc < n && g[rr][cc] == kMrtCell && seen.insert({rr, cc}).second)
        stack.push_back({rr, cc});
    }
  }
  return static_cast<int>(seen.size()) == total;
}

// The card with one filled cell moved to an empty cell next to the shape:
// still connected, chiral and without rotational symmetry, and neither a
// turn nor a turned mirror image of the card. {} when no move gives one.
CharGrid altered(Rng& rng, const CharGrid& card) {
  int n = static_cast<int>(card.size());
  std::set<CharGrid> forms = dihedral(card);
  std::vector<CharGrid> found;
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      if (card[r][c] != kMrtCell) continue;
      for (int rr = 0; rr < n; ++rr)
        for (int cc = 0; cc < n; ++cc) {
          if (card[rr][cc] == kMrtCell) continue;
          CharGrid g = card;
          g[r][c] = kEmpty;
          g[rr][cc] = kMrtCell;
          if (!shape_connected(g) || !all_eight_differ(g)) continue;
          std::set<CharGrid> own = dihedral(g);
          if (std::none_of(own.begin(), own.end(), [&](const CharGrid& f) { return forms.count(f) > 0; }))
            found.push_back(g);
        }
    }
  return found.empty() ? CharGrid{} : rng.pick(found);
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
  CharGrid other;
  do {
    item.reference = grow_shape(rng, n, cells);
    if (all_eight_differ(item.reference)) other = altered(rng, item.reference);
  } while (other.empty());

  // The card and a near copy (one cell moved), each as is and mirrored: two
  // shapes in both hands, so nothing in the options alone tells which shape
  // is the reference's or which hand (docs/space.md, "Option-only baselines").
  struct Source {
    std::string kind;
    CharGrid card;
    bool mirror;
  };
  std::vector<Source> distractors = {{"mirrored", mirrored(item.reference), true},
                                     {"altered", other, false},
                                     {"altered-mirrored", mirrored(other), true}};
  rng.shuffle(distractors);
  item.gold = static_cast<int>(rng.below(kOptions));
  size_t next = 0;
  for (int i = 0; i < kOptions; ++i) {
    bool is_gold = i == item.gold;
    const Source& src = is_gold ? Source{"rotated", item.reference, false} : distractors[next++];
    int k = static_cast<int>(is_gold ? rng.between(1, 3) : rng.below(4));
    item.turns.push_back(k);
    item.mirror.push_back(src.mirror);
    item.kinds.push_back(src.kind);
    item.options.push_back(rotated_cw(src.card, k));
  }
  return item;
}

Json to_json(const MrtItem& item) {
  Json options = Json::array();
  for (int i = 0; i < kOptions; ++i)
    options.push_back({{"card", grid_json(item.options[i])},
                       {"turns", item.turns[i]},
                       {"mirror", item.mirror[i]},
                       {"kind", item.kinds[i]}});
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
