#include <doctest/doctest.h>

#include <cmath>
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

namespace {

// feasible[family][design][house], as an oracle that counts the questions.
using Matrix = std::vector<std::vector<std::vector<bool>>>;

Matrix all_feasible(int houses) {
  Matrix f;
  for (const Family* fam : all_families())
    f.emplace_back(fam->info().designs.size(), std::vector<bool>(size_t(houses), true));
  return f;
}

FeasibilityOracle oracle(const Matrix& m, int* asked = nullptr) {
  return [&m, asked](const std::vector<FeasibilityQuery>& qs) {
    std::vector<bool> out;
    for (const auto& q : qs) out.push_back(m.at(size_t(q.family)).at(size_t(q.design)).at(size_t(q.house)));
    if (asked) *asked += int(qs.size());
    return out;
  };
}

}  // namespace

TEST_CASE("unit assignment spreads houses and numbers cases per house and family") {
  auto units = profile_units({Profile::Small, 0});
  Matrix feasible = all_feasible(4);
  for (auto& by_house : feasible[0]) by_house = {false, true, false, true};
  assign_units(units, oracle(feasible), 4);
  std::map<std::pair<int, int>, std::set<int>> cases;
  for (const Unit& u : units) {
    REQUIRE(u.house >= 0);
    if (u.family == 0) CHECK((u.house == 1 || u.house == 3));
    CHECK(cases[{u.house, u.family}].insert(u.j).second);
  }
}

TEST_CASE("smooth sequence: each design its weight's share of every period, evenly spread") {
  CHECK(smooth_sequence({1, 1}) == std::vector<int>{0, 1});
  CHECK(smooth_sequence({}) == std::vector<int>{0});
  std::vector<int> seq = smooth_sequence({3, 3, 4, 4, 3, 3});
  REQUIRE(seq.size() == 20);
  std::map<int, int> n;
  for (int d : seq) ++n[d];
  CHECK(n == std::map<int, int>{{0, 3}, {1, 3}, {2, 4}, {3, 4}, {4, 3}, {5, 3}});
  // Any window of the (repeated) sequence is within two of the designed mix.
  for (size_t start = 0; start < seq.size(); ++start)
    for (size_t len = 1; len <= seq.size(); ++len) {
      std::map<int, int> w;
      for (size_t k = 0; k < len; ++k) ++w[seq[(start + k) % seq.size()]];
      for (int d = 0; d < 6; ++d) {
        double want = double(len) * (d == 2 || d == 3 ? 4 : 3) / 20.0;
        CHECK(std::abs(w[d] - want) <= 2.0);
      }
    }
}

TEST_CASE("designs are dealt per condition: every two-answer family of the paper profile is balanced in every condition") {
  auto units = profile_units({Profile::Paper, 0});
  Matrix m = all_feasible(100);
  int asked = 0;
  assign_units(units, oracle(m, &asked), 100);
  // Feasibility is asked lazily: far fewer questions than every (family,
  // design, house).
  int everything = 0;
  for (const auto& f : m) everything += int(f.size()) * 100;
  CHECK(asked * 2 < everything);
  // family -> condition -> design -> renders
  std::map<int, std::map<int, std::map<int, int>>> by;
  for (const Unit& u : units)
    for (const auto& r : u.renders) ++by[u.family][r.condition][u.design];
  int checked = 0;
  for (const auto& [f, conds] : by) {
    const FamilyInfo& info = all_families()[size_t(f)]->info();
    int total_weight = 0;
    for (const Design& d : info.designs) total_weight += d.weight;
    for (const auto& [c, designs] : conds) {
      int n = 0;
      for (const auto& [d, k] : designs) n += k;
      for (size_t d = 0; d < info.designs.size(); ++d) {
        double share = designs.count(int(d)) ? double(designs.at(int(d))) / n : 0.0;
        double want = double(info.designs[d].weight) / total_weight;
        CAPTURE(info.id);
        CAPTURE(c);
        CAPTURE(info.designs[d].name);
        CHECK(std::abs(share - want) <= 0.05 + 4.0 / n);
        ++checked;
      }
    }
  }
  CHECK(checked > 300);
}

TEST_CASE("a design no house can build falls back to the next one, with a note") {
  auto units = profile_units({Profile::Small, 0});
  Matrix feasible = all_feasible(3);
  const Family* exists = find_family("exists");
  int f = -1;
  for (size_t i = 0; i < all_families().size(); ++i)
    if (all_families()[i] == exists) f = int(i);
  REQUIRE(f >= 0);
  feasible[size_t(f)][1] = {false, false, false};  // "absent" nowhere
  std::vector<std::string> notes;
  assign_units(units, oracle(feasible), 3, &notes);
  for (const Unit& u : units)
    if (u.family == f) CHECK(u.design == 0);
  REQUIRE(notes.size() == 1);
  CHECK(notes.front() == "family exists: no house can build design 'absent'; its units use 'present'");
}
