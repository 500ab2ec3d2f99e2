#include <doctest/doctest.h>

#include <map>
#include <set>

#include "generator/release/plan.h"
#include "generator/release/profile.h"
#include "generator/render/lexicon.h"

using namespace mm;

TEST_CASE("spread splits as evenly as integers allow") {
  CHECK(spread(10, 3) == std::vector<int>{4, 3, 3});
  CHECK(spread(10, 3, 1) == std::vector<int>{3, 3, 4});
  CHECK(spread(9, 9) == std::vector<int>(9, 1));
  auto s = spread(7500, 9);
  int sum = 0;
  for (int x : s) sum += x;
  CHECK(sum == 7500);
}

TEST_CASE("paper cells hit Table 7 exactly and spread evenly") {
  std::map<int, int> per_level_family_count;
  for (const Family* f : staircase_families()) ++per_level_family_count[f->info().level];
  CHECK(per_level_family_count == std::map<int, int>{{0, 5}, {1, 5}, {2, 6}, {3, 5}, {4, 13}, {5, 5}});
  for (int level = 0; level < 6; ++level) {
    int families = per_level_family_count[level];
    int total = 0;
    std::map<int, int> per_condition;
    int lo = 1 << 30, hi = 0;
    for (int f = 0; f < families; ++f)
      for (const CellCount& c : paper_cells(level, f, families)) {
        total += c.n;
        per_condition[c.condition] += c.n;
        lo = std::min(lo, c.n);
        hi = std::max(hi, c.n);
      }
    CAPTURE(level);
    CHECK(total == kPaperLevelTotals[level]);
    CHECK(hi - lo <= 1);
    int cmin = 1 << 30, cmax = 0;
    for (auto [c, n] : per_condition) {
      cmin = std::min(cmin, n);
      cmax = std::max(cmax, n);
    }
    CHECK(cmax - cmin <= 1);
  }
}

TEST_CASE("paper units pair conditions and regimes and keep frames together") {
  auto units = profile_units({Profile::Paper, 0});
  int64_t renders = 0;
  for (const Unit& u : units) {
    renders += int64_t(u.renders.size());
    const FamilyInfo& info = all_families()[u.family]->info();
    CHECK(u.frames == info.frames);
    // A unit is rendered in several conditions and both regimes.
    std::set<int> conditions;
    std::set<Regime> regimes;
    for (const auto& r : u.renders) {
      conditions.insert(r.condition);
      regimes.insert(r.regime);
    }
    if (u.g == 0) {
      CHECK(conditions.size() == size_t(kConditionCount));
      CHECK(regimes.size() == 2);
    }
  }
  CHECK(renders == 47550);
}

TEST_CASE("unit assignment spreads houses and numbers cases per house and family") {
  auto units = profile_units({Profile::Small, 0});
  Feasibility feasible(all_families().size(), std::vector<bool>(4, true));
  feasible[0] = {false, true, false, true};
  assign_units(units, feasible, 4);
  std::map<std::pair<int, int>, std::set<int>> cases;
  for (const Unit& u : units) {
    REQUIRE(u.house >= 0);
    if (u.family == 0) CHECK((u.house == 1 || u.house == 3));
    CHECK(cases[{u.house, u.family}].insert(u.j).second);
  }
}
