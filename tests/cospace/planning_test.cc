// PLA-QA and PLA-Dec: one target per pair, the gold sector from world
// coordinates, both checked by stitching the views (and, for PLA-Dec, by
// simulating every option's actions); order matters among the options.
#include <doctest/doctest.h>

#include <array>

#include "packs/cospace/tasks/planning.h"
#include "packs/tos/grid.h"
#include "tests/cospace/cospace_test_util.h"

using namespace mm::cospace;

TEST_CASE("turn keys name every sector but the front and add up clockwise") {
  CHECK(turn_to(0).empty());
  for (int b = 1; b < 8; ++b) CHECK(turn_degrees(turn_to(b)) == 45 * b);
  CHECK_FALSE(turn_degrees(kGoAhead).has_value());
  CHECK(sector_name(2) == "right");
  CHECK(sector_name(-1) == "front-left");
}

TEST_CASE("PLA pairs share a target and the views fix both golds, in grid worlds and house rooms") {
  std::array<int, 4> qa_at{}, dec_at{};
  int swapped_gold = 0, houses = 0;
  for (int i = 0; i < test::kPopulation; ++i) {
    PlanningPair p = make_planning(test::kSeed, i);
    REQUIRE(p.qa.pair == p.dec.pair);
    REQUIRE(p.qa.target == p.dec.target);
    CHECK(p.qa.source == (house_question(i) ? "house" : "grid"));
    CHECK(p.dec.scene == p.qa.scene);
    houses += p.qa.source == "house";
    Scene s = test::scene_of(p.qa);
    REQUIRE(s.count_in_room(p.qa.target) == 1);
    int thing = -1;
    for (int o : s.room_objects())
      if (s.world.things[o].type == p.qa.target) thing = o;
    int allo = static_cast<int>(mm::tos::allo_of(s.world.things[thing].at - s.at));
    int b = ((allo - p.qa.views[0].heading / 45) % 8 + 8) % 8;
    CHECK(b != 0);
    CHECK(p.qa.answer == sector_name(b));
    CHECK(p.qa.options[p.qa.gold] == p.qa.answer);
    CHECK(p.dec.answer == std::string(turn_to(b)) + "," + std::string(kGoAhead));
    CHECK(p.dec.options[p.dec.gold] == p.dec.answer);
    // One option goes ahead before it turns (order matters); a third of
    // them the gold's turn, so sharing a turn never gives the gold away.
    int ahead_first = 0;
    for (const std::string& o : p.dec.options) ahead_first += o.starts_with(std::string(kGoAhead) + ",");
    CHECK(ahead_first == 1);
    swapped_gold += std::find(p.dec.options.begin(), p.dec.options.end(),
                              std::string(kGoAhead) + "," + std::string(turn_to(b))) != p.dec.options.end();
    CHECK(solve_pla_qa(p.qa) == p.qa.gold);
    CHECK(solve_pla_dec(p.dec) == p.dec.gold);
    ++qa_at[p.qa.gold];
    ++dec_at[p.dec.gold];
  }
  for (int n : qa_at) CHECK(n == test::kPopulation / 4);
  for (int n : dec_at) CHECK(n == test::kPopulation / 4);
  CHECK(swapped_gold == (test::kPopulation + 2) / 3);
  CHECK(houses == test::house_questions());
}
