#include "packs/space/large/distance.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <stdexcept>

#include "packs/space/large/walkthrough.h"
#include "packs/space/mcq.h"

namespace mm::space {
namespace {

double round_tenth(double v) { return std::round(v * 10.0) / 10.0; }

// The grid distance sqrt(a^2 + b^2), (a, b) != (0, 0), nearest to x: what
// the centres of two cells can be apart, so a distractor's values are as
// plausible one by one as the gold's.
double nearest_grid_distance(double x) {
  int top = static_cast<int>(std::ceil(x)) + 1;
  double best = 1;
  for (int a = 0; a <= top; ++a)
    for (int b = a; b <= top; ++b)
      if (a || b) {
        double d = std::hypot(a, b);
        if (std::abs(d - x) < std::abs(best - x)) best = d;
      }
  return best;
}

// The true distances, entry i multiplied by factor[i] and, when scaled,
// snapped to a grid distance; all rounded to 0.1.
std::vector<double> scaled(std::vector<double> v, const std::vector<double>& factor) {
  for (size_t i = 0; i < v.size(); ++i) {
    if (factor[i] != 1) v[i] = nearest_grid_distance(v[i] * factor[i]);
    v[i] = round_tenth(v[i]);
  }
  return v;
}

}  // namespace

double ratio_gap(const std::vector<double>& a, const std::vector<double>& b) {
  if (a.size() != b.size()) throw std::invalid_argument("ratio_gap: lists of different lengths");
  double gap = 0;
  for (size_t i = 0; i < a.size(); ++i)
    for (size_t j = i + 1; j < a.size(); ++j)
      gap = std::max(gap, std::abs(std::log(a[i] / a[j]) - std::log(b[i] / b[j])));
  return gap;
}

DistanceItem make_distance(uint64_t seed, uint64_t index) {
  return make_distance(large_item_layout(seed, index), seed, index);
}

DistanceItem make_distance(Layout layout, uint64_t seed, uint64_t index) {
  require_environment(layout, seed, index, "make_distance");
  Rng rng = Rng::derive(seed, {"space", "large", "distance"}, index);
  DistanceItem item;
  item.seed = seed;
  item.index = index;
  item.layout = std::move(layout);
  const Landmark& from = rng.pick(item.layout.landmarks);
  item.from = from.letter;
  std::vector<double> truth;
  for (const Landmark& l : item.layout.landmarks) {
    if (l.letter == from.letter) continue;
    item.to.push_back(l.letter);
    truth.push_back(std::hypot(l.cell.row - from.cell.row, l.cell.col - from.cell.col));
  }
  std::vector<double> gold = scaled(truth, std::vector<double>(truth.size(), 1));

  // Two disjoint parts of the landmarks, each scaled up or down by its own
  // factor: the options are the gold, each part scaled, and both. In log
  // terms they are the corners of a rectangle, so no option is nearer the
  // others than the rest, and the direction of each factor is a coin flip,
  // so the gold is no more often the smallest or the largest.
  std::vector<std::pair<std::string, std::vector<double>>> picked;
  std::vector<size_t> order(truth.size());
  std::iota(order.begin(), order.end(), 0);
  for (int tries = 0; picked.empty(); ++tries) {
    if (tries == 1000) throw std::logic_error("make_distance: no distractors on " + item.layout.id);
    rng.shuffle(order);
    size_t a = 1 + rng.below(order.size() - 1);
    size_t b = 1 + rng.below(order.size() - a);
    auto factor = [&] { return std::exp((rng.chance(0.5) ? 1 : -1) * rng.uniform(std::log(1.6), std::log(2.2))); };
    double fa = factor(), fb = factor();
    std::vector<double> first(truth.size(), 1), second = first, both = first;
    for (size_t k = 0; k < a + b; ++k) (k < a ? first : second)[order[k]] = both[order[k]] = k < a ? fa : fb;
    std::vector<std::vector<double>> lists = {gold, scaled(truth, first), scaled(truth, second), scaled(truth, both)};
    // Apart in their ratios, and printed equally long (as many values of
    // 10 or more), so the gold's text is not the shortest more often.
    auto long_values = [](const std::vector<double>& v) {
      return std::count_if(v.begin(), v.end(), [](double x) { return x >= 10; });
    };
    bool apart = true;
    for (size_t i = 0; i < lists.size(); ++i) {
      apart = apart && long_values(lists[i]) == long_values(gold);
      for (size_t j = i + 1; j < lists.size(); ++j)
        apart = apart && ratio_gap(lists[i], lists[j]) >= kDistanceRatioMargin;
    }
    if (apart) picked = {{"part-scaled", lists[1]}, {"part-scaled", lists[2]}, {"two-parts-scaled", lists[3]}};
  }
  rng.shuffle(picked);  // which distractor is the gold's diagonal is not told by the order

  item.gold = place_gold(rng, "euclidean", gold, picked, item.options, item.kinds);
  return item;
}

Json to_json(const DistanceItem& item) {
  Json options = Json::array();
  for (size_t i = 0; i < item.options.size(); ++i)
    options.push_back({{"distances", item.options[i]}, {"kind", item.kinds[i]}});
  Json to = Json::array();
  for (char c : item.to) to.push_back(std::string(1, c));
  return {{"task", "distance"},
          {"seed", item.seed},
          {"index", item.index},
          {"layout", item.layout.id},
          {"walkthrough", kMcqWalkthrough},
          {"from", std::string(1, item.from)},
          {"to", to},
          {"options", options},
          {"gold", item.gold}};
}

std::vector<int> distance_solve(const DistanceItem& item, double tolerance) {
  auto find = [&](char letter) {
    for (int r = 0; r < item.layout.rows(); ++r)
      for (int c = 0; c < item.layout.cols(); ++c)
        if (item.layout.map[r][c] == letter) return std::pair<double, double>(r, c);
    throw std::invalid_argument(std::string("distance_solve: no '") + letter + "' on the map");
  };
  auto [r0, c0] = find(item.from);
  std::vector<double> truth;
  for (char letter : item.to) {
    auto [r, c] = find(letter);
    truth.push_back(std::sqrt((r - r0) * (r - r0) + (c - c0) * (c - c0)));
  }
  std::vector<int> correct;
  for (int i = 0; i < static_cast<int>(item.options.size()); ++i) {
    bool positive = item.options[i].size() == truth.size();
    for (double x : item.options[i]) positive = positive && x > 0;
    if (positive && ratio_gap(item.options[i], truth) <= tolerance) correct.push_back(i);
  }
  return correct;
}

}  // namespace mm::space
