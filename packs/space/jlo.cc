#include "packs/space/jlo.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <numbers>

namespace mm::space {
namespace {

struct Step {
  int dx;  // columns, rightwards
  int dy;  // rows, upwards
};

double degrees_of(Step s) { return std::atan2(s.dy, s.dx) * 180.0 / std::numbers::pi; }

// The end-point offsets whose direction lies within 2 degrees of
// 18 * orientation degrees, pointing into the upper half plane, with the
// longer side 6 to 10 cells (listed in a fixed order).
std::vector<Step> steps_for(int orientation) {
  double want = 18.0 * orientation;
  std::vector<Step> out;
  for (int dy = 0; dy <= 10; ++dy)
    for (int dx = -10; dx <= 10; ++dx) {
      int span = std::max(std::abs(dx), dy);
      if (span < 6 || (dy == 0 && dx <= 0)) continue;
      if (std::abs(degrees_of({dx, dy}) - want) <= 2.0) out.push_back({dx, dy});
    }
  return out;
}

int floor_div(int a, int b) { return a >= 0 ? a / b : -((-a + b - 1) / b); }

// The cells of the digital segment from (0, 0) to s, one per step along the
// longer side, each rounded to the nearest cell (halves upwards).
std::vector<Step> cells_of(Step s) {
  int steps = std::max(std::abs(s.dx), std::abs(s.dy));
  std::vector<Step> out;
  for (int i = 0; i <= steps; ++i)
    out.push_back({floor_div(2 * i * s.dx + steps, 2 * steps), floor_div(2 * i * s.dy + steps, 2 * steps)});
  return out;
}

// Draws the segment `s` with its start at a random cell from which it fits,
// unless a cell would touch (8-neighbourhood) a cell already drawn.
bool draw(Rng& rng, CharGrid& canvas, Step s, char label) {
  int n = static_cast<int>(canvas.size());
  std::vector<Step> cells = cells_of(s);
  int min_x = 0, max_x = 0, max_y = 0;
  for (Step c : cells) min_x = std::min(min_x, c.dx), max_x = std::max(max_x, c.dx), max_y = std::max(max_y, c.dy);
  int col0 = static_cast<int>(rng.between(-min_x, n - 1 - max_x));
  int row0 = static_cast<int>(rng.between(max_y, n - 1));
  for (Step c : cells)
    for (int dr = -1; dr <= 1; ++dr)
      for (int dc = -1; dc <= 1; ++dc) {
        int r = row0 - c.dy + dr, col = col0 + c.dx + dc;
        if (r >= 0 && col >= 0 && r < n && col < n && canvas[r][col] != kEmpty) return false;
      }
  for (Step c : cells) canvas[row0 - c.dy][col0 + c.dx] = label;
  return true;
}

int wrap10(int o) { return ((o % 10) + 10) % 10; }

// The orientation set of a pair, smaller first.
std::pair<int, int> key(int a, int b) { return {std::min(a, b), std::max(a, b)}; }

}  // namespace

int jlo_reference_degrees(int r) { return 18 * (r - 1); }

JloItem make_jlo(uint64_t seed, uint64_t index) {
  Rng rng = item_rng(seed, "jlo", index);
  JloItem item;
  item.seed = seed;
  item.index = index;
  int n = static_cast<int>(rng.between(12, 15));
  int o1 = static_cast<int>(rng.below(10));
  int o2 = wrap10(o1 + 1 + static_cast<int>(rng.below(9)));
  item.first_degrees = 18 * o1;
  item.second_degrees = 18 * o2;
  std::vector<Step> s1 = steps_for(o1), s2 = steps_for(o2);
  for (;;) {
    item.canvas = blank_grid(n, n);
    if (draw(rng, item.canvas, rng.pick(s1), kJloFirst) && draw(rng, item.canvas, rng.pick(s2), kJloSecond)) break;
  }

  // Two slips and their combination: the pair mirrored or both lines turned
  // a step the same way, and one line turned a step. The four options are
  // the corners of a rectangle, each corner as central as the others, so
  // nothing in the options alone tells the gold (docs/space.md, "Option-only
  // baselines"). Drawn again until the four pairs have distinct
  // orientation sets and no pair repeats an orientation.
  struct Cand {
    std::string kind;
    int a, b;
  };
  std::vector<Cand> chosen;
  while (chosen.empty()) {
    bool mirror = rng.chance(0.5);
    int both = rng.chance(0.5) ? 1 : -1, line = static_cast<int>(rng.below(2)), step = rng.chance(0.5) ? 1 : -1;
    auto first = [&](Cand c) {
      if (mirror) return Cand{"mirrored", wrap10(-c.a), wrap10(-c.b)};
      return Cand{"both-turned", wrap10(c.a + both), wrap10(c.b + both)};
    };
    auto second = [&](Cand c) {
      return line == 0 ? Cand{"one-turned", wrap10(c.a + step), c.b} : Cand{"one-turned", c.a, wrap10(c.b + step)};
    };
    Cand gold{"lines", o1, o2};
    Cand combined = first(second(gold));
    combined.kind = first(gold).kind + "+one-turned";
    std::vector<Cand> cands = {first(gold), second(gold), combined};
    std::vector<std::pair<int, int>> used = {key(o1, o2)};
    bool ok = true;
    for (const Cand& c : cands) {
      ok = ok && c.a != c.b && std::find(used.begin(), used.end(), key(c.a, c.b)) == used.end();
      used.push_back(key(c.a, c.b));
    }
    if (ok) chosen = cands;
  }
  rng.shuffle(chosen);
  // An orientation of 0 is reference 1 or 11 at random; any other is its own.
  auto ref = [&](int o) { return o == 0 ? (rng.chance(0.5) ? 1 : kJloReferences) : o + 1; };
  auto pair_of = [&](int a, int b) {
    int x = ref(a), y = ref(b);
    return RefPair{std::min(x, y), std::max(x, y)};
  };
  item.gold = static_cast<int>(rng.below(kOptions));
  size_t next = 0;
  for (int i = 0; i < kOptions; ++i) {
    Cand c = i == item.gold ? Cand{"lines", o1, o2} : chosen[next++];
    item.kinds.push_back(c.kind);
    item.options.push_back(pair_of(c.a, c.b));
  }
  return item;
}

Json to_json(const JloItem& item) {
  Json options = Json::array();
  for (int i = 0; i < kOptions; ++i)
    options.push_back({{"pair", {item.options[i].first, item.options[i].second}}, {"kind", item.kinds[i]}});
  return {{"task", "jlo"},
          {"seed", item.seed},
          {"index", item.index},
          {"canvas", grid_json(item.canvas)},
          {"first_degrees", item.first_degrees},
          {"second_degrees", item.second_degrees},
          {"options", options},
          {"gold", item.gold}};
}

double jlo_measured_degrees(const CharGrid& canvas, char label) {
  std::vector<std::pair<double, double>> pts;
  for (size_t r = 0; r < canvas.size(); ++r)
    for (size_t c = 0; c < canvas[r].size(); ++c)
      if (canvas[r][c] == label) pts.push_back({static_cast<double>(c), -static_cast<double>(r)});
  if (pts.size() < 2) return std::nan("");
  double mx = 0, my = 0;
  for (auto [x, y] : pts) mx += x, my += y;
  mx /= pts.size(), my /= pts.size();
  double sxx = 0, syy = 0, sxy = 0;
  for (auto [x, y] : pts) sxx += (x - mx) * (x - mx), syy += (y - my) * (y - my), sxy += (x - mx) * (y - my);
  double deg = 0.5 * std::atan2(2 * sxy, sxx - syy) * 180.0 / std::numbers::pi;
  return deg < 0 ? deg + 180.0 : deg;
}

std::vector<int> jlo_solve(const JloItem& item, double tolerance) {
  int bins[2];
  char labels[2] = {kJloFirst, kJloSecond};
  for (int l = 0; l < 2; ++l) {
    double deg = jlo_measured_degrees(item.canvas, labels[l]);
    if (std::isnan(deg)) return {};
    int k = static_cast<int>(std::lround(deg / 18.0));
    if (std::abs(deg - 18.0 * k) > tolerance) return {};
    bins[l] = k % 10;
  }
  std::vector<int> correct;
  for (int i = 0; i < static_cast<int>(item.options.size()); ++i) {
    int a = (item.options[i].first - 1) % 10, b = (item.options[i].second - 1) % 10;
    if ((a == bins[0] && b == bins[1]) || (a == bins[1] && b == bins[0])) correct.push_back(i);
  }
  return correct;
}

}  // namespace mm::space
