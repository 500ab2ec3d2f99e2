// MPFB: the pieces are the gold cut's regions, turned; rotation matching
// accepts only the gold assembly; every option is a full square of five
// connected regions, each the size of its shown piece; a whole-square turn of the gold would also be accepted
// (so the checker is not just comparing with the gold); items repeat byte
// for byte.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>

#include "packs/space/mcq.h"
#include "packs/space/mpfb.h"
#include "tests/space/space_test_util.h"

using namespace mm::space;
using mm::space::test::kPopulation;
using mm::space::test::kSeed;

namespace {

// Connected components over 4-neighbours, counted per letter.
int regions(const CharGrid& g) {
  std::set<std::pair<int, int>> seen;
  int count = 0;
  int n = static_cast<int>(g.size());
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      if (seen.count({r, c})) continue;
      ++count;
      std::vector<std::pair<int, int>> stack = {{r, c}};
      seen.insert({r, c});
      while (!stack.empty()) {
        auto [rr, cc] = stack.back();
        stack.pop_back();
        for (auto [dr, dc] : {std::pair{-1, 0}, {1, 0}, {0, -1}, {0, 1}}) {
          int nr = rr + dr, nc = cc + dc;
          if (nr < 0 || nc < 0 || nr >= n || nc >= n || g[nr][nc] != g[rr][cc]) continue;
          if (seen.insert({nr, nc}).second) stack.push_back({nr, nc});
        }
      }
    }
  return count;
}

}  // namespace

TEST_CASE("MPFB only the gold assembly is made of the shown pieces") {
  std::set<std::string> kinds;
  std::set<int> sides;
  for (int i = 0; i < kPopulation; ++i) {
    MpfbItem item = make_mpfb(kSeed, i);
    CAPTURE(i);
    REQUIRE(item.pieces.size() == 5);
    REQUIRE(item.options.size() == 4);
    int s = static_cast<int>(item.options[0].size());
    sides.insert(s);
    int total = 0, size[5] = {};
    for (int p = 0; p < 5; ++p) {
      CHECK(is_token_safe(item.pieces[p]));
      CHECK(cropped(item.pieces[p]) == item.pieces[p]);  // shown without margins
      int n = 0;
      for (const auto& row : item.pieces[p])
        for (char ch : row) {
          CHECK((ch == kEmpty || ch == 'A' + p));
          n += ch != kEmpty;
        }
      CHECK(n >= 3);
      CHECK(n * 5 <= 2 * s * s);  // at most twice the average piece
      total += n;
      size[p] = n;
    }
    CHECK(total == s * s);
    for (int o = 0; o < 4; ++o) {
      CHECK(is_token_safe(item.options[o]));
      for (int p = 0; p < 5; ++p) {  // every option keeps every piece's size
        int cells = 0;
        for (const auto& row : item.options[o]) cells += static_cast<int>(std::count(row.begin(), row.end(), 'A' + p));
        CHECK(cells == size[p]);
      }
      CHECK(static_cast<int>(item.options[o].size()) == s);
      CHECK(regions(item.options[o]) == 5);  // five letters, each one connected region
      if (o != item.gold) mm::space::test::add_slips(item.kinds[o], kinds);
    }
    CHECK(std::set<CharGrid>(item.options.begin(), item.options.end()).size() == 4);
    CHECK(mpfb_solve(item) == std::vector<int>{item.gold});
    MpfbItem turned = item;
    turned.options[item.gold] = rotated_cw(item.options[item.gold], 1 + i % 3);
    CHECK(mpfb_solve(turned) == std::vector<int>{item.gold});
  }
  CHECK(sides == std::set<int>{5, 6, 7});
  CHECK(kinds == std::set<std::string>{"traded-cells", "swapped-pieces", "mirrored"});
}

TEST_CASE("MPFB rotation matching on a hand-made cut into strips") {
  MpfbItem item;
  item.pieces = {{"A", "A", "A", "A", "A"}, {"BBBBB"}, {"C", "C", "C", "C", "C"}, {"DDDDD"}, {"EEEEE"}};
  CharGrid rows = {"AAAAA", "BBBBB", "CCCCC", "DDDDD", "EEEEE"};
  CharGrid hooked = {"AAAAA", "BBBBB", "CCCCC", "DDDDE", "DEEEE"};  // D and E become L shapes
  CharGrid reordered = {"BBBBB", "AAAAA", "CCCCC", "DDDDD", "EEEEE"};
  item.options = {rows, hooked, rotated_cw(rows, 1), reordered};
  CHECK(mpfb_solve(item) == std::vector<int>{0, 2, 3});
  item.pieces[3] = {"DD", ".D", ".D", ".D"};  // hooked's D turned clockwise once
  item.pieces[4] = {"EEEE", "...E"};          // hooked's E flipped: no turn gives it
  CHECK(mpfb_solve(item).empty());
  item.pieces[4] = {"E.", "E.", "E.", "EE"};  // hooked's E turned clockwise once
  CHECK(mpfb_solve(item) == std::vector<int>{1});
}

TEST_CASE("MPFB items repeat byte for byte and the trials spread the gold evenly") {
  int at[4] = {0, 0, 0, 0};
  for (int i = 0; i < kPopulation; ++i) {
    CHECK(to_json(make_mpfb(kSeed, i)).dump() == to_json(make_mpfb(kSeed, i)).dump());
    for (const Trial& t : mcq_trials(make_mpfb(kSeed, i).gold)) ++at[t.gold_position];
  }
  for (int p = 0; p < 4; ++p) CHECK(at[p] == kPopulation);
}
