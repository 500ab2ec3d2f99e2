#include <charconv>
#include <functional>

#include <fmt/format.h>

#include "format/text_norm.h"
#include "harness/import/import_internal.h"

namespace mm::harness {

const Json* at_path(const Json& j, std::string_view dotted) {
  const Json* cur = &j;
  while (!dotted.empty()) {
    size_t dot = dotted.find('.');
    std::string_view key = dotted.substr(0, dot);
    dotted = dot == std::string_view::npos ? std::string_view() : dotted.substr(dot + 1);
    if (cur->is_object()) {
      auto it = cur->find(std::string(key));
      if (it == cur->end()) return nullptr;
      cur = &*it;
    } else if (cur->is_array()) {
      size_t i = 0;
      auto [p, ec] = std::from_chars(key.data(), key.data() + key.size(), i);
      if (ec != std::errc() || p != key.data() + key.size() || i >= cur->size()) return nullptr;
      cur = &(*cur)[i];
    } else {
      return nullptr;
    }
  }
  return cur;
}

std::string string_at(const Json& j, const char* key) {
  if (!j.is_object()) return "";
  auto it = j.find(key);
  return it != j.end() && it->is_string() ? it->get<std::string>() : "";
}

std::optional<std::string> id_text(const Json& v) {
  if (v.is_string()) return v.get<std::string>();
  if (v.is_number_integer()) return v.dump();
  return std::nullopt;
}

std::string content_text(const Json& content) {
  if (content.is_string()) return content.get<std::string>();
  std::string out;
  if (!content.is_array()) return out;
  for (const auto& part : content)
    if (part.is_object() && string_at(part, "type") == "text") {
      if (!out.empty()) out += "\n";
      out += string_at(part, "text");
    }
  return out;
}

void for_each_json_line(const InputFile& f, score::PredictionSet& set,
                        const std::function<void(size_t, const Json&)>& each) {
  std::vector<std::string_view> lines = score::split_lines(f.text);
  for (size_t i = 0; i < lines.size(); ++i) {
    if (score::trim(lines[i]).empty()) continue;
    auto j = score::parse_prediction_line(lines[i]);
    if (!j) {
      set.errors.push_back({f.path, i + 1, j.error().message});
      continue;
    }
    each(i + 1, *j);
  }
}

}  // namespace mm::harness
