// Cognitive-map probes: the true map scores 1 on every metric, the metrics
// fall as the map is wrong in each way, bad maps get located errors, the
// schema agrees with the reader, the uncertainty probe's F1, and probes
// through the protocol.
#include <doctest/doctest.h>

#include <sstream>

#include "base/schema_check.h"
#include "packs/tos/cogmap.h"
#include "packs/tos/explorers.h"
#include "packs/tos/protocol.h"
#include "packs/tos/world_json.h"
#include "tests/tos/tos_fixture.h"

using namespace mm;
using namespace mm::tos;

namespace {

Json map_json(const std::map<std::string, Placed>& part) {
  Json j = Json::object();
  for (const auto& [name, p] : part)
    j[name] = {{"at", {p.at.x, p.at.y}}, {"facing", p.facing ? Json(heading_name(*p.facing)) : Json(nullptr)}};
  return j;
}

}  // namespace

TEST_CASE("the true map scores 1, and shifted, missing, turned and swapped maps score less") {
  for (int i = 0; i < 50; ++i) {
    World w = test::world(i);
    auto truth = global_truth(w, w.objects());
    MapPart exact;
    for (const auto& [n, p] : truth) exact[n] = p;
    MapScore s = score_map_part(exact, truth, w.scale());
    CHECK(s.correctness == doctest::Approx(1.0));
    CHECK(s.placed == 12);

    MapPart shifted = exact;
    for (auto& [n, p] : shifted) p.at = p.at + Cell{1, 0};
    MapScore sh = score_map_part(shifted, truth, w.scale());
    CHECK(sh.pos < 1.0);
    CHECK(sh.pos == doctest::Approx(std::exp(-1.0 / w.scale())));
    CHECK(sh.dir == doctest::Approx(1.0));  // a shift keeps every pairwise direction

    MapPart half = exact;
    for (int k = 0; k < 6; ++k) half.erase(half.begin());
    CHECK(score_map_part(half, truth, w.scale()).pos == doctest::Approx(0.5));

    MapPart turned_map = exact;
    for (auto& [n, p] : turned_map)
      if (p.facing) p.facing = turned(*p.facing, 2);
    CHECK(score_map_part(turned_map, truth, w.scale()).facing == doctest::Approx(0.0));

    MapPart mirrored = exact;
    for (auto& [n, p] : mirrored) p.at = {-p.at.x, p.at.y};
    CHECK(score_map_part(mirrored, truth, w.scale()).dir < 0.9);
  }
}

TEST_CASE("local truth: objects in view, the agent at the origin facing +y") {
  World w = test::world(0);
  for (int h = 0; h < 4; ++h) {
    Pose p{w.start, static_cast<Heading>(h)};
    auto local = local_truth(w, p);
    for (const auto& [name, placed] : local) {
      const Thing* t = w.find(name);
      CHECK(sees(w, p, w.index_of(name)));
      CHECK(from_local({placed.at.y, placed.at.x}, p.heading) == t->at - p.at);
      if (t->facing) CHECK(turned(*placed.facing, h) == *t->facing);
    }
  }
}

TEST_CASE("bad maps: the error names the pointer, and the schema accepts what the reader accepts") {
  World w = test::world(0);
  auto checker = SchemaChecker::load("schemas/tos-map.schema.json");
  REQUIRE(checker.ok());
  struct Case { const char* json; const char* expect; };
  const std::string chair = w.things[w.objects()[0]].name;  // a real object of this world
  auto sub = [&](std::string t) {
    for (size_t p = t.find("OBJ"); p != std::string::npos; p = t.find("OBJ")) t.replace(p, 3, chair);
    return t;
  };
  for (Case c : {Case{R"([1, 2])", "expected a map object"},
                 Case{R"({"global": {"Unicorn": {"at": [0, 0]}}})", "/global/Unicorn"},
                 Case{R"({"global": {"OBJ": {"at": [0]}}})", "/global/OBJ/at"},
                 Case{R"({"global": {"OBJ": {"at": [0.5, 1]}}})", "/global/OBJ/at"},
                 Case{R"({"local": {"OBJ": {"at": [0, 1], "facing": "up"}}})", "/local/OBJ/facing"},
                 Case{R"({"agent": {"facing": "N"}})", "/agent"},
                 // Read as int64_t, these were taken for [0, 0] and [-1000, 0].
                 Case{R"({"agent": {"at": [-9223372036854775808, 0]}})", "/agent/at"},
                 Case{R"({"agent": {"at": [18446744073709550616, 0]}})", "/agent/at"},
                 Case{R"({"elsewhere": {}})", "/elsewhere"}}) {
    CAPTURE(c.json);
    Json j = Json::parse(sub(c.json));
    auto m = read_map(j, w);
    REQUIRE_FALSE(m.ok());
    CHECK_MESSAGE(m.error().message.find(sub(c.expect)) != std::string::npos, m.error().message);
    if (std::string(c.expect) != "/global/Unicorn") CHECK_FALSE((*checker)->validate(j, "map").ok());
  }
  Json good = {{"global", map_json(global_truth(w, w.objects()))}, {"agent", {{"at", {0, 0}}, {"facing", "N"}}}};
  CHECK(read_map(good, w).ok());
  CHECK((*checker)->validate(good, "map").ok());
}

