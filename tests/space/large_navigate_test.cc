// Walkthroughs and navigation: the route walkthrough is a shortest path, the
// shortcut walkthrough leaves a strictly shorter path through unwalked cells
// (checked with an independent flood fill), the tour passes every landmark;
// a shortest-path agent scores SPL 1, a random one near 0; walls refuse
// moves and the budget ends the episode.
#include <doctest/doctest.h>

#include <algorithm>

#include "packs/space/large/navigate.h"
#include "tests/space/large_test_util.h"
#include "tests/space/space_test_util.h"

using namespace mm::space;
using mm::space::test::flood;
using mm::space::test::kPopulation;
using mm::space::test::kSeed;
using mm::space::test::move_name;

namespace {

bool is_walk(const Layout& layout, const std::vector<Cell>& route) {
  if (route.empty() || route.front() != layout.start || route.back() != layout.goal) return false;
  for (size_t i = 0; i < route.size(); ++i) {
    if (!layout.walkable(route[i])) return false;
    if (i > 0 && std::abs(route[i].row - route[i - 1].row) + std::abs(route[i].col - route[i - 1].col) != 1)
      return false;
  }
  return true;
}

Layout layout_at(int i) { return make_layout(layout_kind_for(i), kSeed, i); }

}  // namespace

TEST_CASE("route walkthroughs are shortest paths and tours pass every landmark") {
  for (int i = 0; i < kPopulation; ++i) {
    Layout layout = layout_at(i);
    CAPTURE(layout.id);
    auto d = flood(layout.map, layout.start);
    Walkthrough route = make_walkthrough(layout, "route");
    CHECK(is_walk(layout, route.route));
    CHECK(static_cast<int>(route.route.size()) - 1 == d[layout.goal.row][layout.goal.col]);
    CHECK(route.frames.size() == route.route.size());
    Walkthrough tour = make_walkthrough(layout, "tour");
    CHECK(is_walk(layout, tour.route));
    for (const Landmark& l : layout.landmarks)
      CHECK(std::find(tour.route.begin(), tour.route.end(), l.cell) != tour.route.end());
    CHECK(walkthrough_json(tour).dump() == walkthrough_json(make_walkthrough(layout, "tour")).dump());
  }
  CHECK_THROWS_AS(make_walkthrough(layout_at(0), "wander"), std::invalid_argument);
}

TEST_CASE("shortcut walkthroughs leave a strictly shorter path through unwalked cells") {
  for (int i = 0; i < kPopulation; ++i) {
    Layout layout = layout_at(i);
    CAPTURE(layout.id);
    Walkthrough walk = make_walkthrough(layout, "shortcut");
    REQUIRE(is_walk(layout, walk.route));
    int walked = static_cast<int>(walk.route.size()) - 1;
    int shortest = flood(layout.map, layout.start)[layout.goal.row][layout.goal.col];
    CHECK(shortest * 4 <= walked * 3);  // shortest <= 0.75 x walked
    CHECK(walked <= 3 * shortest);
    // Restricted to the walked cells the goal is farther: every shortest path
    // uses at least one cell the walkthrough never stepped on.
    std::vector<std::vector<char>> on(layout.rows(), std::vector<char>(layout.cols(), 0));
    for (Cell c : walk.route) on[c.row][c.col] = 1;
    int retraced = flood(layout.map, layout.start, &on)[layout.goal.row][layout.goal.col];
    CHECK(retraced > shortest);
    // Exhibit one: a shortest path leaving the walked cells.
    std::vector<Cell> best = shortest_path(layout, layout.start, layout.goal);
    CHECK(std::any_of(best.begin(), best.end(), [&](Cell c) { return !on[c.row][c.col]; }));
    ShortcutFacts facts = check_shortcut(layout, walk.route);
    CHECK(facts.holds);
    CHECK(facts.on_route == retraced);
    // The goal is reached only at the end.
    CHECK(std::count(walk.route.begin(), walk.route.end(), layout.goal) == 1);
  }
}

TEST_CASE("SPL and breadth-first paths") {
  CHECK(spl(true, 10, 10) == 1.0);
  CHECK(spl(true, 10, 20) == 0.5);
  CHECK(spl(true, 10, 5) == 1.0);
  CHECK(spl(false, 10, 10) == 0.0);
  Layout layout;
  layout.map = {"#####", "#S..#", "#.#.#", "#..G#", "#####"};
  layout.start = {1, 1};
  layout.goal = {3, 3};
  CHECK(path_length(layout, layout.start, layout.goal) == 4);
  CHECK(path_length(layout, layout.start, {2, 2}) == -1);
  CHECK(shortest_path(layout, layout.start, layout.goal) == std::vector<Cell>{{1, 1}, {2, 1}, {3, 1}, {3, 2}, {3, 3}});
}

