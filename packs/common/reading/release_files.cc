#include "packs/common/reading/release_files.h"

#include <fmt/format.h>

#include "base/file_io.h"
#include "base/sha256.h"

namespace mm::pack {

Result<Json> open_pack_manifest(const std::string& dir, std::string_view pack, bool verify) {
  std::string path = dir + "/manifest.json";
  auto text = read_file(path);
  if (!text) return text.error();
  auto m = parse_json(*text, path);
  if (!m) return m.error();
  if (!m->is_object() || string_field(*m, "format") != "mentalmap.release")
    return Error{fmt::format("{}: /format: expected \"mentalmap.release\"", path)};
  if (string_field(*m, "pack") != pack) return Error{fmt::format("{}: /pack: expected \"{}\"", path, pack)};
  if (!m->contains("version") || (*m)["version"] != 1)
    return Error{fmt::format("{}: /version: expected 1 (this mentalmap reads version 1 of the pack)", path)};
  if (!m->contains("files") || !(*m)["files"].is_array())
    return Error{fmt::format("{}: /files: expected the list of the release's files", path)};
  if (!verify) return m;
  for (size_t i = 0; i < (*m)["files"].size(); ++i) {
    const Json& f = (*m)["files"][i];
    if (!f.is_object() || !f.contains("path") || !f["path"].is_string() || !f.contains("sha256") ||
        !f.contains("bytes"))
      return Error{fmt::format("{}: /files/{}: expected {{\"path\", \"bytes\", \"sha256\"}}", path, i)};
    std::string rel = f["path"].get<std::string>();
    if (rel.find("..") != std::string::npos || rel.empty() || rel[0] == '/')
      return Error{fmt::format("{}: /files/{}/path: '{}' is not a path inside the release", path, i, rel)};
    auto bytes = read_file(dir + "/" + rel);
    if (!bytes) return Error{fmt::format("{}: listed in the manifest but unreadable: {}", rel, bytes.error().message)};
    if (f["bytes"] != bytes->size() || f["sha256"] != sha256_hex(*bytes))
      return Error{fmt::format("{}/{}: does not match its size and SHA-256 in the manifest (changed since the release "
                               "was written)",
                               dir, rel)};
  }
  return m;
}

Result<Json> read_json_file(const std::string& path) {
  auto text = read_file(path);
  if (!text) return text.error();
  return parse_json(*text, path);
}

std::string pack_of(const std::string& dir) {
  auto m = read_json_file(dir + "/manifest.json");
  if (!m || !m->is_object() || string_field(*m, "format") != "mentalmap.release") return "";
  auto p = m->find("pack");
  return p != m->end() && p->is_string() ? p->get<std::string>() : "";
}

std::string item_id(std::string_view question, std::string_view condition, std::string_view regime) {
  return fmt::format("{}@{}/{}", question, condition, regime);
}

std::optional<ItemId> parse_item_id(std::string_view id) {
  size_t at = id.rfind('@'), slash = id.rfind('/');
  if (at == std::string_view::npos || slash == std::string_view::npos || slash < at) return std::nullopt;
  return ItemId{std::string(id.substr(0, at)), std::string(id.substr(at + 1, slash - at - 1)),
                std::string(id.substr(slash + 1))};
}

}  // namespace mm::pack
