#include "harness/import/harness_outputs.h"

#include <array>

#include <fmt/format.h>

#include "base/enum_names.h"
#include "format/text_norm.h"
#include "harness/import/import_internal.h"
#include "harness/import/zip_reader.h"

namespace mm::harness {
namespace {

constexpr std::array<std::string_view, 6> kNames = {"auto", "native", "openai-batch", "lm-eval", "inspect",
                                                    "generic"};

// The shape of a JSON line or document by its keys.
std::optional<OutputFormat> shape_of(const Json& j) {
  if (!j.is_object()) return std::nullopt;
  if (j.contains("custom_id")) return OutputFormat::OpenAIBatch;
  if (j.contains("doc_id") && j.contains("resps")) return OutputFormat::LmEval;
  if (j.contains("eval") && (j.contains("samples") || j.contains("status"))) return OutputFormat::Inspect;
  if (j.contains("id") && j.contains("model") && j.contains("output")) return OutputFormat::Native;
  return std::nullopt;
}

std::string_view first_line(std::string_view text) {
  for (std::string_view l : score::split_lines(text))
    if (!score::trim(l).empty()) return l;
  return {};
}

// What wrote `f`: by the first bytes (a ZIP is an inspect .eval log), the
// first line's keys, or the whole text as one JSON document (a JSON log).
// Anything else is read as mentalmap predictions, whose reader names each
// line that is not one.
OutputFormat detect(const InputFile& f, score::PredictionSet& set) {
  if (looks_like_zip(f.text)) return OutputFormat::Inspect;
  if (auto j = score::parse_prediction_line(first_line(f.text)); j)
    if (auto s = shape_of(*j)) return *s;
  if (auto whole = parse_json(f.text, f.path); whole)
    if (auto s = shape_of(*whole); s == OutputFormat::Inspect) return *s;
  set.sources.push_back(fmt::format(
      "{}: its shape matches no tool's (OpenAI Batch output has \"custom_id\", lm-eval samples \"doc_id\" and "
      "\"resps\", inspect logs \"eval\"); read as mentalmap predictions. Other JSONL is read with --format "
      "generic --id-field PATH --output-field PATH --model NAME",
      f.path));
  return OutputFormat::Native;
}

Status read_one(const InputFile& f, OutputFormat format, const ImportOptions& opt, score::PredictionSet& set) {
  switch (format) {
    case OutputFormat::Native:
      if (!opt.model.empty())
        set.sources.push_back(f.path + ": mentalmap predictions name their model on each line; --model is not applied");
      score::add_predictions(f.text, f.path, set);
      return Status::Ok();
    case OutputFormat::OpenAIBatch: read_openai_batch(f, opt, set); return Status::Ok();
    case OutputFormat::LmEval: return read_lm_eval_samples(f, opt, set);
    case OutputFormat::Generic: read_generic(f, opt, set); return Status::Ok();
    case OutputFormat::Inspect: {
      if (looks_like_zip(f.text)) return read_inspect_eval(f, opt, set);
      MM_TRY(log, parse_json(f.text, f.path));
      return read_inspect_json(f, *log, opt, set);
    }
    case OutputFormat::Auto: break;
  }
  return Error{f.path + ": no shape to read it in"};
}

}  // namespace

std::optional<OutputFormat> parse_output_format(std::string_view name) {
  return enum_from_name<OutputFormat>(kNames, name);
}

std::string_view output_format_name(OutputFormat f) { return kNames[static_cast<size_t>(f)]; }

std::string output_format_list() { return fmt::format("{}", fmt::join(kNames, ", ")); }

Status check_import_options(const ImportOptions& opt) {
  bool named = !opt.id_field.empty() || !opt.output_field.empty();
  if (opt.format == OutputFormat::Generic || named) {
    if (opt.format != OutputFormat::Generic && opt.format != OutputFormat::Auto)
      return Error{fmt::format("--id-field and --output-field are for --format generic, not {}",
                               output_format_name(opt.format))};
    if (opt.id_field.empty() || opt.output_field.empty() || opt.model.empty())
      return Error{"generic JSONL needs --id-field, --output-field and --model (e.g. --id-field request_id "
                   "--output-field response.text --model my-model)"};
  }
  return Status::Ok();
}

Status read_harness_output(const std::string& name, std::string text, const ImportOptions& opt,
                           score::PredictionSet& set) {
  InputFile f{name, std::move(text)};
  OutputFormat format = opt.id_field.empty() ? opt.format : OutputFormat::Generic;
  if (format == OutputFormat::Auto) format = detect(f, set);
  return read_one(f, format, opt, set);
}

Result<score::PredictionSet> read_harness_outputs(const std::vector<std::string>& files, const ImportOptions& opt) {
  MM_CHECK(check_import_options(opt));
  score::PredictionSet set;
  for (const auto& path : files) {
    MM_TRY(text, score::read_prediction_file(path, opt.allow_partial, set));
    MM_CHECK(read_harness_output(path, std::move(*text), opt, set));
  }
  return set;
}

}  // namespace mm::harness
