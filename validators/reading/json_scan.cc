#include "validators/reading/json_scan.h"

#include <algorithm>

namespace mm::score {
namespace {

// Spans kept while scanning: only the latest ones can be tried, so older
// ones are dropped in blocks (amortised linear, bounded memory).
constexpr size_t kMaxSpansKept = 4096;

struct Open {
  size_t pos;
  char close;
  size_t inner;  // deepest span closed inside so far
};

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

}  // namespace

std::vector<JsonSpan> balanced_spans(std::string_view text) {
  std::vector<JsonSpan> spans;
  std::vector<Open> stack;
  bool in_string = false, escape = false;
  char last = 0;  // the last non-space byte outside strings
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (in_string) {
      if (escape) escape = false;
      else if (c == '\\') escape = true;
      else if (c == '"') {
        in_string = false;
        last = '"';
      } else if (c == '\n') {  // a raw newline cannot be inside a JSON string
        in_string = false;
        stack.clear();
      }
      continue;
    }
    if (c == '"') {
      // A JSON string can only start inside brackets, after '{', '[', ','
      // or ':'; any other quote is prose ("the \"big\" one") and skipped.
      in_string = !stack.empty() && std::string_view("{[,:").find(last) != std::string_view::npos;
      continue;
    }
    if (!is_space(c)) last = c;
    if (c == '{' || c == '[') {
      if (stack.size() >= kMaxScanDepth) stack.clear();
      stack.push_back({i, c == '{' ? '}' : ']', 0});
      continue;
    }
    if (c != '}' && c != ']') continue;
    if (stack.empty()) continue;
    if (stack.back().close != c) {
      stack.clear();
      continue;
    }
    Open o = stack.back();
    stack.pop_back();
    size_t depth = o.inner + 1;
    spans.push_back({o.pos, i + 1, depth});
    if (!stack.empty()) stack.back().inner = std::max(stack.back().inner, depth);
    if (spans.size() >= 2 * kMaxSpansKept) spans.erase(spans.begin(), spans.begin() + kMaxSpansKept);
  }
  return spans;
}

size_t nesting_depth(std::string_view text, size_t cap) {
  size_t depth = 0, deepest = 0;
  bool in_string = false, escape = false;
  for (char c : text) {
    if (in_string) {
      if (escape) escape = false;
      else if (c == '\\') escape = true;
      else if (c == '"') in_string = false;
      continue;
    }
    if (c == '"') in_string = true;
    else if (c == '{' || c == '[') {
      deepest = std::max(deepest, ++depth);
      if (deepest >= cap) return cap;
    } else if ((c == '}' || c == ']') && depth > 0) {
      --depth;
    }
  }
  return deepest;
}

std::optional<Json> parse_json_safely(std::string_view text) {
  if (nesting_depth(text, kMaxJsonDepth + 1) > kMaxJsonDepth) return std::nullopt;
  try {
    Json j = Json::parse(text.begin(), text.end(), nullptr, /*allow_exceptions=*/false);
    if (j.is_discarded()) return std::nullopt;
    return j;
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

bool for_each_candidate(std::string_view text, char open,
                        const std::function<bool(const JsonSpan&, std::string_view, bool)>& take) {
  std::vector<JsonSpan> spans = balanced_spans(text);
  size_t first = 0, last = text.size();
  while (first < last && is_space(text[first])) ++first;
  while (last > first && is_space(text[last - 1])) --last;
  size_t tried = 0;
  for (auto it = spans.rbegin(); it != spans.rend() && tried < kMaxCandidatesTried; ++it) {
    if (open && text[it->begin] != open) continue;
    if (it->depth > kMaxJsonDepth) continue;
    ++tried;
    if (take(*it, text.substr(it->begin, it->end - it->begin), it->begin == first && it->end == last)) return true;
  }
  return false;
}

std::optional<Extracted> extract_json(std::string_view text, char open,
                                      const std::function<bool(const Json&)>& shape) {
  std::optional<Extracted> out;
  for_each_candidate(text, open, [&](const JsonSpan& span, std::string_view candidate, bool whole) {
    auto j = parse_json_safely(candidate);
    if (!j || !shape(*j)) return false;
    out = Extracted{std::move(*j), span, whole};
    return true;
  });
  return out;
}

}  // namespace mm::score
