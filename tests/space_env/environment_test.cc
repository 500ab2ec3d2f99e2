// The release's environments: every fourth index a built-in house, the rest
// the core's generated layouts unchanged; every environment sound, the same
// for any caller and thread, with start and goal 8 moves apart and a
// shortcut walkthrough; a house's floor is its raster's rooms and doors, and
// its landmarks are floor furniture of the house.
#include <doctest/doctest.h>
#include <fmt/format.h>

#include <set>
#include <string>
#include <thread>
#include <vector>

#include "generator/core/object_types.h"
#include "generator/scenes/builtin_house.h"
#include "packs/common/house/house_raster.h"
#include "packs/space/env/environment.h"
#include "packs/space/large/house_plan.h"
#include "packs/space/large/walkthrough.h"
#include "tests/space/large_test_util.h"
#include "tests/space_env/space_env_test_util.h"

using namespace mm::space;
using mm::space::test::flood;
using mm::space::test::house_index;
using mm::space::test::kHouses;
using mm::space::test::kSeed;

namespace {

std::string dump(const Layout& l) { return layout_json(l).dump(); }

// What the seed's built-in scene ids start with.
std::string builtin_prefix() { return fmt::format("builtin-{}-", kSeed); }

// The built-in house number in a source id "builtin-<seed>-<number>".
int house_number(const std::string& source) { return std::stoi(source.substr(source.rfind('-') + 1)); }

std::set<std::string> every_type() {
  std::vector<std::string> names = mm::TypeTable::builtin().names();
  return {names.begin(), names.end()};
}

}  // namespace

TEST_CASE("every fourth environment is a house, the others the core's generated layouts") {
  CHECK_FALSE(house_environment(0));
  CHECK_FALSE(house_environment(2));
  CHECK(house_environment(3));
  CHECK_FALSE(house_environment(4));
  CHECK(house_environment(7));
  CHECK(house_environment(1000003));
  int kinds[4] = {};
  for (uint64_t i = 0; i < 200; ++i) {
    Layout a = large_environment(kSeed, i);
    CAPTURE(a.id);
    CHECK(dump(a) == dump(large_environment(kSeed, i)));
    CHECK(layout_problem(a) == "");
    CHECK(a.seed == kSeed);
    CHECK(a.index == i);
    CHECK(a.id == fmt::format("space-large-{}-{}-{}", a.kind, kSeed, i));
    if (house_environment(i)) {
      CHECK(a.kind == "house");
      CHECK(a.source.rfind(builtin_prefix(), 0) == 0);
      CHECK(layout_json(a).at("source") == a.source);
      ++kinds[3];
    } else {
      CHECK(dump(a) == dump(large_item_layout(kSeed, i)));
      CHECK(a.source == "");
      CHECK_FALSE(layout_json(a).contains("source"));
      ++kinds[i % 3];
    }
  }
  // In every 12 indices: maze, town and arena three times each, a house three times.
  for (int k = 0; k < 4; ++k) CHECK(kinds[k] == 50);
}

TEST_CASE("house environments are sound, far enough apart and have a shortcut walkthrough") {
  std::set<std::string> sources;
  for (int k = 0; k < kHouses; ++k) {
    Layout a = large_environment(kSeed, house_index(k));
    CAPTURE(a.id);
    CAPTURE(a.source);
    REQUIRE(layout_problem(a) == "");
    CHECK(a.kind == "house");
    sources.insert(a.source);
    auto d = flood(a.map, a.start);
    CHECK(d[a.goal.row][a.goal.col] >= kMinHousePath);
    CHECK(a.landmarks.size() >= static_cast<size_t>(kMinLandmarks));
    CHECK(a.landmarks.size() <= static_cast<size_t>(kMaxLandmarks));
    REQUIRE(has_shortcut_walkthrough(a));
    CHECK(check_shortcut(a, make_walkthrough(a, "shortcut").route).holds);
  }
  CHECK(sources.size() >= static_cast<size_t>(kHouses - 2));  // drawn among 2^20 houses: next to no repeats
}

