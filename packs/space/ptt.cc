#include "packs/space/ptt.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "packs/space/bin_slips.h"

namespace mm::space {
namespace {

struct Spot {
  char label;
  int row;
  int col;
};

Vec2 offset(const Spot& from, const Spot& to) { return map_offset(from.row, from.col, to.row, to.col); }

}  // namespace

PttItem make_ptt(uint64_t seed, uint64_t index) {
  Rng rng = item_rng(seed, "ptt", index);
  PttItem item;
  item.seed = seed;
  item.index = index;
  int n = static_cast<int>(rng.between(5, 9));
  int count = static_cast<int>(rng.between(4, 8));
  std::string letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  std::vector<char> pool(letters.begin(), letters.end());
  std::vector<int> cells;
  for (int i = 0; i < n * n; ++i) cells.push_back(i);

  // The answer's bin is drawn first, uniformly, and boards are drawn until
  // C lies in it: on a random board C is mostly ahead (A in a corner sees
  // every object within a quarter turn), so a model could otherwise score
  // by answering "front" (docs/space.md, PTT).
  Bin8 gold_bin = static_cast<Bin8>(rng.below(8));
  std::vector<Spot> spots;
  Vec2 facing, target;
  for (;;) {
    rng.shuffle(pool);
    rng.shuffle(cells);
    spots.clear();
    for (int i = 0; i < count; ++i) spots.push_back({pool[i], cells[i] / n, cells[i] % n});
    // spots[0..2] are A, B, C: the letters and cells are already shuffled.
    facing = offset(spots[0], spots[1]);
    target = offset(spots[0], spots[2]);
    double cw = clockwise_deg(facing, target);
    if (bin8_border_distance(cw) >= kPttBorderMargin && bin8_of(cw) == gold_bin) break;
  }
  item.board = blank_grid(n, n);
  for (const Spot& s : spots) item.board[s.row][s.col] = s.label;
  item.stand = spots[0].label;
  item.face = spots[1].label;
  item.target = spots[2].label;

  // Distractors: a first slip (the page's up taken as the facing, left and
  // right swapped, a neighbouring bin, a quarter turn), the opposite bin,
  // and both (bin_slips.h).
  Bin8 mirror = static_cast<Bin8>((8 - static_cast<int>(gold_bin)) % 8);
  Bin8 page_up = bin8_of(clockwise_deg({0, 1}, target));
  std::vector<BinSlip> distractors = bin_slip_distractors(rng, gold_bin, {{"page-up", page_up}, {"mirrored", mirror}});
  item.gold = static_cast<int>(rng.below(kOptions));
  size_t next = 0;
  for (int i = 0; i < kOptions; ++i) item.options.push_back(i == item.gold ? gold_bin : distractors[next++].second);
  return item;
}

Json to_json(const PttItem& item) {
  Json options = Json::array();
  for (Bin8 b : item.options) options.push_back(bin8_name(b));
  return {{"task", "ptt"},
          {"seed", item.seed},
          {"index", item.index},
          {"board", grid_json(item.board)},
          {"stand", std::string(1, item.stand)},
          {"face", std::string(1, item.face)},
          {"target", std::string(1, item.target)},
          {"options", options},
          {"gold", item.gold}};
}

std::vector<int> ptt_solve(const PttItem& item, double margin) {
  auto find = [&](char label) {
    for (int r = 0; r < static_cast<int>(item.board.size()); ++r)
      for (int c = 0; c < static_cast<int>(item.board[r].size()); ++c)
        if (item.board[r][c] == label) return Vec2{static_cast<double>(c), -static_cast<double>(r)};
    return Vec2{1e9, 1e9};
  };
  Vec2 a = find(item.stand), b = find(item.face), c = find(item.target);
  Vec2 f{b.x - a.x, b.y - a.y}, v{c.x - a.x, c.y - a.y};
  std::vector<int> correct;
  for (int i = 0; i < static_cast<int>(item.options.size()); ++i)
    if (in_bin8(f, v, item.options[i], margin)) correct.push_back(i);
  return correct;
}

}  // namespace mm::space
