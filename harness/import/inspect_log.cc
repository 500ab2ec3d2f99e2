// inspect_ai evaluation logs, in JSON form (--log-format json, `inspect log
// convert --to json`) or as .eval ZIP archives (header.json, written last;
// _journal/start.json, written first; samples/<id>_epoch_<n>.json, where a
// repeated name replaces the earlier entry). Per sample: its id, and the
// reply: output.completion, or else the text parts of
// output.choices[0].message.content (reasoning parts skipped). A sample
// with an error is `failed` with its message. Epochs after the first are
// not scored (a benchmark item is answered once). The model is eval.model.
#include <fmt/format.h>

#include "harness/import/import_internal.h"
#include "harness/import/zip_reader.h"

namespace mm::harness {
namespace {

struct SampleCounts {
  size_t later_epochs = 0;
};

void read_sample(const Json& s, const std::string& file, size_t line, const std::string& model,
                 score::PredictionSet& set, SampleCounts& counts) {
  auto id = s.is_object() && s.contains("id") ? id_text(s["id"]) : std::nullopt;
  if (!id) {
    set.errors.push_back({file, line, R"(expected an inspect sample with "id" (a string or an integer))"});
    return;
  }
  if (auto e = s.find("epoch"); e != s.end() && e->is_number_integer() && e->get<int64_t>() > 1) {
    ++counts.later_epochs;
    return;
  }
  if (auto e = s.find("error"); e != s.end() && !e->is_null()) {
    std::string message = e->is_string() ? e->get<std::string>() : string_at(*e, "message");
    set.failed.push_back({file, line, fmt::format("{}: the sample failed in inspect{}", *id,
                                                  message.empty() ? "" : ": " + message)});
    return;
  }
  const Json* output = at_path(s, "output");
  std::string text = output ? string_at(*output, "completion") : "";
  if (text.empty() && output)
    if (const Json* content = at_path(*output, "choices.0.message.content")) text = content_text(*content);
  score::add_prediction({*id, model, text, file, line}, set);
}

std::string model_of(const Json& log, const ImportOptions& opt) {
  if (!opt.model.empty()) return opt.model;
  const Json* m = at_path(log, "eval.model");
  return m && m->is_string() ? m->get<std::string>() : "";
}

std::string epochs_note(const SampleCounts& c) {
  return c.later_epochs ? fmt::format("; {} samples of later epochs not scored", c.later_epochs) : "";
}

}  // namespace

Status read_inspect_json(const InputFile& f, const Json& log, const ImportOptions& opt, score::PredictionSet& set) {
  std::string model = model_of(log, opt);
  if (model.empty()) return Error{f.path + ": /eval/model: missing (an inspect log names its model there; or --model)"};
  const Json* samples = at_path(log, "samples");
  if (!samples || !samples->is_array())
    return Error{f.path + ": /samples: missing (a log written with samples, e.g. `inspect log convert --to json`)"};
  SampleCounts counts;
  for (size_t i = 0; i < samples->size(); ++i)
    read_sample((*samples)[i], fmt::format("{}#/samples/{}", f.path, i), 1, model, set, counts);
  set.sources.push_back(
      fmt::format("{}: read as an inspect_ai JSON log (model \"{}\"){}", f.path, model, epochs_note(counts)));
  return Status::Ok();
}

Status read_inspect_eval(const InputFile& f, const ImportOptions& opt, score::PredictionSet& set) {
  MM_TRY(zip, ZipArchive::open(f.text, f.path));
  std::string model = opt.model;
  for (const char* head : {"header.json", "_journal/start.json"}) {
    const ZipMember* m = zip->find(head);
    if (!model.empty() || !m) continue;
    MM_TRY(text, zip->read(*m));
    MM_TRY(j, parse_json(*text, f.path + "/" + head));
    model = model_of(*j, opt);
  }
  if (model.empty())
    return Error{f.path + ": neither header.json nor _journal/start.json names eval.model (or give --model)"};
  // The last entry of each sample name, in archive order of first appearance.
  std::vector<std::string> names;
  for (const auto& m : zip->members())
    if (m.name.rfind("samples/", 0) == 0 && m.name.ends_with(".json") &&
        std::find(names.begin(), names.end(), m.name) == names.end())
      names.push_back(m.name);
  SampleCounts counts;
  for (const auto& name : names) {
    std::string where = f.path + "/" + name;
    auto text = zip->read(*zip->find(name));
    auto j = text ? parse_json(*text, where) : Result<Json>(text.error());
    if (!j) {
      set.errors.push_back({where, 1, j.error().message});
      continue;
    }
    read_sample(*j, where, 1, model, set, counts);
  }
  set.sources.push_back(fmt::format("{}: read as an inspect_ai .eval log ({} samples, model \"{}\"){}", f.path,
                                    names.size(), model, epochs_note(counts)));
  return Status::Ok();
}

}  // namespace mm::harness
