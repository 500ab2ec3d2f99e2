// Map sketching: only the gold orders every pair of marks as the map does
// (east/west and north/south); each distractor differs from the gold and
// from the other options in some pairwise relation (computed here
// independently); items repeat byte for byte.
#include <doctest/doctest.h>

#include <map>
#include <set>

#include "packs/space/large/map_sketch.h"
#include "tests/space/space_test_util.h"

using namespace mm::space;
using mm::space::test::kPopulation;
using mm::space::test::kSeed;

namespace {

// For every ordered pair of marks: (row order, column order) as -1, 0, 1.
std::map<std::pair<char, char>, std::pair<int, int>> orders(const CharGrid& g) {
  std::map<char, std::pair<int, int>> at;
  for (int r = 0; r < static_cast<int>(g.size()); ++r)
    for (int c = 0; c < static_cast<int>(g[r].size()); ++c)
      if (g[r][c] != '.' && g[r][c] != '#') at[g[r][c]] = {r, c};
  std::map<std::pair<char, char>, std::pair<int, int>> out;
  auto cmp = [](int a, int b) { return a < b ? -1 : a > b ? 1 : 0; };
  for (auto [a, pa] : at)
    for (auto [b, pb] : at) out[{a, b}] = {cmp(pa.first, pb.first), cmp(pa.second, pb.second)};
  return out;
}

}  // namespace

TEST_CASE("map sketch gold alone keeps every pairwise relation") {
  std::map<std::string, int> kinds;
  for (int i = 0; i < kPopulation; ++i) {
    MapSketchItem item = make_map_sketch(kSeed, i);
    CAPTURE(i);
    REQUIRE(item.options.size() == 4);
    CHECK(map_sketch_solve(item) == std::vector<int>{item.gold});
    auto truth = orders(item.layout.map);
    CHECK(orders(item.options[item.gold]) == truth);
    std::multiset<char> marks;
    for (const auto& row : item.options[item.gold])
      for (char ch : row)
        if (ch != '.') marks.insert(ch);
    for (int a = 0; a < 4; ++a) {
      CHECK(is_token_safe(item.options[a]));
      CHECK(item.options[a].size() <= 10);
      std::multiset<char> here;
      for (const auto& row : item.options[a])
        for (char ch : row)
          if (ch != '.') here.insert(ch);
      CHECK(here == marks);  // the same marks, each once
      for (int b = a + 1; b < 4; ++b) CHECK(orders(item.options[a]) != orders(item.options[b]));
      std::set<std::string> slips;
      mm::space::test::add_slips(item.kinds[a], slips);
      for (const std::string& s : slips) ++kinds[s];
    }
    CHECK(to_json(item).dump() == to_json(make_map_sketch(kSeed, i)).dump());
  }
  for (std::string k : {"mirrored", "flipped", "transposed", "rotated", "swapped", "moved"}) CHECK(kinds[k] > 0);
}

TEST_CASE("rank sketch of a hand-made layout") {
  Layout layout;
  layout.map = {"#######", "#S..A.#", "#.#...#", "#..B.G#", "#C....#", "#######"};
  layout.start = {1, 1};
  layout.goal = {3, 5};
  layout.landmarks = {{'A', {1, 4}, ""}, {'B', {3, 3}, ""}, {'C', {4, 1}, ""}};
  CHECK(rank_sketch(layout) == CharGrid{"S.A.", ".B.G", "C..."});
}
