// The mentalmap binary: `play --pack space` reads lines from standard input
// and writes a log that `score LOG` replays; an edited log fails naming its
// line; wrong packs and tasks are refused with a suggestion.
#include <doctest/doctest.h>

#include <fmt/format.h>

#include "tests/space_play/play_fixture.h"
#include "tests/test_util.h"

using namespace mm;
using namespace mm::space::test;

TEST_CASE("mentalmap play --pack space, then mentalmap score LOG") {
  mm::test::TempDir dir;
  std::string input;
  for (const std::string& l : maze_walk(5)) input += l + "\n";
  input = "{\"action\": \"jump\"}\nnot json\n" + input;
  mm::test::write_text(dir.file("in.txt"), input);
  std::string out;
  std::string play = fmt::format("{} play --pack space --task mct --seed {} --index 5 --log {} < {}", MM_BINARY, kSeed,
                                 dir.file("ep.jsonl"), dir.file("in.txt"));
  REQUIRE(mm::test::run_command(play, &out) == 0);
  std::vector<Json> lines = json_lines(out);
  REQUIRE(lines.size() == 1 + 2 + maze_walk(5).size() + 1);
  CHECK(lines[0]["type"] == "start");
  CHECK(lines[1]["error"].get<std::string>().find("unknown action \"jump\"") != std::string::npos);
  CHECK(lines[2]["type"] == "error");
  CHECK(lines.back()["type"] == "end");
  CHECK(lines.back()["success"] == true);

  REQUIRE(mm::test::run_command(fmt::format("{} score {}", MM_BINARY, dir.file("ep.jsonl")), &out) == 0);
  Json r = Json::parse(out);
  CHECK(r["success"] == true);
  CHECK(r["steps"] == lines.back()["steps"]);
  CHECK(r["spl"] == 1.0);
  CHECK(r["log"] == dir.file("ep.jsonl"));

  std::string log = mm::test::read_text(dir.file("ep.jsonl"));
  size_t at = log.find("\"success\":true");
  REQUIRE(at != std::string::npos);
  mm::test::write_text(dir.file("edited.jsonl"), log.replace(at, 14, "\"success\":1"));
  CHECK(mm::test::run_command(fmt::format("{} score {}", MM_BINARY, dir.file("edited.jsonl")), &out) == 1);
  CHECK(out.find(fmt::format("edited.jsonl:{}: the logged reply differs from the replay",
                             std::count(log.begin(), log.begin() + static_cast<std::ptrdiff_t>(at), '\n') + 1)) !=
        std::string::npos);
}

TEST_CASE("mentalmap play and serve refuse other packs and unknown tasks") {
  std::string out;
  CHECK(mm::test::run_command(fmt::format("{} play --pack space --task mtc < /dev/null", MM_BINARY), &out) == 1);
  CHECK(out.find("did you mean 'mct'") != std::string::npos);
  CHECK(mm::test::run_command(fmt::format("{} play --pack tos --task mct < /dev/null", MM_BINARY), &out) == 1);
  CHECK(out.find("mentalmap tos play") != std::string::npos);
  CHECK(mm::test::run_command(fmt::format("{} serve --pack spce", MM_BINARY), &out) == 1);
  CHECK(out.find("did you mean 'space'") != std::string::npos);
  CHECK(mm::test::run_command(fmt::format("{} serve --pack space --port 70000", MM_BINARY), &out) == 1);
  CHECK(out.find("--port: expected 0 to 65535") != std::string::npos);
}