TEST_CASE("uncertainty probe: candidates half seen and half not, F1 of the true answer is 1") {
  for (int i = 0; i < 30; ++i) {
    World w = test::world(i);
    Env env(w, 40);
    run_scout(env);
    std::vector<Turn> first(env.log().begin(), env.log().begin() + 2);
    std::vector<Cell> cand = uncertainty_candidates(w, first, 0, 10);
    CHECK(cand.size() == 10);
    CHECK(cand == uncertainty_candidates(w, first, 0, 10));
    std::vector<Cell> seen = observed_cells(w, first), truth;
    for (Cell c : cand)
      if (!std::binary_search(seen.begin(), seen.end(), c)) truth.push_back(c);
    CHECK(truth.size() >= 4);
    CHECK(uncertainty_f1(w, first, cand, truth) == doctest::Approx(1.0));
    CHECK(uncertainty_f1(w, first, cand, {}) == doctest::Approx(0.0));
    // Listing every candidate is wrong unless nothing had been seen yet
    // (an agent that starts facing walls).
    if (truth.size() < cand.size()) CHECK(uncertainty_f1(w, first, cand, cand) < 1.0);
  }
}

TEST_CASE("probes through the protocol: maps and unobserved cells scored per turn and at the end") {
  World w = test::world(6);
  Env scout(w, 40);
  run_scout(scout);
  std::string input;
  for (size_t k = 0; k < scout.log().size(); ++k) {
    const Turn& t = scout.log()[k];
    Json line = test::turn_line(t);
    std::vector<Turn> before(scout.log().begin(), scout.log().begin() + k);
    line["map"] = {{"global", map_json(global_truth(w, observed_objects(w, before)))}};
    if (k > 0) {
      std::vector<Cell> cand = uncertainty_candidates(w, before, 0, 10), seen = observed_cells(w, before);
      Json unseen = Json::array();
      for (Cell c : cand)
        if (!std::binary_search(seen.begin(), seen.end(), c)) unseen.push_back({c.x, c.y});
      line["unobserved"] = unseen;
    }
    if (k == scout.log().size() - 1) line["map"] = {{"global", map_json(global_truth(w, w.objects()))}};
    input += line.dump() + "\n";
  }
  input += R"j({"actions": ["Observe()"], "map": {"global": {"Unicorn": {"at": [0, 0]}}}})j" "\n";
  PlayOptions opt;
  opt.episode.budget = 40;
  opt.episode.probes = true;
  std::vector<Json> lines = test::play_lines(w, input, opt);
  Json end;
  for (const Json& j : lines) {
    if (j["type"] == "end") end = j;
    if (j["type"] != "turn" || !j.contains("probe")) continue;
    if (j["probe"].contains("global")) CHECK(j["probe"]["global"]["correctness"] == 1.0);
    if (j["probe"].contains("uncertainty_f1")) CHECK(j["probe"]["uncertainty_f1"] == 1.0);
  }
  REQUIRE(end.is_object());
  CHECK(end["probes"]["global_correctness"] == 1.0);
  CHECK(end["probes"]["uncertainty_f1"] == 1.0);
  CHECK(end["probes"]["final"]["correctness"] == 1.0);
  CHECK(end["probes"]["final"]["asked"] == 12);
  // Scored from its log, the episode gives the report its correctness
  // curve: each map by the steps taken before it (the true maps: 1).
  std::istringstream in(input);
  std::ostringstream out, log;
  opt.log = &log;
  play(w, in, out, opt);
  std::istringstream replay(log.str());
  auto r = score_log(replay, "ep.jsonl");
  REQUIRE_MESSAGE(r.ok(), (r.ok() ? "" : r.error().message));
  const Json& maps = (*r)["map_correctness_per_step"];
  REQUIRE(maps.size() == scout.log().size());
  for (size_t k = 0; k < maps.size(); ++k) {
    CHECK(maps[k][0] == int(k));
    CHECK(maps[k][1] == 1.0);
  }
}
