// The active setting's questions: after the agent terminates, the episode
// asks the nine tasks' questions about the world it explored, reads one
// answers line, and scores it as the passive release is scored. A scripted
// agent answers with the golds (every score 1), a bad answers line is an
// error that keeps the questions open, and a replayed log gives the same
// scores.
#include <doctest/doctest.h>

#include <sstream>

#include "base/json_util.h"
#include "packs/tos/protocol.h"
#include "packs/tos/score.h"
#include "packs/tos/tasks.h"
#include "tests/tos/tos_fixture.h"

using namespace mm;
using namespace mm::tos;

namespace {

// The answers line a perfect agent sends for the questions it was offered.
std::string oracle_answers(const World& w, const Json& questions_line) {
  std::vector<Question> qs = make_questions(w, 0, 3);
  Json answers = Json::object();
  for (const Json& offered : questions_line["questions"])
    for (const Question& q : qs)
      if (q.id == offered["id"]) answers[q.id] = gold_text(q);
  return Json{{"answers", answers}}.dump();
}

}  // namespace

TEST_CASE("questions after exploring: offered at the end, a bad line kept open, the golds score 1, replay agrees") {
  World w = test::world(3);
  PlayOptions opt;
  opt.episode.budget = 10;
  opt.episode.questions = true;
  opt.episode.text = [](const World&, const Question& q) { return "text of " + q.id; };
  // First pass: see what is asked.
  std::vector<Json> first = test::play_lines(w, "{\"actions\": [\"Terminate()\"]}\n", opt);
  REQUIRE(first.size() == 4);  // start, turn, end, questions
  CHECK(first[2]["type"] == "end");
  const Json& offered = first[3];
  REQUIRE(offered["type"] == "questions");
  CHECK(offered["questions"].size() == make_questions(w, 0, 3).size());
  CHECK(offered["questions"][0]["text"] == "text of " + offered["questions"][0]["id"].get<std::string>());

  std::string input = std::string("{\"actions\": [\"Terminate()\"]}\n") +
                      "{\"answers\": [\"left\"]}\n" +           // not an object of answers
                      "{\"answers\": {\"x\": 3}}\n" +           // an answer that is not text
                      oracle_answers(w, offered) + "\n" +
                      "{\"actions\": [\"Observe()\"]}\n";       // after the answers
  std::string log;
  std::vector<Json> out = test::play_lines(w, input, opt, &log);
  REQUIRE(out.size() == 8);
  CHECK(out[4]["type"] == "error");
  CHECK(out[4]["error"].get<std::string>().find("expected {\"answers\"") != std::string::npos);
  CHECK(out[5]["type"] == "error");
  CHECK(out[5]["error"].get<std::string>().find("/answers/x") != std::string::npos);
  const Json& scores = out[6];
  REQUIRE(scores["type"] == "scores");
  CHECK(scores["mean"] == 1.0);
  for (const auto& [task, mean] : scores["tasks"].items()) CHECK_MESSAGE(mean == 1.0, task);
  CHECK(scores["tasks"].size() == task_names().size());
  CHECK(out[7]["error"].get<std::string>().find("answered") != std::string::npos);

  // The log replays to the same scores; the texts (the player's language)
  // are not part of the comparison.
  std::istringstream replay(log);
  auto r = score_log(replay, "ep.jsonl");
  REQUIRE(r.ok());
  CHECK((*r)["consistent"] == true);
  CHECK((*r)["questions"]["mean"] == 1.0);
}

TEST_CASE("questions after exploring: an empty answers line scores 0 and unparsed, and false belief asks after the second phase") {
  World w = test::world(5);
  PlayOptions opt;
  opt.episode.budget = 3;
  opt.episode.questions = true;
  std::vector<Json> out =
      test::play_lines(w, "{\"actions\": [\"Terminate()\"]}\n{\"answers\": {}}\n", opt);
  REQUIRE(out.size() == 5);
  CHECK(out[3]["type"] == "questions");
  CHECK_FALSE(out[3]["questions"][0].contains("text"));
  CHECK(out[4]["mean"] == 0.0);
  for (const auto& [id, s] : out[4]["scores"].items()) CHECK(s["parsed"] == false);

  opt.episode.false_belief = true;
  out = test::play_lines(w, "{\"actions\": [\"Terminate()\"]}\n{\"actions\": [\"Terminate()\"]}\n", opt);
  std::vector<std::string> types;
  for (const Json& j : out) types.push_back(j["type"].get<std::string>());
  CHECK(types == std::vector<std::string>{"start", "turn", "end", "shift", "turn", "end", "questions"});
}
