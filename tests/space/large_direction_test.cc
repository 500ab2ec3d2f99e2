// Direction estimation: B's bin, found by brute force on the map with cross
// products, is the gold and no other option even with every bin pulled in by
// 5 degrees at both borders; every bin is asked; items repeat byte for byte.
#include <doctest/doctest.h>

#include <set>

#include "packs/space/large/direction.h"
#include "tests/space/space_test_util.h"

using namespace mm::space;
using mm::space::test::kPopulation;
using mm::space::test::kSeed;

TEST_CASE("direction gold is the only option holding the target, 5 degrees clear of every border") {
  int bins_seen[8] = {};
  for (int i = 0; i < kPopulation; ++i) {
    DirectionItem item = make_direction(kSeed, i);
    CAPTURE(i);
    CHECK(std::set<char>{item.stand, item.face, item.target}.size() == 3);
    for (char c : {item.stand, item.face, item.target}) CHECK(item.layout.landmark(c) != nullptr);
    REQUIRE(item.options.size() == 4);
    CHECK(std::set<Bin8>(item.options.begin(), item.options.end()).size() == 4);
    CHECK(direction_solve(item) == std::vector<int>{item.gold});
    CHECK(direction_solve(item, 0.0) == std::vector<int>{item.gold});
    CHECK(item.kinds[item.gold] == "bearing");
    ++bins_seen[static_cast<int>(item.options[item.gold])];
    CHECK(to_json(item).dump() == to_json(make_direction(kSeed, i)).dump());
  }
  for (int b = 0; b < 8; ++b) CHECK(bins_seen[b] >= kPopulation / 16);  // about 1/8 each
}

TEST_CASE("direction bins on a hand-made map") {
  DirectionItem item;
  item.layout.map = {"#######", "#..A..#", "#.....#", "#B.S.C#", "#..D..#", "#######"};
  item.stand = 'S';
  item.face = 'A';
  item.options = {Bin8::Front, Bin8::Right, Bin8::Back, Bin8::Left};
  item.target = 'C';
  CHECK(direction_solve(item) == std::vector<int>{1});
  item.target = 'B';
  CHECK(direction_solve(item) == std::vector<int>{3});
  item.target = 'D';
  CHECK(direction_solve(item) == std::vector<int>{2});
  item.face = 'B';  // facing west: A is now on the right, D on the left
  item.target = 'A';
  CHECK(direction_solve(item) == std::vector<int>{1});
  item.target = 'D';
  CHECK(direction_solve(item) == std::vector<int>{3});
}
