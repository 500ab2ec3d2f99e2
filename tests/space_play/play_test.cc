// `play` with the SPACE tasks: a scripted agent sends good and bad lines
// (bad JSON, no action, an unknown action, a wall move, lines past the end
// and past the limit); every line is answered as documented, steps are
// counted, and the log replays to the same result. Bad logs name the line.
#include <doctest/doctest.h>

#include <fmt/format.h>

#include "packs/space/cswm.h"
#include "packs/space/play/drivers.h"
#include "protocol/session.h"
#include "tests/space_play/play_fixture.h"

using namespace mm;
using namespace mm::space;
using namespace mm::space::test;

TEST_CASE("play mct: good and bad lines, the end, and a line after it") {
  uint64_t index = 0;
  while (wall_move(index).empty()) ++index;
  std::vector<std::string> walk = maze_walk(index);
  std::string input = fmt::format("{{\"action\": \"{}\"}}\n", wall_move(index));
  input += "not json\n{\"turn\": 1}\n{\"action\": \"fly\"}\n\n";
  for (const std::string& l : walk) input += l + "\n";
  input += "{\"action\": \"up\"}\n";
  Played p = play_text("mct", index, input);
  size_t moves = walk.size() - 1;
  REQUIRE(p.out.size() == 1 + 1 + 2 + 1 + walk.size() + 1 + 1);
  CHECK(p.out[0]["type"] == "start");
  CHECK(p.out[0]["task"] == "mct");
  CHECK(p.out[0]["id"] == fmt::format("space-mct-{}-{}", kSeed, index));
  CHECK(p.out[0]["actions"] == Json{"up", "down", "left", "right", "stop"});
  CHECK(p.out[0]["observation"]["maze"].is_array());
  CHECK(p.out[1]["type"] == "step");
  CHECK(p.out[1]["step"] == 1);
  CHECK(p.out[1]["error"] == fmt::format("cannot move {}: a wall is in the way", wall_move(index)));
  CHECK(p.out[1]["observation"] == p.out[0]["observation"]);
  CHECK(p.out[1]["over"] == false);
  CHECK(p.out[2]["type"] == "error");
  CHECK(p.out[2]["line"] == 2);
  CHECK(p.out[2]["error"].get<std::string>().rfind("line 2:", 0) == 0);
  CHECK(p.out[3]["error"].get<std::string>().find("expected {\"action\":\"up\"}, found object") != std::string::npos);
  CHECK(p.out[4]["type"] == "step");  // refused by the episode: a step used
  CHECK(p.out[4]["step"] == 2);
  CHECK(p.out[4]["error"].get<std::string>().find("unknown action \"fly\"") != std::string::npos);
  CHECK(p.out[4]["observation"] == p.out[1]["observation"]);
  CHECK(p.out[5]["step"] == 3);
  CHECK(!p.out[5].contains("error"));
  const Json& end = p.out[p.out.size() - 2];
  CHECK(end["type"] == "end");
  CHECK(end["success"] == true);
  CHECK(end["steps"] == moves + 3);
  CHECK(p.out[p.out.size() - 3]["over"] == true);
  CHECK(p.out.back()["type"] == "error");
  CHECK(p.out.back()["error"] == "the episode is over");
  CHECK(std::count(p.log.begin(), p.log.end(), '\n') == 1 + (walk.size() + 5) + p.out.size());

  auto r = [&] {
    std::istringstream log(p.log);
    return score_log(log, "ep.jsonl");
  }();
  REQUIRE_MESSAGE(r.ok(), (r.ok() ? "" : r.error().message));
  CHECK((*r)["success"] == true);
  CHECK((*r)["steps"] == end["steps"]);
  CHECK((*r)["spl"] == end["spl"]);
  CHECK((*r)["over"] == true);
  CHECK((*r)["id"] == p.out[0]["id"]);
}

TEST_CASE("play mct: a wall move is refused, and the 250th action ends the episode") {
  uint64_t index = 0;
  while (wall_move(index).empty()) ++index;
  std::string bump = fmt::format("{{\"action\": \"{}\"}}\n", wall_move(index)), input;
  for (int k = 0; k <= kMctActionLimit; ++k) input += bump;
  Played p = play_text("mct", index, input);
  REQUIRE(p.out.size() == 1 + kMctActionLimit + 1 + 1);
  CHECK(p.out[1]["error"] == fmt::format("cannot move {}: a wall is in the way", wall_move(index)));
  CHECK(p.out[kMctActionLimit]["step"] == kMctActionLimit);
  CHECK(p.out[kMctActionLimit]["over"] == true);
  CHECK(p.out[kMctActionLimit + 1]["type"] == "end");
  CHECK(p.out[kMctActionLimit + 1]["success"] == false);
  CHECK(p.out[kMctActionLimit + 1]["refused"] == kMctActionLimit);
  CHECK(p.out.back()["error"] == "the episode is over");
}

