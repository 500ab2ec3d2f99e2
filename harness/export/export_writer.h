// One export format: told each condition's items in release order, then
// asked for its task files. Writers write through ExportFiles only.
#pragma once

#include <memory>
#include <string>

#include "base/error.h"
#include "harness/export/export.h"
#include "harness/export/export_files.h"
#include "harness/export/export_items.h"

namespace mm::harness {

class ExportWriter {
 public:
  virtual ~ExportWriter() = default;
  virtual Status begin_condition(const std::string& condition) = 0;
  virtual Status item(const ExportItem& item) = 0;
  virtual Status end_condition() = 0;
  /// Task files and the like, after every condition.
  virtual Status finish() { return Status::Ok(); }
  /// The README's "how to run this" section (Markdown).
  virtual std::string how_to_run() const = 0;
};

std::unique_ptr<ExportWriter> openai_batch_writer(const ExportOptions& opt, ExportFiles& files);
std::unique_ptr<ExportWriter> chat_jsonl_writer(const ExportOptions& opt, ExportFiles& files);
std::unique_ptr<ExportWriter> lm_eval_writer(const ExportOptions& opt, ExportFiles& files);
std::unique_ptr<ExportWriter> inspect_writer(const ExportOptions& opt, ExportFiles& files);

/// One user message holding the prompt (no system prompt: see
/// generation_settings.h), and the floorplan as an image part after the
/// text when the item has one (the chat-completions content-part shape).
OJson user_messages(const ExportItem& item);

}  // namespace mm::harness
