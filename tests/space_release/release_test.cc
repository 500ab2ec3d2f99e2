// `generate --pack space` as a user runs it: the same bytes for any thread
// count and shard split, four trials per question with the gold once in
// each position, and oracle answers scored 100 % strict.
#include <doctest/doctest.h>

#include <set>

#include "packs/common/reading/release_files.h"
#include "packs/space/release/prompt.h"
#include "packs/space/scoring/score_release.h"
#include "tests/space_release/space_test_util.h"

namespace mm::space {

using test::files_of;
using test::lines_of;
using test::small_options;
using test::temp_dir;

TEST_CASE("space release: the same seed gives the same bytes for any thread count and shard split") {
  std::string a = temp_dir("a"), b = temp_dir("b"), s1 = temp_dir("s1"), s2 = temp_dir("s2"), m = temp_dir("m");
  test::generated(small_options(a, 1));
  test::generated(small_options(b, 3));
  CHECK(files_of(a) == files_of(b));
  ReleaseOptions one = small_options(s1), two = small_options(s2);
  one.shard_n = two.shard_n = 2;
  two.shard_k = 2;
  test::generated(one);
  test::generated(two);
  CHECK(!files_of(s1).count("items/struct.jsonl"));
  std::vector<std::string> notes;
  Status st = merge_release({s1, s2}, m, false, &notes);
  REQUIRE_MESSAGE(st, st.error().message);
  CHECK(files_of(m) == files_of(a));
  // Shards of different runs are refused.
  ReleaseOptions other = small_options(temp_dir("o"));
  other.seed = 9;
  other.shard_n = 2;
  other.shard_k = 2;
  test::generated(other);
  CHECK(!merge_release({s1, other.out}, temp_dir("m2"), false, &notes));
  for (const auto& d : {a, b, s1, s2, m, other.out}) std::filesystem::remove_all(d);
}

TEST_CASE("space release: four trials per question, the gold once in each position, ids name them") {
  std::string dir = temp_dir("trials");
  auto s = std::optional<ReleaseSummary>(test::generated(small_options(dir)));
  CHECK(s->questions == 100);
  CHECK(s->items == 100 * 4 * 2 * 2);
  auto m = pack::open_pack_manifest(dir, "space");
  REQUIRE(m);
  CHECK((*m)["gate"]["passed"] == (*m)["gate"]["failures"].empty());
  CHECK((*m)["baselines"]["audit_questions"]["mrt"] == kGateAudit);
  CHECK((*m)["questions_per_task"]["mrt"] == 10);
  std::map<std::string, std::set<int>> gold_positions;
  for (const Json& g : lines_of(dir + "/gold.jsonl"))
    for (const Json& t : g["trials"]) gold_positions[g["id"]].insert(t["gold"].get<int>());
  CHECK(gold_positions.size() == 100);
  for (const auto& [q, positions] : gold_positions) CHECK(positions == std::set<int>{0, 1, 2, 3});
  auto items = lines_of(dir + "/items/en.jsonl");
  CHECK(items.front()["id"] == "space-mrt-0#t1@en/direct");
  CHECK(items.front()["prompt"].get<std::string>().find("A)\n") != std::string::npos);
  std::filesystem::remove_all(dir);
}

TEST_CASE("space release: oracle answers score 100 % strict in every task, condition and regime") {
  std::string dir = temp_dir("oracle");
  test::generated(small_options(dir));
  std::map<std::string, std::vector<int>> gold;
  for (const Json& g : lines_of(dir + "/gold.jsonl"))
    for (const Json& t : g["trials"]) gold[g["id"]].push_back(t["gold"].get<int>());
  std::string preds;
  for (const std::string lang : {"en", "struct"}) {
    auto pr = SpacePrompter::load(lang);
    REQUIRE(pr);
    for (const Json& item : lines_of(dir + "/items/" + lang + ".jsonl")) {
      int position = gold[item["question"]][item["trial"].get<int>() - 1];
      std::string answer = *pr->answer(position);
      if (item["regime"] == "reasoning") answer = "Let me compare the options one by one.\n" + answer;
      preds += Json({{"id", item["id"]}, {"model", "oracle"}, {"output", answer}}).dump() + "\n";
    }
  }
  std::string answers = dir + ".answers.jsonl", results = dir + ".results.jsonl";
  REQUIRE(write_file(answers, preds));
  auto s = score_space_release(dir, {answers}, results);
  REQUIRE(s);
  CHECK(s->unknown.empty());
  CHECK(s->errors.empty());
  CHECK(s->missing["oracle"] == 0);
  size_t cells = 0;
  for (const auto& [regime, conds] : s->cells["oracle"])
    for (const auto& [cond, tasks] : conds)
      for (const auto& [task, c] : tasks) {
        CHECK_MESSAGE(c.strict_score() == 1.0, task, " ", cond, " ", regime);
        CHECK(c.mean() == 1.0);
        CHECK(c.questions == 10);
        ++cells;
      }
  CHECK(cells == 10 * 2 * 2);
  for (const auto& p : {dir, answers, results}) std::filesystem::remove_all(p);
}

}  // namespace mm::space
