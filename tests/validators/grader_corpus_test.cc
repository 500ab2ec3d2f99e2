// The grader corpus: answers to every family in every condition, written in
// the styles models use (bare, sentences, bold, answer markers, reasoning
// then an answer, native list separators, JSON in fences), each with the
// verdict a careful human grader fluent in the language gives it
// (tests/validators/data/grader_corpus/<condition>.jsonl; how it was made:
// docs/metrics.md, "Grader corpus"). The items are those of the release a
// user gets from
//   mentalmap generate --scenes builtin:10 --seed 5 --profile small --languages all
// and the scorer must agree with the grader on every answer.
#include <doctest/doctest.h>

#include <cstdlib>
#include <map>
#include <string>

#include <fmt/format.h>

#include "base/file_io.h"
#include "format/conditions.h"
#include "generator/release/writer.h"
#include "format/text_norm.h"
#include "tests/test_util.h"
#include "tests/validators/reference.h"
#include "tests/validators/validators_test_util.h"
#include "validators/scoring/scorer.h"

using namespace mm;
using namespace mm::score;

namespace {

struct CorpusRelease {
  test::TempDir dir;
  Release release{test::small_release(dir, {kConditions.begin(), kConditions.end()})};
};

const Release& corpus_release() {
  static CorpusRelease r;
  return r.release;
}

std::string corpus_path(std::string_view condition) {
  return test::validators_data(fmt::format("grader_corpus/{}.jsonl", condition));
}

}  // namespace

TEST_CASE("grader corpus: the scorer reads every answer as a careful grader does, in every condition") {
  const Release& r = corpus_release();
  for (std::string_view condition : kConditions) {
    CAPTURE(condition);
    auto preds = read_predictions({corpus_path(condition)}, false);
    REQUIRE_MESSAGE(preds, (preds ? "" : preds.error().message));
    CHECK(preds->errors.empty());
    CHECK(preds->duplicates.empty());
    std::map<std::pair<std::string, std::string>, Json> results;
    auto report = score_predictions(
        r, *preds,
        [&](const std::string& line) {
          Json j = Json::parse(line);
          std::pair<std::string, std::string> key{j.value("id", ""), j.value("model", "")};
          results[key] = std::move(j);
        },
        2, ScoreScope{{std::string(condition)}});
    REQUIRE_MESSAGE(report, (report ? "" : report.error().message));
    CHECK(report->unknown.empty());  // every answer is to an item of this release

    auto text = read_file(corpus_path(condition));
    REQUIRE(text);
    std::map<std::string, int> families;
    int answers = 0;
    for (std::string_view line : split_lines(*text)) {
      if (trim(line).empty()) continue;
      Json c = Json::parse(line);
      auto it = results.find({c["id"].get<std::string>(), c["model"].get<std::string>()});
      REQUIRE(it != results.end());
      const Json& got = it->second;
      const Json& grader = c["grader"];
      ++answers;
      ++families[got["family"].get<std::string>()];
      INFO(fmt::format("{} {} ({}): {}\n  grader: {}\n  scorer: status {}, answer {}, note {}", c["id"].get<std::string>(),
                       c["model"].get<std::string>(), got["family"].get<std::string>(), c["output"].get<std::string>(),
                       grader.dump(), got["status"].dump(), got["answer"].dump(), got["note"].dump()));
      CHECK(got["correct"] == grader["correct"]);
      if (grader.contains("status")) CHECK(got["status"] == grader["status"]);
      if (grader.contains("components"))
        for (const auto& [key, want] : grader["components"].items()) CHECK(got["components"][key] == want);
    }
    // Every family of the release is in the corpus, twice, in every condition.
    CHECK(families.size() == 41);
    for (const auto& [family, n] : families) CHECK_MESSAGE(n >= 2, family);
    CHECK(answers >= 82);
  }
}

TEST_CASE("native oracle: every gold written in its item's own language, as its prompt writes names, scores 1") {
  const Release& r = corpus_release();
  auto gold = load_items(r);
  REQUIRE(gold);
  PredictionSet preds;
  preds.models = {"native-oracle"};
  std::map<std::string, std::string> written;
  int grouped = 0;  // answers naming a label the prompt writes in a word group ("el fregadero", "lavabo 1")
  for (size_t i = 0; i < gold->size(); ++i) {
    const GoldItem& g = (*gold)[i];
    std::string lang = g.language == "struct" ? "en" : g.language;
    const std::string answer = g.answer.dump();
    for (const auto& [label, group] : g.vocab.grouped)
      if (answer.find("\"" + label + "\"") != std::string::npos) {
        ++grouped;
        break;
      }
    written[g.id] = test::write_answer(g, g, int(i), lang);
    preds.predictions.push_back({g.id, "native-oracle", written[g.id], "mem", i + 1});
  }
  std::map<std::string, int> per_condition;
  auto report = score_predictions(r, preds, [&](const std::string& line) {
    Json l = Json::parse(line);
    std::string id = l.value("id", "");
    INFO(fmt::format("{} {} {}: {}\n  read: {} {} {}", id, l.value("family", ""), l.value("language", ""), written[id],
                     l["status"].dump(), l["answer"].dump(), l["note"].dump()));
    CHECK(l["correct"] == true);
    CHECK(l["off_language"] == false);
    ++per_condition[l.value("language", "")];
  });
  REQUIRE(report);
  CHECK(per_condition.size() == kConditions.size());
  CHECK(grouped >= 3);
}

// The same oracle on a release of the user's choosing (the paper release:
// MM_ORACLE_RELEASE=<dir> ctest -R 'native oracle on'), with a per-condition
// count of the answers that do not score 1.
TEST_CASE("native oracle on the release in MM_ORACLE_RELEASE" * doctest::skip(std::getenv("MM_ORACLE_RELEASE") == nullptr)) {
  auto r = open_release(std::getenv("MM_ORACLE_RELEASE"));
  REQUIRE_MESSAGE(r, (r ? "" : r.error().message));
  PredictionSet preds;
  preds.models = {"native-oracle"};
  std::vector<std::string> outputs(r->items.size());
  REQUIRE(for_each_item(
      *r, 2,
      [&](size_t i, const GoldItem& g) {
        outputs[i] = test::write_answer(g, g, int(i), g.language == "struct" ? "en" : g.language);
        return Status::Ok();
      },
      [](size_t) {}));
  for (size_t i = 0; i < outputs.size(); ++i)
    preds.predictions.push_back({r->items[i].id, "native-oracle", std::move(outputs[i]), "mem", i + 1});
  std::map<std::string, std::pair<int64_t, int64_t>> per_condition;  // correct, all
  std::vector<std::string> misses;
  auto report = score_predictions(*r, preds, [&](const std::string& line) {
    Json l = Json::parse(line);
    auto& [ok, all] = per_condition[l.value("language", "")];
    ++all;
    if (l["correct"] == true) ++ok;
    else if (misses.size() < 20) misses.push_back(l.value("id", "") + " " + l.value("family", "") + " " + l["answer"].dump());
  });
  REQUIRE(report);
  for (const auto& [c, n] : per_condition) MESSAGE(c << ": " << n.first << " / " << n.second);
  for (const auto& m : misses) MESSAGE(m);
  CHECK(misses.empty());
}
