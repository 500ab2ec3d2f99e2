#include "format/release_location.h"

#include <filesystem>

#include <fmt/format.h>

#include "base/file_io.h"
#include "base/json_util.h"
#include "base/sha256.h"
#include "format/public_manifest.h"

namespace mm {

namespace fs = std::filesystem;

std::string ReleaseLocation::path(const std::string& rel) const {
  std::string own = dir + "/" + rel;
  std::error_code ec;
  if (public_dir.empty() || fs::exists(own, ec)) return own;
  return public_dir + "/" + rel;
}

std::string manifest_format(const std::string& dir) {
  auto text = read_file(dir + "/manifest.json");
  if (!text) return "";
  auto j = parse_json(*text, dir + "/manifest.json");
  if (!j || !j->is_object()) return "";
  auto f = j->find("format");
  return f != j->end() && f->is_string() ? f->get<std::string>() : "";
}

Result<ReleaseLocation> locate_release(const std::string& dir, const std::string& public_override) {
  ReleaseLocation loc{dir, "", {}};
  if (manifest_format(dir) == kPublicFormat)
    return Error{fmt::format("{}: is the public half of a published release and holds no gold; give its private "
                             "half instead (e.g. `mentalmap score PRIVATE ...`, with --public {} if the halves "
                             "are not side by side)",
                             dir, dir)};
  std::string link_path = dir + "/" + kPublicLinkFile;
  std::error_code ec;
  if (!fs::exists(link_path, ec)) {
    if (!public_override.empty())
      return Error{fmt::format("--public {}: {} is a whole release, not the private half of a published one",
                               public_override, dir)};
    return loc;
  }
  MM_TRY(text, read_file(link_path));
  MM_TRY(link, parse_json(*text, link_path));
  auto str = [&](const char* key) {
    auto it = link->is_object() ? link->find(key) : link->end();
    return it != link->end() && it->is_string() ? it->get<std::string>() : std::string();
  };
  if (str("format") != kPrivateFormat || str("public").empty() || str("public_manifest_sha256").empty())
    return Error{fmt::format("{}: expected {{\"format\": \"{}\", \"public\": PATH, \"public_manifest_sha256\": HEX}}",
                             link_path, kPrivateFormat)};
  loc.public_dir = public_override.empty() ? (fs::path(dir) / str("public")).lexically_normal().string()
                                           : public_override;
  auto manifest = read_file(loc.public_dir + "/manifest.json");
  if (!manifest)
    return Error{fmt::format("{}: its public half {} has no readable manifest.json (name it with --public DIR)", dir,
                             loc.public_dir)};
  if (sha256_hex(*manifest) != str("public_manifest_sha256"))
    return Error{fmt::format("{}/manifest.json: not the public half {} was published with (SHA-256 differs from {})",
                             loc.public_dir, dir, link_path)};
  MM_TRY(pub, parse_json(*manifest, loc.public_dir + "/manifest.json"));
  MM_TRY(half, public_manifest_from_json(*pub, loc.public_dir + "/manifest.json"));
  loc.public_files = std::move(half->release.files);
  return loc;
}

}  // namespace mm
