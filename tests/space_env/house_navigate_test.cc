// Route retracing and shortcut discovery in house environments, through
// make_episode as play, serve, score LOG and the episode list build them: a
// shortest-path agent scores SPL 1, the shortcut walkthrough keeps its
// promise (checked with an independent flood fill), and an episode is the
// same wherever it is built.
#include <doctest/doctest.h>
#include <fmt/format.h>

#include <algorithm>

#include "packs/space/env/environment.h"
#include "packs/space/env/episode_agents.h"
#include "packs/space/env/episodes.h"
#include "packs/space/large/navigate.h"
#include "tests/space/large_test_util.h"
#include "tests/space_env/space_env_test_util.h"

using namespace mm::space;
using mm::space::test::flood;
using mm::space::test::house_index;
using mm::space::test::kHouses;
using mm::space::test::kSeed;

namespace {

std::unique_ptr<Episode> episode(const std::string& task, uint64_t index) {
  auto ep = make_episode(task, kSeed, index);
  REQUIRE(ep.ok());
  return std::move(*ep);
}

}  // namespace

TEST_CASE("a shortest-path agent scores SPL 1 on route and shortcut episodes in houses") {
  for (std::string task : {"route", "shortcut"})
    for (int k = 0; k < kHouses; ++k) {
      uint64_t i = house_index(k);
      auto ep = episode(task, i);
      CAPTURE(ep->id());
      CHECK(ep->id() == fmt::format("space-{}-{}-{}", task, kSeed, i));
      mm::Json first = episode(task, i)->start();
      CHECK(first.at("observation").at("here") == "start");
      CHECK(first.dump() == episode(task, i)->start().dump());
      Layout layout = large_environment(kSeed, i);
      REQUIRE(layout.kind == "house");
      std::vector<Cell> path = shortest_path(layout, layout.start, layout.goal);
      CHECK(static_cast<int>(path.size()) - 1 == flood(layout.map, layout.start)[layout.goal.row][layout.goal.col]);
      // The release's oracle (episode_agents.h) walks a shortest path and stops.
      mm::Json result = play_oracle(*ep, kSeed, i);
      CHECK(ep->over());
      CHECK(result.at("success") == true);
      CHECK(result.at("spl") == 1.0);
      CHECK(result.at("moves") == static_cast<int>(path.size()) - 1);
      CHECK(result.at("steps") == static_cast<int>(path.size()));
    }
}

TEST_CASE("the shortcut walkthrough in a house leaves a strictly shorter path through unwalked cells") {
  for (int k = 0; k < kHouses; ++k) {
    uint64_t i = house_index(k);
    Layout layout = large_environment(kSeed, i);
    CAPTURE(layout.id);
    mm::Json frames = episode("shortcut", i)->start().at("walkthrough");
    Walkthrough walk = make_walkthrough(layout, "shortcut");
    REQUIRE(frames.size() == walk.frames.size());
    CHECK(frames == make_nav_episode("shortcut", layout, kSeed, i)->start().at("walkthrough"));
    int walked = static_cast<int>(walk.route.size()) - 1;
    int shortest = flood(layout.map, layout.start)[layout.goal.row][layout.goal.col];
    CHECK(shortest * 4 <= walked * 3);
    CHECK(walked <= 3 * shortest);
    std::vector<std::vector<char>> on(layout.rows(), std::vector<char>(layout.cols(), 0));
    for (Cell c : walk.route) on[c.row][c.col] = 1;
    CHECK(flood(layout.map, layout.start, &on)[layout.goal.row][layout.goal.col] > shortest);
    CHECK(std::count(walk.route.begin(), walk.route.end(), layout.goal) == 1);
  }
}

TEST_CASE("navigation episodes on a layout: the seed-and-index ones on generated layouts, refusals") {
  for (uint64_t i : {0, 1, 2}) {
    Layout l = large_item_layout(kSeed, i);
    CHECK(make_nav_episode("route", l, kSeed, i)->start().dump() ==
          make_nav_episode("route", kSeed, i)->start().dump());
    // make_episode's environments other than the houses are the core's.
    CHECK(episode("shortcut", i)->start().dump() == make_nav_episode("shortcut", kSeed, i)->start().dump());
  }
  Layout house = large_environment(kSeed, 3);
  CHECK_THROWS_AS(make_nav_episode("route", house, kSeed, 4), std::invalid_argument);
  CHECK_THROWS_AS(make_nav_episode("explore", house, kSeed, 3), std::invalid_argument);
  // A corridor has no shortcut: a shortcut episode on it is refused, not promised.
  Layout corridor;
  corridor.seed = kSeed;
  corridor.kind = "house";
  corridor.id = "corridor";
  corridor.map = {"############", "#S.........G#", "############"};
  corridor.start = {1, 1};
  corridor.goal = {1, 11};
  CHECK_FALSE(has_shortcut_walkthrough(corridor));
  CHECK_THROWS_AS(make_nav_episode("shortcut", corridor, kSeed, 0), std::runtime_error);
}
