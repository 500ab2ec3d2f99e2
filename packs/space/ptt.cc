#include "packs/space/ptt.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace mm::space {
namespace {

struct Vec {
  double x = 0;  // column, rightwards
  double y = 0;  // rows, upwards on the page
};

struct Spot {
  char label;
  int row;
  int col;
};

Vec offset(const Spot& from, const Spot& to) {
  return {static_cast<double>(to.col - from.col), static_cast<double>(from.row - to.row)};
}

// Clockwise angle in degrees from `facing` to `v`, in (-180, 180].
double clockwise_deg(Vec facing, Vec v) {
  double cross = facing.x * v.y - facing.y * v.x;  // > 0: v is counter-clockwise of facing
  double dot = facing.x * v.x + facing.y * v.y;
  return -std::atan2(cross, dot) * 180.0 / std::numbers::pi;
}

Bin8 bin_of(double cw_deg) {
  double a = cw_deg + 22.5;
  while (a < 0) a += 360;
  return static_cast<Bin8>(static_cast<int>(std::floor(a / 45.0)) % 8);
}

// How far the bearing is from the nearest bin border (borders at 22.5 + 45k).
double border_distance(double cw_deg) {
  double a = std::fmod(cw_deg - 22.5 + 720.0, 45.0);
  return std::min(a, 45.0 - a);
}

Bin8 turned(Bin8 b, int eighths) { return static_cast<Bin8>(((static_cast<int>(b) + eighths) % 8 + 8) % 8); }

}  // namespace

std::string_view bin8_name(Bin8 b) {
  static constexpr std::string_view kNames[] = {"front", "front-right", "right", "back-right",
                                                "back",  "back-left",   "left",  "front-left"};
  return kNames[static_cast<int>(b)];
}

std::optional<Bin8> parse_bin8(std::string_view s) {
  for (int i = 0; i < 8; ++i)
    if (bin8_name(static_cast<Bin8>(i)) == s) return static_cast<Bin8>(i);
  return std::nullopt;
}

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

  std::vector<Spot> spots;
  Bin8 gold_bin{};
  Vec facing, target;
  for (;;) {
    rng.shuffle(pool);
    rng.shuffle(cells);
    spots.clear();
    for (int i = 0; i < count; ++i) spots.push_back({pool[i], cells[i] / n, cells[i] % n});
    // spots[0..2] are A, B, C: the letters and cells are already shuffled.
    facing = offset(spots[0], spots[1]);
    target = offset(spots[0], spots[2]);
    double cw = clockwise_deg(facing, target);
    if (border_distance(cw) < kPttBorderMargin) continue;
    gold_bin = bin_of(cw);
    break;
  }
  item.board = blank_grid(n, n);
  for (const Spot& s : spots) item.board[s.row][s.col] = s.label;
  item.stand = spots[0].label;
  item.face = spots[1].label;
  item.target = spots[2].label;

  // Distractors: two from the plausible slips (left and right swapped, the
  // page's up taken as the facing, a neighbouring bin, the opposite bin),
  // one from the other bins, all different from the gold and each other.
  Bin8 mirror = static_cast<Bin8>((8 - static_cast<int>(gold_bin)) % 8);
  Bin8 page_up = bin_of(clockwise_deg({0, 1}, target));
  std::vector<Bin8> slips = {mirror, page_up, turned(gold_bin, 1), turned(gold_bin, -1), turned(gold_bin, 4)};
  std::vector<Bin8> plausible;
  for (Bin8 b : slips)
    if (b != gold_bin && std::find(plausible.begin(), plausible.end(), b) == plausible.end()) plausible.push_back(b);
  rng.shuffle(plausible);
  std::vector<Bin8> distractors(plausible.begin(), plausible.begin() + std::min<size_t>(2, plausible.size()));
  std::vector<Bin8> rest;
  for (int i = 0; i < 8; ++i) {
    Bin8 b = static_cast<Bin8>(i);
    if (b != gold_bin && std::find(distractors.begin(), distractors.end(), b) == distractors.end()) rest.push_back(b);
  }
  rng.shuffle(rest);
  for (size_t i = 0; distractors.size() < kOptions - 1; ++i) distractors.push_back(rest[i]);

  item.gold = static_cast<int>(rng.below(kOptions));
  size_t next = 0;
  for (int i = 0; i < kOptions; ++i) item.options.push_back(i == item.gold ? gold_bin : distractors[next++]);
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
        if (item.board[r][c] == label) return Vec{static_cast<double>(c), -static_cast<double>(r)};
    return Vec{1e9, 1e9};
  };
  Vec a = find(item.stand), b = find(item.face), c = find(item.target);
  Vec f{b.x - a.x, b.y - a.y}, v{c.x - a.x, c.y - a.y};
  // `f` turned clockwise by `deg` degrees.
  auto cw = [&](double deg) {
    double t = deg * std::numbers::pi / 180.0;
    return Vec{f.x * std::cos(t) + f.y * std::sin(t), -f.x * std::sin(t) + f.y * std::cos(t)};
  };
  auto cross = [](Vec p, Vec q) { return p.x * q.y - p.y * q.x; };
  std::vector<int> correct;
  for (int i = 0; i < static_cast<int>(item.options.size()); ++i) {
    double centre = 45.0 * static_cast<int>(item.options[i]);
    Vec lo = cw(centre - 22.5 + margin), hi = cw(centre + 22.5 - margin);
    // Inside the wedge (under 180 degrees): clockwise of its first edge and
    // counter-clockwise of its last.
    if (cross(lo, v) <= 0 && cross(hi, v) >= 0) correct.push_back(i);
  }
  return correct;
}

}  // namespace mm::space
