// Opening a pack release (generate --pack tos|space) for reading: its
// manifest checked (format, pack, version) and, unless told not to, every
// file it lists re-hashed against its size and SHA-256, so a score or an
// export never rests on a release someone changed; prediction ids. Every
// pack's scorer, exporter and merge read releases through here.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "base/error.h"
#include "base/file_io.h"
#include "base/json_util.h"

namespace mm::pack {

/// The manifest of a release of `pack` ("tos", "space"); errors name the
/// file and what was wrong (a release of another pack is one).
Result<Json> open_pack_manifest(const std::string& dir, std::string_view pack, bool verify = true);

/// A JSON file of a release, parsed; errors name the file.
Result<Json> read_json_file(const std::string& path);

/// Each condition's vocabulary/<condition>.json read by the pack's reader
/// (W::from_json(json, path)): condition -> words.
template <class W>
Result<std::map<std::string, W>> read_vocabularies(const std::string& dir, const std::vector<std::string>& conditions) {
  std::map<std::string, W> out;
  for (const auto& c : conditions) {
    std::string path = fmt::format("{}/vocabulary/{}.json", dir, c);
    auto j = read_json_file(path);
    if (!j) return j.error();
    auto w = W::from_json(*j, path);
    if (!w) return w.error();
    out.emplace(c, std::move(*w));
  }
  return out;
}

/// The "pack" a folder's manifest.json names ("" when the folder holds no
/// readable mentalmap release manifest, or a staircase release).
std::string pack_of(const std::string& dir);

/// The prediction id of a question in a condition and regime:
/// "<question id>@<condition>/<regime>".
std::string item_id(std::string_view question, std::string_view condition, std::string_view regime);
struct ItemId {
  std::string question, condition, regime;
};
/// The parts of an item id; nullopt when it has no '@' followed by a '/'.
std::optional<ItemId> parse_item_id(std::string_view id);

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

}  // namespace mm::pack
