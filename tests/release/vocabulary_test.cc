// A release carries the scoring vocabulary of each condition
// (vocabulary/<c>.json), so that a later version of the tool scores it as
// its own prompts wrote names: the file format (round trip, bad input), a
// release made by an earlier version (before the files existed) scored by
// this one, and a release whose lexicon differs from this build's.
#include <doctest/doctest.h>

#include <algorithm>

#include <regex>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "format/vocabulary.h"
#include "base/resources.h"
#include "generator/release/vocabulary_build.h"
#include "tests/test_util.h"

namespace fs = std::filesystem;
using mm::test::run_command;
using mm::test::TempDir;

TEST_CASE("vocabulary: every condition's vocabulary is written and read back unchanged") {
  for (const char* c : {"en", "zh", "ja", "ko", "es", "ar", "th", "de", "struct"}) {
    CAPTURE(c);
    auto v = mm::lexicon_vocabulary(c);
    REQUIRE(v);
    CHECK(v->condition == c);
    CHECK(v->phrases.size() > 1000);
    CHECK(!v->markers.empty());
    CHECK(!v->separators.empty());
    std::string text = mm::format::vocabulary_dump(*v);
    auto back = mm::format::vocabulary_parse(text, "vocabulary.json");
    REQUIRE(back);
    CHECK(*back == *v);
    CHECK(mm::format::vocabulary_dump(*back) == text);
    // Kinds named by their place carry their word groups (not struct, not English).
    size_t grouped = std::count_if(v->phrases.begin(), v->phrases.end(), [](const auto& p) { return !p.group.empty(); });
    CHECK((grouped > 0) == (std::string(c) != "struct" && std::string(c) != "en"));
  }
}

TEST_CASE("vocabulary: bad files are refused with the file, the place and what was expected") {
  const std::string head = R"({"format":"mentalmap.vocabulary","version":1,"condition":"en","markers":[],"separators":[],)";
  struct Bad {
    std::string text, expect;
  };
  for (const Bad& b : std::vector<Bad>{
           {head + R"("phrases":[["mug","thing","own","Mug"]]})", "/phrases/0/1"},
           {head + R"("phrases":[["mug","object"]]})", "/phrases/0"},
           {head + R"("phrases":[["mug","object","own","Mug","yes"]]})", "/phrases/0/4"},
           {head + R"("phrases":{}})", "/phrases"},
           {R"({"format":"mentalmap.vocabulary","version":2,"condition":"en","markers":[],"separators":[],"phrases":[]})",
            "/version"},
           {R"({"format":"mentalmap.vocabulary","version":1,"condition":"en","markers":[],"phrases":[]})",
            "separators"},
           {head + R"("phrases":[["mug","object","own","Mug"])", "invalid JSON"},
           // RapidJSON's pattern check stops at a NUL byte; the code does not.
           {R"({"format":"mentalmap.vocabulary","version":1,"condition":"en\u0000/../x","markers":[],"separators":[],"phrases":[]})",
            "/condition"},
       }) {
    CAPTURE(b.text);
    auto v = mm::format::vocabulary_parse(b.text, "rel/vocabulary/en.json");
    REQUIRE_FALSE(v);
    CHECK(v.error().message.rfind("rel/vocabulary/en.json", 0) == 0);
    CAPTURE(v.error().message);
    CHECK(v.error().message.find(b.expect) != std::string::npos);
  }
}

