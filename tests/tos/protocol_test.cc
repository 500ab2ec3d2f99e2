// A scripted agent drives the protocol end to end: good turns, bad JSON,
// unknown and unseen objects, a turn past the budget; every line answered,
// steps counted as documented, the log written.
#include <doctest/doctest.h>

#include <sstream>

#include <fmt/format.h>

#include "base/json_util.h"
#include "packs/tos/explorers.h"
#include "packs/tos/protocol.h"
#include "packs/tos/world_json.h"
#include "protocol/session.h"
#include "tests/tos/tos_fixture.h"

using namespace mm;
using namespace mm::tos;

namespace {

std::vector<Json> run(const World& w, const std::string& input, int budget, std::string* log_text = nullptr) {
  PlayOptions opt;
  opt.episode.budget = budget;
  return test::play_lines(w, input, opt, log_text);
}

}  // namespace

TEST_CASE("play: a scripted agent, good and bad turns") {
  World w = test::world(2);
  std::string input =
      "{\"actions\": [\"Observe()\"]}\n"
      "not json\n"
      "{\"turn\": 1}\n"
      "{\"actions\": [\"Fly()\"]}\n"
      "{\"actions\": [\"Goto(Unicorn)\", \"Observe()\"]}\n"
      "\n"
      "{\"actions\": [\"Rotate(90)\", \"Observe()\"]}\n"
      "{\"actions\": [\"Terminate()\"]}\n"
      "{\"actions\": [\"Observe()\"]}\n";
  std::string log;
  std::vector<Json> out = run(w, input, 20, &log);
  REQUIRE(out.size() == 10);
  CHECK(out[0]["type"] == "start");
  CHECK(out[0]["objects"].size() == 12);
  CHECK(out[1]["type"] == "turn");
  CHECK(out[1].contains("observation"));
  CHECK(out[1]["cost"] == 1);
  CHECK(out[2]["type"] == "error");
  CHECK(out[2]["error"].get<std::string>().find("line 2") != std::string::npos);
  CHECK(out[3]["error"].get<std::string>().find("expected {\"actions\"") != std::string::npos);
  CHECK(out[4]["error"].get<std::string>().find("unknown action") != std::string::npos);
  CHECK(out[5]["type"] == "turn");  // the world refuses it: a step used
  CHECK(out[5]["error"].get<std::string>().find("Unicorn") != std::string::npos);
  CHECK(out[5]["step"] == 2);
  CHECK(out[6]["step"] == 3);
  CHECK(out[7]["over"] == true);
  CHECK(out[8]["type"] == "end");
  CHECK(out[8]["steps"] == 4);
  CHECK(out[9]["error"].get<std::string>().find("episode is over") != std::string::npos);
  CHECK(log.find("{\"in\":\"not json\",\"line\":2}") != std::string::npos);
  CHECK(std::count(log.begin(), log.end(), '\n') == 1 + 8 + 10);  // header, 8 lines in, 10 out
}

TEST_CASE("play: the budget ends the episode, and the Scout's turns replayed give its information gain") {
  World w = test::world(5);
  Env env(w, 40);
  run_scout(env);
  std::string input;
  for (const Turn& t : env.log()) {
    Json acts = Json::array();
    for (const Action& a : t.actions) acts.push_back(action_text(a));
    input += Json{{"actions", acts}}.dump() + "\n";
  }
  std::vector<Json> out = run(w, input, 40);
  REQUIRE(out.back()["type"] == "end");
  CHECK(out.back()["steps"] == env.steps());
  CHECK(out.back()["information_gain"].get<double>() > 0.5);
  std::vector<Json> short_run = run(w, input, 3);
  CHECK(short_run[3]["over"] == true);
  CHECK(short_run[4]["type"] == "end");
  CHECK(short_run[5]["error"].get<std::string>().find("episode is over") != std::string::npos);
}

