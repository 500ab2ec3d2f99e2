// The CoSpace release (docs/cospace.md, "The release"): the oracle scores
// 1 on every measure in every condition and regime; the bytes do not depend
// on the thread count, and shards merge into the release generated whole;
// the paper profile's composition and gate.
#include <doctest/doctest.h>

#include <filesystem>
#include <unistd.h>

#include <fmt/format.h>

#include "base/file_io.h"
#include "packs/common/reading/release_files.h"
#include "packs/cospace/release/prompt.h"
#include "packs/cospace/release/release.h"
#include "packs/cospace/scoring/score_release.h"
#include "packs/cospace/suite.h"

namespace mm::cospace {
namespace {

std::string temp_dir(const std::string& name) {
  auto p = std::filesystem::temp_directory_path() / fmt::format("mm-cospace-{}-{}", name, ::getpid());
  std::filesystem::remove_all(p);
  return p.string();
}

std::map<std::string, std::string> files_of(const std::string& dir) {
  std::map<std::string, std::string> out;
  for (const auto& e : std::filesystem::recursive_directory_iterator(dir))
    if (e.is_regular_file()) out[std::filesystem::relative(e.path(), dir).string()] = *read_file(e.path().string());
  return out;
}

ReleaseOptions small_options(const std::string& out, int threads = 2) {
  ReleaseOptions o;
  o.profile = "small";
  o.questions = *profile_questions("small");
  o.languages = cospace_conditions();
  o.out = out;
  o.threads = threads;
  o.gate = false;
  return o;
}

ReleaseSummary generated(const ReleaseOptions& o) {
  auto s = generate_release(o);
  REQUIRE_MESSAGE(s, s.error().message);
  return *s;
}

}  // namespace

TEST_CASE("cospace release: the oracle scores 1 on every measure in every condition and regime") {
  std::string dir = temp_dir("oracle");
  ReleaseOptions opt = small_options(dir);
  ReleaseSummary s = generated(opt);
  CHECK(s.questions == 70);
  // Direction and Counting: original, rotated, disrupted; Planning: original, disrupted; Rotation: original.
  CHECK(s.prompts == 10 * (3 + 3 + 3 + 2 + 2 + 1 + 1));
  score::PredictionSet preds;
  std::map<std::string, Item> by_id;
  for (Task t : kTasks)
    for (int i = 0; i < 10; ++i)
      for (Item& it : prompts(t, opt.seed, i)) by_id.emplace(it.id, std::move(it));
  for (const std::string& lang : opt.languages) {
    auto pr = CospacePrompter::load(lang);
    REQUIRE(pr);
    for (const auto& [id, it] : by_id) {
      auto answer = pr->answer_text(it);
      REQUIRE_MESSAGE(answer, answer.error().message);
      for (const char* regime : {"direct", "reasoning"})
        score::add_prediction({pack::item_id(id, lang, regime), "oracle", *answer, "", 0}, preds);
    }
  }
  auto score = score_cospace_release(dir, preds, "");
  REQUIRE_MESSAGE(score, score.error().message);
  CHECK(score->unknown.empty());
  CHECK(score->missing["oracle"] == 0);
  for (const std::string& lang : opt.languages)
    for (const char* regime : {"direct", "reasoning"}) {
      const Cell& cell = score->cells["oracle"][regime][lang];
      REQUIRE(cell.tasks.size() == 7);
      for (const auto& [task, t] : cell.tasks) {
        INFO(lang << " " << regime << " " << task);
        CHECK(t.questions == 10);
        CHECK(t.accuracy() == 1.0);
        if (task == "DIR-Rec" || task == "DIR-Obj" || task == "CNT") {
          CHECK(t.pairs == 10);
          CHECK(t.acc_q() == 1.0);
          CHECK(t.acc_p() == 1.0);
        }
        if (t.disrupted) CHECK(t.disrupted_accuracy() == 1.0);
      }
      CHECK(cell.conditional.at("original").given == 10);
      CHECK(cell.conditional.at("original").accuracy() == 1.0);
      CHECK(cell.conditional.at("disrupted").accuracy() == 1.0);
    }
  std::filesystem::remove_all(dir);
}

TEST_CASE("cospace release: the same bytes for one or two threads, and shards merge into the whole") {
  std::string one = temp_dir("t1"), two = temp_dir("t2"), merged = temp_dir("merged");
  generated(small_options(one, 1));
  generated(small_options(two, 2));
  CHECK(files_of(one) == files_of(two));
  std::vector<std::string> shards;
  for (int k = 1; k <= 2; ++k) {
    ReleaseOptions o = small_options(temp_dir(fmt::format("shard{}", k)));
    o.shard_k = k;
    o.shard_n = 2;
    generated(o);
    shards.push_back(o.out);
  }
  std::vector<std::string> notes;
  Status st = merge_release(shards, merged, false, &notes);
  REQUIRE_MESSAGE(st, st.error().message);
  CHECK(files_of(merged) == files_of(one));
  for (const auto& d : {one, two, merged, shards[0], shards[1]}) std::filesystem::remove_all(d);
}

TEST_CASE("cospace release: the paper profile has the paper's 1,626 questions and passes the gate") {
  auto q = profile_questions("paper");
  REQUIRE(q);
  int total = 0;
  for (const auto& [task, n] : *q) total += n;
  CHECK(total == 1626);
  std::string dir = temp_dir("paper");
  ReleaseOptions opt = small_options(dir);
  opt.profile = "paper";
  opt.questions = *q;
  opt.languages = {"en"};
  opt.regimes = {Regime::Direct};
  opt.gate = true;
  ReleaseSummary s = generated(opt);
  CHECK(s.questions == 1626);
  CHECK(s.gate_failures.empty());
  MESSAGE("baselines: " << s.baselines.dump());
  for (const auto& [task, rules] : s.baselines.items())
    for (const auto& [rule, acc] : rules.items()) {
      INFO(task << " " << rule);
      CHECK(acc.get<double>() < (task == "ROT-Ang" ? kTwoOptionBound : kGateBound));
    }
  // The two shortcuts the issue names.
  CHECK(s.baselines["CNT"]["every-mention"].get<double>() <= 0.20);
  CHECK(s.baselines["ROT-Ang"]["ignore-overlap"].get<double>() == doctest::Approx(0.5).epsilon(0.05));
  std::filesystem::remove_all(dir);
}

}  // namespace mm::cospace
