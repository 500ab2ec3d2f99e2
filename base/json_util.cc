#include "base/json_util.h"

#include <cmath>
#include <cstdint>
#include <cstring>

#include <fmt/format.h>

#include "base/file_io.h"

namespace mm {

namespace {

// nlohmann quotes the whole token it was reading ("last read: '\"aaa...'",
// maybe followed by "; expected ..."), which may be as long as the input:
// its last kMaxLastRead bytes are kept, from a character's start, where the
// error is. What follows the token is nlohmann's own short text, capped too
// in case the token itself held "'; expected ".
constexpr size_t kMaxLastRead = 40;
constexpr size_t kMaxAfterToken = 120;

std::string shorten_last_read(std::string detail) {
  static constexpr std::string_view kLastRead = "; last read: '";
  size_t open = detail.find(kLastRead);
  if (open == std::string::npos) return detail;
  size_t begin = open + kLastRead.size();
  size_t end = detail.rfind("'; expected ");
  if (end == std::string::npos || end < begin) end = detail.back() == '\'' ? detail.size() - 1 : detail.size();
  if (end < begin || end - begin <= kMaxLastRead) return detail;
  size_t keep = end - kMaxLastRead;
  while (keep < end && (static_cast<unsigned char>(detail[keep]) & 0xC0) == 0x80) ++keep;
  std::string after = detail.substr(end, kMaxAfterToken);
  return detail.substr(0, begin) + "..." + detail.substr(keep, end - keep) + after;
}

}  // namespace

std::string json_error_detail(const std::string& what) {
  auto col = what.find("column ");
  if (col != std::string::npos) {
    auto colon = what.find(": ", col);
    if (colon != std::string::npos) return shorten_last_read(what.substr(colon + 2));
  }
  auto bracket = what.find("] ");
  return shorten_last_read(bracket == std::string::npos ? what : what.substr(bracket + 2));
}

namespace {

template <class J>
Result<J> parse_impl(std::string_view text, const std::string& source) {
  try {
    return J::parse(text.begin(), text.end());
  } catch (const nlohmann::json::parse_error& e) {
    // e.byte is 1-based and points just past the offending character.
    size_t off = e.byte > 0 ? e.byte - 1 : 0;
    TextPos pos = text_position(text, off);
    return Error{fmt::format("{}:{}:{}: invalid JSON: {}", source, pos.line, pos.column,
                             json_error_detail(e.what()))};
  } catch (const nlohmann::json::out_of_range& e) {
    // A number too large for a double ("1e999") is out_of_range.406, which
    // carries no position; it must not escape as an exception.
    return Error{fmt::format("{}: invalid JSON: {}", source, json_error_detail(e.what()))};
  }
}

// True when a value nests deeper than `depth` levels; dump() recurses once
// per level, so previews of hostile input must not call it on such values.
bool nested_deeper_than(const Json& j, int depth) {
  if (!j.is_structured()) return false;
  if (depth == 0) return true;
  for (const auto& e : j)
    if (nested_deeper_than(e, depth - 1)) return true;
  return false;
}

}  // namespace

Result<Json> parse_json(std::string_view text, const std::string& source) {
  return parse_impl<Json>(text, source);
}

Result<OJson> parse_ojson(std::string_view text, const std::string& source) {
  return parse_impl<OJson>(text, source);
}

std::string json_kind(const Json& j) {
  switch (j.type()) {
    case Json::value_t::object: return "object";
    case Json::value_t::array: return "array";
    case Json::value_t::string: return "string";
    case Json::value_t::boolean: return "boolean";
    case Json::value_t::null: return "null";
    case Json::value_t::discarded: return "nothing";
    default: return "number";
  }
}

std::string json_preview(const Json& j) {
  if (nested_deeper_than(j, 32)) return json_kind(j) + " nested more than 32 levels deep";
  std::string s = j.dump(-1, ' ', false, Json::error_handler_t::replace);
  if (s.size() > 60) s = s.substr(0, 57) + "...";
  return json_kind(j) + " " + s;
}

std::string json_ptr_escape(std::string_view token) {
  std::string out;
  for (char c : token) {
    if (c == '~') out += "~0";
    else if (c == '/') out += "~1";
    else out += c;
  }
  return out;
}

Result<const Json*> json_field(const Json& j, const std::string& ptr, const char* key) {
  if (!j.is_object())
    return Error{fmt::format("{}: expected an object, found {}", ptr.empty() ? "/" : ptr,
                             json_preview(j))};
  auto it = j.find(key);
  if (it == j.end())
    return Error{fmt::format("{}/{}: required field is missing", ptr, key)};
  return &*it;
}

Result<std::string> json_string(const Json& j, const std::string& ptr, const char* key) {
  MM_TRY(f, json_field(j, ptr, key));
  if (!(*f)->is_string())
    return Error{fmt::format("{}/{}: expected a string, found {}", ptr, key, json_preview(**f))};
  return (*f)->get<std::string>();
}

Result<double> json_number(const Json& j, const std::string& ptr, const char* key) {
  MM_TRY(f, json_field(j, ptr, key));
  if (!(*f)->is_number())
    return Error{fmt::format("{}/{}: expected a number, found {}", ptr, key, json_preview(**f))};
  return (*f)->get<double>();
}

Result<bool> json_bool(const Json& j, const std::string& ptr, const char* key) {
  MM_TRY(f, json_field(j, ptr, key));
  if (!(*f)->is_boolean())
    return Error{fmt::format("{}/{}: expected true or false, found {}", ptr, key,
                             json_preview(**f))};
  return (*f)->get<bool>();
}

double round_mm(double v) {
  double r = std::round(v * 1000.0) / 1000.0;
  return r == 0.0 ? 0.0 : r;  // no negative zero in output
}

std::string string_field(const Json& j, const char* key) {
  if (!j.is_object()) return "";
  auto it = j.find(key);
  return it != j.end() && it->is_string() ? it->get<std::string>() : "";
}

namespace {

// Whether none of the eight bytes at `p` needs escaping: no control
// character (below 0x20), '"' or '\\'. Each test is the exact "has a byte
// below n" bit trick (a byte of 0x80 and above never counts).
bool plain8(const char* p) {
  constexpr uint64_t kOnes = 0x0101010101010101, kHigh = 0x8080808080808080;
  auto below = [](uint64_t x, uint64_t n) { return (x - kOnes * n) & ~x & kHigh; };
  uint64_t w;
  std::memcpy(&w, p, 8);
  return (below(w, 0x20) | below(w ^ (kOnes * '"'), 1) | below(w ^ (kOnes * '\\'), 1)) == 0;
}

}  // namespace

void append_json_string(std::string& out, std::string_view s) {
  out += '"';
  append_json_escaped(out, s);
  out += '"';
}

void append_json_escaped(std::string& out, std::string_view s) {
  static constexpr char kHex[] = "0123456789abcdef";
  size_t run = 0;  // start of the bytes not yet copied
  for (size_t i = 0; i < s.size(); ++i) {
    // Eight bytes at a time past those that need nothing (prompts are long
    // and escape mostly their line breaks).
    if (i + 8 <= s.size() && plain8(s.data() + i)) {
      i += 7;
      continue;
    }
    unsigned char c = static_cast<unsigned char>(s[i]);
    if (c >= 0x20 && c != '"' && c != '\\') continue;
    out.append(s.data() + run, i - run);
    run = i + 1;
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\b': out += "\\b"; break;
      case '\f': out += "\\f"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        out += "\\u00";
        out += kHex[c >> 4];
        out += kHex[c & 0xF];
    }
  }
  out.append(s.data() + run, s.size() - run);
}

}  // namespace mm