TEST_CASE("score_log: a logged episode replays to the same numbers, an edited log is flagged") {
  World w = test::world(5);
  Env scout(w, 40);
  run_scout(scout);
  std::string input = "garbage\n";
  for (const Turn& t : scout.log()) {
    Json acts = Json::array();
    for (const Action& a : t.actions) acts.push_back(action_text(a));
    input += Json{{"actions", acts}}.dump() + "\n";
  }
  for (bool fb : {false, true}) {
    CAPTURE(fb);
    std::string more = fb ? input + input : input;  // the second phase replays the same turns
    std::istringstream in(more);
    std::ostringstream out, log;
    PlayOptions opt;
    opt.episode.budget = 40;
    opt.episode.probes = true;
    opt.episode.false_belief = fb;
    opt.log = &log;
    play(w, in, out, opt);
    std::istringstream replay(log.str());
    auto r = score_log(replay, "ep.jsonl");
    REQUIRE_MESSAGE(r.ok(), (r.ok() ? "" : r.error().message));
    CHECK((*r)["consistent"] == true);
    CHECK((*r)["steps"] == scout.steps());
    CHECK((*r)["world"] == w.id);
    CHECK((*r)["information_gain"].get<double>() > 0.5);
    CHECK(r->contains("false_belief") == fb);
    // The curve of the report: one value per step of the first phase, never
    // falling, ending at the episode's information gain; every probe's
    // correctness by the steps taken before it.
    const Json& curve = (*r)["information_gain_per_step"];
    REQUIRE(curve.size() == size_t(scout.steps()));
    for (size_t k = 1; k < curve.size(); ++k) CHECK(curve[k].get<double>() >= curve[k - 1].get<double>());
    CHECK(curve.back().get<double>() == doctest::Approx((*r)["information_gain"].get<double>()).epsilon(1e-4));
    CHECK(!r->contains("map_correctness_per_step"));  // no map was sent

    std::string edited = log.str();
    size_t at = edited.find("\"cost\":1");
    REQUIRE(at != std::string::npos);
    edited.replace(at, 8, "\"cost\":7");
    std::istringstream bad(edited);
    auto e = score_log(bad, "ep.jsonl");
    REQUIRE(e.ok());
    CHECK((*e)["consistent"] == false);
    CHECK((*e)["mismatch"].get<std::string>().find("ep.jsonl:") != std::string::npos);
    CHECK((*e)["steps"] == scout.steps());  // the numbers come from the replay
  }
}

TEST_CASE("score_log: bad logs name the line") {
  struct Case { std::string text; const char* expect; };
  World w = test::world(1);
  std::string header = Json{{"episode", {{"world", world_to_json(w)}, {"budget", 5}}}}.dump() + "\n";
  for (const Case& c : {Case{"", "empty log"}, Case{"{}\n", "ep.jsonl:1"},
                        Case{R"({"episode": {"budget": 5}})" "\n", "ep.jsonl:1"},
                        Case{header + "[1]\n", "ep.jsonl:2"}, Case{header + R"({"in": "x"})" "\n", "ep.jsonl:2"}}) {
    std::istringstream in(c.text);
    auto r = score_log(in, "ep.jsonl");
    REQUIRE_FALSE(r.ok());
    CHECK_MESSAGE(r.error().message.find(c.expect) != std::string::npos, r.error().message);
  }
}

TEST_CASE("play: a line that does not parse and is not ASCII is answered, logged and replayed") {
  // The parser's message quotes the bytes it read: for "é" that is its first
  // byte alone, and a reply holding it could not be written (the episode
  // ended with nlohmann's type_error.316; found by fuzz_tos_input).
  World w = test::world(2);
  std::string log;
  std::vector<Json> out = run(w, "\xC3\xA9\n{\"actions\"\xBD[\"Observe()\"]}\n{\"actions\": [\"Terminate()\"]}\n", 20, &log);
  REQUIRE(out.size() == 5);
  for (int i : {1, 2}) {
    CAPTURE(i);
    CHECK(out[i]["type"] == "error");
    std::string e = out[i]["error"].get<std::string>();
    CHECK(e.rfind(fmt::format("line {}:", i), 0) == 0);
    CHECK(e.find(i == 1 ? "\\xC3" : "\\xBD") != std::string::npos);
  }
  CHECK(out[4]["type"] == "end");
  CHECK(log.find("{\"in\":\"\xC3\xA9\",\"line\":1}") != std::string::npos);
  // Invalid UTF-8 as U+FFFD, and the line's bytes in hex for the replay.
  CHECK(log.find("\"in\":\"{\\\"actions\\\"\xEF\xBF\xBD[") != std::string::npos);
  CHECK(log.find("{\"bytes\":\"" + protocol::hex_bytes("{\"actions\"\xBD[\"Observe()\"]}") + "\",\"in\":") !=
        std::string::npos);

  std::string valid;  // a log of valid UTF-8 replays to the same replies
  run(w, "\xC3\xA9\n{\"actions\": [\"Terminate()\"]}\n", 20, &valid);
  std::istringstream in(valid);
  auto r = score_log(in, "ep.jsonl");
  REQUIRE_MESSAGE(r.ok(), (r.ok() ? "" : r.error().message));
  CHECK((*r)["consistent"] == true);
}
