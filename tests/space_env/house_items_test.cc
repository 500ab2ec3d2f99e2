// The three large-scale questions on house environments: over 200 houses
// each, the brute-force checkers (direction_solve, distance_solve,
// map_sketch_solve) find exactly the gold from the map alone, records repeat
// byte for byte, and the layout overloads give the seed-and-index items on
// the generated environments.
#include <doctest/doctest.h>

#include <set>

#include "packs/space/env/environment.h"
#include "packs/space/large/direction.h"
#include "packs/space/large/distance.h"
#include "packs/space/large/map_sketch.h"
#include "packs/space/large/walkthrough.h"
#include "tests/space_env/space_env_test_util.h"

using namespace mm::space;
using mm::space::test::house_index;
using mm::space::test::kHouses;
using mm::space::test::kSeed;

TEST_CASE("direction golds on houses are the brute force's only answer") {
  int bins_seen[8] = {};
  for (int k = 0; k < kHouses; ++k) {
    uint64_t i = house_index(k);
    DirectionItem item = make_direction(large_environment(kSeed, i), kSeed, i);
    CAPTURE(item.layout.id);
    CHECK(item.layout.kind == "house");
    CHECK(std::set<char>{item.stand, item.face, item.target}.size() == 3);
    REQUIRE(item.options.size() == 4);
    CHECK(direction_solve(item) == std::vector<int>{item.gold});
    CHECK(direction_solve(item, 0.0) == std::vector<int>{item.gold});
    CHECK(item.kinds[item.gold] == "bearing");
    ++bins_seen[static_cast<int>(item.options[item.gold])];
    CHECK(to_json(item).dump() == to_json(make_direction(large_environment(kSeed, i), kSeed, i)).dump());
  }
  for (int b = 0; b < 8; ++b) CHECK(bins_seen[b] >= kHouses / 16);
}

TEST_CASE("distance golds on houses are the brute force's only answer") {
  for (int k = 0; k < kHouses; ++k) {
    uint64_t i = house_index(k);
    DistanceItem item = make_distance(large_environment(kSeed, i), kSeed, i);
    CAPTURE(item.layout.id);
    CHECK(item.layout.kind == "house");
    REQUIRE(item.options.size() == 4);
    CHECK(item.to.size() + 1 == item.layout.landmarks.size());
    CHECK(distance_solve(item) == std::vector<int>{item.gold});
    CHECK(item.kinds[item.gold] == "euclidean");
    CHECK(to_json(item).dump() == to_json(make_distance(large_environment(kSeed, i), kSeed, i)).dump());
  }
}

TEST_CASE("map sketch golds on houses are the brute force's only answer") {
  for (int k = 0; k < kHouses; ++k) {
    uint64_t i = house_index(k);
    MapSketchItem item = make_map_sketch(large_environment(kSeed, i), kSeed, i);
    CAPTURE(item.layout.id);
    CHECK(item.layout.kind == "house");
    REQUIRE(item.options.size() == 4);
    CHECK(item.options[item.gold] == rank_sketch(item.layout));
    CHECK(map_sketch_solve(item) == std::vector<int>{item.gold});
    CHECK(to_json(item).dump() == to_json(make_map_sketch(large_environment(kSeed, i), kSeed, i)).dump());
  }
}

TEST_CASE("the layout overloads give the seed-and-index items on the generated environments") {
  for (uint64_t i : {0, 1, 2, 4, 5}) {
    Layout l = large_item_layout(kSeed, i);
    CHECK(to_json(make_direction(l, kSeed, i)).dump() == to_json(make_direction(kSeed, i)).dump());
    CHECK(to_json(make_distance(l, kSeed, i)).dump() == to_json(make_distance(kSeed, i)).dump());
    CHECK(to_json(make_map_sketch(l, kSeed, i)).dump() == to_json(make_map_sketch(kSeed, i)).dump());
  }
  // An environment must be the one of its seed and index.
  Layout house = large_environment(kSeed, 3);
  CHECK_THROWS_AS(make_direction(house, kSeed, 7), std::invalid_argument);
  CHECK_THROWS_AS(make_distance(house, kSeed + 1, 3), std::invalid_argument);
  CHECK_THROWS_AS(make_map_sketch(house, kSeed, 4), std::invalid_argument);
}