// Results lines gained "base_id" after that version; everything else must
// be the bytes it wrote.
std::string without_base_id(std::string text) {
  static const std::regex base_id(R"(,"base_id":"[^"]*")");
  return std::regex_replace(text, base_id, "");
}

TEST_CASE("vocabulary: a release made before vocabulary/ existed scores as its own version scored it") {
  // tests/data/releases/pre-vocabulary.tar.gz: made by mentalmap 0.1.0 at
  // commit 298b925 (`generate --scenes builtin:1 --seed 0 --profile small
  // --languages en,struct`), with predictions (the gold answers) and the
  // results that version wrote for them.
  TempDir dir;
  std::string out;
  REQUIRE(run_command(fmt::format("tar -xzf {}/releases/pre-vocabulary.tar.gz -C {}", MM_TEST_DATA, dir.path()),
                      &out) == 0);
  std::string base = dir.file("pre-vocabulary");
  int rc = run_command(fmt::format("{} score {}/release --predictions {}/predictions.jsonl --out {}/results.jsonl",
                                   MM_BINARY, base, base, base),
                       &out);
  CAPTURE(out);
  CHECK(rc == 0);
  CHECK(out.find("carries no scoring vocabulary for en, struct") != std::string::npos);
  CHECK(without_base_id(mm::test::read_text(base + "/results.jsonl")) == mm::test::read_text(base + "/expected-results.jsonl"));

  // The same release as if an older version had made it (the manifest is
  // not hashed): still scored alike, with a note; `verify` refuses it, as
  // this build does not reproduce it.
  auto manifest = nlohmann::ordered_json::parse(mm::test::read_text(base + "/release/manifest.json"));
  manifest["tool"]["version"] = "0.0.9";
  mm::test::write_text(base + "/release/manifest.json", manifest.dump(2) + "\n");
  rc = run_command(fmt::format("{} score {}/release --predictions {}/predictions.jsonl --out {}/results2.jsonl",
                               MM_BINARY, base, base, base),
                   &out);
  CHECK(rc == 0);
  CHECK(out.find("made by mentalmap 0.0.9") != std::string::npos);
  CHECK(without_base_id(mm::test::read_text(base + "/results2.jsonl")) == mm::test::read_text(base + "/expected-results.jsonl"));
  CHECK(run_command(fmt::format("{} verify {}/release", MM_BINARY, base), &out) != 0);
  CHECK(out.find("made by mentalmap 0.0.9") != std::string::npos);
}

TEST_CASE("vocabulary: a release is read with its own words, not this build's") {
  // A release made with a lexicon that calls a mug a "beaker" (as an older
  // or newer version might word it): this build's scorer reads "beaker" as
  // Mug in that release, without --skip-verify.
  TempDir dir;
  fs::path res = dir.file("resources");
  fs::create_directories(res);
  for (const char* sub : {"lexicons", "templates", "schemas"})
    fs::copy(fs::path(MM_SOURCE_DIR) / sub, res / sub, fs::copy_options::recursive);
  fs::create_directories(res / "generator/data");
  fs::copy(fs::path(MM_SOURCE_DIR) / "generator/data", res / "generator/data", fs::copy_options::recursive);
  auto lexicon = nlohmann::ordered_json::parse(mm::test::read_text((res / "lexicons/en.json").string()));
  lexicon["types"]["Mug"] = {{"sg", "beaker"}, {"pl", "beakers"}, {"art", "a"}, {"aliases", nlohmann::json::array()}};
  mm::test::write_text((res / "lexicons/en.json").string(), lexicon.dump(1));

  std::string rel = dir.file("release"), out;
  REQUIRE(run_command(fmt::format("{} generate --scenes builtin:2 --seed 0 --profile small --languages en --out {} "
                                  "--resources {}",
                                  MM_BINARY, rel, res.string()),
                      &out) == 0);
  CHECK(mm::test::read_text(rel + "/vocabulary/en.json").find(R"(["beaker","object","own","Mug"])") != std::string::npos);

  // Every roomInventory item whose gold lists a mug, answered with the
  // release's word for it.
  std::string preds;
  int asked = 0;
  std::istringstream gold(mm::test::read_text(rel + "/gold.jsonl"));
  for (std::string line; std::getline(gold, line);) {
    auto g = nlohmann::json::parse(line);
    if (g["family"] != "roomInventory") continue;
    std::vector<std::string> words;
    bool mug = false;
    for (const auto& a : g["answer"]) {
      mug = mug || a == "Mug";
      words.push_back(a == "Mug" ? "beaker" : a.get<std::string>());
    }
    if (!mug) continue;
    ++asked;
    preds += nlohmann::json{{"id", g["id"]}, {"model", "m"}, {"output", fmt::format("{}", fmt::join(words, ", "))}}
                 .dump() +
             "\n";
  }
  REQUIRE(asked > 0);
  mm::test::write_text(dir.file("preds.jsonl"), preds);
  int rc = run_command(
      fmt::format("{} score {} --predictions {} --out {}", MM_BINARY, rel, dir.file("preds.jsonl"),
                  dir.file("results.jsonl")),
      &out);
  CAPTURE(out);
  CHECK(rc == 0);
  int correct = 0;
  std::istringstream results(mm::test::read_text(dir.file("results.jsonl")));
  for (std::string line; std::getline(results, line);)
    if (nlohmann::json::parse(line).value("correct", false)) ++correct;
  CHECK(correct == asked);
}
