// Large-scale layouts: every generated layout is sound (walled, 4 to 8
// landmarks, every mark reachable by an independent flood fill, start and
// goal at least 8 moves apart), repeats byte for byte, and the house
// rasteriser honours its plan; DM text windows follow the legend.
#include <doctest/doctest.h>

#include <array>
#include <set>
#include <stdexcept>

#include "packs/space/large/dm_text.h"
#include "packs/space/large/house_plan.h"
#include "packs/space/large/layout.h"
#include "tests/space/large_test_util.h"
#include "tests/space/space_test_util.h"

using namespace mm::space;
using mm::space::test::flood;
using mm::space::test::kPopulation;
using mm::space::test::kSeed;

TEST_CASE("generated layouts are sound and their marks reachable") {
  for (std::string_view kind : layout_kinds()) {
    int landmark_counts[kMaxLandmarks + 1] = {};
    for (int i = 0; i < kPopulation; ++i) {
      Layout layout = make_layout(kind, kSeed, i);
      CAPTURE(layout.id);
      CHECK(layout.kind == kind);
      CHECK(layout.id == "space-large-" + std::string(kind) + "-" + std::to_string(kSeed) + "-" + std::to_string(i));
      CHECK(layout_problem(layout) == "");
      CHECK(layout.rows() >= 9);
      CHECK(layout.rows() <= 19);
      auto d = flood(layout.map, layout.start);
      CHECK(d[layout.goal.row][layout.goal.col] >= 8);
      std::set<char> letters;
      for (const Landmark& l : layout.landmarks) {
        CHECK(d[l.cell.row][l.cell.col] > 0);
        CHECK(layout.map[l.cell.row][l.cell.col] == l.letter);
        letters.insert(l.letter);
      }
      CHECK(letters.size() == layout.landmarks.size());
      CHECK(letters.count('S') + letters.count('G') == 0);
      ++landmark_counts[layout.landmarks.size()];
      CHECK(layout_json(layout).dump() == layout_json(make_layout(kind, kSeed, i)).dump());
    }
    for (int n = kMinLandmarks; n <= kMaxLandmarks; ++n) CHECK(landmark_counts[n] > 0);
  }
  CHECK_THROWS_AS(make_layout("castle", kSeed, 0), std::invalid_argument);
  CHECK(layout_kind_for(4) == "town");
}

TEST_CASE("layout_problem names what is wrong") {
  Layout layout = make_layout("arena", kSeed, 1);
  Layout open = layout;
  open.map[0][1] = kFree;
  CHECK(layout_problem(open).find("outer ring") != std::string::npos);
  Layout stray = layout;
  stray.map[layout.goal.row][layout.goal.col] = 'Q';
  CHECK(layout_problem(stray).find("stray") != std::string::npos);
  Layout few = layout;
  few.landmarks.resize(3);
  CHECK(layout_problem(few) != "");
}

namespace {

// Three rooms in a row, walls between them, one door in each wall.
HousePlan three_rooms() {
  HousePlan plan;
  plan.rows = 9;
  plan.cols = 17;
  plan.rooms = {{"kitchen", 1, 1, 7, 5}, {"living", 1, 7, 7, 4}, {"bedroom", 1, 12, 7, 4}};
  plan.doors = {{4, 6}, {2, 11}};
  plan.furniture = {{"Fridge|1", {1, 1}}, {"Sofa|2", {4, 8}}, {"Bed|3", {6, 14}},
                    {"Table|4", {3, 3}},  {"Desk|5", {1, 14}}, {"TV|6", {7, 9}}};
  return plan;
}

}  // namespace

TEST_CASE("a rasterised house grid becomes the same plan, row 0 north") {
  mm::house::HouseGrid g;
  g.width = 11;
  g.height = 5;
  g.rooms = {{"room|1", "Kitchen", 1, 1, 5, 3}, {"room|2", "Bedroom", 7, 1, 9, 3}};
  g.doors = {{"door|1|2", 0, 1, {6, 2}}};
  g.things = {{"Fridge|1|1", "Fridge", 0, {1, 3}, false}, {"Bed|2|1", "Bed", 1, {8, 1}, false},
              {"Painting|2|1", "Painting", 1, {9, 2}, true}};
  HousePlan plan = house_plan(g);
  CHECK(plan.rows == 5);
  CHECK(plan.cols == 11);
  REQUIRE(plan.rooms.size() == 2);
  CHECK(plan.rooms[1].name == "room|2");
  CHECK((std::array{plan.rooms[1].row, plan.rooms[1].col, plan.rooms[1].rows, plan.rooms[1].cols}) ==
        std::array{1, 7, 3, 3});
  REQUIRE(plan.doors.size() == 1);
  CHECK(plan.doors[0] == Cell{2, 6});
  REQUIRE(plan.furniture.size() == 2);  // the painting hangs on a wall
  CHECK(plan.furniture[0].name == "Fridge|1|1");
  CHECK(plan.furniture[0].cell == Cell{1, 1});
  CHECK(plan.furniture[1].cell == Cell{3, 8});
}

TEST_CASE("house layouts follow the plan") {
  HousePlan plan = three_rooms();
  for (int i = 0; i < 50; ++i) {
    Layout layout = layout_from_house(plan, kSeed, i);
    CAPTURE(i);
    CHECK(layout_problem(layout) == "");
    CHECK(layout.kind == "house");
    CHECK(layout.map[4][6] != kObstacle);  // doors are open
    CHECK(layout.map[4][11] == kObstacle);  // walls elsewhere
    for (const Landmark& l : layout.landmarks) {
      bool from_plan = false;
      for (const auto& f : plan.furniture) from_plan = from_plan || (f.name == l.name && f.cell == l.cell);
      CHECK(from_plan);
    }
    auto room = [](Cell c) { return c.col <= 5 ? 0 : c.col <= 10 ? 1 : 2; };
    CHECK(room(layout.start) != room(layout.goal));
    CHECK(layout_json(layout).dump() == layout_json(layout_from_house(plan, kSeed, i)).dump());
  }
  plan.furniture.resize(3);
  CHECK_THROWS_AS(layout_from_house(plan, kSeed, 0), std::invalid_argument);
}

TEST_CASE("DM text windows follow the legend") {
  Layout layout;
  layout.map = {"#######", "#S..A.#", "#.##..#", "#..B.G#", "#######"};
  layout.start = {1, 1};
  layout.goal = {3, 5};
  // The corner window: two rows and two columns outside the map.
  CHECK(dm_window(layout, {1, 1}) == CharGrid{"~~~~~", "~####", "~#@..", "~#.##", "~#..B"});
  CHECK(dm_window(layout, {2, 4}, 3) == CharGrid{".A.", "#@.", "B.G"});
  CHECK(dm_under(layout, {1, 1}) == "start");
  CHECK(dm_under(layout, {3, 5}) == "goal");
  CHECK(dm_under(layout, {1, 4}) == "A");
  CHECK(dm_under(layout, {1, 2}) == "");
  CHECK_THROWS_AS(dm_window(layout, {1, 1}, 4), std::invalid_argument);
  for (int i = 0; i < 30; ++i) {
    Layout l = make_layout(layout_kind_for(i), kSeed, i);
    for (int size : {5, 7}) {
      CharGrid w = dm_window(l, l.start, size);
      CHECK(is_token_safe(w));
      CHECK(w.size() == static_cast<size_t>(size));
      CHECK(w[size / 2][size / 2] == kAgent);
    }
  }
}
