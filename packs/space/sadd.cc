#include "packs/space/sadd.h"

#include <algorithm>
#include <functional>

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

// The gold sum with one cell changed to another answer symbol.
CharGrid one_cell_off(Rng& rng, const CharGrid& g) {
  CharGrid out = g;
  int n = static_cast<int>(g.size());
  int r = static_cast<int>(rng.below(n)), c = static_cast<int>(rng.below(n));
  std::vector<char> others;
  for (char ch : {kEmpty, kBlue, kWhite})
    if (ch != g[r][c]) others.push_back(ch);
  out[r][c] = rng.pick(others);
  return out;
}

}  // namespace

SaddItem make_sadd(uint64_t seed, uint64_t index) {
  Rng rng = item_rng(seed, "sadd", index);
  SaddItem item;
  item.seed = seed;
  item.index = index;
  static const std::vector<int> kSizes = {3, 5, 7, 9};
  int n = rng.pick(kSizes);
  do {
    item.first = random_grid(rng, n);
    item.second = random_grid(rng, n);
  } while (!has_overlap_and_red(item.first, item.second));

  CharGrid gold = add(item.first, item.second, sum_rule);
  auto as_blue = [](char ch) { return ch == kRed ? kBlue : ch; };
  std::vector<std::pair<std::string, CharGrid>> slips = {
      {"both-blue-as-blue",
       add(item.first, item.second, [](char a, char b) { return a == kBlue || b == kBlue ? kBlue : kEmpty; })},
      {"red-as-blue", add(item.first, item.second, [&](char a, char b) { return sum_rule(as_blue(a), as_blue(b)); })},
      {"both-blue-empty",
       add(item.first, item.second, [](char a, char b) { return (a == kBlue) != (b == kBlue) ? kBlue : kEmpty; })},
      {"one-cell", one_cell_off(rng, gold)}};
  rng.shuffle(slips);
  std::vector<std::pair<std::string, CharGrid>> distractors;
  auto fresh = [&](const CharGrid& g) {
    if (g == gold) return false;
    for (const auto& d : distractors)
      if (d.second == g) return false;
    return true;
  };
  for (const auto& s : slips)
    if (distractors.size() < kOptions - 1 && fresh(s.second)) distractors.push_back(s);
  while (distractors.size() < kOptions - 1) {
    CharGrid g = one_cell_off(rng, gold);
    if (fresh(g)) distractors.push_back({"one-cell", g});
  }

  item.gold = static_cast<int>(rng.below(kOptions));
  size_t next = 0;
  for (int i = 0; i < kOptions; ++i) {
    const auto& [kind, grid] = i == item.gold ? std::pair<std::string, CharGrid>{"sum", gold} : distractors[next++];
    item.kinds.push_back(kind);
    item.options.push_back(grid);
  }
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
