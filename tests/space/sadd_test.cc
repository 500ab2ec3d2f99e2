// SAdd: only the gold option is the sum by the rule (recomputed from the two
// grids), every distractor differs from it and from each other, the slips
// are the ones named, and items repeat byte for byte.
#include <doctest/doctest.h>

#include <set>

#include "packs/space/mcq.h"
#include "packs/space/sadd.h"
#include "tests/space/space_test_util.h"

using namespace mm::space;
using mm::space::test::kPopulation;
using mm::space::test::kSeed;

namespace {

int cells_differing(const CharGrid& a, const CharGrid& b) {
  int d = 0;
  for (size_t r = 0; r < a.size(); ++r)
    for (size_t c = 0; c < a[r].size(); ++c) d += a[r][c] != b[r][c];
  return d;
}

}  // namespace

TEST_CASE("SAdd gold is the only sum by the rule and distractors differ in a cell") {
  std::set<int> sizes;
  std::set<std::string> kinds;
  for (int i = 0; i < kPopulation; ++i) {
    SaddItem item = make_sadd(kSeed, i);
    CAPTURE(i);
    int n = static_cast<int>(item.first.size());
    sizes.insert(n);
    CHECK((n == 3 || n == 5 || n == 7 || n == 9));
    CHECK(item.second.size() == item.first.size());
    CHECK(is_token_safe(item.first));
    CHECK(is_token_safe(item.second));
    REQUIRE(item.options.size() == 4);
    CHECK(sadd_solve(item) == std::vector<int>{item.gold});
    CHECK(item.kinds[item.gold] == "sum");
    for (int k = 0; k < 4; ++k) {
      CHECK(is_token_safe(item.options[k]));
      CHECK(item.options[k].size() == item.first.size());
      for (const auto& row : item.options[k])
        CHECK(row.find_first_not_of(".BW") == std::string::npos);
      if (k != item.gold) {
        CHECK(cells_differing(item.options[k], item.options[item.gold]) >= 1);
        mm::space::test::add_slips(item.kinds[k], kinds);
      }
    }
    CHECK(std::set<CharGrid>(item.options.begin(), item.options.end()).size() == 4);
  }
  CHECK(sizes == std::set<int>{3, 5, 7, 9});
  CHECK(kinds == std::set<std::string>{"both-blue-as-blue", "red-as-blue", "both-blue-empty", "one-cell"});
}

TEST_CASE("SAdd rule on a hand-made pair") {
  SaddItem item;
  item.first = {"B.R", "B..", "..."};
  item.second = {"BR.", "..B", "R.."};
  item.options = {{"W..", "B.B", "..."}, {"B..", "B.B", "..."}, {"W..", "B.B", "B.."}, {"...", "B.B", "..."}};
  CHECK(sadd_solve(item) == std::vector<int>{0});
}

TEST_CASE("SAdd items repeat byte for byte and the trials spread the gold evenly") {
  int at[4] = {0, 0, 0, 0};
  for (int i = 0; i < kPopulation; ++i) {
    CHECK(to_json(make_sadd(kSeed, i)).dump() == to_json(make_sadd(kSeed, i)).dump());
    for (const Trial& t : mcq_trials(make_sadd(kSeed, i).gold)) ++at[t.gold_position];
  }
  for (int p = 0; p < 4; ++p) CHECK(at[p] == kPopulation);
}
