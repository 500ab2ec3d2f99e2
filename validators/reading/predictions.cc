#include "validators/reading/predictions.h"

#include <algorithm>

#include <fmt/format.h>

#include "base/file_io.h"
#include "base/json_util.h"
#include "validators/reading/json_scan.h"
#include "format/text_norm.h"

namespace mm::score {

Result<Json> parse_prediction_line(std::string_view line) {
  if (line.size() > kMaxPredictionLineBytes)
    return Error{fmt::format("line is {} bytes, more than the {} MiB a prediction line may have", line.size(),
                             kMaxPredictionLineBytes >> 20)};
  if (auto nul = line.find('\0'); nul != std::string_view::npos)
    return Error{fmt::format("NUL byte at column {}: a line holds one JSON object (records run together, or a "
                             "binary file?)",
                             nul + 1)};
  if (nesting_depth(line, kMaxPredictionDepth + 1) > kMaxPredictionDepth)
    return Error{fmt::format("JSON nested deeper than {} levels", kMaxPredictionDepth)};
  try {
    return Json::parse(line.begin(), line.end());
  } catch (const nlohmann::json::parse_error& e) {
    size_t col = e.byte > 0 ? e.byte : 1;
    return Error{fmt::format("invalid JSON at column {}: {}", col, json_error_detail(e.what()))};
  } catch (const std::exception& e) {
    return Error{fmt::format("invalid JSON: {}", json_error_detail(e.what()))};
  }
}

namespace {

constexpr const char* kShape = R"(expected {"id": "...", "model": "...", "output": "..."})";

// A required non-empty string field ("output" may be empty).
Result<std::string> field(const Json& j, const char* key, bool may_be_empty) {
  auto it = j.find(key);
  if (it == j.end()) return Error{fmt::format("missing \"{}\" ({})", key, kShape)};
  if (!it->is_string())
    return Error{fmt::format("\"{}\" must be a string, found {}", key, it->is_null() ? "null" : json_preview(*it))};
  std::string v = it->get<std::string>();
  if (v.empty() && !may_be_empty) return Error{fmt::format("\"{}\" is empty", key)};
  return v;
}

Result<Prediction> to_prediction(const Json& j) {
  if (!j.is_object()) return Error{fmt::format("{}, found a JSON {}", kShape, json_kind(j))};
  Prediction p;
  for (auto [key, out, empty_ok] : {std::tuple{"id", &p.id, false}, {"model", &p.model, false},
                                    {"output", &p.output, true}}) {
    MM_TRY(v, field(j, key, empty_ok));
    *out = std::move(*v);
  }
  return p;
}

}  // namespace

std::string LineError::text() const { return fmt::format("{}:{}: {}", file, line, message); }

void add_prediction(Prediction p, PredictionSet& set) {
  std::string here = fmt::format("{}:{}", p.file, p.line);
  auto [it, fresh] = set.first_at.emplace(std::pair{p.model, p.id}, here);
  if (!fresh) {
    set.duplicates.push_back({p.id, p.model, it->second, here});
    return;
  }
  if (!std::binary_search(set.models.begin(), set.models.end(), p.model))
    set.models.insert(std::lower_bound(set.models.begin(), set.models.end(), p.model), p.model);
  set.predictions.push_back(std::move(p));
}

void add_predictions(std::string_view text, const std::string& file, PredictionSet& set) {
  std::vector<std::string_view> lines = split_lines(text);
  for (size_t i = 0; i < lines.size(); ++i) {
    if (trim(lines[i]).empty()) continue;  // blank lines carry nothing
    size_t n = i + 1;
    auto j = parse_prediction_line(lines[i]);
    auto p = j ? to_prediction(*j) : Result<Prediction>(j.error());
    if (!p) {
      set.errors.push_back({file, n, p.error().message});
      continue;
    }
    p->file = file;
    p->line = n;
    add_prediction(std::move(*p), set);
  }
}

Result<std::string> read_prediction_file(const std::string& f, bool allow_partial, PredictionSet& set) {
  std::string damage;
  auto text = read_input_file(f, allow_partial ? &damage : nullptr);
  if (!text) {
    const std::string& m = text.error().message;
    bool damaged = m.find("truncated gzip") != std::string::npos || m.find("corrupt gzip") != std::string::npos;
    return damaged ? Error{m + "; refused (--allow-partial scores the complete lines before the damage)"} : text.error();
  }
  if (!damage.empty()) set.damage.push_back(damage);
  bool any = false;
  for (std::string_view l : split_lines(*text))
    if (!trim(l).empty()) {
      any = true;
      break;
    }
  if (!any)
    return Error{fmt::format("{}: holds no prediction lines ({}); {} on each line", f,
                             text->empty() ? "the file is empty" : "only blank lines", kShape)};
  return std::move(*text);
}

Result<PredictionSet> read_predictions(const std::vector<std::string>& files, bool allow_partial) {
  PredictionSet set;
  for (const auto& f : files) {
    MM_TRY(text, read_prediction_file(f, allow_partial, set));
    add_predictions(*text, f, set);
  }
  return set;
}

}  // namespace mm::score
