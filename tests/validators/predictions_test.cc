// Prediction files: bad lines with their exact error text (the error text
// is part of the interface), duplicates, unknown and missing ids, files for
// another release, and the JSON scanner's limits.
#include <doctest/doctest.h>

#include <string>

#include "tests/test_util.h"
#include "tests/validators/validators_test_util.h"
#include "validators/reading/json_scan.h"
#include "validators/reading/predictions.h"

using namespace mm;
using namespace mm::score;

namespace {

struct BadLine {
  const char* line;
  const char* error;  // expected LineError::text() for file "p.jsonl", line 1
};

const BadLine kBad[] = {
    {R"({"id": "mm-1", "model": "m", "output": "yes")",
     "p.jsonl:1: invalid JSON at column 45: syntax error while parsing object - unexpected end of input; expected '}'"},
    {"yes", "p.jsonl:1: invalid JSON at column 1: syntax error while parsing value - invalid literal; last read: 'y'"},
    {R"(["mm-1", "m", "yes"])", R"(p.jsonl:1: expected {"id": "...", "model": "...", "output": "..."}, found a JSON array)"},
    {R"({"model": "m", "output": "yes"})", R"(p.jsonl:1: missing "id" (expected {"id": "...", "model": "...", "output": "..."}))"},
    {R"({"id": "mm-1", "output": "yes"})", R"(p.jsonl:1: missing "model" (expected {"id": "...", "model": "...", "output": "..."}))"},
    {R"({"id": "mm-1", "model": "m"})", R"(p.jsonl:1: missing "output" (expected {"id": "...", "model": "...", "output": "..."}))"},
    {R"({"id": 17, "model": "m", "output": "yes"})", R"(p.jsonl:1: "id" must be a string, found number 17)"},
    {R"({"id": "mm-1", "model": "m", "output": null})", R"(p.jsonl:1: "output" must be a string, found null)"},
    {R"({"id": "mm-1", "model": "m", "output": {"answer": "yes"}})",
     R"(p.jsonl:1: "output" must be a string, found object {"answer":"yes"})"},
    {R"({"id": "", "model": "m", "output": "yes"})", R"(p.jsonl:1: "id" is empty)"},
    {R"({"id": "mm-1", "model": "", "output": "yes"})", R"(p.jsonl:1: "model" is empty)"},
};

}  // namespace

TEST_CASE("predictions: bad lines are reported with file:line and what was expected") {
  for (const BadLine& b : kBad) {
    CAPTURE(b.line);
    PredictionSet set;
    add_predictions(b.line, "p.jsonl", set);
    REQUIRE(set.errors.size() == 1);
    CHECK(set.errors[0].text() == b.error);
    CHECK(set.predictions.empty());
  }
}

TEST_CASE("predictions: deep nesting and long lines are refused, not parsed") {
  PredictionSet set;
  std::string deep = R"({"id": "mm-1", "model": "m", "output": )" + std::string(100000, '[') + "]}";
  add_predictions(deep, "p.jsonl", set);
  REQUIRE(set.errors.size() == 1);
  CHECK(set.errors[0].text() == "p.jsonl:1: JSON nested deeper than 64 levels");
}

TEST_CASE("predictions: several models per file, duplicates counted, blank lines skipped, line numbers kept") {
  std::string text =
      R"({"id": "mm-1", "model": "b", "output": "yes"})"
      "\n\n"
      R"({"id": "mm-1", "model": "a", "output": "no", "usage": {"tokens": 3}})"
      "\n"
      R"({"id": "mm-1", "model": "b", "output": "no"})"
      "\nnot json\n";
  PredictionSet set;
  add_predictions(text, "p.jsonl", set);
  REQUIRE(set.predictions.size() == 2);
  CHECK(set.predictions[0].output == "yes");  // the first of a duplicate is kept
  CHECK(set.predictions[1].line == 3);
  CHECK(set.models == std::vector<std::string>{"a", "b"});
  REQUIRE(set.duplicates.size() == 1);
  CHECK(set.duplicates[0].first == "p.jsonl:1");
  CHECK(set.duplicates[0].again == "p.jsonl:4");
  REQUIRE(set.errors.size() == 1);
  CHECK(set.errors[0].line == 5);
}

TEST_CASE("predictions: duplicates across files, and an unreadable file names itself") {
  test::TempDir dir;
  std::string a = dir.file("a.jsonl"), b = dir.file("b.jsonl");
  REQUIRE(write_file(a, R"({"id": "mm-1", "model": "m", "output": "yes"})"));
  REQUIRE(write_file(b, R"({"id": "mm-1", "model": "m", "output": "no"})"));
  auto set = read_predictions({a, b});
  REQUIRE(set);
  REQUIRE(set->duplicates.size() == 1);
  CHECK(set->duplicates[0].again == b + ":1");
  auto missing = read_predictions({dir.file("nope.jsonl")});
  REQUIRE_FALSE(missing);
  CHECK(missing.error().message.find("nope.jsonl") != std::string::npos);
}

TEST_CASE("json scan: balanced spans respect strings and escapes, limits hold") {
  std::string text = R"(x {"a": "}{", "b": [1, {"c": "\"]"}]} y [1, 2 {"d": 1})";
  auto spans = balanced_spans(text);
  std::vector<std::string> got;
  for (const auto& s : spans) got.push_back(text.substr(s.begin, s.end - s.begin));
  CHECK(got == std::vector<std::string>{R"({"c": "\"]"})", R"([1, {"c": "\"]"}])", R"({"a": "}{", "b": [1, {"c": "\"]"}]})",
                                        R"({"d": 1})"});
  auto last = extract_json(text, 0, [](const Json&) { return true; });
  REQUIRE(last);
  CHECK(last->value.dump() == R"({"d":1})");
  auto arr = extract_json(text, '[', [](const Json& j) { return j.is_array(); });
  REQUIRE(arr);
  CHECK(arr->value.dump() == R"([1,{"c":"\"]"}])");
  std::string deep = std::string(200, '[') + std::string(200, ']');
  CHECK_FALSE(parse_json_safely(deep));
  CHECK(parse_json_safely(std::string(64, '[') + std::string(64, ']')));
  // A stray quote in prose outside brackets does not hide later JSON; a raw
  // newline ends a broken string.
  auto j = extract_json("He said \"look {\nhere\" {\"k\": 1}", '{', [](const Json&) { return true; });
  REQUIRE(j);
  CHECK(j->value.dump() == R"({"k":1})");
  // Multi-megabyte input: linear, bounded.
  std::string big(6 << 20, '{');
  CHECK_FALSE(extract_json(big, '{', [](const Json&) { return true; }));
  std::string many;
  for (int i = 0; i < 200000; ++i) many += "[1] ";
  many += R"({"nodes": [], "edges": []})";
  auto g = extract_json(many, '{', [](const Json& x) { return x.contains("nodes"); });
  REQUIRE(g);
}