TEST_CASE("play cswm: an unknown id is a step, a box as text is read, the limit ends it") {
  CswmBoard b = make_cswm(kSeed, 0);
  int n = static_cast<int>(b.boxes.size());
  std::string input = "{\"action\": \"open\", \"box\": 9}\n{\"action\": \"open\", \"box\": \"1\"}\n";
  for (int k = 2; k < cswm_limit(n); ++k) input += "{\"action\": \"open\", \"box\": 0}\n";
  Played p = play_text("cswm", 0, input);
  CHECK(p.out[0]["actions"] == Json{"open"});
  CHECK(p.out[0]["limit"] == cswm_limit(n));
  CHECK(p.out[1]["error"] == fmt::format("no box has id 9; the ids now are 1 to {}", n));
  CHECK(!p.out[2].contains("error"));
  CHECK(p.out.back()["type"] == "end");
  CHECK(p.out.back()["steps"] == cswm_limit(n));
  CHECK(p.out.back()["success"] == false);
  CHECK(p.out.back()["refused"] == cswm_limit(n) - 1);
}

TEST_CASE("play: an unknown task is refused before anything is written") {
  std::istringstream in("");
  std::ostringstream out;
  Status st = play({"maze", kSeed, 0, nullptr}, in, out);
  REQUIRE_FALSE(st.ok());
  CHECK(st.error().message.find("unknown task \"maze\"") != std::string::npos);
  CHECK(out.str().empty());
}

TEST_CASE("score_log: a log edited or cut short is an error naming the line, and so are bad logs") {
  std::string input;
  for (const std::string& l : maze_walk(3)) input += l + "\n";
  std::string log = play_text("mct", 3, input).log;
  std::string edited = log;
  size_t at = edited.find("\"step\":2");
  REQUIRE(at != std::string::npos);
  edited.replace(at, 8, "\"step\":7");
  int line = static_cast<int>(std::count(log.begin(), log.begin() + static_cast<std::ptrdiff_t>(at), '\n')) + 1;
  std::istringstream in(edited);
  auto r = score_log(in, "ep.jsonl");
  REQUIRE_FALSE(r.ok());
  CHECK(r.error().message == fmt::format("ep.jsonl:{}: the logged reply differs from the replay", line));
  std::istringstream cut(log.substr(0, log.rfind("{\"out\"")));
  auto c = score_log(cut, "ep.jsonl");
  REQUIRE_FALSE(c.ok());
  CHECK(c.error().message == "ep.jsonl: the log ends before the replay's last replies");

  struct Case { std::string text; const char* expect; };
  std::string header = R"({"episode": {"pack": "space", "task": "mct", "seed": 11, "index": 3}})" "\n";
  for (const Case& k : {Case{"", "ep.jsonl: empty log"}, Case{"{}\n", "ep.jsonl:1: expected the log's first line"},
                        Case{R"({"episode": {"pack": "space", "task": "maze", "seed": 1, "index": 0}})" "\n",
                             "ep.jsonl:1: /episode/task: unknown task \"maze\""},
                        Case{R"({"episode": {"pack": "space", "task": "mct", "seed": -1, "index": 0}})" "\n",
                             "ep.jsonl:1: /episode: expected"},
                        Case{R"({"episode": {"pack": 5, "task": "mct", "seed": 1, "index": 0}})" "\n",
                             "ep.jsonl:1: /episode: expected"},
                        Case{header + "[1]\n", "ep.jsonl:2: expected an {\"in\""},
                        Case{header + R"({"in": "x"})" "\n", "ep.jsonl:2: expected {\"in\": ..., \"line\": N}"}}) {
    std::istringstream bad(k.text);
    auto e = score_log(bad, "ep.jsonl");
    REQUIRE_FALSE(e.ok());
    CHECK_MESSAGE(e.error().message.find(k.expect) == 0, e.error().message);
  }
  std::istringstream unfinished(log.substr(0, log.find('\n', log.find('\n') + 1) + 1));  // header and start only
  auto u = score_log(unfinished, "ep.jsonl");
  REQUIRE(u.ok());
  CHECK((*u)["over"] == false);
  CHECK((*u)["steps"] == 0);
}

