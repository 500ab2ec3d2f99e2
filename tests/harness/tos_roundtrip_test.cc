// A Theory of Space release through the harnesses people run (docs/tos.md,
// docs/export.md): exported as OpenAI Batch requests and an lm-eval task
// folder, answered by the oracle in each condition's own words in the
// tools' output shapes, and scored by `score`: every item 1.
#include <doctest/doctest.h>

#include <filesystem>

#include <fmt/format.h>

#include "base/file_io.h"
#include "format/text_norm.h"
#include "harness/export/export.h"
#include "harness/import/harness_outputs.h"
#include "packs/tos/release/prompt.h"
#include "packs/tos/release/release.h"
#include "packs/tos/scoring/score_release.h"
#include "packs/tos/world_json.h"
#include "tests/harness/harness_test_util.h"

namespace mm::test {
namespace {

namespace fs = std::filesystem;

// The oracle's reply to every item of the release, by item id.
std::map<std::string, std::string> oracle_replies(const std::string& rel) {
  std::map<std::string, tos::World> worlds;
  std::map<std::string, std::pair<tos::Question, std::string>> gold;
  for (const Json& g : lines_under(rel, "gold.jsonl")) {
    std::string wid = g["world"];
    if (!worlds.count(wid))
      worlds.emplace(wid, *tos::world_from_json(Json::parse(*read_file(rel + "/worlds/" + wid + ".json")), wid));
    gold.emplace(g["id"], std::make_pair(tos::Question{g["task"], g["id"], g["ask"], g["gold"]}, wid));
  }
  std::map<std::string, std::string> out;
  for (const Json& item : lines_under(rel + "/items")) {
    auto pr = tos::TosPrompter::load(item["language"].get<std::string>());
    const auto& [q, wid] = gold.at(item["question"]);
    out[item["id"]] = "Reasoning first.\n" + *pr->answer_text(worlds.at(wid), q);
  }
  return out;
}

std::string small_release(const TempDir& tmp) {
  tos::ReleaseOptions o;
  o.worlds = 2;
  o.languages = {"en", "ja", "ar", "struct"};
  o.out = tmp.file("release");
  REQUIRE(tos::generate_release(o).ok());
  return o.out;
}

std::string export_as(const TempDir& tmp, const std::string& rel, harness::ExportFormat f, const std::string& model = "") {
  harness::ExportOptions opt;
  opt.release = rel;
  opt.format = f;
  opt.model = model;
  opt.out = tmp.file("export");
  auto r = harness::export_release(opt);
  REQUIRE_MESSAGE(r.ok(), (r.ok() ? "" : r.error().message));
  CHECK(r->items == 2 * 31 * 4 * 2);  // per world: nine tasks x 3, three map probes, one false belief
  return opt.out;
}

void check_all_right(const std::string& rel, const std::vector<std::string>& files, const std::string& model) {
  auto preds = harness::read_harness_outputs(files, {});
  REQUIRE(preds.ok());
  CHECK(preds->errors.empty());
  auto s = tos::score_release(rel, *preds, "");
  REQUIRE_MESSAGE(s.ok(), (s.ok() ? "" : s.error().message));
  CHECK(s->unknown.empty());
  CHECK(s->scored == 2 * 31 * 4 * 2);
  REQUIRE(s->summary.contains(model));
  for (auto& [regime, tasks] : s->summary[model].items())
    for (auto& [task, langs] : tasks.items())
      for (auto& [lang, v] : langs.items()) {
        CAPTURE(regime);
        CAPTURE(task);
        CAPTURE(lang);
        CHECK(v["mean"].get<double>() == doctest::Approx(1.0));
      }
}

}  // namespace

TEST_CASE("tos release: openai-batch requests -> Batch API output -> score") {
  TempDir tmp;
  std::string rel = small_release(tmp);
  std::string dir = export_as(tmp, rel, harness::ExportFormat::OpenAIBatch, "gpt-4o-mini");
  auto replies = oracle_replies(rel);
  std::vector<Json> out;
  for (const Json& req : lines_under(dir + "/requests")) {
    Json line = fixture_line("openai_batch_output.jsonl", 0);
    line["custom_id"] = req["custom_id"];
    line["response"]["body"]["choices"][0]["message"]["content"] = replies.at(req["custom_id"]);
    out.push_back(line);
  }
  write_lines(tmp.file("batch_output.jsonl"), out);
  check_all_right(rel, {tmp.file("batch_output.jsonl")}, "gpt-4o-mini-2024-07-18");
}

TEST_CASE("tos release: lm-eval task folder (one task per condition) -> samples -> score") {
  TempDir tmp;
  std::string rel = small_release(tmp);
  std::string dir = export_as(tmp, rel, harness::ExportFormat::LmEval);
  auto replies = oracle_replies(rel);
  const std::string run = tmp.file("lm-eval-out/Qwen__Qwen2.5-7B-Instruct");
  const std::string date = "2026-11-20T10-15-00.123456";
  std::vector<std::string> files;
  for (const char* lang : {"en", "ja", "ar", "struct"}) {
    std::string task = fmt::format("mentalmap_{}_tos", lang);
    REQUIRE(fs::exists(dir + "/tasks/" + task + ".yaml"));
    std::vector<Json> out;
    size_t doc_id = 0;
    for (const Json& doc : lines_under(fmt::format("{}/data/{}", dir, lang))) {
      CHECK(!doc["target"].get<std::string>().empty());
      Json line = fixture_line("lm_eval_sample.jsonl", 0);
      line["doc_id"] = doc_id++;
      line["doc"] = doc;
      line["target"] = doc["target"];
      line["arguments"]["gen_args_0"]["arg_0"] = doc["prompt"];
      line["resps"] = Json::array({Json::array({replies.at(doc["id"])})});
      line["filtered_resps"] = Json::array({replies.at(doc["id"])});
      out.push_back(line);
    }
    std::string file = fmt::format("{}/samples_{}_{}.jsonl", run, task, date);
    write_lines(file, out);
    files.push_back(file);
  }
  write_text(fmt::format("{}/results_{}.json", run, date), *read_file(data_path("harness/lm_eval_results.json")));
  check_all_right(rel, files, "Qwen/Qwen2.5-7B-Instruct");
}

}  // namespace mm::test
