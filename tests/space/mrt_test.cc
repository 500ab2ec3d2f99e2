// MRT: the shape is connected and chiral, exactly the gold option is a
// rotation of the reference (brute force on cell sets), the distractors are
// the mirror image, the near copy and its mirror image, items repeat byte
// for byte, and the gold sits at each position equally often over the four
// trials.
#include <doctest/doctest.h>

#include <set>

#include "packs/space/mcq.h"
#include "packs/space/mrt.h"
#include "tests/space/space_test_util.h"

using namespace mm::space;
using mm::space::test::kPopulation;
using mm::space::test::kSeed;

namespace {

int filled(const CharGrid& g) {
  int n = 0;
  for (const auto& row : g)
    for (char ch : row) n += ch == kMrtCell;
  return n;
}

// Flood fill over 4-neighbours from the first filled cell.
bool connected(CharGrid g) {
  int total = filled(g), seen = 0;
  std::vector<std::pair<int, int>> stack;
  for (int r = 0; r < static_cast<int>(g.size()) && stack.empty(); ++r)
    for (int c = 0; c < static_cast<int>(g[r].size()); ++c)
      if (g[r][c] == kMrtCell) {
        stack.push_back({r, c});
        g[r][c] = 'x';
        break;
      }
  while (!stack.empty()) {
    auto [r, c] = stack.back();
    stack.pop_back();
    ++seen;
    const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
    for (int d = 0; d < 4; ++d) {
      int nr = r + dr[d], nc = c + dc[d];
      if (nr < 0 || nc < 0 || nr >= static_cast<int>(g.size()) || nc >= static_cast<int>(g[nr].size())) continue;
      if (g[nr][nc] != kMrtCell) continue;
      g[nr][nc] = 'x';
      stack.push_back({nr, nc});
    }
  }
  return seen == total;
}

}  // namespace

TEST_CASE("MRT cards are connected chiral shapes and only the gold is a rotation") {
  for (int i = 0; i < kPopulation; ++i) {
    MrtItem item = make_mrt(kSeed, i);
    CAPTURE(i);
    int n = static_cast<int>(item.reference.size());
    CHECK(n >= 5);
    CHECK(n <= 7);
    CHECK(is_token_safe(item.reference));
    CHECK(connected(item.reference));
    CHECK(filled(item.reference) > n);
    CHECK(mrt_shape_is_chiral(item.reference));
    REQUIRE(item.options.size() == 4);
    for (const auto& o : item.options) {
      CHECK(is_token_safe(o));
      CHECK(filled(o) == filled(item.reference));
    }
    CHECK(mrt_solve(item) == std::vector<int>{item.gold});
    CHECK(item.turns[item.gold] >= 1);  // never the unturned card
    CHECK(std::set<CharGrid>(item.options.begin(), item.options.end()).size() == 4);
    CHECK(std::set<std::string>(item.kinds.begin(), item.kinds.end()) ==
          std::set<std::string>{"rotated", "mirrored", "altered", "altered-mirrored"});
    for (int o = 0; o < 4; ++o) CHECK(item.mirror[o] == (item.kinds[o].find("mirrored") != std::string::npos));
  }
}

TEST_CASE("MRT chirality check tells an L from a T") {
  CHECK(mrt_shape_is_chiral(CharGrid{"#....", "#....", "##...", ".....", "....."}));
  CHECK_FALSE(mrt_shape_is_chiral(CharGrid{"###..", ".#...", ".....", ".....", "....."}));
  CHECK_FALSE(mrt_shape_is_chiral(CharGrid{"##...", "##...", ".....", ".....", "....."}));
}

TEST_CASE("MRT items repeat byte for byte and the trials spread the gold evenly") {
  int at[4] = {0, 0, 0, 0};
  for (int i = 0; i < kPopulation; ++i) {
    CHECK(to_json(make_mrt(kSeed, i)).dump() == to_json(make_mrt(kSeed, i)).dump());
    for (const Trial& t : mcq_trials(make_mrt(kSeed, i).gold)) ++at[t.gold_position];
  }
  for (int p = 0; p < 4; ++p) CHECK(at[p] == kPopulation);
  CHECK(to_json(make_mrt(kSeed, 0)).dump() != to_json(make_mrt(kSeed + 1, 0)).dump());
}
