#include "packs/space/satt.h"
#include "packs/space/mcq.h"

#include <algorithm>
#include <functional>
#include <set>
#include <string_view>
#include <utility>

namespace mm::space {
namespace {

// Characters that look or tokenise alike; a grid uses one group.
constexpr std::string_view kGroups[] = {"OQCGD0", "EFPBR", "MNWVH", "ILTJ1", "38695", "bdpq", "unmvw", "SZ25"};

std::vector<RowCol> sorted_unique(std::vector<RowCol> cells) {
  std::sort(cells.begin(), cells.end());
  cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
  return cells;
}

}  // namespace

SattItem make_satt(uint64_t seed, uint64_t index) {
  Rng rng = item_rng(seed, "satt", index);
  SattItem item;
  item.seed = seed;
  item.index = index;
  int rows = static_cast<int>(rng.between(4, 8));
  int cols = static_cast<int>(rng.between(4, 8));
  std::string_view group = kGroups[rng.below(std::size(kGroups))];
  std::vector<char> chars(group.begin(), group.end());
  rng.shuffle(chars);
  item.target = chars[0];
  std::vector<char> others(chars.begin() + 1, chars.begin() + std::min<size_t>(chars.size(), 4));
  int count = static_cast<int>(rng.between(2, std::min(8, rows * cols / 4)));

  std::vector<RowCol> cells;
  for (int r = 1; r <= rows; ++r)
    for (int c = 1; c <= cols; ++c) cells.push_back({r, c});
  rng.shuffle(cells);
  std::vector<RowCol> gold = sorted_unique({cells.begin(), cells.begin() + count});
  std::vector<RowCol> non_targets(cells.begin() + count, cells.end());
  item.grid = blank_grid(rows, cols);
  for (const RowCol& rc : non_targets) item.grid[rc.row - 1][rc.col - 1] = rng.pick(others);
  for (const RowCol& rc : gold) item.grid[rc.row - 1][rc.col - 1] = item.target;

  // Two slips and their combination, each a missed target cell, an extra
  // non-target cell, a target cell moved to a free neighbour or (first slip
  // only) rows and columns swapped. Missing and adding are equally likely,
  // so the gold is no more often the longest or the shortest list; the four
  // options are the corners of a rectangle, each as central as the others
  // (docs/space.md, "Option-only baselines").
  auto is_target = [&](RowCol rc) { return std::binary_search(gold.begin(), gold.end(), rc); };
  std::vector<std::pair<size_t, RowCol>> moves;  // a target cell and a free neighbour
  for (size_t i = 0; i < gold.size(); ++i)
    for (auto [dr, dc] : {std::pair{-1, 0}, {1, 0}, {0, -1}, {0, 1}}) {
      RowCol to{gold[i].row + dr, gold[i].col + dc};
      if (to.row >= 1 && to.row <= rows && to.col >= 1 && to.col <= cols && !is_target(to)) moves.push_back({i, to});
    }
  using Slip = std::function<std::vector<RowCol>(std::vector<RowCol>)>;
  auto draw_slip = [&](bool first) -> std::pair<std::string, Slip> {
    std::vector<std::string> kinds = {rng.chance(0.5) ? "missed" : "extra"};
    if (!moves.empty()) kinds.push_back("moved");
    if (first) kinds.push_back("transposed");
    std::string kind = rng.pick(kinds);
    if (kind == "missed") {
      RowCol cell = rng.pick(gold);
      return {kind, [cell](std::vector<RowCol> v) {
                v.erase(std::remove(v.begin(), v.end(), cell), v.end());
                return v;
              }};
    }
    if (kind == "extra") {
      RowCol cell = rng.pick(non_targets);
      return {kind, [cell](std::vector<RowCol> v) {
                v.push_back(cell);
                return sorted_unique(v);
              }};
    }
    if (kind == "moved") {
      auto [i, to] = rng.pick(moves);
      RowCol from = gold[i];
      return {kind, [from, to = to](std::vector<RowCol> v) {
                std::replace(v.begin(), v.end(), from, to);
                return sorted_unique(v);
              }};
    }
    return {kind, [](std::vector<RowCol> v) {
              for (RowCol& rc : v) rc = {rc.col, rc.row};
              return sorted_unique(v);
            }};
  };
  auto fits = [&](const std::vector<RowCol>& v) {
    return !v.empty() && std::all_of(v.begin(), v.end(), [&](RowCol rc) { return rc.row <= rows && rc.col <= cols; });
  };
  std::vector<std::pair<std::string, std::vector<RowCol>>> distractors;
  while (distractors.empty()) {
    auto [first, slip_first] = draw_slip(true);
    auto [second, slip_second] = draw_slip(false);
    std::vector<std::pair<std::string, std::vector<RowCol>>> cands = {
        {first, slip_first(gold)}, {second, slip_second(gold)}, {first + "+" + second, slip_first(slip_second(gold))}};
    std::set<std::vector<RowCol>> seen = {gold};
    bool ok = true;
    for (const auto& c : cands) ok = ok && fits(c.second) && seen.insert(c.second).second;
    if (ok) distractors = cands;
  }
  rng.shuffle(distractors);

  item.gold = place_gold(rng, "targets", gold, distractors, item.options, item.kinds);
  return item;
}

Json to_json(const SattItem& item) {
  Json options = Json::array();
  for (int i = 0; i < kOptions; ++i) {
    Json cells = Json::array();
    for (const RowCol& rc : item.options[i]) cells.push_back({rc.row, rc.col});
    options.push_back({{"cells", cells}, {"kind", item.kinds[i]}});
  }
  return {{"task", "satt"},
          {"seed", item.seed},
          {"index", item.index},
          {"grid", grid_json(item.grid)},
          {"target", std::string(1, item.target)},
          {"options", options},
          {"gold", item.gold}};
}

std::vector<int> satt_solve(const SattItem& item) {
  std::set<std::pair<int, int>> want;
  for (size_t r = 0; r < item.grid.size(); ++r)
    for (size_t c = 0; c < item.grid[r].size(); ++c)
      if (item.grid[r][c] == item.target) want.insert({static_cast<int>(r) + 1, static_cast<int>(c) + 1});
  std::vector<int> correct;
  for (int i = 0; i < static_cast<int>(item.options.size()); ++i) {
    std::set<std::pair<int, int>> got;
    for (const RowCol& rc : item.options[i]) got.insert({rc.row, rc.col});
    if (got == want && got.size() == item.options[i].size()) correct.push_back(i);
  }
  return correct;
}

}  // namespace mm::space
