// chat-jsonl: chat/<condition>.jsonl, one {"id", "messages", "max_tokens",
// "temperature"} line per item: the request body of any OpenAI-compatible
// server (vLLM, llama.cpp server, Ollama) with the item id beside it.
#include <fmt/format.h>

#include "harness/export/export_writer.h"

namespace mm::harness {
namespace {

class ChatJsonlWriter : public ExportWriter {
 public:
  explicit ChatJsonlWriter(ExportFiles& files) : files_(files) {}

  Status begin_condition(const std::string& condition) override {
    rel_ = fmt::format("chat/{}.jsonl", condition);
    MM_TRY(w, files_.open(rel_));
    out_ = *w;
    return Status::Ok();
  }

  Status item(const ExportItem& e) override {
    OJson line = {{"id", e.id},
                  {"messages", user_messages(e)},
                  {"max_tokens", e.settings.max_tokens},
                  {"temperature", e.settings.temperature}};
    out_->write(line.dump(-1, ' ', false, OJson::error_handler_t::strict) + "\n");
    return Status::Ok();
  }

  Status end_condition() override { return files_.close(rel_); }

  std::string how_to_run() const override {
    return "Each line of `chat/<condition>.jsonl` is a chat-completions request body with the item id\n"
           "beside it. Send `messages`, `max_tokens` and `temperature` to your server's\n"
           "`/v1/chat/completions` (add your `model`), and write one line per answer:\n\n"
           "    {\"id\": \"<the line's id>\", \"model\": \"<your model>\", \"output\": \"<the reply's text>\"}\n\n"
           "then `mentalmap score RELEASE predictions.jsonl --out results.jsonl`. A reply saved with\n"
           "other field names is read with `--format generic --id-field ... --output-field ...`.\n";
  }

 private:
  ExportFiles& files_;
  std::string rel_;
  HashedWriter* out_ = nullptr;
};

}  // namespace

std::unique_ptr<ExportWriter> chat_jsonl_writer(const ExportOptions& opt, ExportFiles& files) {
  return std::make_unique<ChatJsonlWriter>(files);
}

}  // namespace mm::harness
