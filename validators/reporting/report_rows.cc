#include "validators/reporting/report_rows.h"

#include <fmt/format.h>

#include <map>
#include <utility>

#include "base/file_io.h"
#include "base/json_util.h"

namespace mm::report {
namespace {

// Keys every results line carries (docs/metrics.md §7).
constexpr const char* kRequired[] = {"id",     "model",  "family", "level",        "language",  "mode",
                                     "regime", "frame",  "order",  "status",       "answer",    "correct",
                                     "score",  "components"};

Error at(const std::string& where, const std::string& what) { return Error{fmt::format("{}: {}", where, what)}; }

Error wrong_type(const std::string& where, const char* key, const char* kind, const Json& v) {
  return at(where, fmt::format("key '{}': expected {}, found {}", key, kind, json_preview(v)));
}

Status get_string(const Json& j, const char* key, const std::string& where, std::string& out) {
  const Json& v = j.at(key);
  if (!v.is_string()) return wrong_type(where, key, "string", v);
  out = v.get<std::string>();
  return Status::Ok();
}

Status read_strings(const Json& j, const std::string& where, Row& r) {
  std::pair<const char*, std::string*> fields[] = {
      {"id", &r.id},         {"model", &r.model},   {"family", &r.family}, {"language", &r.language},
      {"mode", &r.mode},     {"regime", &r.regime}, {"frame", &r.frame},   {"order", &r.order},
      {"status", &r.status}};
  for (auto& [key, out] : fields)
    MM_CHECK(get_string(j, key, where, *out));
  // base_id: optional (results written before it existed have none; the
  // paired analyses then leave them out).
  if (auto b = j.find("base_id"); b != j.end() && !b->is_null()) MM_CHECK(get_string(j, "base_id", where, r.base_id));
  return Status::Ok();
}

Status read_outcome(const Json& j, const std::string& where, Row& r) {
  const Json& level = j.at("level");
  if (!level.is_number_integer()) return wrong_type(where, "level", "integer", level);
  r.level = level.get<int>();
  const Json& correct = j.at("correct");
  if (!correct.is_boolean()) return wrong_type(where, "correct", "boolean", correct);
  r.correct = correct.get<bool>();
  const Json& score = j.at("score");
  if (!score.is_number()) return wrong_type(where, "score", "number", score);
  r.score = score.get<double>();
  if (!j.at("components").is_object() && !j.at("components").is_null())
    return wrong_type(where, "components", "object", j.at("components"));
  return Status::Ok();
}

std::optional<double> component(const Json& c, const char* key) {
  if (!c.is_object()) return std::nullopt;
  auto it = c.find(key);
  if (it == c.end()) return std::nullopt;
  if (it->is_boolean()) return it->get<bool>() ? 1.0 : 0.0;
  if (it->is_number()) return it->get<double>();
  return std::nullopt;
}

uint64_t fnv1a(std::string_view s) {
  uint64_t h = 1469598103934665603ull;
  for (unsigned char c : s) h = (h ^ c) * 1099511628211ull;
  return h;
}

std::string answer_key(const Json& a) {
  if (a.is_null()) return "";
  std::string s = a.dump(-1, ' ', false, Json::error_handler_t::replace);
  if (s.size() <= kMaxAnswerKey) return s;
  return fmt::format("#{:016x} {}", fnv1a(s), s.substr(0, 48));
}

// The anchor a model chose: the component, else the answer's, else unknown
// for an unparsed answer.
std::string anchor_of(const Json& j, const Row& r) {
  for (const Json* src : {&j.at("components"), &j.at("answer")})
    if (src->is_object() && src->contains("anchor") && (*src)["anchor"].is_string())
      return (*src)["anchor"].get<std::string>();
  return r.status == "ok" ? "" : "unknown";
}

void read_components(const Json& j, Row& r) {
  const Json& c = j.at("components");
  r.json_valid = component(c, "json_valid");
  r.strict_json = component(c, "strict_json");
  r.node_f1 = component(c, "node_f1");
  r.edge_f1 = component(c, "edge_f1");
  r.delta_f1 = component(c, "delta_f1");
  r.change_pass = component(c, "change_pass");
  if (r.family == "rtlAnchorPreference") r.anchor = anchor_of(j, r);
  r.answer = answer_key(j.at("answer"));
}

Result<Row> row_from_json(const Json& j, const std::string& where) {
  if (!j.is_object()) return at(where, fmt::format("expected a JSON object, found {}", json_kind(j)));
  for (const char* key : kRequired)
    if (!j.contains(key)) return at(where, fmt::format("missing key '{}'", key));
  Row r;
  MM_CHECK(read_strings(j, where, r));
  MM_CHECK(read_outcome(j, where, r));
  read_components(j, r);
  return r;
}

// "file:line:column: invalid JSON: what" (parse_json names line 1 of the
// one-line text; the column is what we keep).
Error invalid_json(std::string_view s, const std::string& where) {
  auto e = parse_json(s, "");
  if (e) return at(where, "invalid JSON");
  const std::string& m = e.error().message;
  return Error{m.rfind(":1:", 0) == 0 ? where + m.substr(2) : where + ": " + m};
}

}  // namespace

Status add_results(std::string_view text, const std::string& file, Rows& out) {
  // (model, id) -> "file:line" of the first occurrence, for duplicates.
  std::map<std::pair<std::string, std::string>, std::string> seen;
  for (const Row& r : out.rows) seen.emplace(std::make_pair(r.model, r.id), "an earlier file");
  size_t line = 0, pos = 0;
  while (pos <= text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string_view s = text.substr(pos, end - pos);
    pos = end + 1;
    ++line;
    if (s.find_first_not_of(" \t\r") == std::string_view::npos) continue;
    std::string where = fmt::format("{}:{}", file, line);
    Json j = Json::parse(s, nullptr, false);
    if (j.is_discarded()) return invalid_json(s, where);
    MM_TRY(row, row_from_json(j, where));
    auto [it, fresh] = seen.emplace(std::make_pair(row->model, row->id), where);
    if (!fresh) {
      out.duplicates.push_back(
          fmt::format("{}: model {}, id {} repeats {} (ignored)", where, row->model, row->id, it->second));
      continue;
    }
    out.rows.push_back(std::move(*row));
  }
  return Status::Ok();
}

Result<Rows> read_results(const std::vector<std::string>& files) {
  Rows out;
  for (const auto& f : files) {
    MM_TRY(text, read_input_file(f));
    out.files.push_back(f);
    MM_CHECK(add_results(*text, f, out));
  }
  return out;
}

}  // namespace mm::report
