// A scripted agent drives the protocol end to end: good turns, bad JSON,
// unknown and unseen objects, a turn past the budget; every line answered,
// steps counted as documented, the log written.
#include <doctest/doctest.h>

#include <sstream>

#include "base/json_util.h"
#include "packs/tos/explorers.h"
#include "packs/tos/protocol.h"
#include "tests/tos/tos_fixture.h"

using namespace mm;
using namespace mm::tos;

namespace {

std::vector<Json> run(const World& w, const std::string& input, int budget, std::string* log_text = nullptr) {
  std::istringstream in(input);
  std::ostringstream out, log;
  PlayOptions opt;
  opt.budget = budget;
  opt.log = &log;
  play(w, in, out, opt);
  std::vector<Json> lines;
  std::istringstream read(out.str());
  for (std::string l; std::getline(read, l);) lines.push_back(Json::parse(l));
  if (log_text) *log_text = log.str();
  return lines;
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
  CHECK(log.find("{\"in\":\"not json\"}") != std::string::npos);
  CHECK(std::count(log.begin(), log.end(), '\n') == 8 + 10);
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
