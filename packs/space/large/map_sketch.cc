#include "packs/space/large/map_sketch.h"

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <stdexcept>

#include "packs/space/large/walkthrough.h"
#include "packs/space/mcq.h"

namespace mm::space {
namespace {

struct Mark {
  char label;
  Cell cell;
};

std::vector<Mark> marks_of(const CharGrid& g) {
  std::vector<Mark> out;
  for (int r = 0; r < static_cast<int>(g.size()); ++r)
    for (int c = 0; c < static_cast<int>(g[r].size()); ++c)
      if (g[r][c] != kEmpty) out.push_back({g[r][c], {r, c}});
  std::sort(out.begin(), out.end(), [](const Mark& a, const Mark& b) { return a.label < b.label; });
  return out;
}

int sign(int v) { return (v > 0) - (v < 0); }

// Per pair of marks (in label order): sign of the row and of the column difference.
std::vector<int> relations(const std::vector<Mark>& marks) {
  std::vector<int> out;
  for (size_t i = 0; i < marks.size(); ++i)
    for (size_t j = i + 1; j < marks.size(); ++j) {
      out.push_back(sign(marks[j].cell.row - marks[i].cell.row));
      out.push_back(sign(marks[j].cell.col - marks[i].cell.col));
    }
  return out;
}

// Without its empty rows and columns, as the rank sketch has none.
CharGrid compressed(const CharGrid& g) {
  std::vector<int> rows, cols;
  for (int r = 0; r < static_cast<int>(g.size()); ++r)
    if (g[r].find_first_not_of(kEmpty) != std::string::npos) rows.push_back(r);
  for (int c = 0; c < static_cast<int>(g[0].size()); ++c)
    for (int r = 0; r < static_cast<int>(g.size()); ++r)
      if (g[r][c] != kEmpty) {
        cols.push_back(c);
        break;
      }
  CharGrid out;
  for (int r : rows) {
    std::string row;
    for (int c : cols) row.push_back(g[r][c]);
    out.push_back(row);
  }
  return out;
}

CharGrid transposed(const CharGrid& g) {
  CharGrid out = blank_grid(static_cast<int>(g[0].size()), static_cast<int>(g.size()));
  for (size_t r = 0; r < g.size(); ++r)
    for (size_t c = 0; c < g[r].size(); ++c) out[c][r] = g[r][c];
  return out;
}

// Mark positions in doubled ranks: a mark on row k of a sketch is at 2k, a
// new row between rows k - 1 and k at 2k - 1 (columns alike).
using Spots = std::map<char, Cell>;

Spots spots_of(const CharGrid& g) {
  Spots out;
  for (const Mark& m : marks_of(g)) out[m.label] = {2 * m.cell.row, 2 * m.cell.col};
  return out;
}

// The sketch of `spots`, every distinct row and column ranked; {} when two
// marks share a cell.
CharGrid sketch_of(const Spots& spots) {
  std::map<int, int> rows, cols;
  for (const auto& [label, at] : spots) rows[at.row] = 0, cols[at.col] = 0;
  int k = 0;
  for (auto& [v, rank] : rows) rank = k++;
  k = 0;
  for (auto& [v, rank] : cols) rank = k++;
  CharGrid out = blank_grid(static_cast<int>(rows.size()), static_cast<int>(cols.size()));
  for (const auto& [label, at] : spots) {
    char& cell = out[rows[at.row]][cols[at.col]];
    if (cell != kEmpty) return {};
    cell = label;
  }
  return out;
}

// A local slip: new positions for the marks it touches.
using Slip = Spots;

// Two marks in different rows and columns exchange cells.
Slip swap_slip(const Spots& spots, Rng& rng) {
  std::vector<std::pair<char, char>> pairs;
  for (const auto& [a, pa] : spots)
    for (const auto& [b, pb] : spots)
      if (a < b && pa.row != pb.row && pa.col != pb.col) pairs.push_back({a, b});
  if (pairs.empty()) return {};
  auto [a, b] = rng.pick(pairs);
  return {{a, spots.at(b)}, {b, spots.at(a)}};
}

// The places one coordinate of a mark can move to without changing the
// sketch's size: a new row (column) if it was alone in its own, else
// another existing one.
std::vector<int> places(const Spots& spots, char label, int Cell::*axis) {
  std::set<int> others;
  for (const auto& [l, at] : spots)
    if (l != label) others.insert(at.*axis);
  int own = spots.at(label).*axis;
  std::vector<int> out;
  if (others.count(own)) {
    out.assign(others.begin(), others.end());
  } else {
    for (int v : others) out.push_back(v - 1);
    out.push_back(*others.rbegin() + 1);
  }
  return out;
}

// One mark moved to another free place; the sketch keeps its size, so a
// move is as likely to spread the marks as to gather them.
Slip move_slip(const Spots& spots, Rng& rng) {
  std::set<Cell> taken;
  for (const auto& [l, at] : spots) taken.insert(at);
  std::vector<std::pair<char, Cell>> moves;
  for (const auto& [l, at] : spots)
    for (int r : places(spots, l, &Cell::row))
      for (int c : places(spots, l, &Cell::col))
        if (!taken.count({r, c})) moves.push_back({l, {r, c}});
  if (moves.empty()) return {};
  auto [l, to] = rng.pick(moves);
  return {{l, to}};
}

Spots with(Spots spots, const Slip& slip) {
  for (const auto& [l, at] : slip) spots[l] = at;
  return spots;
}

}  // namespace

CharGrid rank_sketch(const Layout& layout) {
  std::vector<Mark> marks = {{kStart, layout.start}, {kGoal, layout.goal}};
  for (const Landmark& l : layout.landmarks) marks.push_back({l.letter, l.cell});
  std::map<int, int> row_rank, col_rank;
  for (const Mark& m : marks) row_rank[m.cell.row] = 0, col_rank[m.cell.col] = 0;
  int k = 0;
  for (auto& [row, rank] : row_rank) rank = k++;
  k = 0;
  for (auto& [col, rank] : col_rank) rank = k++;
  CharGrid out = blank_grid(static_cast<int>(row_rank.size()), static_cast<int>(col_rank.size()));
  for (const Mark& m : marks) out[row_rank[m.cell.row]][col_rank[m.cell.col]] = m.label;
  return out;
}

MapSketchItem make_map_sketch(uint64_t seed, uint64_t index) {
  return make_map_sketch(large_item_layout(seed, index), seed, index);
}

MapSketchItem make_map_sketch(Layout layout, uint64_t seed, uint64_t index) {
  require_environment(layout, seed, index, "make_map_sketch");
  Rng rng = Rng::derive(seed, {"space", "large", "map_sketch"}, index);
  MapSketchItem item;
  item.seed = seed;
  item.index = index;
  item.layout = std::move(layout);
  CharGrid gold = rank_sketch(item.layout);

  // Two slips and their combination: the sketch mirrored, flipped,
  // transposed, turned a quarter either way, two marks swapped or one moved,
  // then two other marks swapped or one moved elsewhere. The four options
  // are the corners of a rectangle, each as central as the others
  // (docs/space.md, "Option-only baselines"). Each is compacted and the
  // four must order some pair of marks differently from each other.
  Spots spots = spots_of(gold);
  auto local = [&](const std::string& kind) {
    return kind == "swapped" ? swap_slip(spots, rng) : move_slip(spots, rng);
  };
  std::vector<std::pair<std::string, CharGrid>> picked;
  for (int tries = 0; picked.empty(); ++tries) {
    if (tries == 1000) throw std::logic_error("make_map_sketch: no distractors on " + item.layout.id);
    std::vector<std::string> kinds = {"mirrored", "flipped", "transposed", "rotated", "swapped", "moved"};
    std::string first = rng.pick(kinds), second = rng.pick(std::vector<std::string>{"swapped", "moved"});
    int quarter = rng.chance(0.5) ? 1 : 3;
    auto whole = [&](const CharGrid& g) {
      if (first == "mirrored") return mirrored(g);
      if (first == "flipped") return CharGrid(g.rbegin(), g.rend());
      if (first == "transposed") return transposed(g);
      return rotated_cw(g, quarter);
    };
    Slip second_slip = local(second);
    CharGrid b = sketch_of(with(spots, second_slip)), a, ab;
    if (first == "swapped" || first == "moved") {
      Slip first_slip = local(first);
      bool apart = true;  // the two slips touch different marks
      for (const auto& [l, at] : first_slip) apart = apart && !second_slip.count(l);
      if (!apart) continue;
      a = sketch_of(with(spots, first_slip));
      ab = sketch_of(with(with(spots, second_slip), first_slip));
    } else {
      a = whole(gold);
      ab = b.empty() ? b : whole(b);
    }
    if (a.empty() || b.empty() || ab.empty()) continue;
    std::vector<std::pair<std::string, CharGrid>> cands = {
        {first, compressed(a)}, {second, compressed(b)}, {first + "+" + second, compressed(ab)}};
    std::vector<std::vector<int>> seen = {relations(marks_of(gold))};
    for (const auto& [kind, g] : cands) {
      std::vector<int> rel = relations(marks_of(g));
      if (std::find(seen.begin(), seen.end(), rel) == seen.end()) seen.push_back(rel);
    }
    if (seen.size() == kOptions) picked = cands;
  }
  rng.shuffle(picked);

  item.gold = place_gold(rng, "sketch", gold, picked, item.options, item.kinds);
  return item;
}

Json to_json(const MapSketchItem& item) {
  Json options = Json::array();
  for (size_t i = 0; i < item.options.size(); ++i)
    options.push_back({{"grid", grid_json(item.options[i])}, {"kind", item.kinds[i]}});
  return {{"task", "map_sketch"},
          {"seed", item.seed},
          {"index", item.index},
          {"layout", item.layout.id},
          {"walkthrough", kMcqWalkthrough},
          {"options", options},
          {"gold", item.gold}};
}

std::vector<int> map_sketch_solve(const MapSketchItem& item) {
  // The marks on the map, by a fresh scan: everything but floor and obstacle.
  std::map<char, Cell> truth;
  for (int r = 0; r < item.layout.rows(); ++r)
    for (int c = 0; c < item.layout.cols(); ++c) {
      char ch = item.layout.map[r][c];
      if (ch != kObstacle && ch != kFree) truth[ch] = {r, c};
    }
  std::vector<int> correct;
  for (int i = 0; i < static_cast<int>(item.options.size()); ++i) {
    std::map<char, Cell> drawn;
    int count = 0;
    for (int r = 0; r < static_cast<int>(item.options[i].size()); ++r)
      for (int c = 0; c < static_cast<int>(item.options[i][r].size()); ++c)
        if (item.options[i][r][c] != kEmpty) drawn[item.options[i][r][c]] = {r, c}, ++count;
    if (count != static_cast<int>(truth.size()) || drawn.size() != truth.size()) continue;
    auto agree = [&](char a, char b) {
      Cell ta = truth[a], tb = truth[b], da = drawn[a], db = drawn[b];
      return sign(tb.row - ta.row) == sign(db.row - da.row) && sign(tb.col - ta.col) == sign(db.col - da.col);
    };
    bool same = true;
    for (const auto& [a, ta] : truth) same = same && drawn.count(a) == 1;
    for (const auto& [a, ta] : truth)
      for (const auto& [b, tb] : truth) same = same && agree(a, b);
    if (same) correct.push_back(i);
  }
  return correct;
}

}  // namespace mm::space
