// `publish`: the public half leaks no answer (no gold file, no answer or
// scoring field, no serialized event-list or graph gold anywhere in it),
// the private half scores exactly like the release, both halves verify,
// and the card has every section with the manifest's counts.
#include <doctest/doctest.h>

#include <filesystem>
#include <fmt/format.h>

#include "base/file_io.h"
#include "format/text_norm.h"
#include "generator/release/card.h"
#include "generator/release/publish.h"
#include "generator/release/verify.h"
#include "generator/release/writer.h"
#include "tests/harness/harness_test_util.h"
#include "validators/reading/release_input.h"

namespace mm::test {
namespace {

namespace fs = std::filesystem;

std::string publish(const TempDir& tmp) {
  PublishOptions opt{harness_release(), tmp.file("published"), false};
  auto r = publish_release(opt);
  REQUIRE_MESSAGE(r, (r ? "" : r.error().message));
  return opt.out;
}

TEST_CASE("publish: the public half holds no gold, no answer field and no serialized L4/L5 gold") {
  TempDir tmp;
  std::string out = publish(tmp);
  std::vector<std::string> golds;  // event lists and graphs, as gold.jsonl serializes them
  const std::string gold = read_text(harness_release() + "/gold.jsonl");
  for (std::string_view l : score::split_lines(gold)) {
    if (score::trim(l).empty()) continue;
    Json g = Json::parse(l);
    if (g["format"] == "event-list" || g["format"] == "graph" || g["format"] == "state-map")
      golds.push_back(g["answer"].dump());
  }
  REQUIRE(golds.size() > 10);
  size_t files = 0;
  for (const auto& e : fs::recursive_directory_iterator(out + "/public")) {
    if (!e.is_regular_file()) continue;
    ++files;
    std::string rel = fs::relative(e.path(), out + "/public").generic_string();
    CHECK(rel != "gold.jsonl");
    CHECK(rel.rfind("scenes/", 0) != 0);
    CHECK(rel.rfind("vocabulary/", 0) != 0);
    std::string text = *read_file(e.path().string());
    for (const auto& g : golds) CHECK_MESSAGE(text.find(g) == std::string::npos, rel);
    if (e.path().extension() == ".jsonl")
      for (std::string_view l : score::split_lines(text)) {
        if (score::trim(l).empty()) continue;
        Json j = Json::parse(l);
        for (const char* key : {"answer", "scoring", "evaluator", "choices", "normaliser"})
          CHECK_MESSAGE(!j.contains(key), rel << " " << key);
      }
  }
  CHECK(files == 3 + 2);  // items of en, zh, struct; the card; the manifest
  CHECK(fs::exists(out + "/private/gold.jsonl"));
}

TEST_CASE("publish: the private half scores like the release and both halves verify") {
  TempDir tmp;
  std::string out = publish(tmp);
  std::vector<Json> preds;
  for (const auto& [id, answer] : canonical_answers())
    preds.push_back({{"id", id}, {"model", "oracle"}, {"output", preds.size() % 3 ? answer : wrong_answer()}});
  std::string text;
  for (const auto& p : preds) text += p.dump() + "\n";
  write_text(tmp.file("p.jsonl"), text);
  auto whole = score_files(harness_release(), {tmp.file("p.jsonl")});
  auto split = score_files(out + "/private", {tmp.file("p.jsonl")});
  CHECK(whole == split);
  CHECK(whole.size() == canonical_answers().size());

  auto pub = verify_release(out + "/public", VerifyDepth::deep);
  REQUIRE(pub);
  CHECK(pub->public_half);
  CHECK(pub->ok());
  auto priv = verify_release(out + "/private", VerifyDepth::deep);
  REQUIRE(priv);
  CHECK_MESSAGE(priv->ok(), (priv->errors.empty() ? "" : priv->errors.front()));

  SUBCASE("the public half alone is refused for scoring, with what to give") {
    auto r = score::open_release(out + "/public");
    REQUIRE_FALSE(r);
    CHECK(r.error().message.find("public half of a published release and holds no gold") != std::string::npos);
  }
  SUBCASE("a changed public file is found") {
    std::string items = out + "/public/items/en.jsonl";
    write_text(items, *read_file(items) + "\n");
    CHECK_FALSE(score::open_release(out + "/private"));
    CHECK_FALSE(verify_release(out + "/public", VerifyDepth::files)->ok());
  }
  SUBCASE("halves that are not side by side: --public names the other") {
    fs::rename(out + "/public", tmp.file("elsewhere"));
    auto lost = score::open_release(out + "/private");
    REQUIRE_FALSE(lost);
    CHECK(lost.error().message.find("--public") != std::string::npos);
    CHECK(score::open_release(out + "/private", {.public_dir = tmp.file("elsewhere")}));
  }
}

TEST_CASE("publish: a shard, a half, or an ungated release is refused, and the card names every section") {
  TempDir tmp;
  std::string out = publish(tmp);
  auto again = publish_release({out + "/private", tmp.file("again"), false});
  REQUIRE_FALSE(again);
  CHECK(again.error().message.find("already half of a published release") != std::string::npos);
  GenerateOptions g;
  g.scenes = "builtin:4";
  g.profile = Profile::Small;
  g.languages = {"en"};
  g.out = tmp.file("ungated");  // no gate: no blind-baselines verdict
  REQUIRE(generate_release(g));
  auto ungated = publish_release({g.out, tmp.file("p1"), false});
  REQUIRE_FALSE(ungated);
  CHECK(ungated.error().message.find("blind-baselines gate did not pass (or was not run)") != std::string::npos);
  g.out = tmp.file("shard");
  g.shard_k = 1;
  g.shard_n = 2;
  REQUIRE(generate_release(g));
  auto shard = publish_release({g.out, tmp.file("p2"), false});
  REQUIRE_FALSE(shard);
  CHECK(shard.error().message.find("is shard 1/2; merge the shards") != std::string::npos);
  CHECK_FALSE(fs::exists(tmp.file("p1")));

  std::string card = *read_file(out + "/public/README.md");
  std::string full = *read_file(harness_release() + "/README.md");
  size_t at = 0, at_full = 0;
  for (const auto& s : card_sections()) {
    size_t p = card.find("\n" + s + "\n");
    CHECK_MESSAGE(p != std::string::npos, s);
    CHECK_MESSAGE(p > at, s);  // in order
    at = p;
    CHECK(full.find("\n" + s + "\n", at_full) != std::string::npos);
  }
  CHECK(card.find("public half of a published release") != std::string::npos);
  CHECK(full.find("Do not upload this folder as it is") != std::string::npos);
  // The counts printed are the manifest's.
  auto m = load_manifest(harness_release());
  REQUIRE(m);
  int64_t total = 0;
  for (const auto& [level, row] : m->counts) {
    std::string line = fmt::format("| {} |", level);
    for (const auto& l : m->languages) {
      line += fmt::format(" {} |", row.count(l) ? row.at(l) : 0);
      total += row.count(l) ? row.at(l) : 0;
    }
    CHECK_MESSAGE(card.find(line) != std::string::npos, line);
  }
  CHECK(card.find(fmt::format("Total: {} items.", total)) != std::string::npos);
  for (const auto& [family, n] : m->axes.at("family"))
    CHECK_MESSAGE(card.find(fmt::format("{} ({})", family, n)) != std::string::npos, family);
  for (const auto& [regime, n] : m->axes.at("regime"))
    CHECK(card.find(fmt::format("| {} | {} |", regime, n)) != std::string::npos);
  CHECK(card.find("mentalmap generate --scenes builtin:4 --seed 0 --profile small --languages en,zh,struct") !=
        std::string::npos);
  CHECK(card.find("| graph | all but houseGraph, localSlice | 6144 |") != std::string::npos);
}

}  // namespace
}  // namespace mm::test
