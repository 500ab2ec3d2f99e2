// openai-batch: requests/<condition>.jsonl, one Batch API request per line
// ({"custom_id": item id, "method": "POST", "url": "/v1/chat/completions",
// "body": {"model", "messages", "max_tokens", "temperature"}}). A condition
// larger than the API's per-file limits (requests, bytes) is split into
// requests/<condition>-part<K>-of<N>.jsonl.
#include <fmt/format.h>

#include "harness/export/export_writer.h"

namespace mm::harness {
namespace {

class OpenAIBatchWriter : public ExportWriter {
 public:
  OpenAIBatchWriter(const ExportOptions& opt, ExportFiles& files) : opt_(opt), files_(files) {}

  Status begin_condition(const std::string& condition) override {
    condition_ = condition;
    parts_.assign(1, {});
    return Status::Ok();
  }

  Status item(const ExportItem& e) override {
    OJson body = {{"model", opt_.model}, {"messages", user_messages(e)}};
    if (opt_.openai_reasoning_model) {
      body["max_completion_tokens"] = e.settings.max_tokens;
    } else {
      body["max_tokens"] = e.settings.max_tokens;
      body["temperature"] = e.settings.temperature;
    }
    OJson line = {{"custom_id", e.id}, {"method", "POST"}, {"url", "/v1/chat/completions"}, {"body", body}};
    std::string text = line.dump(-1, ' ', false, OJson::error_handler_t::strict) + "\n";
    if (text.size() > opt_.max_bytes_per_file)
      return Error{fmt::format("item {}: its request is {} bytes, more than a Batch API file may hold", e.id,
                               text.size())};
    Part* part = &parts_.back();
    if (part->lines == opt_.max_requests_per_file || part->text.size() + text.size() > opt_.max_bytes_per_file)
      part = &parts_.emplace_back();
    part->text += text;
    ++part->lines;
    return Status::Ok();
  }

  Status end_condition() override {
    for (size_t k = 0; k < parts_.size(); ++k) {
      std::string rel = parts_.size() == 1 ? fmt::format("requests/{}.jsonl", condition_)
                                           : fmt::format("requests/{}-part{}-of{}.jsonl", condition_, k + 1,
                                                         parts_.size());
      if (parts_[k].lines) MM_CHECK(files_.write(rel, parts_[k].text));
    }
    parts_.clear();
    return Status::Ok();
  }

  std::string how_to_run() const override {
    return fmt::format(
        "Each file under `requests/` is one Batch API input file (model `{}`; at most {} requests and {} MiB\n"
        "per file). Upload each with purpose `batch` and create a batch on `/v1/chat/completions`\n"
        "with a 24h completion window. When a batch completes, download its output file (and its\n"
        "error file, if any) and score all of them together:\n\n"
        "    mentalmap score RELEASE batch_output_*.jsonl --out results.jsonl\n\n"
        "The model name is read from each response; failed requests count as missing, with the\n"
        "API's message.\n",
        opt_.model, opt_.max_requests_per_file, opt_.max_bytes_per_file >> 20);
  }

 private:
  struct Part {
    std::string text;
    size_t lines = 0;
  };
  const ExportOptions& opt_;
  ExportFiles& files_;
  std::string condition_;
  std::vector<Part> parts_;
};

}  // namespace

std::unique_ptr<ExportWriter> openai_batch_writer(const ExportOptions& opt, ExportFiles& files) {
  return std::make_unique<OpenAIBatchWriter>(opt, files);
}

OJson user_messages(const ExportItem& item) {
  if (item.image.empty()) return OJson::array({OJson{{"role", "user"}, {"content", item.prompt}}});
  OJson parts = OJson::array({OJson{{"type", "text"}, {"text", item.prompt}},
                              OJson{{"type", "image_url"}, {"image_url", {{"url", item.image}}}}});
  return OJson::array({OJson{{"role", "user"}, {"content", parts}}});
}

}  // namespace mm::harness
