// SAtt: only the gold option lists exactly the target cells (found by
// scanning the grid), each distractor misses or adds a cell, options are
// distinct and in range, and items repeat byte for byte.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>

#include "packs/space/mcq.h"
#include "packs/space/satt.h"
#include "tests/space/space_test_util.h"

using namespace mm::space;
using mm::space::test::kPopulation;
using mm::space::test::kSeed;

TEST_CASE("SAtt gold lists exactly the target cells and distractors miss or add") {
  std::set<std::string> kinds;
  for (int i = 0; i < kPopulation; ++i) {
    SattItem item = make_satt(kSeed, i);
    CAPTURE(i);
    CHECK(is_token_safe(item.grid));
    int rows = static_cast<int>(item.grid.size()), cols = static_cast<int>(item.grid[0].size());
    std::set<char> alphabet;
    int targets = 0;
    for (const auto& row : item.grid)
      for (char ch : row) alphabet.insert(ch), targets += ch == item.target;
    CHECK(alphabet.size() >= 2);
    CHECK(alphabet.count(kEmpty) == 0);
    CHECK(targets >= 2);
    CHECK(targets * 4 <= rows * cols);
    REQUIRE(item.options.size() == 4);
    CHECK(satt_solve(item) == std::vector<int>{item.gold});
    std::set<RowCol> gold(item.options[item.gold].begin(), item.options[item.gold].end());
    for (int o = 0; o < 4; ++o) {
      const auto& list = item.options[o];
      CHECK(std::is_sorted(list.begin(), list.end()));
      CHECK(std::set<RowCol>(list.begin(), list.end()).size() == list.size());
      for (const RowCol& rc : list) {
        CHECK(rc.row >= 1);
        CHECK(rc.row <= rows);
        CHECK(rc.col >= 1);
        CHECK(rc.col <= cols);
      }
      if (o == item.gold) continue;
      mm::space::test::add_slips(item.kinds[o], kinds);
      std::set<RowCol> s(list.begin(), list.end());
      int missed = 0, added = 0;
      for (const RowCol& rc : gold) missed += s.count(rc) == 0;
      for (const RowCol& rc : s) added += gold.count(rc) == 0;
      CHECK(missed + added >= 1);
    }
    CHECK(std::set<std::vector<RowCol>>(item.options.begin(), item.options.end()).size() == 4);
  }
  CHECK(kinds == std::set<std::string>{"missed", "extra", "moved", "transposed"});
}

TEST_CASE("SAtt checker on a hand-made grid") {
  SattItem item;
  item.grid = {"EFE", "FFP", "PEF"};
  item.target = 'E';
  item.options = {{{1, 1}, {1, 3}},
                  {{1, 1}, {1, 3}, {3, 2}},
                  {{1, 1}, {3, 2}, {1, 3}, {1, 1}},
                  {{1, 1}, {2, 3}, {3, 2}}};
  CHECK(satt_solve(item) == std::vector<int>{1});  // a repeated cell is not the same list
}

TEST_CASE("SAtt items repeat byte for byte and the trials spread the gold evenly") {
  int at[4] = {0, 0, 0, 0};
  for (int i = 0; i < kPopulation; ++i) {
    CHECK(to_json(make_satt(kSeed, i)).dump() == to_json(make_satt(kSeed, i)).dump());
    for (const Trial& t : mcq_trials(make_satt(kSeed, i).gold)) ++at[t.gold_position];
  }
  for (int p = 0; p < 4; ++p) CHECK(at[p] == kPopulation);
}
