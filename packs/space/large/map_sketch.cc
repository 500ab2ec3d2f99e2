#include "packs/space/large/map_sketch.h"

#include <algorithm>
#include <map>
#include <stdexcept>

#include "packs/space/large/walkthrough.h"

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

// Two marks in different rows and columns exchange cells.
CharGrid swapped(const CharGrid& g, Rng& rng) {
  std::vector<Mark> marks = marks_of(g);
  std::vector<std::pair<size_t, size_t>> pairs;
  for (size_t i = 0; i < marks.size(); ++i)
    for (size_t j = i + 1; j < marks.size(); ++j)
      if (marks[i].cell.row != marks[j].cell.row && marks[i].cell.col != marks[j].cell.col) pairs.push_back({i, j});
  if (pairs.empty()) return g;
  auto [i, j] = rng.pick(pairs);
  CharGrid out = g;
  std::swap(out[marks[i].cell.row][marks[i].cell.col], out[marks[j].cell.row][marks[j].cell.col]);
  return out;
}

// One mark moved to an empty cell.
CharGrid moved(const CharGrid& g, Rng& rng) {
  std::vector<Mark> marks = marks_of(g);
  std::vector<Cell> empty;
  for (int r = 0; r < static_cast<int>(g.size()); ++r)
    for (int c = 0; c < static_cast<int>(g[r].size()); ++c)
      if (g[r][c] == kEmpty) empty.push_back({r, c});
  if (empty.empty()) return g;
  const Mark& m = rng.pick(marks);
  Cell to = rng.pick(empty);
  CharGrid out = g;
  out[m.cell.row][m.cell.col] = kEmpty;
  out[to.row][to.col] = m.label;
  return out;
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
  Rng rng = Rng::derive(seed, {"space", "large", "map_sketch"}, index);
  MapSketchItem item;
  item.seed = seed;
  item.index = index;
  item.layout = large_item_layout(seed, index);
  CharGrid gold = rank_sketch(item.layout);

  std::vector<std::string> kinds = {"mirrored", "flipped", "transposed", "rotated", "swapped", "moved"};
  rng.shuffle(kinds);
  std::vector<std::vector<int>> seen = {relations(marks_of(gold))};
  std::vector<std::pair<std::string, CharGrid>> picked;
  auto make = [&](const std::string& kind) {
    if (kind == "mirrored") return mirrored(gold);
    if (kind == "flipped") return CharGrid(gold.rbegin(), gold.rend());
    if (kind == "transposed") return transposed(gold);
    if (kind == "rotated") return rotated_cw(gold, 1);
    if (kind == "swapped") return swapped(gold, rng);
    return moved(gold, rng);
  };
  auto accept = [&](const std::string& kind) {
    CharGrid g = compressed(make(kind));
    std::vector<int> rel = relations(marks_of(g));
    if (std::find(seen.begin(), seen.end(), rel) != seen.end()) return;
    seen.push_back(rel);
    picked.push_back({kind, g});
  };
  for (const std::string& kind : kinds)
    if (picked.size() < kOptions - 1) accept(kind);
  for (int tries = 0; picked.size() < kOptions - 1; ++tries) {
    if (tries == 1000) throw std::logic_error("make_map_sketch: no distractors on " + item.layout.id);
    accept(tries % 2 ? "swapped" : "moved");
  }

  item.gold = static_cast<int>(rng.below(kOptions));
  size_t next = 0;
  for (int i = 0; i < kOptions; ++i) {
    const auto& [kind, grid] = i == item.gold ? std::pair<std::string, CharGrid>{"sketch", gold} : picked[next++];
    item.options.push_back(grid);
    item.kinds.push_back(kind);
  }
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
