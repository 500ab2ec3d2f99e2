// Opening a Theory of Space release (generate --pack tos) for reading:
// its manifest checked (format, pack, version) and, unless told not to,
// every file it lists re-hashed against its size and SHA-256, so a score
// or an export never rests on a release someone changed.
#pragma once

#include <string>
#include <string_view>

#include <fmt/format.h>

#include "base/error.h"
#include "base/file_io.h"
#include "base/json_util.h"

namespace mm::tos {

/// The release's manifest; errors name the file and what was wrong.
Result<Json> open_release_manifest(const std::string& dir, bool verify = true);

/// Calls f(value, "path:line") for each non-blank line of a JSON-lines file
/// of a release (J: Json, or OJson to keep each line's field order); a line
/// that does not parse is an error naming path:line, as does f's.
template <class J = Json, class F>
Status each_json_line(const std::string& path, F f) {
  auto text = read_file(path);
  if (!text) return text.error();
  size_t start = 0, line = 0;
  while (start < text->size()) {
    size_t end = text->find('\n', start);
    if (end == std::string::npos) end = text->size();
    ++line;
    std::string_view l(text->data() + start, end - start);
    start = end + 1;
    if (l.empty()) continue;
    std::string where = fmt::format("{}:{}", path, line);
    J j = J::parse(l, nullptr, false);
    if (j.is_discarded()) {  // say where and why, as the other readers do
      auto why = parse_json(l, where);
      return why ? Error{fmt::format("{}: not a JSON line", where)} : why.error();
    }
    if (Status st = f(j, where); !st) return st;
  }
  return {};
}

}  // namespace mm::tos
