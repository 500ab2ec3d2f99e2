// `mentalmap score` reads what model-running tools write: each prediction
// file is read in its tool's own shape (detected, or named with --format)
// and turned into predictions (id, model, raw output) with their places.
//   native        {"id", "model", "output"} lines (predictions.h)
//   openai-batch  Batch API output and error files: custom_id, the reply
//                 in response.body.choices[0].message.content, the model in
//                 response.body.model; failed requests are `failed`, with
//                 the API's message
//   lm-eval       lm-evaluation-harness samples_*.jsonl (--log_samples):
//                 doc.id, resps[0][0]; the model from the results_*.json
//                 beside it (model_name)
//   inspect       inspect_ai logs, .eval (ZIP) or JSON: sample id, the
//                 output's completion; the model from eval.model
//   generic       any JSONL, with the id and output fields named
//                 (--id-field, --output-field: dotted paths) and --model
// docs/export.md gives the tool versions these shapes were taken from.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/error.h"
#include "validators/reading/predictions.h"

namespace mm::harness {

enum class OutputFormat { Auto, Native, OpenAIBatch, LmEval, Inspect, Generic };

std::optional<OutputFormat> parse_output_format(std::string_view name);
std::string_view output_format_name(OutputFormat f);
/// "auto, native, openai-batch, lm-eval, inspect, generic".
std::string output_format_list();

struct ImportOptions {
  OutputFormat format = OutputFormat::Auto;
  std::string id_field, output_field;  // generic: dotted paths ("response.text", "choices.0.text")
  std::string model;                   // the model name, over what a file records
  bool allow_partial = false;          // damaged .gz files: see read_predictions
};

/// Checks the options in full before any file is read.
Status check_import_options(const ImportOptions& opt);

/// Reads one file's text (named `name` in messages) in its shape into `set`.
Status read_harness_output(const std::string& name, std::string text, const ImportOptions& opt,
                           score::PredictionSet& set);

/// Reads every file in its shape; a file whose shape cannot be told, or
/// that holds nothing readable, is an Error naming it and what was expected.
Result<score::PredictionSet> read_harness_outputs(const std::vector<std::string>& files, const ImportOptions& opt);

}  // namespace mm::harness
