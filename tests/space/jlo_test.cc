// JLO: each drawn line's orientation, measured from its cells by a least
// squares fit, lies within 4.5 degrees of exactly one multiple of 18 and
// that multiple is the stated one; only the gold pair matches the measured
// pair (modulo 180 degrees); items repeat byte for byte.
#include <doctest/doctest.h>

#include <cmath>
#include <set>

#include "packs/space/jlo.h"
#include "packs/space/mcq.h"
#include "tests/space/space_test_util.h"

using namespace mm::space;
using mm::space::test::kPopulation;
using mm::space::test::kSeed;

namespace {

// Distance in degrees between two orientations, modulo 180.
double orientation_gap(double a, double b) {
  double d = std::fmod(std::fabs(a - b), 180.0);
  return std::min(d, 180.0 - d);
}

}  // namespace

TEST_CASE("JLO lines measure to their multiple of 18 and only the gold pair matches") {
  std::set<int> seen_degrees;
  std::set<std::string> kinds;
  double worst = 0;
  for (int i = 0; i < kPopulation; ++i) {
    JloItem item = make_jlo(kSeed, i);
    CAPTURE(i);
    CHECK(is_token_safe(item.canvas));
    CHECK(item.first_degrees != item.second_degrees);
    double m1 = jlo_measured_degrees(item.canvas, kJloFirst), m2 = jlo_measured_degrees(item.canvas, kJloSecond);
    worst = std::max({worst, orientation_gap(m1, item.first_degrees), orientation_gap(m2, item.second_degrees)});
    CHECK(orientation_gap(m1, item.first_degrees) <= 4.5);
    CHECK(orientation_gap(m2, item.second_degrees) <= 4.5);
    seen_degrees.insert(item.first_degrees);
    REQUIRE(item.options.size() == 4);
    CHECK(jlo_solve(item) == std::vector<int>{item.gold});
    std::set<std::pair<int, int>> orientation_sets;
    for (int o = 0; o < 4; ++o) {
      const RefPair& p = item.options[o];
      CHECK(p.first >= 1);
      CHECK(p.second <= kJloReferences);
      CHECK(p.first < p.second);
      int a = jlo_reference_degrees(p.first) % 180, b = jlo_reference_degrees(p.second) % 180;
      CHECK(a != b);  // never references 1 and 11 together
      orientation_sets.insert({std::min(a, b), std::max(a, b)});
      if (o != item.gold) mm::space::test::add_slips(item.kinds[o], kinds);
    }
    CHECK(orientation_sets.size() == 4);  // no distractor is the gold in other numbers
  }
  MESSAGE("largest measured error: " << worst << " degrees");
  CHECK(seen_degrees.size() == 10);
  CHECK(kinds == std::set<std::string>{"mirrored", "both-turned", "one-turned"});
}

TEST_CASE("JLO measures a hand-drawn horizontal and a shallow line") {
  JloItem item;
  item.canvas = {".....bb.", "...bb...", ".bb.....", "b.......", "aaaaaa.."};
  CHECK(jlo_measured_degrees(item.canvas, kJloFirst) == doctest::Approx(0.0));
  double shallow = jlo_measured_degrees(item.canvas, kJloSecond);  // the segment (0, 0) to (6, 3): 26.6 degrees
  CHECK(shallow > 24.0);
  CHECK(shallow < 29.0);
  item.options = {{1, 2}, {2, 11}, {1, 3}, {1, 4}};
  CHECK(jlo_solve(item).empty());  // over 4.5 degrees from 18: no clear match
  CHECK(jlo_solve(item, 9.0) == std::vector<int>{0, 1});  // 0 degrees is reference 1 and reference 11
}

TEST_CASE("JLO items repeat byte for byte and the trials spread the gold evenly") {
  int at[4] = {0, 0, 0, 0};
  for (int i = 0; i < kPopulation; ++i) {
    CHECK(to_json(make_jlo(kSeed, i)).dump() == to_json(make_jlo(kSeed, i)).dump());
    for (const Trial& t : mcq_trials(make_jlo(kSeed, i).gold)) ++at[t.gold_position];
  }
  for (int p = 0; p < 4; ++p) CHECK(at[p] == kPopulation);
}