TEST_CASE("play: lines that are not UTF-8 or not JSON are answered, logged and replayed") {
  std::string input = "\xC3\xA9\n{\"action\"\xBD\n{\"action\": \"\xFF\"}\n[1, 2]\n{\"action\": \"stop\"}\n";
  Played p = play_text("mct", 1, input);
  REQUIRE(p.out.size() == 1 + 4 + 1 + 1);
  CHECK(p.out[1]["error"].get<std::string>().find("\\xC3") != std::string::npos);
  CHECK(p.out[2]["error"].get<std::string>().find("\\xBD") != std::string::npos);
  CHECK(p.out[3]["type"] == "error");  // the JSON parser refuses invalid UTF-8 in a string
  CHECK(p.out[4]["error"].get<std::string>().find("found array [1,2]") != std::string::npos);
  CHECK(p.out[6]["success"] == false);
  // A log of valid UTF-8 lines replays to the same replies.
  std::istringstream in(play_text("mct", 1, "\xC3\xA9\n[1, 2]\n{\"action\": \"stop\"}\n").log);
  auto r = score_log(in, "ep.jsonl");
  REQUIRE_MESSAGE(r.ok(), (r.ok() ? "" : r.error().message));
  CHECK((*r)["steps"] == 1);
}

TEST_CASE("play route and shortcut: the navigation episodes play through the same driver, and replay") {
  for (const char* task : {"route", "shortcut"}) {
    CAPTURE(task);
    Played p = play_text(task, 2, "{\"action\": \"north\"}\n{\"action\": \"stop\"}\n");
    REQUIRE(p.out.size() == 1 + 2 + 1);
    CHECK(p.out[0]["id"] == fmt::format("space-{}-{}-2", task, kSeed));
    CHECK(p.out[0]["walkthrough"].is_array());
    CHECK(p.out[1]["error"].get<std::string>().find("unknown action") != std::string::npos);
    CHECK(p.out[3]["type"] == "end");
    CHECK(p.out[3]["success"] == false);
    std::istringstream log(p.log);
    auto r = score_log(log, "nav.jsonl");
    REQUIRE_MESSAGE(r.ok(), (r.ok() ? "" : r.error().message));
    CHECK((*r)["task"] == task);
    CHECK((*r)["steps"] == 2);
  }
}

TEST_CASE("play: a JSON string line and lines that are not UTF-8 are logged so that the log replays") {
  // Found by fuzz_space_play: the log held "\"up\"" as the string up, and
  // invalid bytes as U+FFFD (which parses where the bytes did not), so the
  // replay saw other lines than the session had.
  std::string input = "\"up\"\n{\"action\": \"up\xFF\"}\n\xC3\x28\n{\"action\": \"stop\"}\n";
  Played p = play_text("mct", 1, input);
  REQUIRE(p.out.size() == 1 + 3 + 1 + 1);
  CHECK(p.out[1]["error"].get<std::string>().find("found string \"up\"") != std::string::npos);
  CHECK(p.out[2]["type"] == "error");
  std::vector<Json> log = json_lines(p.log);
  CHECK(log[2]["in"] == "\"up\"");
  CHECK(log[4]["bytes"] == protocol::hex_bytes("{\"action\": \"up\xFF\"}"));
  std::istringstream in(p.log);
  auto r = score_log(in, "ep.jsonl");
  REQUIRE_MESSAGE(r.ok(), (r.ok() ? "" : r.error().message));
  CHECK((*r)["steps"] == 1);
  // Bytes that are not hex are an error naming the line.
  std::string bad = p.log;
  bad.replace(bad.find("\"bytes\":\"") + 9, 2, "zz");
  std::istringstream edited(bad);
  auto e = score_log(edited, "ep.jsonl");
  REQUIRE_FALSE(e.ok());
  CHECK(e.error().message == "ep.jsonl:5: /bytes: expected the line's bytes in lowercase hex");
}

TEST_CASE("play: a refusal quotes at most the last 40 bytes of a long token, whatever the line's length") {
  // Found by fuzz_space_play: the parser's "last read" quoted the whole
  // token, so a reply grew with the line.
  std::string token = "\"" + std::string(5000, 'y') + "\xE2\x82\xAC\x01\"";
  Played p = play_text("mct", 0, token + "\n");
  REQUIRE(p.out.size() == 2);
  std::string error = p.out[1]["error"].get<std::string>();
  CHECK(error.size() < 400);
  CHECK(error.find("last read: '...") != std::string::npos);
  // Also where nlohmann says what it expected after the token.
  Played q = play_text("mct", 0, "\"" + std::string(5000, 'y') + "]], \"line\": 1}\n");
  REQUIRE(q.out.size() == 2);
  error = q.out[1]["error"].get<std::string>();
  CHECK(error.size() < 400);
  CHECK(error.find("'; expected end of input") != std::string::npos);
}
