// `export`: the files each format writes, the field names and types the
// tools document (lm-evaluation-harness v0.4.12 TaskConfig, inspect_ai
// 0.3.260 FieldSpec, the Batch API's request line), the per-file limits,
// every item's token budget, and the refusals.
#include <doctest/doctest.h>

#include <filesystem>
#include <set>

#include "base/file_io.h"
#include "format/generation_settings.h"
#include "format/text_norm.h"
#include "harness/export/export.h"
#include "tests/harness/harness_test_util.h"
#include "validators/reading/release_input.h"

namespace mm::test {
namespace {

namespace fs = std::filesystem;

harness::ExportOptions options(const TempDir& tmp, harness::ExportFormat f) {
  harness::ExportOptions opt;
  opt.release = harness_release();
  opt.out = tmp.file("export");
  opt.format = f;
  if (f == harness::ExportFormat::OpenAIBatch) opt.model = "gpt-4o-mini";
  return opt;
}

std::vector<Json> jsonl(const std::string& path) {
  std::vector<Json> out;
  const std::string text = read_text(path);
  for (std::string_view l : score::split_lines(text))
    if (!score::trim(l).empty()) out.push_back(Json::parse(l));
  return out;
}

size_t release_items() {
  auto r = score::open_release(harness_release());
  REQUIRE(r);
  return r->items.size();
}

TEST_CASE("export: openai-batch splits a condition at the per-file request limit and every request fits its item") {
  TempDir tmp;
  auto opt = options(tmp, harness::ExportFormat::OpenAIBatch);
  opt.max_requests_per_file = 10;
  auto r = harness::export_release(opt);
  REQUIRE_MESSAGE(r, (r ? "" : r.error().message));
  CHECK(r->items == release_items());
  size_t lines = 0;
  std::set<std::string> ids;
  for (const auto& e : fs::directory_iterator(opt.out + "/requests")) {
    auto file = jsonl(e.path().string());
    CHECK(file.size() <= 10);
    CHECK(e.path().filename().string().find("-of") != std::string::npos);
    for (const auto& l : file) {
      CHECK(std::set<std::string>{"custom_id", "method", "url", "body"} == [&] {
        std::set<std::string> k;
        for (const auto& [key, v] : l.items()) k.insert(key);
        return k;
      }());
      CHECK(l["body"]["max_tokens"].is_number_integer());
      ids.insert(l["custom_id"].get<std::string>());
      ++lines;
    }
  }
  CHECK(lines == release_items());
  CHECK(ids.size() == lines);
  // The manifest lists every file written, with its digest.
  Json m = Json::parse(*read_file(opt.out + "/manifest.json"));
  CHECK(m["format"] == "mentalmap.export");
  CHECK(m["export_format"] == "openai-batch");
  CHECK(m["generation"]["reasoning_extra_tokens"] == kReasoningTokens);
  size_t listed = m["files"].size();
  size_t present = 0;
  for (const auto& e : fs::recursive_directory_iterator(opt.out))
    if (e.is_regular_file() && e.path().filename() != "manifest.json") ++present;
  CHECK(listed == present);

  SUBCASE("reasoning models take max_completion_tokens and no temperature") {
    auto o = options(tmp, harness::ExportFormat::OpenAIBatch);
    o.openai_reasoning_model = true;
    REQUIRE(harness::export_release(o));
    Json first = jsonl(o.out + "/requests/en.jsonl").front();
    CHECK(first["body"].contains("max_completion_tokens"));
    CHECK_FALSE(first["body"].contains("temperature"));
    CHECK_FALSE(first["body"].contains("max_tokens"));
  }
}

TEST_CASE("export: lm-eval tasks use only TaskConfig keys, absolute data paths and per-level token budgets") {
  TempDir tmp;
  auto opt = options(tmp, harness::ExportFormat::LmEval);
  REQUIRE(harness::export_release(opt));
  const std::set<std::string> task_keys = {"task", "tag", "dataset_path", "dataset_kwargs", "test_split",
                                           "output_type", "doc_to_text", "doc_to_target", "generation_kwargs",
                                           "process_results", "metric_list", "metadata"};
  size_t tasks = 0;
  for (const auto& e : fs::directory_iterator(opt.out + "/tasks")) {
    if (e.path().extension() != ".yaml") continue;
    ++tasks;
    std::string yaml = *read_file(e.path().string());
    for (std::string_view l : score::split_lines(yaml)) {
      if (l.empty() || l[0] == ' ' || l[0] == '#') continue;
      std::string key(l.substr(0, l.find(':')));
      CHECK_MESSAGE(task_keys.count(key), key);
    }
    CHECK(yaml.find("output_type: generate_until\n") != std::string::npos);
    CHECK(yaml.find("doc_to_text: prompt\n") != std::string::npos);
    CHECK(yaml.find("  until: []\n  do_sample: false\n  temperature: 0.0\n  max_gen_toks: ") != std::string::npos);
    size_t at = yaml.find("test: \"") + 7;
    std::string data = yaml.substr(at, yaml.find('"', at) - at);
    CHECK(fs::path(data).is_absolute());
    CHECK(fs::exists(data));
    // The budget covers every item of the task.
    int budget = std::stoi(yaml.substr(yaml.find("max_gen_toks: ") + 14));
    for (const auto& doc : jsonl(data)) CHECK(doc["metadata"]["max_tokens"].get<int>() <= budget);
  }
  CHECK(tasks >= 3 * 6);
  std::string all = *read_file(opt.out + "/groups/mentalmap.yaml");
  CHECK(all.find("group: mentalmap\ntask:\n  - mentalmap_en\n") != std::string::npos);
  CHECK(fs::exists(opt.out + "/groups/mentalmap_l4.yaml"));
  CHECK(read_file(opt.out + "/tasks/utils.py")->find("def process_results(doc, results):") != std::string::npos);
}

TEST_CASE("export: inspect samples use FieldSpec fields and the canonical answer as target") {
  TempDir tmp;
  auto opt = options(tmp, harness::ExportFormat::Inspect);
  REQUIRE(harness::export_release(opt));
  const std::set<std::string> fields = {"id", "input", "target", "metadata", "choices", "files", "setup", "sandbox"};
  size_t n = 0;
  for (const auto& c : {"en", "zh", "struct"})
    for (const auto& s : jsonl(opt.out + "/dataset/" + std::string(c) + ".jsonl")) {
      ++n;
      for (const auto& [key, v] : s.items()) CHECK_MESSAGE(fields.count(key), key);
      CHECK(s["input"].is_string());
      CHECK_FALSE(s["input"].get<std::string>().empty());
      CHECK(s["metadata"].is_object());
      CHECK(s["metadata"]["language"] == c);
      CHECK(s["target"] == canonical_answers().at(s["id"]));
    }
  CHECK(n == release_items());
}

TEST_CASE("export: every gold answer fits its item's token budget (two characters a token, reasoning aside)") {
  auto r = score::open_release(harness_release());
  REQUIRE(r);
  auto items = score::load_items(*r);
  REQUIRE(items);
  for (const auto& g : *items) {
    auto s = generation_settings(g.family, g.format, "direct");
    std::string answer = canonical_answers().at(g.id);
    CHECK_MESSAGE(answer.size() / 2 <= size_t(s.max_tokens), g.family << " " << answer.size());
    CHECK(generation_settings(g.family, g.format, "reasoning").max_tokens == s.max_tokens + kReasoningTokens);
  }
}

TEST_CASE("export: refusals name what to do") {
  TempDir tmp;
  auto opt = options(tmp, harness::ExportFormat::OpenAIBatch);
  opt.model.clear();
  auto r = harness::export_release(opt);
  REQUIRE_FALSE(r);
  CHECK(r.error().message.find("needs --model") != std::string::npos);
  opt = options(tmp, harness::ExportFormat::Inspect);
  opt.conditions = {"en", "ja"};
  r = harness::export_release(opt);
  REQUIRE_FALSE(r);
  CHECK(r.error().message.find("'ja' is not a condition of release") != std::string::npos);
  CHECK_FALSE(fs::exists(opt.out));  // nothing half-written
  // An existing folder that is not an export is never replaced.
  fs::create_directories(opt.out);
  write_text(opt.out + "/notes.txt", "mine");
  opt.conditions = {"en"};
  r = harness::export_release(opt);
  REQUIRE_FALSE(r);
  CHECK(r.error().message.find("is a non-empty folder that is not a mentalmap export") != std::string::npos);
  CHECK(*read_file(opt.out + "/notes.txt") == "mine");
  CHECK(harness::parse_export_format("lm-eval") == harness::ExportFormat::LmEval);
  CHECK_FALSE(harness::parse_export_format("lm_eval"));
}

}  // namespace
}  // namespace mm::test
