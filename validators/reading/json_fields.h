// Reading a few top-level members of a JSON object line without building
// the object: a SAX pass that stops as soon as every wanted member is read,
// so the bulk of a release line (an item's prompt, a gold line's scoring
// data) is never parsed. What comes after the stop is not checked; callers
// rely on the release's hashes for that.
#pragma once

#include <initializer_list>
#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace mm::score {

struct JsonFields {
  std::map<std::string, std::string, std::less<>> strings;  // wanted string members: their text
  std::map<std::string, std::string, std::less<>> json;     // every wanted member read: compact JSON
  /// The text of a wanted string member, or "" when absent or not a string.
  std::string str(std::string_view key) const;
  /// A wanted integer member, or `otherwise`.
  long long integer(std::string_view key, long long otherwise) const;
};

/// The wanted members of the JSON object `text`; nullopt when the text is
/// not a JSON object as far as it was read.
std::optional<JsonFields> read_json_fields(std::string_view text, std::initializer_list<std::string_view> wanted);

}  // namespace mm::score
