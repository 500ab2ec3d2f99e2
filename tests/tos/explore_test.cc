// Scout's coverage, and AC-3 domains: on 1,000 worlds the true cell of
// every object survives every turn, and information gain never falls.
#include <doctest/doctest.h>

#include "packs/tos/domains.h"
#include "packs/tos/explorers.h"
#include "tests/tos/tos_fixture.h"

using namespace mm;
using namespace mm::tos;

namespace {

// Observes once from the start and returns the last object in view (with
// more than one possible cell when `unpinned`), or -1.
int first_look(const World& w, Env& env, Domains& d, bool unpinned) {
  env.step({{Act::Observe, "", 0}});
  d.add_turn(env.log().back());
  int target = -1;
  for (const Seen& s : env.log().back().result.observation->seen)
    if (!w.things[s.thing].is_door() && (!unpinned || d.cells(s.thing).size() > 1)) target = s.thing;
  return target;
}

}  // namespace

TEST_CASE("Scout sees every object, ends with Terminate, and fits the default budget") {
  std::vector<int> steps;
  for (int i = 0; i < 1000; ++i) {
    World w = test::world(i);
    Env env(w, 40);
    run_scout(env);
    std::vector<bool> seen(w.things.size(), false);
    for (const Turn& t : env.log()) {
      CHECK_MESSAGE(t.result.error.empty(), t.result.error);
      if (t.result.observation)
        for (const Seen& s : t.result.observation->seen) seen[s.thing] = true;
    }
    for (int o : w.objects()) CHECK_MESSAGE(seen[o], w.id << " never saw " << w.things[o].name);
    REQUIRE(!env.log().empty());
    CHECK(env.log().back().result.terminated);
    steps.push_back(env.steps());
  }
  std::sort(steps.begin(), steps.end());
  MESSAGE("Scout steps: median " << steps[steps.size() / 2] << ", max " << steps.back());
  CHECK(steps.back() <= 20);
}

TEST_CASE("AC-3 never prunes the true cell, and information gain never falls (1,000 worlds)") {
  double total = 0;
  for (int i = 0; i < 1000; ++i) {
    World w = test::world(i);
    Env env(w, 40);
    run_scout(env);
    Domains d(w);
    CHECK(d.prior_cells() == w.bounds().cells());
    double last = d.information_gain();
    CHECK(last == doctest::Approx(0.0));
    for (const Turn& t : env.log()) {
      d.add_turn(t);
      for (int o : w.objects()) REQUIRE_MESSAGE(d.possible(o, w.things[o].at), w.id << " pruned " << w.things[o].name);
      double e = d.information_gain();
      CHECK(e >= last - 1e-12);
      last = e;
    }
    total += last;
  }
  MESSAGE("mean information gain after Scout: " << total / 1000);
}

TEST_CASE("Query pins an object, and standing on an object makes later constraints binary") {
  World w = test::world(4);
  Env env(w, 40);
  Domains d(w);
  int target = first_look(w, env, d, false);
  if (target < 0) return;  // nothing in view at the start of this world
  env.step({{Act::Query, w.things[target].name, 0}});
  d.add_turn(env.log().back());
  CHECK(d.cells(target) == std::vector<Cell>{w.things[target].at});
  env.step({{Act::Goto, w.things[target].name, 0}, {Act::Rotate, "", 180}, {Act::Observe, "", 0}});
  d.add_turn(env.log().back());
  for (int o : w.objects()) CHECK(d.possible(o, w.things[o].at));
}

TEST_CASE("standing on an object not pinned, what is seen of the doors narrows where the object can be") {
  int checked = 0;
  for (int i = 0; i < 200; ++i) {
    World w = test::world(i);
    Env env(w, 40);
    Domains d(w);
    int target = first_look(w, env, d, true);
    if (target < 0) continue;
    for (int deg : {0, 90, 180, 270}) {
      std::vector<Action> turn{{Act::Goto, w.things[target].name, 0}, {Act::Observe, "", 0}};
      if (deg) turn = {{Act::Rotate, "", deg}, {Act::Observe, "", 0}};
      env.step(turn);
      const Turn& t = env.log().back();
      REQUIRE(t.result.error.empty());
      d.add_turn(t);
      CHECK(d.possible(target, w.things[target].at));
      // Every cell left for the object shows each door as the agent saw it.
      const Observation& obs = *t.result.observation;
      for (Cell c : d.cells(target))
        for (int door = 0; door < static_cast<int>(w.things.size()); ++door) {
          if (!w.things[door].is_door()) continue;
          Observation from_c = observe(w, {c, obs.pose.heading});
          auto shown = [&](const Observation& o) {
            for (const Seen& s : o.seen)
              if (s.thing == door) return std::optional<std::pair<Ego, Dist>>({s.ego, s.dist});
            return std::optional<std::pair<Ego, Dist>>();
          };
          CHECK(shown(from_c) == shown(obs));
          ++checked;
        }
    }
  }
  CHECK(checked > 1000);
}

TEST_CASE("Strategist: sees every object, never breaks a rule, and pins every object on most worlds") {
  std::vector<int> resolved_at, steps;
  int unresolved = 0;
  for (int i = 0; i < 300; ++i) {
    World w = test::world(i);
    Env env(w, 60);
    int at = run_strategist(env);
    std::vector<bool> seen(w.things.size(), false);
    Domains d(w);
    for (const Turn& t : env.log()) {
      CHECK_MESSAGE(t.result.error.empty(), w.id << ": " << t.result.error);
      // It stands on objects it has not pinned: the true cells survive.
      d.add_turn(t);
      for (int o : w.objects()) REQUIRE_MESSAGE(d.possible(o, w.things[o].at), w.id << " pruned " << w.things[o].name);
      if (t.result.observation)
        for (const Seen& s : t.result.observation->seen) seen[s.thing] = true;
    }
    for (int o : w.objects()) CHECK_MESSAGE(seen[o], w.id << " never saw " << w.things[o].name);
    steps.push_back(env.steps());
    if (at < 0) ++unresolved;
    else resolved_at.push_back(at);
  }
  std::sort(resolved_at.begin(), resolved_at.end());
  std::sort(steps.begin(), steps.end());
  MESSAGE("Strategist: every domain a single cell on " << resolved_at.size() << " of 300 worlds; median step "
          << (resolved_at.empty() ? -1 : resolved_at[resolved_at.size() / 2]) << "; median episode " << steps[steps.size() / 2]
          << " steps, max " << steps.back());
  CHECK(unresolved == 0);
  // Every object pinned after 9 steps (median; 10 before it drew only worlds
  // that explain the log and weighted bits toward objects barely placed, 11
  // before it could stand on objects it had not pinned): docs/tos.md, "The
  // Strategist".
  CHECK(resolved_at[resolved_at.size() / 2] <= 9);
  long within_9 = std::count_if(resolved_at.begin(), resolved_at.end(), [](int s) { return s <= 9; });
  MESSAGE("pinned within 9 steps on " << within_9 << " of 300 worlds");
}
