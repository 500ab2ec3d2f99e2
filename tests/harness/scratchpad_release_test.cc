// generate --scratchpad: every direct item also in the scratchpad regime, in
// every condition, on the same base items; the gate holds; the oracle
// answers written after a notes block score 1 on every item.
#include <doctest/doctest.h>

#include <map>
#include <set>

#include "base/file_io.h"
#include "format/manifest.h"
#include "format/text_norm.h"
#include "generator/release/writer.h"
#include "tests/harness/harness_test_util.h"
#include "validators/baselines/baseline_answers.h"
#include "validators/baselines/release_gate.h"
#include "validators/reading/release_input.h"

namespace mm::test {
namespace {

TEST_CASE("generate --scratchpad: paired with the direct regime in all nine conditions, gated, oracle scores 1") {
  TempDir tmp;
  GenerateOptions opt;
  opt.scenes = "builtin:4";
  opt.profile = Profile::Small;
  opt.languages = {"en", "zh", "ja", "ko", "es", "ar", "th", "de", "struct"};
  opt.scratchpad = true;
  opt.out = tmp.file("release");
  opt.gate = baselines::release_gate(2);
  auto r = generate_release(opt);
  REQUIRE_MESSAGE(r, (r ? "" : r.error().message));
  auto m = load_manifest(opt.out);
  REQUIRE(m);
  CHECK(m->scratchpad);
  CHECK(m->baselines.value("gate", "") == "passed");

  auto release = score::open_release(opt.out);
  REQUIRE(release);
  auto items = score::load_items(*release);
  REQUIRE(items);
  std::map<std::pair<std::string, std::string>, std::set<std::string>> regimes;  // (base, condition) -> regimes
  std::set<std::string> conditions;
  std::string preds;
  for (const auto& g : *items) {
    regimes[{g.base_id, g.language}].insert(g.regime);
    std::string answer = baselines::answer_text(g.format, g.answer);
    if (g.regime == "scratchpad") {
      conditions.insert(g.language);
      answer = "<scratchpad>\nnotes: maybe yes, maybe no; 3 objects?\n</scratchpad>\n" + answer;
    }
    if (g.level >= 0) preds += Json{{"id", g.id}, {"model", "oracle"}, {"output", answer}}.dump() + "\n";
  }
  CHECK(conditions.size() == 9);
  for (const auto& [key, set] : regimes)
    if (set.count("direct")) CHECK_MESSAGE(set.count("scratchpad"), key.first << " " << key.second);
  for (const auto& [key, set] : regimes)
    if (set.count("scratchpad")) CHECK(set.count("direct"));
  write_text(tmp.file("p.jsonl"), preds);
  auto results = score_files(opt.out, {tmp.file("p.jsonl")});
  size_t pads = 0;
  for (const auto& [key, line] : results) {
    if (line["level"].get<int>() < 0) continue;
    pads += line["regime"] == "scratchpad";
    CHECK_MESSAGE(line["score"].get<double>() == doctest::Approx(1.0), line.dump());
  }
  CHECK(pads > 9 * 10);
}

}  // namespace
}  // namespace mm::test
