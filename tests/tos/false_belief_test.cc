// False belief: shifts on 300 worlds are valid; a perfect reviser, an inert
// one, and the protocol's two phases score as the metrics say.
#include <doctest/doctest.h>

#include <set>
#include <sstream>

#include "packs/tos/explorers.h"
#include "packs/tos/false_belief.h"
#include "packs/tos/protocol.h"
#include "tests/tos/tos_fixture.h"

using namespace mm;
using namespace mm::tos;

namespace {

BeliefMap true_map(const World& w) {
  BeliefMap m;
  for (int i : w.objects()) m.global[w.things[i].name] = {w.things[i].at, w.things[i].facing};
  return m;
}

std::vector<std::string> names_of(const World& w, const std::vector<Change>& cs) {
  std::vector<std::string> out;
  for (const Change& c : cs) out.push_back(w.things[c.thing].name);
  return out;
}

}  // namespace

TEST_CASE("shifts: four objects moved in their room or turned, everything else kept, deterministic") {
  int moved = 0, turned_n = 0;
  for (int i = 0; i < 300; ++i) {
    World w = test::world(i);
    std::vector<Change> cs, again;
    World s = shift_world(w, 0, 4, cs);
    World s2 = shift_world(w, 0, 4, again);
    REQUIRE(cs.size() == 4);
    std::set<Cell> cells;
    std::set<int> changed;
    for (const Change& c : cs) {
      changed.insert(c.thing);
      const Thing& t = s.things[c.thing];
      if (c.moved) {
        ++moved;
        CHECK(t.at != c.from);
        CHECK(s.rooms[t.rooms[0]].contains(t.at));
        CHECK(t.facing == w.things[c.thing].facing);
      } else {
        ++turned_n;
        CHECK(t.at == c.from);
        REQUIRE(t.facing);
        CHECK(*t.facing != *w.things[c.thing].facing);
      }
    }
    for (int o : s.objects()) {
      CHECK(cells.insert(s.things[o].at).second);
      CHECK(s.things[o].at != s.start);
      if (!changed.count(o)) CHECK(s.things[o].at == w.things[o].at);
      CHECK(s.things[o].at == s2.things[o].at);
    }
  }
  MESSAGE("moved " << moved << ", turned " << turned_n);
  CHECK(turned_n > 300);
  CHECK(moved > 300);
}

TEST_CASE("a perfect reviser: F1 1, correctness 1, no inertia, and an inert one: inertia 1") {
  for (int i = 0; i < 100; ++i) {
    World w = test::world(i);
    std::vector<Change> cs;
    World s = shift_world(w, 0, 4, cs);
    Env env(s, 40);
    run_scout(env);
    FalseBeliefScore good = score_false_belief(s, cs, env.log(), names_of(s, cs), true_map(w), true_map(s));
    CHECK(good.identification_f1 == doctest::Approx(1.0));
    CHECK(good.changed.correctness == doctest::Approx(1.0));
    for (double p : good.pos_inertia) CHECK(p == doctest::Approx(0.0));
    for (double o : good.ori_inertia) CHECK(o == 0.0);
    CHECK(good.steps == env.steps());
    CHECK(good.redundant_steps >= 0);
    CHECK(good.redundant_steps < good.steps);

    FalseBeliefScore inert = score_false_belief(s, cs, env.log(), {}, true_map(w), true_map(w));
    CHECK(inert.identification_f1 == 0.0);
    for (double p : inert.pos_inertia) CHECK(p == doctest::Approx(1.0));
    for (double o : inert.ori_inertia) CHECK(o == 1.0);
    CHECK(inert.changed.correctness < 1.0);
  }
}

TEST_CASE("false belief through the protocol: two phases, the shift line, scores at the end") {
  World w = test::world(8);
  Env first(w, 40);
  run_scout(first);
  std::vector<Change> cs;
  World s = shift_world(w, 0, 4, cs);
  Pose end_pose = first.pose();
  Env second(s, 40, end_pose);
  run_scout(second);
  auto map_json = [](const World& wd) {
    Json g = Json::object();
    for (int i : wd.objects())
      g[wd.things[i].name] = {{"at", {wd.things[i].at.x, wd.things[i].at.y}},
                              {"facing", wd.things[i].facing ? Json(heading_name(*wd.things[i].facing)) : Json(nullptr)}};
    return Json{{"global", g}};
  };
  std::string input;
  for (size_t k = 0; k < first.log().size(); ++k) {
    Json line = test::turn_line(first.log()[k]);
    if (k + 1 == first.log().size()) line["map"] = map_json(w);
    input += line.dump() + "\n";
  }
  for (size_t k = 0; k < second.log().size(); ++k) {
    Json line = test::turn_line(second.log()[k]);
    if (k + 1 == second.log().size()) {
      line["map"] = map_json(s);
      line["changed"] = names_of(s, cs);
    }
    input += line.dump() + "\n";
  }
  PlayOptions opt;
  opt.episode.budget = 40;
  opt.episode.false_belief = true;
  std::vector<Json> lines = test::play_lines(w, input, opt);
  int ends = 0, shifts = 0;
  Json last_end;
  for (const Json& j : lines) {
    if (j["type"] == "turn") CHECK_FALSE(j.contains("error"));
    if (j["type"] == "shift") ++shifts;
    if (j["type"] == "end") ++ends, last_end = j;
  }
  CHECK(shifts == 1);
  REQUIRE(ends == 2);
  CHECK(last_end["phase"] == 2);
  CHECK(last_end["false_belief"]["identification_f1"] == 1.0);
  CHECK(last_end["false_belief"]["changed"]["correctness"] == 1.0);
  CHECK(last_end["false_belief"]["steps"] == second.steps());
}
