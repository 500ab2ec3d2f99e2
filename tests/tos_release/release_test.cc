// `generate --pack tos` as a user runs it: the release is deterministic,
// its blind baselines stay under the gate on the paper profile, its answers
// are spread, and the scorer reads oracle answers in every condition as 1.
#include <doctest/doctest.h>

#include <filesystem>
#include <map>
#include <unistd.h>

#include <fmt/format.h>

#include "base/file_io.h"
#include "base/json_util.h"
#include "packs/tos/release/prompt.h"
#include "packs/tos/release/release.h"
#include "packs/tos/scoring/score_release.h"
#include "packs/tos/world_json.h"

namespace fs = std::filesystem;

namespace mm::tos {
namespace {

std::string temp_dir(const std::string& name) {
  fs::path p = fs::temp_directory_path() / fmt::format("mm-tos-{}-{}", name, ::getpid());
  fs::remove_all(p);
  return p.string();
}

std::map<std::string, std::string> files_of(const std::string& dir) {
  std::map<std::string, std::string> out;
  for (const auto& e : fs::recursive_directory_iterator(dir))
    if (e.is_regular_file()) out[fs::relative(e.path(), dir).string()] = *read_file(e.path().string());
  return out;
}

std::vector<Json> lines_of(const std::string& path) {
  std::vector<Json> out;
  std::string text = *read_file(path);
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    out.push_back(Json::parse(text.substr(start, end - start)));
    start = end + 1;
  }
  return out;
}

ReleaseOptions small(const std::string& out) {
  ReleaseOptions o;
  o.worlds = 6;
  o.languages = {"en", "zh", "ar", "struct"};
  o.out = out;
  return o;
}

}  // namespace

TEST_CASE("tos release: the same seed gives the same bytes for any thread count") {
  std::string a = temp_dir("a"), b = temp_dir("b");
  ReleaseOptions one = small(a), three = small(b);
  one.threads = 1;
  three.threads = 3;
  REQUIRE(generate_release(one).ok());
  REQUIRE(generate_release(three).ok());
  CHECK(files_of(a) == files_of(b));
  auto m = Json::parse(*read_file(a + "/manifest.json"));
  CHECK(m["pack"] == "tos");
  CHECK(m["questions"] == 6 * 31);  // nine tasks and the cognitive-map probes, three each; false belief, one
  CHECK(m["items"] == 6 * 31 * 4 * 2);
  fs::remove_all(a);
  fs::remove_all(b);
}

TEST_CASE("tos release: oracle answers in each condition's words score 1 and unknown ids are reported") {
  std::string dir = temp_dir("score");
  REQUIRE(generate_release(small(dir)).ok());
  std::string preds;
  std::map<std::string, World> worlds;
  for (const Json& g : lines_of(dir + "/gold.jsonl")) {
    std::string wid = g["world"];
    if (!worlds.count(wid)) worlds.emplace(wid, *world_from_json(Json::parse(*read_file(dir + "/worlds/" + wid + ".json")), wid));
    Question q{g["task"], g["id"], g["ask"], g["gold"]};
    for (const char* lang : {"en", "zh", "ar", "struct"}) {
      auto pr = TosPrompter::load(lang);
      auto text = pr->answer_text(worlds.at(wid), q);
      REQUIRE(text.ok());
      preds += Json({{"id", item_id(q.id, lang, Regime::Reasoning)}, {"model", "oracle"},
                     {"output", "Let me think.\n" + *text}}).dump() + "\n";
    }
  }
  preds += R"({"id": "tos-0/direction/0@xx/direct", "model": "oracle", "output": "N, far"})" "\n";
  std::string file = dir + ".preds.jsonl", out = dir + ".results.jsonl";
  REQUIRE(write_file(file, preds).ok());
  auto s = score_release(dir, {file}, out);
  REQUIRE_MESSAGE(s.ok(), (s.ok() ? "" : s.error().message));
  CHECK(s->unknown == std::vector<std::string>{"tos-0/direction/0@xx/direct"});
  CHECK(s->scored == 6 * 31 * 4);
  for (auto& [task, langs] : s->summary["oracle"]["reasoning"].items())
    for (auto& [lang, v] : langs.items()) {
      CAPTURE(task);
      CAPTURE(lang);
      CHECK(v["mean"].get<double>() == doctest::Approx(1.0));
    }
  CHECK(!s->summary["oracle"].contains("direct"));
  // A model is held to the conditions and regimes it answered.
  CHECK(s->missing.at("oracle") == 0);
  fs::remove_all(dir);
  fs::remove(file);
  fs::remove(out);
}

