// DIR-Rec and DIR-Obj: gold from world coordinates, checked by stitching
// the views; the same answer when the views start at another view; gold
// positions spread evenly.
#include <doctest/doctest.h>

#include <array>

#include "packs/cospace/panorama.h"
#include "packs/cospace/tasks/direction.h"
#include "packs/tos/grid.h"
#include "tests/cospace/cospace_test_util.h"

using namespace mm::cospace;

TEST_CASE("DIR-Rec gold is the target's compass bin and the views fix it, in grid worlds and house rooms") {
  std::array<int, 4> at{};
  int houses = 0;
  for (int i = 0; i < test::kPopulation; ++i) {
    Item it = make_dir_rec(test::kSeed, i);
    CHECK(it.source == (house_question(i) ? "house" : "grid"));
    houses += it.source == "house";
    Scene s = test::scene_of(it);
    REQUIRE(s.count_in_room(it.target) == 1);
    int thing = -1;
    for (int o : s.room_objects())
      if (s.world.things[o].type == it.target) thing = o;
    CHECK(it.answer == mm::tos::allo_word(mm::tos::allo_of(s.world.things[thing].at - s.at)));
    REQUIRE(it.options.size() == 4);
    CHECK(it.options[it.gold] == it.answer);
    CHECK(solve_dir_rec(it) == it.answer);
    CHECK(solve_dir_rec(rotated(it)) == it.answer);
    ++at[it.gold];
  }
  for (int n : at) CHECK(n == test::kPopulation / 4);
  CHECK(houses == test::house_questions());
}

TEST_CASE("DIR-Rec items are deterministic") {
  for (int i = 0; i < 10; ++i)
    CHECK(to_json(make_dir_rec(test::kSeed, i)).dump() == to_json(make_dir_rec(test::kSeed, i)).dump());
}

TEST_CASE("DIR-Obj gold has an object in the direction and no distractor has, in grid worlds and house rooms") {
  std::array<int, 4> at{};
  int absent = 0, houses = 0;
  for (int i = 0; i < test::kPopulation; ++i) {
    Item it = make_dir_obj(test::kSeed, i);
    CHECK(it.source == (house_question(i) ? "house" : "grid"));
    houses += it.source == "house";
    auto dir = mm::tos::allo_of_word(it.target);
    REQUIRE(dir.has_value());
    CHECK(static_cast<int>(*dir) % 2 == 1);  // intercardinal
    Scene s = test::scene_of(it);
    REQUIRE(it.options.size() == 4);
    for (int k = 0; k < 4; ++k) {
      bool there = false;
      for (int o : s.room_objects())
        there = there || (s.world.things[o].type == it.options[k] &&
                          mm::tos::allo_of(s.world.things[o].at - s.at) == *dir);
      CHECK(there == (k == it.gold));
      absent += s.count_in_room(it.options[k]) == 0;
    }
    CHECK(it.options[it.gold] == it.answer);
    CHECK(solve_dir_obj(it) == it.gold);
    CHECK(solve_dir_obj(rotated(it)) == it.gold);
    ++at[it.gold];
  }
  for (int n : at) CHECK(n == test::kPopulation / 4);
  CHECK(absent == test::kPopulation / 2);
  CHECK(houses == test::house_questions());  // one absent kind in every other item
}
