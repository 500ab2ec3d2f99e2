// `mentalmap export`: a checked release written in the shape a model-running
// tool reads, with the recommended generation settings of every item
// (format/generation_settings.h) and a manifest and README of its own.
//   openai-batch  Batch API request files, one per condition (split at the
//                 API's per-file limits)
//   lm-eval       an lm-evaluation-harness task folder: a task per condition
//                 and level, groups per condition, per level and for all
//   inspect       an inspect_ai dataset per condition and a task file
//   chat-jsonl    {"id", "messages", ...} lines for any OpenAI-compatible
//                 server
// docs/export.md describes each and the tool versions followed.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/error.h"

namespace mm::harness {

enum class ExportFormat { OpenAIBatch, LmEval, Inspect, ChatJsonl };

std::string_view export_format_name(ExportFormat f);
std::optional<ExportFormat> parse_export_format(std::string_view name);
/// "openai-batch, lm-eval, inspect, chat-jsonl".
std::string export_format_list();

struct ExportOptions {
  std::string release;              // a release, or a published release's private half
  std::string public_dir;           // that half's public half, when not where public.json says
  std::string out;                  // the export folder (replaced atomically)
  ExportFormat format = ExportFormat::ChatJsonl;
  std::string model;                // openai-batch: the request body's "model"
  /// openai-batch: for OpenAI's reasoning models, which take
  /// "max_completion_tokens" and no "temperature".
  bool openai_reasoning_model = false;
  std::vector<std::string> conditions;  // empty: every condition of the release
  size_t max_requests_per_file = 50000;               // OpenAI Batch API limits
  uint64_t max_bytes_per_file = uint64_t(200) << 20;  // (the last tested smaller)
  bool force = false;
  int threads = 2;
  /// Called as items are written (done, total).
  std::function<void(size_t, size_t)> progress;
};

struct ExportReport {
  size_t items = 0;
  std::vector<std::string> files;  // written, relative to out
  std::vector<std::string> notes;
};

/// Checks the options in full, opens and verifies the release, and writes
/// the export; nothing is published unless everything was written.
Result<ExportReport> export_release(const ExportOptions& opt);

}  // namespace mm::harness
