// Export -> what each tool writes (built from fixtures in the tool's own
// shape, tests/data/harness) -> score: per condition and family, the first
// item answered right scores 1, the second answered wrong scores 0, the
// rest are missing; failed requests count as missing.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <set>

#include <fmt/format.h>

#include "base/file_io.h"
#include "format/text_norm.h"
#include "harness/export/export.h"
#include "tests/harness/harness_test_util.h"

namespace mm::test {
namespace {

namespace fs = std::filesystem;

enum class Plan { Right, Wrong, Skip };

// The items of each family answered right and wrong in turn (so every
// family has both, across its conditions); diagnostics (free-form, no
// single right answer) left unanswered.
struct Planner {
  std::map<std::string, int> seen;
  std::map<std::string, Plan> plan;  // id -> plan
  Plan next(const std::string& id, const Json& item) {
    int n = seen[item["family"].get<std::string>()]++;
    Plan p = item["level"].get<int>() < 0 ? Plan::Skip : n % 2 == 0 ? Plan::Right : Plan::Wrong;
    plan[id] = p;
    return p;
  }
  std::string reply(const std::string& id) const {
    return plan.at(id) == Plan::Right ? canonical_answers().at(id) : wrong_answer();
  }
};

std::string export_to(const TempDir& tmp, harness::ExportFormat format, const std::string& model = "") {
  harness::ExportOptions opt;
  opt.release = harness_release();
  opt.out = tmp.file("export");
  opt.format = format;
  opt.model = model;
  auto r = harness::export_release(opt);
  REQUIRE_MESSAGE(r, (r ? "" : r.error().message));
  return opt.out;
}


// The expected outcome of every planned item.
void check(const std::map<std::pair<std::string, std::string>, Json>& results, const Planner& p,
           const std::string& model, const std::set<std::string>& failed = {}) {
  size_t right = 0, wrong = 0;
  for (const auto& [id, plan] : p.plan) {
    auto it = results.find({model, id});
    REQUIRE_MESSAGE(it != results.end(), id);
    const Json& r = it->second;
    if (failed.count(id) || plan == Plan::Skip) {
      CHECK_MESSAGE(r["status"] == "missing", id);
      continue;
    }
    if (plan == Plan::Right) {
      ++right;
      CHECK_MESSAGE(r["score"].get<double>() == doctest::Approx(1.0), id << " " << r.dump());
    } else {
      ++wrong;
      CHECK_MESSAGE(r["score"].get<double>() == doctest::Approx(0.0), id << " " << r.dump());
    }
  }
  CHECK(right >= 39);  // every family, right and wrong
  CHECK(wrong >= 39);
}

TEST_CASE("round trip: openai-batch requests -> Batch API output and error files -> score") {
  TempDir tmp;
  std::string dir = export_to(tmp, harness::ExportFormat::OpenAIBatch, "gpt-4o-mini");
  Planner p;
  std::vector<Json> out;
  std::set<std::string> failed;
  for (const auto& req : lines_under(dir + "/requests")) {
    CHECK(req["method"] == "POST");
    CHECK(req["url"] == "/v1/chat/completions");
    CHECK(req["body"]["model"] == "gpt-4o-mini");
    CHECK(req["body"]["messages"][0]["role"] == "user");
    CHECK(req["body"]["temperature"] == 0.0);
  }
  for (const auto& item : lines_under(harness_release() + "/items")) {
    Plan plan = p.next(item["id"], item);
    std::string id = item["id"];
    if (plan == Plan::Skip) {
      if (failed.size() < 2) {  // two failures, one of each kind
        Json line = fixture_line("openai_batch_output.jsonl", failed.empty() ? 1 : 2);
        line["custom_id"] = id;
        out.push_back(line);
        failed.insert(id);
      }
      continue;
    }
    Json line = fixture_line("openai_batch_output.jsonl", 0);
    line["custom_id"] = id;
    line["response"]["body"]["choices"][0]["message"]["content"] = p.reply(id);
    out.push_back(line);
  }
  write_lines(tmp.file("batch_output.jsonl"), out);
  score::PredictionSet preds;
  auto results = score_files(harness_release(), {tmp.file("batch_output.jsonl")}, {}, &preds);
  check(results, p, "gpt-4o-mini-2024-07-18", failed);
  REQUIRE(preds.failed.size() == 2);
  CHECK(preds.failed[0].message.find("HTTP 400: This model's maximum context length") != std::string::npos);
  CHECK(preds.failed[1].message.find("batch_expired") != std::string::npos);
  CHECK(preds.errors.empty());
}

TEST_CASE("round trip: lm-eval task folder -> samples_*.jsonl and results_*.json -> score") {
  TempDir tmp;
  std::string dir = export_to(tmp, harness::ExportFormat::LmEval);
  Planner p;
  const std::string run = tmp.file("lm-eval-out/Qwen__Qwen2.5-7B-Instruct");
  const std::string date = "2026-11-20T10-15-00.123456";
  std::vector<std::string> files;
  for (const auto& e : fs::recursive_directory_iterator(dir + "/tasks")) {
    if (e.path().extension() != ".yaml") continue;
    std::string task = e.path().stem().string();
    std::string yaml = *read_file(e.path().string());
    size_t at = yaml.find("test: \"") + 7;
    std::string data = yaml.substr(at, yaml.find('"', at) - at);
    std::vector<Json> out;
    size_t doc_id = 0;
    const std::string docs = read_text(data);
    for (std::string_view l : score::split_lines(docs)) {
      if (score::trim(l).empty()) continue;
      Json doc = Json::parse(l);
      std::string id = doc["id"];
      Plan plan = p.next(id, doc["metadata"]);
      if (plan == Plan::Skip) continue;
      Json line = fixture_line("lm_eval_sample.jsonl", 0);
      line["doc_id"] = doc_id++;
      line["doc"] = doc;
      line["target"] = doc["target"];
      line["arguments"]["gen_args_0"]["arg_0"] = doc["prompt"];
      line["resps"] = Json::array({Json::array({p.reply(id)})});
      line["filtered_resps"] = Json::array({p.reply(id)});
      out.push_back(line);
      Json other = line;  // a second filter logs the same reply again: read once
      other["filter"] = "strict-match";
      out.push_back(other);
    }
    if (out.empty()) continue;  // diagnostics only: nothing answered
    std::string file = fmt::format("{}/samples_{}_{}.jsonl", run, task, date);
    write_lines(file, out);
    files.push_back(file);
  }
  write_text(fmt::format("{}/results_{}.json", run, date), *read_file(data_path("harness/lm_eval_results.json")));
  score::PredictionSet preds;
  auto results = score_files(harness_release(), files, {}, &preds);
  check(results, p, "Qwen/Qwen2.5-7B-Instruct");
  CHECK(preds.duplicates.empty());
  CHECK(preds.errors.empty());
}

// inspect samples for the planned items: the completion form, the content
// parts form (with a reasoning part that must not be read), one failed.
std::vector<Json> inspect_samples(const std::string& dir, Planner& p, std::set<std::string>& failed) {
  std::vector<Json> samples;
  for (const auto& s : lines_under(dir + "/dataset")) {
    std::string id = s["id"];
    Plan plan = p.next(id, s["metadata"]);
    Json log = Json::parse(*read_file(data_path("harness/inspect_log.json")));
    if (plan == Plan::Skip) {
      if (failed.empty()) {
        Json f = log["samples"][2];
        f["id"] = id;
        samples.push_back(f);
        failed.insert(id);
      }
      continue;
    }
    Json sample = log["samples"][samples.size() % 2];
    sample["id"] = id;
    sample["input"] = s["input"];
    sample["target"] = s["target"];
    if (sample["output"].contains("completion")) {
      sample["output"]["completion"] = p.reply(id);
      sample["output"]["choices"][0]["message"]["content"] = p.reply(id);
    } else {
      sample["output"]["choices"][0]["message"]["content"][1]["text"] = p.reply(id);
    }
    samples.push_back(sample);
  }
  return samples;
}

TEST_CASE("round trip: inspect dataset -> JSON log -> score") {
  TempDir tmp;
  std::string dir = export_to(tmp, harness::ExportFormat::Inspect);
  CHECK(read_file(dir + "/mentalmap_tasks.py")->find("generate(state, max_tokens=state.metadata[\"max_tokens\"]") !=
        std::string::npos);
  Planner p;
  std::set<std::string> failed;
  Json log = Json::parse(*read_file(data_path("harness/inspect_log.json")));
  log["samples"] = inspect_samples(dir, p, failed);
  Json later = log["samples"][0];  // a second epoch is not scored
  later["epoch"] = 2;
  later["output"]["completion"] = wrong_answer();
  log["samples"].push_back(later);
  write_text(tmp.file("log.json"), log.dump(2));
  score::PredictionSet preds;
  auto results = score_files(harness_release(), {tmp.file("log.json")}, {}, &preds);
  check(results, p, "openai/gpt-4o-mini", failed);
  CHECK(preds.failed.size() == 1);
  CHECK(preds.sources.at(0).find("1 samples of later epochs not scored") != std::string::npos);
}

TEST_CASE("round trip: inspect dataset -> .eval archive (deflate and Zstandard, a re-logged sample) -> score") {
  TempDir tmp;
  std::string dir = export_to(tmp, harness::ExportFormat::Inspect);
  Planner p;
  std::set<std::string> failed;
  Json log = Json::parse(*read_file(data_path("harness/inspect_log.json")));
  std::vector<Json> samples = inspect_samples(dir, p, failed);
  Json start = {{"version", 2}, {"eval", log["eval"]}, {"plan", log["plan"]}};
  Json header = log;
  header.erase("samples");
  std::vector<ZipEntry> entries{{"_journal/start.json", start.dump(), 8}};
  for (size_t i = 0; i < samples.size(); ++i) {
    std::string name = fmt::format("samples/{}_epoch_1.json", samples[i]["id"].get<std::string>());
    if (i == 0) {  // logged first with a wrong reply, then again: the last entry counts
      Json stale = samples[i];
      stale["output"]["completion"] = wrong_answer();
      entries.push_back({name, stale.dump(), 8});
    }
    entries.push_back({name, samples[i].dump(), i % 3 == 0 ? 93 : i % 3 == 1 ? 8 : 0});
  }
  entries.push_back({"summaries.json", "[]", 8});
  entries.push_back({"header.json", header.dump(), 93});
  write_text(tmp.file("run.eval"), make_zip(entries));
  score::PredictionSet preds;
  auto results = score_files(harness_release(), {tmp.file("run.eval")}, {}, &preds);
  check(results, p, "openai/gpt-4o-mini", failed);
  CHECK(preds.duplicates.empty());
  CHECK(preds.failed.size() == 1);
}

TEST_CASE("round trip: chat-jsonl -> mentalmap predictions, and any JSONL read with --id-field/--output-field") {
  TempDir tmp;
  std::string dir = export_to(tmp, harness::ExportFormat::ChatJsonl);
  Planner p, q;
  std::vector<Json> native, generic;
  for (const auto& req : lines_under(dir + "/chat")) {
    CHECK(req["messages"].size() == 1);
    CHECK(req["max_tokens"].get<int>() >= 64);
  }
  for (const auto& item : lines_under(harness_release() + "/items")) {
    std::string id = item["id"];
    if (p.next(id, item) != Plan::Skip)
      native.push_back({{"id", id}, {"model", "llama-3.1-8b"}, {"output", p.reply(id)}});
    if (q.next(id, item) != Plan::Skip)
      generic.push_back({{"request", {{"item", id}}}, {"reply", {{"choices", {{{"text", q.reply(id)}}}}}}});
  }
  write_lines(tmp.file("native.jsonl"), native);
  write_lines(tmp.file("generic.jsonl"), generic);
  check(score_files(harness_release(), {tmp.file("native.jsonl")}), p, "llama-3.1-8b");
  harness::ImportOptions opt;
  opt.format = harness::OutputFormat::Generic;
  opt.id_field = "request.item";
  opt.output_field = "reply.choices.0.text";
  opt.model = "my-model";
  check(score_files(harness_release(), {tmp.file("generic.jsonl")}, opt), q, "my-model");
}

}  // namespace
}  // namespace mm::test
