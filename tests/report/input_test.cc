// Reading results files: bad input names file:line and the key.
#include <doctest/doctest.h>

#include "tests/report/report_test_util.h"

namespace mm::report {
namespace {

std::string good_line() {
  std::string s;
  test::emit({.n = 1, .correct = 1}, s);
  return s;
}

std::string error_of(const std::string& text) {
  Rows rows;
  Status st = add_results(text, "r.jsonl", rows);
  return st ? "" : st.error().message;
}

TEST_CASE("a line that is not JSON names file:line") {
  std::string msg = error_of(good_line() + "{\"id\": oops}\n");
  CHECK(msg.rfind("r.jsonl:2:", 0) == 0);
  CHECK(msg.find("invalid JSON") != std::string::npos);
}

TEST_CASE("a missing key names the key and the line") {
  nlohmann::json j = nlohmann::json::parse(good_line());
  j.erase("family");
  std::string text = "\n";
  text += j.dump();
  CHECK(error_of(text) == "r.jsonl:2: missing key 'family'");
}

TEST_CASE("a mistyped key says what was expected") {
  nlohmann::json j = nlohmann::json::parse(good_line());
  j["level"] = "L3";
  std::string msg = error_of(j.dump());
  CHECK(msg.rfind("r.jsonl:1: key 'level': expected integer, found", 0) == 0);
  j["level"] = 3;
  j["correct"] = 1;
  CHECK(error_of(j.dump()).find("key 'correct': expected boolean") != std::string::npos);
}

TEST_CASE("an array line is not an object") {
  CHECK(error_of("[1, 2]\n") == "r.jsonl:1: expected a JSON object, found array");
}

TEST_CASE("blank lines are skipped — duplicates are listed and ignored") {
  std::string line = good_line();
  Rows rows;
  REQUIRE(add_results(line + "  \n" + line, "r.jsonl", rows));
  CHECK(rows.rows.size() == 1);
  REQUIRE(rows.duplicates.size() == 1);
  CHECK(rows.duplicates[0].rfind("r.jsonl:3: model m", 0) == 0);
}

TEST_CASE("long answers are keyed by hash") {
  std::string s;
  test::emit({.n = 1, .answer = std::string(500, 'x')}, s);
  Rows rows = test::rows_of(s);
  CHECK(rows.rows[0].answer.size() < kMaxAnswerKey);
  CHECK(rows.rows[0].answer[0] == '#');
}

TEST_CASE("a missing file is an error naming it") {
  auto r = read_results({"/nonexistent/results.jsonl"});
  REQUIRE_FALSE(r);
  CHECK(r.error().message.find("/nonexistent/results.jsonl") != std::string::npos);
}

}  // namespace
}  // namespace mm::report
