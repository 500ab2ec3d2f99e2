// The interactive half of a SPACE release and its report: episodes.jsonl
// names every episode the profile asks for, and the report puts the
// multiple-choice results and the episode logs' results in the paper's two
// tables, with chance and the paper's human figures. Also the paper profile
// itself: its counts, and its gate.
#include <doctest/doctest.h>

#include "packs/common/reading/release_files.h"
#include "packs/space/env/episodes.h"
#include "packs/space/scoring/report.h"
#include "tests/space_release/space_test_util.h"

namespace mm::space {
using test::lines_of;
using test::temp_dir;

TEST_CASE("space release: episodes.jsonl lists the profile's episodes, each one make_episode builds") {
  std::string dir = temp_dir("episodes");
  ReleaseSummary s = test::generated(test::small_options(dir));
  CHECK(s.episodes == 12);
  auto lines = lines_of(dir + "/episodes.jsonl");
  REQUIRE(lines.size() == 12);
  std::map<std::string, int> per_task;
  for (const Json& l : lines) {
    ++per_task[l["task"]];
    auto ep = make_episode(l["task"], l["seed"].get<uint64_t>(), l["index"].get<uint64_t>());
    REQUIRE(ep);
    CHECK((*ep)->id() == l["id"]);
    CHECK(l["trials"] == kEpisodeTrials);
    CHECK(l["play"].get<std::string>().find("--index " + std::to_string(l["index"].get<int>())) != std::string::npos);
  }
  CHECK(per_task == std::map<std::string, int>{{"cswm", 3}, {"mct", 3}, {"route", 3}, {"shortcut", 3}});
  auto m = pack::open_pack_manifest(dir, "space");
  REQUIRE(m);
  CHECK((*m)["episodes"] == 12);
  CHECK((*m)["episodes_per_task"]["route"] == 3);
  std::filesystem::remove_all(dir);
}

TEST_CASE("space release: the paper profile has 820 questions and 200 episodes and passes the gate") {
  std::string dir = temp_dir("paper");
  ReleaseOptions o = test::small_options(dir);
  o.profile = "paper";
  o.questions = *profile_questions("paper");
  o.episodes = *profile_episodes("paper");
  o.languages = {"en"};
  o.regimes = {Regime::Direct};
  o.gate = true;
  ReleaseSummary s = test::generated(o);
  CHECK(s.questions == 820);
  CHECK(s.items == 820 * 4);
  CHECK(s.episodes == 200);
  CHECK(s.gate_failures.empty());
  CHECK(o.questions["direction"] == 150);
  CHECK(o.questions["distance"] == 200);
  CHECK(o.questions["map_sketch"] == 30);
  // Every listed episode, houses included, is won by its oracle with SPL 1;
  // random agents stay near the paper's chance (0 for navigation and MCT,
  // about a third for CSWM).
  const Json& played = s.baselines["episodes"];
  for (const char* task : {"route", "shortcut", "mct", "cswm"}) {
    CAPTURE(task);
    CHECK(played[task]["oracle"]["success"] == 1.0);
    if (played[task]["oracle"].contains("spl")) CHECK(played[task]["oracle"]["spl"] == 1.0);
    CHECK(played[task]["random"]["plays"] == played[task]["oracle"]["plays"].get<int>() * kEpisodeTrials);
  }
  for (const char* task : {"route", "shortcut", "mct"}) CHECK(played[task]["random"]["success"].get<double>() < 0.05);
  CHECK(played["cswm"]["random"]["success"].get<double>() > 0.2);
  CHECK(played["cswm"]["random"]["success"].get<double>() < 0.45);
  // Every blind baseline of the release's own questions stays under the bound too.
  for (const auto& [task, by] : s.baselines["release"].items())
    for (const auto& [name, cell] : by.items()) CHECK_MESSAGE(cell["mean"].get<double>() < 0.35, task, " ", name);
  std::filesystem::remove_all(dir);
}

namespace {

Json mcq_line(const std::string& task, int question, int trial, int score) {
  return {{"pack", "space"},   {"model", "m"},          {"regime", "direct"},
          {"language", "en"},  {"task", task},          {"question", fmt::format("space-{}-{}", task, question)},
          {"trial", trial},    {"score", score},        {"status", "ok"}};
}

std::string write_lines(const std::string& path, const std::vector<Json>& lines) {
  std::string text;
  for (const Json& l : lines) text += l.dump() + "\n";
  REQUIRE(write_file(path, text));
  return path;
}

}  // namespace

TEST_CASE("space report: both scales in the paper's grouping, episodes beside the questions, chance and human") {
  std::string dir = temp_dir("report");
  std::filesystem::create_directories(dir);
  std::vector<Json> mcq;
  for (int t = 1; t <= 4; ++t) {
    mcq.push_back(mcq_line("direction", 0, t, 1));
    mcq.push_back(mcq_line("mrt", 0, t, t <= 2));
  }
  std::string results = write_lines(dir + "/results.jsonl", mcq);
  std::string played = write_lines(
      dir + "/played.jsonl",
      {{{"pack", "space"}, {"log", "a"}, {"model", "m"}, {"task", "route"}, {"success", true}, {"spl", 1.0}},
       {{"pack", "space"}, {"log", "b"}, {"model", "m"}, {"task", "route"}, {"success", false}, {"spl", 0.0}},
       {{"pack", "space"}, {"log", "c"}, {"model", "m"}, {"task", "cswm"}, {"success", true}},
       {{"pack", "space"}, {"log", "d"}, {"task", "mct"}, {"success", false}, {"spl", 0.0}}});
  auto r = make_space_report({results, played});
  REQUIRE_MESSAGE(r, r.error().message);
  const std::string& md = r->markdown;
  CHECK(md.find("| Direction estimation | mean over trials | 1 question | 100.0 | 100.0 | 25.0 | 66.7 |") !=
        std::string::npos);
  CHECK(md.find("| Route retracing | SPL | 2 plays |  | 50.0 | 0.0 | – |") != std::string::npos);
  CHECK(md.find("| MRT | mean over trials | 1 question | 0.0 | 50.0 | 25.0 | 90.0 |") != std::string::npos);
  CHECK(md.find("| CSWM | success | 1 play |  | 100.0 | 33.0 | – |") != std::string::npos);
  // Large: direction 100 and route 50; small: MRT 50 and CSWM 100.
  CHECK(md.find("| average | 2 tasks | | | 75.0 | | |") != std::string::npos);
  // Logs scored without --model get their own section.
  CHECK(md.find("## (logs without --model) — interactive tasks") != std::string::npos);
  CHECK(r->summary["episodes"]["m"]["route"]["spl"] == 0.5);
  // A log line without its outcome names its file and line.
  std::string bad = write_lines(dir + "/bad.jsonl", {{{"pack", "space"}, {"log", "x"}, {"task", "route"}}});
  auto e = make_space_report({results, bad});
  REQUIRE(!e);
  CHECK(e.error().message.find("bad.jsonl:1") != std::string::npos);
  CHECK(e.error().message.find("/success") != std::string::npos);
  std::filesystem::remove_all(dir);
}

}  // namespace mm::space
