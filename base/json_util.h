// JSON parsing with located errors, and typed field access whose errors name
// the JSON pointer, what was expected and what was found.
#pragma once

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

#include "base/error.h"

namespace mm {

using Json = nlohmann::json;          // sorted keys: canonical output
using OJson = nlohmann::ordered_json;  // insertion order: readable records

/// nlohmann's message without its "[json.exception.parse_error.101] parse
/// error at line L, column C: " prefix: only the explanation.
std::string json_error_detail(const std::string& what);

/// Parses text; on failure the error reads "source:line:col: invalid JSON: ...".
Result<Json> parse_json(std::string_view text, const std::string& source);
/// Same, keeping key order.
Result<OJson> parse_ojson(std::string_view text, const std::string& source);

/// "object", "array", "string", "number", "boolean" or "null".
std::string json_kind(const Json& j);
/// A short rendering of a value for error messages (truncated).
std::string json_preview(const Json& j);

/// Typed access to j[key] where j is the object at `ptr`. Each returns an
/// Error "ptr/key: expected <kind>, found <preview>" on a missing or mistyped
/// field.
Result<const Json*> json_field(const Json& j, const std::string& ptr, const char* key);
Result<std::string> json_string(const Json& j, const std::string& ptr, const char* key);
Result<double> json_number(const Json& j, const std::string& ptr, const char* key);
Result<bool> json_bool(const Json& j, const std::string& ptr, const char* key);

/// JSON pointer escaping of one reference token (~ and /).
std::string json_ptr_escape(std::string_view token);

/// j[key] when `j` is an object and that field is a string, else "": a
/// field read to compare (a manifest's "format") that must not throw when a
/// file has some other value there.
std::string string_field(const Json& j, const char* key);

/// Appends `s` (valid UTF-8) as a JSON string, escaped byte for byte as
/// Json::dump() escapes it ('"', '\\', \b \f \n \r \t, other control
/// characters as \u00xx; everything else as is), without building a Json:
/// for writers of many long lines.
void append_json_string(std::string& out, std::string_view s);
/// The same without the quotes. Escaping goes byte by byte, so pieces of a
/// text (cut anywhere) escaped one after another give the text's escape:
/// a writer can escape a part many strings share once.
void append_json_escaped(std::string& out, std::string_view s);

/// Rounds to millimetres so files do not carry float noise.
double round_mm(double v);

}  // namespace mm
