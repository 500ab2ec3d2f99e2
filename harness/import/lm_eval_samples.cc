// lm-evaluation-harness samples files (--log_samples):
// <output>/<model>/samples_<task>_<date>.jsonl, one line per document and
// filter: {"doc_id", "doc": {the exported doc, with "id"}, "resps":
// [["raw reply"]], "filtered_resps", "filter", ...}. The raw reply is
// scored (filters are the harness's, not the benchmark's); a document
// logged under several filters is read once, under the first. The samples
// file names no model: it is the results_<date>.json beside it
// ("model_name"), or --model.
#include <filesystem>
#include <set>

#include <fmt/format.h>

#include "base/file_io.h"
#include "harness/import/import_internal.h"

namespace mm::harness {
namespace {

namespace fs = std::filesystem;

std::string model_name_in(const fs::path& results) {
  auto text = read_file(results.string());
  if (!text) return "";
  auto j = parse_json(*text, results.string());
  return j ? string_at(*j, "model_name") : "";
}

// The model of a samples file from the results file of the same run, or
// the only model the folder's results files name; "" when neither tells.
std::string results_model(const std::string& samples_path, std::string* source) {
  fs::path p(samples_path);
  std::string stem = p.stem().string();  // samples_<task>_<date>
  if (size_t us = stem.rfind('_'); us != std::string::npos) {
    fs::path same_run = p.parent_path() / ("results_" + stem.substr(us + 1) + ".json");
    if (std::string m = model_name_in(same_run); !m.empty()) {
      *source = same_run.string();
      return m;
    }
  }
  std::set<std::string> models;
  std::string last;
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(p.parent_path().empty() ? "." : p.parent_path(), ec)) {
    std::string name = e.path().filename().string();
    if (name.rfind("results_", 0) != 0 || e.path().extension() != ".json") continue;
    if (std::string m = model_name_in(e.path()); !m.empty()) {
      models.insert(m);
      last = e.path().string();
    }
  }
  if (models.size() != 1) return "";
  *source = last;
  return *models.begin();
}

}  // namespace

Status read_lm_eval_samples(const InputFile& f, const ImportOptions& opt, score::PredictionSet& set) {
  std::string source = "--model";
  std::string model = opt.model.empty() ? results_model(f.path, &source) : opt.model;
  if (model.empty())
    return Error{fmt::format("{}: lm-eval samples name no model, and no results_<date>.json beside the file gives "
                             "\"model_name\"; name the model with --model",
                             f.path)};
  std::string filter;  // the first filter seen; other filters' lines repeat the same replies
  size_t other_filters = 0;
  for_each_json_line(f, set, [&](size_t n, const Json& line) {
    const Json* doc_id = line.is_object() ? at_path(line, "doc.id") : nullptr;
    auto id = doc_id ? id_text(*doc_id) : std::nullopt;
    const Json* reply = line.is_object() ? at_path(line, "resps.0.0") : nullptr;
    if (!id || !reply) {
      set.errors.push_back({f.path, n, R"(expected an lm-eval sample with "doc": {"id": ...} and "resps": [["..."]])"});
      return;
    }
    std::string this_filter = string_at(line, "filter");
    if (filter.empty()) filter = this_filter;
    if (this_filter != filter) {
      ++other_filters;
      return;
    }
    if (!reply->is_string()) {
      set.errors.push_back({f.path, n, fmt::format("{}: resps[0][0] must be a string, found {}", *id, json_kind(*reply))});
      return;
    }
    score::add_prediction({*id, model, reply->get<std::string>(), f.path, n}, set);
  });
  set.sources.push_back(fmt::format("{}: read as lm-evaluation-harness samples (model \"{}\" from {}{})", f.path,
                                    model, source,
                                    other_filters ? fmt::format("; {} lines of other filters skipped", other_filters)
                                                  : ""));
  return Status::Ok();
}

}  // namespace mm::harness