TEST_CASE("tos release: a damaged gold line or vocabulary is named with file and line or field") {
  std::string dir = temp_dir("bad");
  REQUIRE(generate_release(small(dir)).ok());
  std::string file = dir + ".preds.jsonl";
  REQUIRE(write_file(file, R"({"id": "tos-0/direction/0@en/direct", "model": "m", "output": "N, far"})" "\n").ok());
  std::string gold = *read_file(dir + "/gold.jsonl");
  REQUIRE(write_file(dir + "/gold.jsonl", gold.substr(0, gold.find('\n') + 1) + "{\"id\": 3}\n").ok());
  // A changed file is refused before anything is read from it...
  auto s = score_release(dir, {file}, "");
  REQUIRE(!s.ok());
  CHECK(s.error().message.find("gold.jsonl: does not match its size and SHA-256 in the manifest") != std::string::npos);
  // ... and, with the check skipped, read with errors that say where.
  s = score_release(dir, {file}, "", false);
  REQUIRE(!s.ok());
  CHECK(s.error().message.find("gold.jsonl:2: /id: expected a string") != std::string::npos);
  REQUIRE(write_file(dir + "/gold.jsonl", gold).ok());
  REQUIRE(write_file(dir + "/vocabulary/zh.json", R"({"format": "mentalmap.tos-vocabulary", "version": 1})").ok());
  s = score_release(dir, {file}, "", false);
  REQUIRE(!s.ok());
  CHECK(s.error().message.find("vocabulary/zh.json: /condition: expected a string") != std::string::npos);
  fs::remove_all(dir);
  fs::remove(file);
}

TEST_CASE("tos release: on the paper profile no blind baseline passes and answers are spread") {
  std::string dir = temp_dir("paper");
  ReleaseOptions o;
  o.languages = {"struct"};
  o.regimes = {Regime::Direct};
  o.out = dir;
  auto s = generate_release(o);
  REQUIRE_MESSAGE(s.ok(), (s.ok() ? "" : s.error().message));
  CHECK(s->questions == 3100);  // 2,700 over the nine tasks, 300 map probes, 100 false belief
  CHECK(s->gate_failures.empty());
  for (auto& [task, b] : s->baselines.items())
    for (auto& [name, v] : b.items()) {
      CAPTURE(task);
      CAPTURE(name);
      CHECK(v.get<double>() < gate_bound(task));
    }
  // No answer bin or object holds most of a task's golds.
  std::map<std::string, std::map<std::string, int>> bins;
  std::map<std::string, int> per_task;
  for (const Json& g : lines_of(dir + "/gold.jsonl")) {
    std::string task = g["task"];
    ++per_task[task];
    if (g["gold"].is_object() && g["gold"].contains("direction")) {
      ++bins[task + " direction"][g["gold"]["direction"]];
      ++bins[task + " distance"][g["gold"]["distance"]];
    } else if (g["gold"].is_string()) {
      ++bins[task][g["gold"]];
    } else if (g["gold"].contains("heading")) {
      ++bins[task + " heading"][g["gold"]["heading"]];
    }
  }
  for (const auto& [what, counts] : bins)
    for (const auto& [value, n] : counts) {
      CAPTURE(what);
      CAPTURE(value);
      CHECK(n < 0.5 * 300);
    }
  fs::remove_all(dir);
}

}  // namespace mm::tos

namespace mm::tos {

TEST_CASE("tos release: shards by condition merge into the bytes of the whole release") {
  std::string whole = temp_dir("whole"), s1 = temp_dir("s1"), s2 = temp_dir("s2"), merged = temp_dir("merged");
  REQUIRE(generate_release(small(whole)).ok());
  ReleaseOptions a = small(s1), b = small(s2);
  a.shard_k = 1, a.shard_n = 2;
  b.shard_k = 2, b.shard_n = 2;
  REQUIRE(generate_release(a).ok());
  REQUIRE(generate_release(b).ok());
  REQUIRE(merge_release({s2, s1}, merged, false, nullptr).ok());
  CHECK(files_of(merged) == files_of(whole));

  // One shard alone, or shards of two runs, are refused with the reason.
  std::string other = temp_dir("other"), refused = temp_dir("refused");
  auto lonely = merge_release({s1}, refused, false, nullptr);
  REQUIRE(!lonely.ok());
  CHECK(lonely.error().message.find("no shard holds condition zh") != std::string::npos);
  ReleaseOptions c = small(other);
  c.seed = 1, c.shard_k = 2, c.shard_n = 2;
  REQUIRE(generate_release(c).ok());
  auto mixed = merge_release({s1, other}, refused, false, nullptr);
  REQUIRE(!mixed.ok());
  CHECK(mixed.error().message.find("differs from") != std::string::npos);
  CHECK(mixed.error().message.find("shards of different runs") != std::string::npos);
  CHECK(!fs::exists(refused));
  for (const auto& d : {whole, s1, s2, merged, other}) fs::remove_all(d);
}

}  // namespace mm::tos
