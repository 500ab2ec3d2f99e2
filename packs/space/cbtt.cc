#include "packs/space/cbtt.h"
#include "packs/space/mcq.h"

#include <algorithm>
#include <set>
#include <string>
#include <utility>

namespace mm::space {
namespace {

struct Block {
  char label;
  int row;
  int col;
};

// True when the cell is free and none of its eight neighbours holds a block.
bool clear_around(const CharGrid& g, int r, int c) {
  int n = static_cast<int>(g.size());
  for (int dr = -1; dr <= 1; ++dr)
    for (int dc = -1; dc <= 1; ++dc) {
      int rr = r + dr, cc = c + dc;
      if (rr >= 0 && cc >= 0 && rr < n && cc < n && g[rr][cc] != kEmpty) return false;
    }
  return true;
}

}  // namespace

CbttItem make_cbtt(uint64_t seed, uint64_t index) {
  Rng rng = item_rng(seed, "cbtt", index);
  CbttItem item;
  item.seed = seed;
  item.index = index;
  int n = static_cast<int>(rng.between(6, 8));
  int blocks = static_cast<int>(rng.between(5, 8));
  int k = static_cast<int>(rng.between(4, blocks));

  std::string letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  std::vector<char> pool(letters.begin(), letters.end());
  rng.shuffle(pool);
  std::vector<Block> placed;
  item.board = blank_grid(n, n);
  while (static_cast<int>(placed.size()) < blocks) {
    std::vector<std::pair<int, int>> free;
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < n; ++c)
        if (clear_around(item.board, r, c)) free.push_back({r, c});
    if (free.empty()) {  // boxed in: start the board again
      placed.clear();
      item.board = blank_grid(n, n);
      continue;
    }
    auto [r, c] = rng.pick(free);
    placed.push_back({pool[placed.size()], r, c});
    item.board[r][c] = placed.back().label;
  }

  std::vector<int> order;
  for (int i = 0; i < blocks; ++i) order.push_back(i);
  rng.shuffle(order);
  order.resize(k);
  std::string gold;
  for (int b : order) {
    gold.push_back(placed[b].label);
    CharGrid frame = blank_grid(n, n);
    for (const Block& blk : placed) frame[blk.row][blk.col] = kBlock;
    frame[placed[b].row][placed[b].col] = kTapped;
    item.taps.push_back(std::move(frame));
  }

  // The letter of the untapped block nearest to tapped block t
  // (placement order breaks ties); 0 when every block is tapped.
  auto nearest_untapped = [&](int t) {
    const Block& tapped = placed[order[t]];
    char best_label = 0;
    int best = 1 << 30;
    for (const Block& b : placed) {
      if (gold.find(b.label) != std::string::npos) continue;
      int d = (b.row - tapped.row) * (b.row - tapped.row) + (b.col - tapped.col) * (b.col - tapped.col);
      if (d < best) best = d, best_label = b.label;
    }
    return best_label;
  };

  // Two slips and their combination: a slip of the whole order (reversed,
  // shifted by one either way, two distant taps swapped) and a local one
  // (two neighbouring taps swapped, or one tap replaced by the nearest
  // untapped block). The four options are the corners of a rectangle, each
  // as central as the others (docs/space.md, "Option-only baselines").
  std::vector<std::pair<std::string, std::string>> distractors;
  while (distractors.empty()) {
    std::vector<std::string> whole = {"reversed", "shifted", "swap-distant"};
    std::vector<std::string> local = {"swap-adjacent"};
    if (k < blocks) local.push_back("nearest-block");
    std::string first = rng.pick(whole), second = rng.pick(local);
    bool left = rng.chance(0.5);
    int j = static_cast<int>(rng.below(k - 2));  // j and j + 2 + m, m >= 0: never neighbours
    int m = j + 2 + static_cast<int>(rng.below(k - j - 2));
    int i = static_cast<int>(rng.below(k - 1));
    int t = static_cast<int>(rng.below(k));
    char replacement = nearest_untapped(t);
    auto slip_first = [&](std::string v) {
      if (first == "reversed") return std::string(v.rbegin(), v.rend());
      if (first == "shifted") return left ? v.substr(1) + v[0] : v.back() + v.substr(0, v.size() - 1);
      std::swap(v[j], v[m]);
      return v;
    };
    auto slip_second = [&](std::string v) {
      if (second == "swap-adjacent") std::swap(v[i], v[i + 1]);
      else v[t] = replacement;
      return v;
    };
    std::vector<std::pair<std::string, std::string>> cands = {{first, slip_first(gold)},
                                                              {second, slip_second(gold)},
                                                              {first + "+" + second, slip_first(slip_second(gold))}};
    std::set<std::string> seen = {gold};
    for (const auto& c : cands) seen.insert(c.second);
    if (seen.size() == kOptions) distractors = cands;
  }
  rng.shuffle(distractors);

  item.gold = place_gold(rng, "taps", gold, distractors, item.options, item.kinds);
  return item;
}

Json to_json(const CbttItem& item) {
  Json taps = Json::array();
  for (const auto& f : item.taps) taps.push_back(grid_json(f));
  Json options = Json::array();
  for (int i = 0; i < kOptions; ++i) options.push_back({{"sequence", item.options[i]}, {"kind", item.kinds[i]}});
  return {{"task", "cbtt"},
          {"seed", item.seed},
          {"index", item.index},
          {"board", grid_json(item.board)},
          {"taps", taps},
          {"options", options},
          {"gold", item.gold}};
}

std::vector<int> cbtt_solve(const CbttItem& item) {
  std::string seen;
  for (const CharGrid& frame : item.taps) {
    if (frame.size() != item.board.size()) return {};
    int marks = 0;
    char label = 0;
    for (size_t r = 0; r < frame.size(); ++r) {
      if (frame[r].size() != item.board[r].size()) return {};
      for (size_t c = 0; c < frame[r].size(); ++c) {
        bool block_here = item.board[r][c] != kEmpty;
        bool drawn = frame[r][c] == kBlock || frame[r][c] == kTapped;
        if (block_here != drawn) return {};
        if (frame[r][c] == kTapped) ++marks, label = item.board[r][c];
      }
    }
    if (marks != 1) return {};
    seen.push_back(label);
  }
  std::vector<int> correct;
  for (int i = 0; i < static_cast<int>(item.options.size()); ++i)
    if (item.options[i] == seen) correct.push_back(i);
  return correct;
}

}  // namespace mm::space
