// Answers files the scorer cannot read whole: a line that is not JSON is an
// error naming its file and line, ids the release lacks are listed, and
// unanswered items count as missing.
#include <doctest/doctest.h>

#include "packs/space/scoring/score_release.h"
#include "tests/space_release/space_test_util.h"

namespace mm::space {

TEST_CASE("space score: a bad JSON line names its file and line, unknown and missing ids are reported") {
  std::string dir = test::temp_dir("bad");
  ReleaseOptions opt = test::small_options(dir);
  opt.languages = {"en"};
  opt.regimes = {Regime::Direct};
  test::generated(opt);
  std::string answers = dir + ".answers.jsonl";
  REQUIRE(write_file(answers, Json({{"id", "space-mrt-0#t1@en/direct"}, {"model", "m"}, {"output", "B"}}).dump() +
                                  "\n{\"id\": \"space-mrt-0#t2@en/direct\", \"model\": \n" +
                                  Json({{"id", "space-xyz-0#t1@en/direct"}, {"model", "m"}, {"output", "A"}}).dump() +
                                  "\n"));
  auto s = score_space_release(dir, {answers}, "");
  REQUIRE(s);
  REQUIRE(s->errors.size() == 1);
  CHECK(s->errors[0].find(answers + ":2:") == 0);
  CHECK(s->unknown == std::vector<std::string>{"space-xyz-0#t1@en/direct"});
  CHECK(s->scored == 1);
  CHECK(s->missing["m"] == 100 * 4 - 1);
  CHECK(s->cells["m"]["direct"]["en"]["mrt"].questions == 10);
  CHECK(s->cells["m"]["direct"]["en"]["mrt"].strict == 0);
  // A changed release is refused.
  REQUIRE(write_file(dir + "/gold.jsonl", "{}\n"));
  auto changed = score_space_release(dir, {answers}, "");
  REQUIRE(!changed);
  CHECK(changed.error().message.find("gold.jsonl: does not match") != std::string::npos);
  std::filesystem::remove_all(dir);
  std::filesystem::remove(answers);
}

}  // namespace mm::space
