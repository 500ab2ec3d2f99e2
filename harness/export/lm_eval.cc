// lm-eval: an lm-evaluation-harness task folder (docs/export.md names the
// version followed). One task per condition and level, reading
// data/<condition>/L<k>.jsonl by absolute path (the harness resolves
// data_files against its working directory, not the YAML's folder); groups
// per condition, per level and for the whole release. The prompt is the
// doc's "prompt" field as it is; generation is greedy, with no stop string
// but the model's end of text, and max_gen_toks the largest budget of the
// task's items. The harness's own metric is "answered" (a reply was given),
// not a score: `mentalmap score` reads the samples file --log_samples writes.
#include <filesystem>
#include <map>
#include <set>

#include <fmt/format.h>

#include "harness/export/export_writer.h"

namespace mm::harness {
namespace {

std::string level_name(int level) { return level < 0 ? "diagnostic" : fmt::format("l{}", level); }

std::string task_name(const std::string& condition, const std::string& group) {
  return fmt::format("mentalmap_{}_{}", condition, group);
}

// A YAML double-quoted scalar (JSON's escaping is valid YAML).
std::string quoted(const std::string& s) { return OJson(s).dump(); }

class LmEvalWriter : public ExportWriter {
 public:
  LmEvalWriter(const ExportOptions& opt, ExportFiles& files) : opt_(opt), files_(files) {
    std::error_code ec;
    root_ = std::filesystem::absolute(opt.out, ec).lexically_normal().string();
    while (root_.size() > 1 && root_.back() == '/') root_.pop_back();
  }

  Status begin_condition(const std::string& condition) override {
    condition_ = condition;
    return Status::Ok();
  }

  Status item(const ExportItem& e) override {
    auto [it, fresh] = tasks_.try_emplace({e.condition, e.group.empty() ? level_name(e.level) : e.group});
    Task& t = it->second;
    if (fresh) {
      t.data = fmt::format("data/{}/{}.jsonl", e.condition, it->first.second);
      MM_TRY(w, files_.open(t.data));
      t.out = *w;
    }
    t.max_tokens = std::max(t.max_tokens, e.settings.max_tokens);
    OJson doc = {{"id", e.id}, {"prompt", e.prompt}, {"target", e.target}, {"metadata", e.metadata}};
    t.out->write(doc.dump(-1, ' ', false, OJson::error_handler_t::strict) + "\n");
    return Status::Ok();
  }

  Status end_condition() override {
    for (auto& [key, t] : tasks_)
      if (key.first == condition_ && t.out) {
        MM_CHECK(files_.close(t.data));
        t.out = nullptr;
      }
    return Status::Ok();
  }

  Status finish() override {
    std::map<std::string, std::vector<std::string>> by_condition, by_level;
    for (const auto& [key, t] : tasks_) {
      std::string name = task_name(key.first, key.second);
      MM_CHECK(files_.write(fmt::format("tasks/{}.yaml", name), task_yaml(name, key.first, key.second, t)));
      by_condition[key.first].push_back(name);
      by_level[key.second].push_back(name);
    }
    std::vector<std::string> conditions;
    for (const auto& [condition, names] : by_condition) {
      conditions.push_back("mentalmap_" + condition);
      MM_CHECK(files_.write(fmt::format("groups/mentalmap_{}.yaml", condition),
                            group_yaml("mentalmap_" + condition, names)));
    }
    for (const auto& [level, names] : by_level)
      MM_CHECK(files_.write(fmt::format("groups/mentalmap_{}.yaml", level), group_yaml("mentalmap_" + level, names)));
    MM_CHECK(files_.write("groups/mentalmap.yaml", group_yaml("mentalmap", conditions)));
    return files_.write("tasks/utils.py", kUtils);
  }

  std::string how_to_run() const override {
    return fmt::format(
        "An lm-evaluation-harness task folder (written for v0.4.12). The tasks read their items from\n"
        "`{}/data/` by absolute path: move this folder and export again. Run, for example:\n\n"
        "    lm_eval --model hf --model_args pretrained=MODEL --include_path {} \\\n"
        "      --tasks mentalmap_en --log_samples --output_path lm-eval-out\n\n"
        "Tasks are `mentalmap_<condition>_l<level>` (and `_diagnostic`; a Theory of Space release:\n"
        "`mentalmap_<condition>_tos`); groups are\n"
        "`mentalmap_<condition>`, `mentalmap_l<level>` and `mentalmap`. The harness's own metric,\n"
        "`answered`, only counts replies. Score the samples it wrote (the model name is read from the\n"
        "results file beside them):\n\n"
        "    mentalmap score RELEASE lm-eval-out/*/samples_mentalmap_*.jsonl --out results.jsonl\n",
        root_, root_);
  }

 private:
  struct Task {
    std::string data;
    HashedWriter* out = nullptr;
    int max_tokens = 0;
  };

  static constexpr const char* kUtils =
      "# The harness's own metric for mentalmap tasks: whether a reply was given.\n"
      "# Scoring is `mentalmap score`, which reads the samples file --log_samples writes.\n\n\n"
      "def process_results(doc, results):\n"
      "    reply = results[0] if results else \"\"\n"
      "    return {\"answered\": 1.0 if str(reply).strip() else 0.0}\n";

  std::string task_yaml(const std::string& name, const std::string& condition, const std::string& group,
                        const Task& t) const {
    return fmt::format(
        "# mentalmap {} {}: exported by `mentalmap export --format lm-eval`; score with `mentalmap score`.\n"
        "task: {}\n"
        "tag:\n  - mentalmap\n"
        "dataset_path: json\n"
        "dataset_kwargs:\n  data_files:\n    test: {}\n"
        "test_split: test\n"
        "output_type: generate_until\n"
        "doc_to_text: prompt\n"
        "doc_to_target: target\n"
        "generation_kwargs:\n  until: []\n  do_sample: false\n  temperature: 0.0\n  max_gen_toks: {}\n"
        "process_results: !function utils.process_results\n"
        "metric_list:\n  - metric: answered\n    aggregation: mean\n    higher_is_better: true\n"
        "metadata:\n  version: 1.0\n",
        condition, group, name, quoted(root_ + "/" + t.data), t.max_tokens);
  }

  static std::string group_yaml(const std::string& name, const std::vector<std::string>& members) {
    std::string out = fmt::format("group: {}\ntask:\n", name);
    for (const auto& m : members) out += fmt::format("  - {}\n", m);
    out += "aggregate_metric_list:\n  - metric: answered\n    aggregation: mean\n    weight_by_size: true\n"
           "metadata:\n  version: 1.0\n";
    return out;
  }

  const ExportOptions& opt_;
  ExportFiles& files_;
  std::string root_, condition_;
  std::map<std::pair<std::string, std::string>, Task> tasks_;  // (condition, level or group)
};

}  // namespace

std::unique_ptr<ExportWriter> lm_eval_writer(const ExportOptions& opt, ExportFiles& files) {
  return std::make_unique<LmEvalWriter>(opt, files);
}

}  // namespace mm::harness
