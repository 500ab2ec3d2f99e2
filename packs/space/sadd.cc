#include "packs/space/sadd.h"
#include "packs/space/mcq.h"

#include <algorithm>
#include <functional>
#include <string>
#include <tuple>

namespace mm::space {
namespace {

// One way of adding a pair of cells; the gold rule and the slips.
using CellRule = std::function<char(char, char)>;

char sum_rule(char a, char b) {
  int blue = (a == kBlue) + (b == kBlue);
  return blue == 2 ? kWhite : blue == 1 ? kBlue : kEmpty;
}

CharGrid add(const CharGrid& x, const CharGrid& y, const CellRule& rule) {
  CharGrid out = x;
  for (size_t r = 0; r < x.size(); ++r)
    for (size_t c = 0; c < x[r].size(); ++c) out[r][c] = rule(x[r][c], y[r][c]);
  return out;
}

CharGrid random_grid(Rng& rng, int n) {
  CharGrid g = blank_grid(n, n);
  for (auto& row : g)
    for (char& ch : row) {
      uint64_t u = rng.below(10);  // 3 in 10 blue, 2 in 10 red
      ch = u < 3 ? kBlue : u < 5 ? kRed : kEmpty;
    }
  return g;
}

bool has_overlap_and_red(const CharGrid& x, const CharGrid& y) {
  bool overlap = false, red = false;
  for (size_t r = 0; r < x.size(); ++r)
    for (size_t c = 0; c < x[r].size(); ++c) {
      overlap |= x[r][c] == kBlue && y[r][c] == kBlue;
      red |= x[r][c] == kRed || y[r][c] == kRed;
    }
  return overlap && red;
}

// One cell where `a` and `b` agree changed the same way in both. With
// `white`, an empty or blue cell turned white; else half the time a marked
// cell emptied, half the time an empty cell marked blue or white, so the
// slip as often removes a mark as adds one. False when no cell qualifies.
bool one_cell_off(Rng& rng, CharGrid& a, CharGrid& b, bool white) {
  bool flip = rng.chance(0.5);
  std::vector<std::pair<int, int>> cells[2];  // white: [blue]; else: [marked]
  for (int r = 0; r < static_cast<int>(a.size()); ++r)
    for (int c = 0; c < static_cast<int>(a[r].size()); ++c)
      if (a[r][c] == b[r][c] && (!white || a[r][c] != kWhite))
        cells[white ? a[r][c] == kBlue : a[r][c] != kEmpty].push_back({r, c});
  if (cells[flip].empty()) flip = !flip;
  if (cells[flip].empty()) return false;
  auto [r, c] = rng.pick(cells[flip]);
  a[r][c] = b[r][c] = white ? kWhite : flip ? kEmpty : rng.chance(0.5) ? kBlue : kWhite;
  return true;
}

}  // namespace

SaddItem make_sadd(uint64_t seed, uint64_t index) {
  Rng rng = item_rng(seed, "sadd", index);
  SaddItem item;
  item.seed = seed;
  item.index = index;
  static const std::vector<int> kSizes = {3, 5, 7, 9};
  int n = rng.pick(kSizes);
  // Two slips and their combination: a slip of the rule (both-blue cells
  // kept blue or left empty, or red counted as blue) and one cell wrong
  // elsewhere. The four options are the corners of a rectangle, each as
  // central as the others (docs/space.md, "Option-only baselines").
  auto as_blue = [](char ch) { return ch == kRed ? kBlue : ch; };
  CharGrid gold, slipped, off, both;
  std::string rule;
  do {
    do {
      item.first = random_grid(rng, n);
      item.second = random_grid(rng, n);
    } while (!has_overlap_and_red(item.first, item.second));
    gold = add(item.first, item.second, sum_rule);
    std::vector<std::pair<std::string, CharGrid>> rules = {
        {"both-blue-as-blue",
         add(item.first, item.second, [](char a, char b) { return a == kBlue || b == kBlue ? kBlue : kEmpty; })},
        {"red-as-blue", add(item.first, item.second, [&](char a, char b) { return sum_rule(as_blue(a), as_blue(b)); })},
        {"both-blue-empty",
         add(item.first, item.second, [](char a, char b) { return (a == kBlue) != (b == kBlue) ? kBlue : kEmpty; })}};
    std::tie(rule, slipped) = rng.pick(rules);
    off = gold;
    both = slipped;
    // The both-blue slips leave no white cell; the other slip then makes one,
    // so the gold is not the only option of all three symbols more often.
  } while (!one_cell_off(rng, off, both, rule != "red-as-blue"));
  std::vector<std::pair<std::string, CharGrid>> distractors = {
      {rule, slipped}, {"one-cell", off}, {rule + "+one-cell", both}};
  rng.shuffle(distractors);

  item.gold = place_gold(rng, "sum", gold, distractors, item.options, item.kinds);
  return item;
}

Json to_json(const SaddItem& item) {
  Json options = Json::array();
  for (int i = 0; i < kOptions; ++i) options.push_back({{"grid", grid_json(item.options[i])}, {"kind", item.kinds[i]}});
  return {{"task", "sadd"},
          {"seed", item.seed},
          {"index", item.index},
          {"first", grid_json(item.first)},
          {"second", grid_json(item.second)},
          {"options", options},
          {"gold", item.gold}};
}

std::vector<int> sadd_solve(const SaddItem& item) {
  std::vector<int> correct;
  for (int i = 0; i < static_cast<int>(item.options.size()); ++i) {
    const CharGrid& o = item.options[i];
    bool ok = o.size() == item.first.size();
    for (size_t r = 0; ok && r < o.size(); ++r) {
      ok = o[r].size() == item.first[r].size();
      for (size_t c = 0; ok && c < o[r].size(); ++c) {
        bool in_first = item.first[r][c] == kBlue, in_second = item.second[r][c] == kBlue;
        char want = in_first && in_second ? kWhite : (in_first || in_second) ? kBlue : kEmpty;
        ok = o[r][c] == want;
      }
    }
    if (ok) correct.push_back(i);
  }
  return correct;
}

}  // namespace mm::space