TEST_CASE("a shortest-path agent scores SPL 1 on route and shortcut episodes") {
  for (std::string task : {"route", "shortcut"})
    for (int i = 0; i < kPopulation; ++i) {
      auto ep = make_nav_episode(task, kSeed, i);
      CAPTURE(ep->id());
      mm::Json first = ep->start();
      CHECK(first.at("observation").at("here") == "start");
      CHECK(first.at("walkthrough").size() > 8);
      Layout layout = layout_at(i);
      std::vector<Cell> path = shortest_path(layout, layout.start, layout.goal);
      for (size_t k = 1; k < path.size(); ++k) {
        StepResult r = ep->act({{"action", move_name(path[k - 1], path[k])}});
        CHECK(r.error == "");
        CHECK_FALSE(r.over);
      }
      StepResult end = ep->act({{"action", "stop"}});
      CHECK(end.over);
      mm::Json result = ep->result();
      CHECK(result.at("success") == true);
      CHECK(result.at("spl") == 1.0);
      CHECK(result.at("steps") == static_cast<int>(path.size()));
    }
}

TEST_CASE("walls refuse moves, bad actions are refused, and the budget ends the episode") {
  auto ep = make_nav_episode("route", kSeed, 2);
  mm::Json obs = ep->start().at("observation");
  CHECK(obs.size() == 4);  // window, here, steps, steps_left: no coordinates
  CHECK(obs.contains("window"));
  CHECK(obs.at("window")[2].get<std::string>()[2] == '@');
  std::string blocked;
  for (std::string dir : {"up", "down", "left", "right"})
    if (obs.at("window")[2 + (dir == "down") - (dir == "up")]
            .get<std::string>()[2 + (dir == "right") - (dir == "left")] == '#')
      blocked = dir;
  REQUIRE(blocked != "");
  StepResult r = ep->act({{"action", blocked}});
  CHECK(r.error.find("obstacle") != std::string::npos);
  CHECK(r.observation.at("window") == obs.at("window"));
  CHECK(r.observation.at("steps") == 1);
  CHECK(ep->act({{"action", "fly"}}).error.find("unknown action") != std::string::npos);
  CHECK(ep->act(mm::Json::array()).error != "");
  int budget = nav_budget(ep->shortest());
  CHECK(ep->start().at("budget") == budget);
  int steps = 3;
  while (!ep->over()) ep->act({{"action", blocked}}), ++steps;
  CHECK(steps == budget);
  CHECK(ep->result().at("success") == false);
  CHECK(ep->act({{"action", "stop"}}).error == "the episode is over");
  auto stopped = make_nav_episode("shortcut", kSeed, 2);
  stopped->start();
  CHECK(stopped->act({{"action", "stop"}}).over);
  CHECK(stopped->result().at("success") == false);
  CHECK(make_nav_episode("route", kSeed, 5)->start().dump() == make_nav_episode("route", kSeed, 5)->start().dump());
  CHECK_THROWS_AS(make_nav_episode("explore", kSeed, 0), std::invalid_argument);
}

TEST_CASE("random agents score near chance") {
  const char* moves[] = {"up", "down", "left", "right", "stop"};
  double uniform = 0, walker = 0;
  for (int i = 0; i < kPopulation; ++i) {
    mm::Rng rng = mm::Rng::derive(kSeed, {"test", "random-agent"}, i);
    auto ep = make_nav_episode(i % 2 ? "shortcut" : "route", kSeed, i);
    ep->start();
    while (!ep->over()) ep->act({{"action", moves[rng.below(5)]}});
    uniform += ep->result().at("spl").get<double>();
    // A random walker that stops as soon as it stands on the goal.
    auto walk = make_nav_episode(i % 2 ? "shortcut" : "route", kSeed, i);
    mm::Json obs = walk->start().at("observation");
    while (!walk->over())
      obs = walk->act({{"action", obs.at("here") == "goal" ? "stop" : moves[rng.below(4)]}}).observation;
    walker += walk->result().at("spl").get<double>();
  }
  uniform /= kPopulation;
  walker /= kPopulation;
  MESSAGE("random agent mean SPL: uniform over 5 actions " << uniform << ", random walk stopping on the goal "
                                                           << walker);
  CHECK(uniform < 0.05);
  CHECK(walker < 0.15);
}
