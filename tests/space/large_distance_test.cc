// Distance estimation: only the gold has the layout's distance ratios (the
// checker compares proportions, so it would accept the gold scaled); every
// two options differ in some ratio by a factor of at least 1.49; every value
// is one two cells' centres can be apart; items repeat byte for byte.
#include <doctest/doctest.h>

#include <cmath>
#include <map>
#include <string>

#include "packs/space/large/distance.h"
#include "tests/space/space_test_util.h"

using namespace mm::space;
using mm::space::test::kPopulation;
using mm::space::test::kSeed;

namespace {

// The largest factor by which a ratio of two entries differs between lists.
double worst_ratio_factor(const std::vector<double>& a, const std::vector<double>& b) {
  double worst = 1;
  for (size_t i = 0; i < a.size(); ++i)
    for (size_t j = 0; j < a.size(); ++j)
      if (i != j) worst = std::max(worst, (a[i] / a[j]) / (b[i] / b[j]));
  return worst;
}

// True when v, rounded to 0.1, is sqrt(a^2 + b^2) for some cells a, b apart.
bool is_grid_distance(double v) {
  for (int a = 0; a <= 40; ++a)
    for (int b = 0; b <= 40; ++b)
      if ((a || b) && std::abs(std::round(std::hypot(a, b) * 10) / 10 - v) < 1e-9) return true;
  return false;
}

}  // namespace

TEST_CASE("distance gold alone keeps the ratios, every distractor breaks one clearly") {
  std::map<std::string, int> kinds;
  for (int i = 0; i < kPopulation; ++i) {
    DistanceItem item = make_distance(kSeed, i);
    CAPTURE(i);
    REQUIRE(item.options.size() == 4);
    CHECK(item.to.size() == item.layout.landmarks.size() - 1);
    CHECK(item.to.find(item.from) == std::string::npos);
    CHECK(distance_solve(item) == std::vector<int>{item.gold});
    const Landmark* from = item.layout.landmark(item.from);
    for (size_t k = 0; k < item.to.size(); ++k) {
      const Landmark* to = item.layout.landmark(item.to[k]);
      double truth = std::hypot(to->cell.row - from->cell.row, to->cell.col - from->cell.col);
      CHECK(std::abs(item.options[item.gold][k] - truth) <= 0.05 + 1e-9);
    }
    for (int a = 0; a < 4; ++a) {
      for (double x : item.options[a]) CHECK(is_grid_distance(x));
      CHECK(item.options[a].size() == item.to.size());
      if (a != item.gold) CHECK(worst_ratio_factor(item.options[a], item.options[item.gold]) >= 1.49);
      for (int b = a + 1; b < 4; ++b) CHECK(ratio_gap(item.options[a], item.options[b]) >= kDistanceRatioMargin);
      ++kinds[item.kinds[a]];
    }
    CHECK(to_json(item).dump() == to_json(make_distance(kSeed, i)).dump());
  }
  CHECK(kinds["euclidean"] == kPopulation);
  CHECK(kinds["part-scaled"] == 2 * kPopulation);
  CHECK(kinds["two-parts-scaled"] == kPopulation);
}

TEST_CASE("distance checker compares proportions") {
  CHECK(ratio_gap({1, 2, 4}, {2, 4, 8}) == doctest::Approx(0));
  CHECK(ratio_gap({1, 2, 4}, {1, 4, 4}) == doctest::Approx(std::log(2.0)));
  DistanceItem item = make_distance(kSeed, 3);
  int other = (item.gold + 1) % 4;
  for (size_t k = 0; k < item.options[other].size(); ++k) item.options[other][k] = 2 * item.options[item.gold][k];
  CHECK(distance_solve(item).size() == 2);  // the gold doubled keeps every ratio
}
