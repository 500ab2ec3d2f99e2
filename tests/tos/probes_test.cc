// Cognitive-map probes as passive questions (probes.h): each probe's gold
// re-derived by brute force from the log's observations and the world, the
// true map scoring 1, and a wrong map scoring what the metric says.
#include <doctest/doctest.h>

#include <cmath>
#include <set>

#include "packs/tos/cogmap.h"
#include "packs/tos/explorers.h"
#include "packs/tos/probes.h"
#include "packs/tos/score.h"
#include "tests/tos/tos_fixture.h"

namespace mm::tos {

TEST_CASE("cogmap probes: three per Scout log, at growing steps, each gold the true map of what the cut log saw") {
  int probes = 0;
  for (int i = 0; i < 200; ++i) {
    World w = test::world(i);
    CAPTURE(w.id);
    Env env(w, 40);
    run_scout(env);
    std::vector<Question> qs = make_cogmap_probes(w, env.log());
    CHECK(qs.size() == 3);
    int last = 0;
    for (size_t k = 0; k < qs.size(); ++k) {
      const Question& q = qs[k];
      CHECK(q.task == "cogmap");
      CHECK(q.id == w.id + "/cogmap/" + std::to_string(k));
      int step = q.ask["step"].get<int>();
      CHECK(step > last);
      CHECK(step <= env.steps());
      last = step;
      // Brute force: every object named in an observation of the first
      // `step` turns, and where it truly is.
      std::set<std::string> seen;
      for (int t = 0; t < step; ++t)
        if (const auto& o = env.log()[static_cast<size_t>(t)].result.observation) {
          for (const Seen& s : o->seen)
            if (!w.things[s.thing].is_door()) seen.insert(w.things[s.thing].name);
          if (o->here >= 0 && !w.things[o->here].is_door()) seen.insert(w.things[o->here].name);
        }
      CHECK(!seen.empty());
      CHECK(q.ask["objects"].size() == seen.size());
      CHECK(q.gold.size() == seen.size());
      for (const std::string& name : seen) {
        REQUIRE(q.gold.contains(name));
        const Thing& t = w.things[w.index_of(name)];
        CHECK(q.gold[name]["at"] == Json::array({t.at.x, t.at.y}));
        CHECK(q.gold[name]["facing"] == (t.facing ? Json(heading_name(*t.facing)) : Json(nullptr)));
      }
      CHECK(log_for(q, env.log()).size() == size_t(step));
      ++probes;
    }
    CHECK(last == env.steps());  // the last probe comes after the whole log
  }
  CHECK(probes == 600);
}

TEST_CASE("cogmap probes: the true map scores 1, a shifted map loses only position, an empty one scores 0") {
  World w = test::world(3);
  Env env(w, 40);
  run_scout(env);
  const Question q = make_cogmap_probes(w, env.log()).back();
  Score right = score_answer(w, q, gold_text(q));
  CHECK(right.parsed);
  CHECK(right.score == doctest::Approx(1.0));
  // Every object one cell east: directions between them and facings still
  // hold, positions are off by one cell.
  Json shifted = q.gold;
  for (auto& [name, v] : shifted.items()) v["at"][0] = v["at"][0].get<int>() + 1;
  Score off = score_answer(w, q, "My map:\n```json\n" + shifted.dump() + "\n```");
  CHECK(off.details["dir"] == doctest::Approx(1.0));
  CHECK(off.details["facing"] == doctest::Approx(1.0));
  CHECK(off.details["pos"] == doctest::Approx(std::exp(-1.0 / w.scale())).epsilon(1e-3));  // rounded to 4 places
  CHECK(off.score < 1.0);
  Score empty = score_answer(w, q, "{}");
  CHECK(empty.parsed);
  CHECK(empty.score == doctest::Approx(0.0).epsilon(0.34));  // facing.acc alone may count
  Score none = score_answer(w, q, "I do not know.");
  CHECK(!none.parsed);
  CHECK(none.score == 0);
}

}  // namespace mm::tos
