// OpenAI Batch API output and error files (one line per request):
// {"id", "custom_id", "response": {"status_code", "request_id", "body"} or
// null, "error": {"code", "message"} or null}. A request succeeded when
// there is no error and the status is 200; otherwise it is `failed` with
// the API's message (response.body.error.message, or error.message).
#include <fmt/format.h>

#include "harness/import/import_internal.h"

namespace mm::harness {
namespace {

// Why the request failed, or "" when it did not.
std::string failure(const Json& line) {
  if (auto e = line.find("error"); e != line.end() && !e->is_null()) {
    std::string code = string_at(*e, "code"), message = string_at(*e, "message");
    return fmt::format("the API reports {}{}", code.empty() ? "an error" : code, message.empty() ? "" : ": " + message);
  }
  auto r = line.find("response");
  if (r == line.end() || !r->is_object()) return "the request has neither a response nor an error";
  auto status = r->find("status_code");
  if (status == r->end() || !status->is_number_integer()) return "the response has no status_code";
  if (*status != 200) {
    const Json* message = at_path(*r, "body.error.message");
    return fmt::format("the API answered HTTP {}{}", status->dump(),
                       message && message->is_string() ? ": " + message->get<std::string>() : "");
  }
  return "";
}

}  // namespace

void read_openai_batch(const InputFile& f, const ImportOptions& opt, score::PredictionSet& set) {
  for_each_json_line(f, set, [&](size_t n, const Json& line) {
    auto id = line.is_object() && line.contains("custom_id") ? id_text(line["custom_id"]) : std::nullopt;
    if (!id) {
      set.errors.push_back({f.path, n, R"(expected a Batch API output line with "custom_id" (a string))"});
      return;
    }
    if (std::string why = failure(line); !why.empty()) {
      set.failed.push_back({f.path, n, fmt::format("{}: {}", *id, why)});
      return;
    }
    const Json* body = at_path(line, "response.body");  // failure() checked the response, not its body
    const Json* message = body ? at_path(*body, "choices.0.message") : nullptr;
    if (!message || !message->is_object()) {
      set.errors.push_back({f.path, n, fmt::format("{}: response.body.choices[0].message missing", *id)});
      return;
    }
    std::string output = content_text(message->value("content", Json()));
    if (output.empty()) output = string_at(*message, "refusal");  // the model declined: scored as a refusal
    std::string model = opt.model.empty() ? string_at(*body, "model") : opt.model;
    if (model.empty()) {
      set.errors.push_back({f.path, n, fmt::format("{}: response.body.model missing (name it with --model)", *id)});
      return;
    }
    score::add_prediction({*id, model, output, f.path, n}, set);
  });
  set.sources.push_back(fmt::format("{}: read as OpenAI Batch output (the model from response.body.model)", f.path));
}

}  // namespace mm::harness
