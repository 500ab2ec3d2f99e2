// `tos report` over a release's results: the oracle's tables read 100 in
// every task and condition, and the Scout's information gain never falls.
#include <doctest/doctest.h>

#include <filesystem>
#include <unistd.h>

#include <fmt/format.h>

#include "base/file_io.h"
#include "packs/tos/release/release.h"
#include "packs/tos/scoring/report.h"

namespace mm::tos {

TEST_CASE("tos report: tables of a release's results and the explorer's information gain") {
  std::string dir = (std::filesystem::temp_directory_path() / fmt::format("mm-tos-report-{}", ::getpid())).string();
  ReleaseOptions o;
  o.worlds = 4;
  o.languages = {"en", "struct"};
  o.regimes = {Regime::Direct};
  o.out = dir;
  REQUIRE(generate_release(o).ok());
  // Results as `score` writes them: every item right, one model.
  std::string results, gold = *read_file(dir + "/gold.jsonl");
  for (size_t start = 0; start < gold.size();) {
    size_t end = gold.find('\n', start);
    Json g = Json::parse(gold.substr(start, end - start));
    start = end + 1;
    for (const char* lang : {"en", "struct"})
      results += Json({{"id", g["id"].get<std::string>() + "@" + lang + "/direct"}, {"model", "oracle"},
                       {"task", g["task"]}, {"language", lang}, {"regime", "direct"}, {"score", 1.0}})
                     .dump() +
                 "\n";
  }
  REQUIRE(write_file(dir + ".results.jsonl", results).ok());
  auto r = make_report(dir, {dir + ".results.jsonl"});
  REQUIRE_MESSAGE(r.ok(), (r.ok() ? "" : r.error().message));
  for (const char* t : {"direction", "persp.take", "perc.dec", "act2view", "view2act", "alloc.map", "ment.rot",
                        "loc2view", "view2loc"}) {
    CAPTURE(t);
    CHECK(r->summary["models"]["oracle"]["direct"][t]["mean"] == 1.0);
    CHECK(r->summary["models"]["oracle"]["direct"][t]["n"] == 4 * 3 * 2);
  }
  CHECK(r->markdown.find("| en | 100.0 | 100.0 |") != std::string::npos);
  const Json& e = r->summary["exploration"];
  CHECK(e["steps"] == 14.0);  // the Scout always takes 14 steps
  double last = 0;
  for (const Json& g : e["information_gain_per_step"]) {
    CHECK(g.get<double>() >= last);
    last = g.get<double>();
  }
  CHECK(last > 0.8);
  // Charts: the explorer's information gain and the model's tasks by
  // condition, each a standalone SVG that tables.md shows.
  auto chart = [](const Report& rep, const std::string& file) -> const Chart* {
    for (const Chart& c : rep.charts)
      if (c.file == file) return &c;
    return nullptr;
  };
  REQUIRE(chart(*r, "information_gain.svg"));
  CHECK(chart(*r, "information_gain.svg")->svg.find("scout (release)") != std::string::npos);
  CHECK(chart(*r, "information_gain.svg")->svg.find("<style>") != std::string::npos);
  REQUIRE(chart(*r, "tasks_oracle_direct.svg"));
  CHECK(chart(*r, "tasks_oracle_direct.svg")->svg.find(">100.0<") != std::string::npos);
  CHECK(!chart(*r, "passive_active.svg"));  // no active agent given
  CHECK(!chart(*r, "map_correctness.svg"));
  for (const Chart& c : r->charts) {
    CHECK(c.svg.starts_with("<svg"));
    CHECK(c.svg.ends_with("</svg>\n"));
    CHECK(r->markdown.find("](charts/" + c.file + ")") != std::string::npos);
  }
  // Passive against active: an agent's episodes as `tos score` writes them
  // (here one that answered every question right, one that answered none).
  std::string active = Json({{"log", "e1"}, {"steps", 9}, {"information_gain", 0.8},
                             {"information_gain_per_step", {0.2, 0.5, 0.8}},
                             {"map_correctness_per_step", {{0, 0.1}, {2, 0.6}}},
                             {"questions", {{"tasks", {{"direction", 1.0}, {"view2loc", 1.0}}}, {"mean", 1.0}}}})
                           .dump() +
                       "\n" +
                       Json({{"log", "e2"}, {"steps", 11}, {"information_gain", 0.6},
                             {"questions", {{"tasks", {{"direction", 0.0}, {"view2loc", 0.0}}}, {"mean", 0.0}}}})
                           .dump() +
                       "\n" + Json({{"log", "e3"}, {"steps", 4}}).dump() + "\n";
  REQUIRE(write_file(dir + ".agent.jsonl", active).ok());
  auto both = make_report(dir, {dir + ".results.jsonl"}, {dir + ".agent.jsonl"});
  REQUIRE_MESSAGE(both.ok(), (both.ok() ? "" : both.error().message));
  const std::string agent = std::filesystem::path(dir + ".agent.jsonl").stem().string();
  CHECK(both->markdown.find("## Passive against active") != std::string::npos);
  CHECK(both->markdown.find("| direction | 100.0 | 50.0 |") != std::string::npos);
  CHECK(both->markdown.find("| ment.rot | 100.0 | – |") != std::string::npos);
  CHECK(both->summary["active"][agent]["episodes"] == 3);
  CHECK(both->summary["active"][agent]["answered"] == 2);
  CHECK(both->summary["active"][agent]["steps"] == 8.0);
  REQUIRE(chart(*both, "passive_active.svg"));
  CHECK(chart(*both, "passive_active.svg")->svg.find(agent + " active") != std::string::npos);
  REQUIRE(chart(*both, "map_correctness.svg"));
  CHECK(chart(*both, "information_gain.svg")->svg.find(agent) != std::string::npos);
  REQUIRE(write_file(dir + ".agent.jsonl", "{\"log\": \"e1\"}\n").ok());
  auto no_steps = make_report(dir, {dir + ".results.jsonl"}, {dir + ".agent.jsonl"});
  REQUIRE(!no_steps.ok());
  CHECK(no_steps.error().message.find(".agent.jsonl:1: expected a results line of `mentalmap tos score`") !=
        std::string::npos);
  REQUIRE(write_file(dir + ".agent.jsonl", "{\"steps\": 3, \"map_correctness_per_step\": [[1]]}\n").ok());
  auto bad_curve = make_report(dir, {dir + ".results.jsonl"}, {dir + ".agent.jsonl"});
  REQUIRE(!bad_curve.ok());
  CHECK(bad_curve.error().message.find(".agent.jsonl:1: /map_correctness_per_step: expected a list of [steps, "
                                       "correctness] pairs") != std::string::npos);
  std::filesystem::remove(dir + ".agent.jsonl");
  // A results line of another kind is refused with its place.
  REQUIRE(write_file(dir + ".bad.jsonl", "{\"model\": \"m\"}\n").ok());
  auto bad = make_report(dir, {dir + ".bad.jsonl"});
  REQUIRE(!bad.ok());
  CHECK(bad.error().message.find(".bad.jsonl:1: /task: expected a string") != std::string::npos);
  std::filesystem::remove_all(dir);
  std::filesystem::remove(dir + ".results.jsonl");
  std::filesystem::remove(dir + ".bad.jsonl");
}

}  // namespace mm::tos
