#include "packs/space/large/distance.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <stdexcept>

#include "packs/space/large/walkthrough.h"

namespace mm::space {
namespace {

double round_tenth(double v) { return std::round(v * 10.0) / 10.0; }

std::vector<double> rounded(std::vector<double> v) {
  for (double& x : v) x = std::max(0.5, round_tenth(x));
  return v;
}

double mean(const std::vector<double>& v) { return std::accumulate(v.begin(), v.end(), 0.0) / v.size(); }

// A candidate list of `kind` built from the true distances (unrounded).
std::vector<double> candidate(const std::string& kind, const std::vector<double>& truth, Rng& rng) {
  std::vector<double> out = truth;
  double m = mean(truth);
  if (kind == "permuted") {
    rng.shuffle(out);
  } else if (kind == "reversed") {
    std::vector<size_t> order(truth.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return truth[a] < truth[b]; });
    for (size_t i = 0; i < order.size(); ++i) out[order[i]] = truth[order[order.size() - 1 - i]];
  } else if (kind == "flattened" || kind == "stretched") {
    double k = kind == "flattened" ? 0.3 : 1.8;
    for (double& x : out) x = std::max(0.5, m + k * (x - m));
  } else {  // rescaled
    for (double& x : out) x *= std::exp2(rng.uniform(-1.0, 1.0));
    double s = m / mean(out);
    for (double& x : out) x *= s;
  }
  return rounded(out);
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
  Rng rng = Rng::derive(seed, {"space", "large", "distance"}, index);
  DistanceItem item;
  item.seed = seed;
  item.index = index;
  item.layout = large_item_layout(seed, index);
  const Landmark& from = rng.pick(item.layout.landmarks);
  item.from = from.letter;
  std::vector<double> truth;
  for (const Landmark& l : item.layout.landmarks) {
    if (l.letter == from.letter) continue;
    item.to.push_back(l.letter);
    truth.push_back(std::hypot(l.cell.row - from.cell.row, l.cell.col - from.cell.col));
  }
  std::vector<double> gold = rounded(truth);

  std::vector<std::string> kinds = {"permuted", "reversed", "flattened", "stretched", "rescaled"};
  rng.shuffle(kinds);
  std::vector<std::pair<std::string, std::vector<double>>> picked;
  auto accept = [&](const std::string& kind, const std::vector<double>& v) {
    if (ratio_gap(v, gold) < kDistanceRatioMargin) return;
    for (const auto& p : picked)
      if (ratio_gap(v, p.second) < kDistanceOptionGap) return;
    picked.push_back({kind, v});
  };
  for (const std::string& kind : kinds)
    if (picked.size() < kOptions - 1) accept(kind, candidate(kind, truth, rng));
  for (int tries = 0; picked.size() < kOptions - 1; ++tries) {
    if (tries == 1000) throw std::logic_error("make_distance: no distractors on " + item.layout.id);
    accept("rescaled", candidate("rescaled", truth, rng));
  }

  item.gold = static_cast<int>(rng.below(kOptions));
  size_t next = 0;
  for (int i = 0; i < kOptions; ++i) {
    const auto& [kind, values] = i == item.gold ? std::pair<std::string, std::vector<double>>{"euclidean", gold}
                                                : picked[next++];
    item.options.push_back(values);
    item.kinds.push_back(kind);
  }
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
