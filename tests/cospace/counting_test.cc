// CNT: the gold is the room's count, an independent stitching of the views
// (bins and headings, no coordinates) recovers it, it survives starting the
// views at another view, and counting every mention is wrong on at least
// 80 % of items.
#include <doctest/doctest.h>

#include <array>
#include <cstdlib>
#include <set>

#include "packs/cospace/baselines.h"
#include "packs/cospace/panorama.h"
#include "packs/cospace/tasks/counting.h"
#include "tests/cospace/cospace_test_util.h"

using namespace mm::cospace;

TEST_CASE("CNT gold equals the room count and the stitching of the views, in grid worlds and house rooms") {
  int mention_wrong = 0, several = 0, houses = 0;
  std::array<int, 4> by_count{}, house_by_count{};
  for (int i = 0; i < test::kPopulation; ++i) {
    Item it = make_cnt(test::kSeed, i);
    CHECK(it.source == (house_question(i) ? "house" : "grid"));
    houses += it.source == "house";
    Scene s = test::scene_of(it);
    int truth = s.count_in_room(it.target);
    REQUIRE(it.answer == std::to_string(truth));
    CHECK(solve_cnt(it) == truth);
    Item second = rotated(it);
    CHECK(second.pair == it.pair);
    CHECK(second.answer == it.answer);
    CHECK(second.views.front().heading != it.views.front().heading);
    CHECK(solve_cnt(second) == truth);
    mention_wrong += count_every_mention(it) != truth;
    several += truth >= 2;
    REQUIRE(truth >= 1);
    REQUIRE(truth <= 3);
    ++by_count[truth];
    if (it.source == "house") ++house_by_count[truth];
    // No single view shows every object of a kind that has several.
    if (truth >= 2)
      for (const View& v : it.views) {
        std::set<int> things;
        for (int t : v.things)
          if (s.world.things[t].type == it.target) things.insert(t);
        CHECK(static_cast<int>(things.size()) < truth);
      }
  }
  for (int n = 1; n <= 3; ++n) CHECK(by_count[n] == (test::kPopulation + 3 - n) / 3);
  CHECK(houses == test::house_questions());
  // House rooms ask 1, 2 and 3 alike too (each a third, give or take one 12-index block).
  for (int n = 1; n <= 3; ++n) CHECK(std::abs(house_by_count[n] * 3 - houses) <= 12);
  MESSAGE("house rooms: " << houses << " (counts 1/2/3: " << house_by_count[1] << "/" << house_by_count[2] << "/"
          << house_by_count[3] << ")");
  MESSAGE("count-every-mention wrong on " << mention_wrong << " of " << test::kPopulation
          << "; kinds with two or more objects: " << several);
  CHECK(mention_wrong * 100 >= 80 * test::kPopulation);
}

TEST_CASE("CNT items are deterministic and never mark a repeated object") {
  for (int i = 0; i < 20; ++i) {
    Item a = make_cnt(test::kSeed, i), b = make_cnt(test::kSeed, i);
    CHECK(to_json(a).dump() == to_json(b).dump());
    // A mention is [kind, direction, distance]: nothing says "again" or numbers it.
    for (const auto& v : to_json(a)["views"])
      for (const auto& m : v["seen"]) CHECK(m.size() == 3);
  }
}