TEST_CASE("a house's floor is its raster's rooms and doors, its landmarks floor furniture of the house") {
  const mm::TypeTable& types = mm::TypeTable::builtin();
  int other_room = 0;
  for (int k = 0; k < kHouses; ++k) {
    Layout a = large_environment(kSeed, house_index(k));
    CAPTURE(a.source);
    mm::Scene scene = mm::generate_builtin_house(kSeed, house_number(a.source));
    REQUIRE(scene.id == a.source);
    auto grid = mm::house::rasterise_house(scene, types, every_type());
    REQUIRE(grid.ok());
    CHECK(grid->rooms.size() >= static_cast<size_t>(kMinHouseRooms));
    HousePlan plan = house_plan(*grid);
    REQUIRE(a.rows() == plan.rows);
    REQUIRE(a.cols() == plan.cols);
    std::vector<std::vector<char>> floor(plan.rows, std::vector<char>(plan.cols, 0));
    std::vector<std::vector<int>> room_of(plan.rows, std::vector<int>(plan.cols, -1));
    for (size_t r = 0; r < plan.rooms.size(); ++r) {
      const HousePlan::Room& room = plan.rooms[r];
      for (int y = room.row; y < room.row + room.rows; ++y)
        for (int x = room.col; x < room.col + room.cols; ++x) floor[y][x] = 1, room_of[y][x] = static_cast<int>(r);
    }
    for (Cell d : plan.doors) floor[d.row][d.col] = 1;
    bool same = true;
    for (int r = 0; r < a.rows(); ++r)
      for (int c = 0; c < a.cols(); ++c) same = same && (a.map[r][c] != kObstacle) == (floor[r][c] == 1);
    CHECK(same);
    for (const Landmark& l : a.landmarks) {
      CAPTURE(l.name);
      const mm::Object* o = scene.object(l.name);
      REQUIRE(o != nullptr);
      CHECK(o->parent == "");
      REQUIRE(types.find(o->type) != nullptr);
      CHECK(types.find(o->type)->placement == mm::Placement::Floor);
      CHECK(room_of[l.cell.row][l.cell.col] >= 0);
      CHECK(a.map[l.cell.row][l.cell.col] == l.letter);
    }
    other_room += room_of[a.start.row][a.start.col] != room_of[a.goal.row][a.goal.col];
  }
  MESSAGE("start and goal in different rooms in " << other_room << " of " << kHouses << " houses");
  CHECK(other_room * 10 >= kHouses * 9);
}

TEST_CASE("environments are the same on any thread") {
  std::vector<std::string> serial, threaded(40);
  for (uint64_t i = 0; i < 40; ++i) serial.push_back(dump(large_environment(kSeed, i)));
  std::vector<std::thread> workers;
  for (int t = 0; t < 2; ++t)
    workers.emplace_back([&, t] {
      for (uint64_t i = t; i < 40; i += 2) threaded[i] = dump(large_environment(kSeed, i));
    });
  for (std::thread& w : workers) w.join();
  CHECK(threaded == serial);
  CHECK(dump(large_environment(kSeed + 1, 3)) != dump(large_environment(kSeed, 3)));
}

TEST_CASE("a house that cannot be an environment is refused with its reason") {
  // Among the seed's first built-in houses some have one room; the refusal names the scene.
  int refused = 0;
  for (int h = 0; h < 100 && refused == 0; ++h) {
    auto l = builtin_house_layout(kSeed, h, 3);
    if (l.ok()) continue;
    CAPTURE(l.error().message);
    CHECK(l.error().message.rfind(builtin_prefix(), 0) == 0);
    ++refused;
  }
  CHECK(refused == 1);
  // Every accepted house is the layout of its index.
  auto ok = builtin_house_layout(kSeed, 0, 11);
  REQUIRE(ok.ok());
  CHECK(ok->index == 11);
  CHECK(ok->source == builtin_prefix() + "0000");
}
