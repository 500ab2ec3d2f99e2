#include "format/public_manifest.h"

#include "base/schema_check.h"

namespace mm {

OJson public_manifest_to_json(const PublicManifest& m) {
  OJson full = manifest_to_json(m.release);
  OJson j = {{"format", "mentalmap.public"}, {"version", 1}, {"tool", full["tool"]},
             {"release_manifest_sha256", m.release_manifest_sha256}};
  for (const char* key : {"seed", "profile", "scenes", "houses", "languages", "counts", "files"}) j[key] = full[key];
  return j;
}

Result<PublicManifest> public_manifest_from_json(const Json& j, const std::string& source) {
  MM_TRY(checker, SchemaChecker::cached(kPublicManifestSchema));
  MM_CHECK((*checker)->validate(j, source));
  PublicManifest m;
  m.release_manifest_sha256 = j["release_manifest_sha256"].get<std::string>();
  Manifest& r = m.release;
  r.tool_version = j["tool"]["version"].get<std::string>();
  r.seed = j["seed"].get<uint64_t>();
  r.profile = j["profile"].get<std::string>();
  r.scenes = j["scenes"].get<std::string>();
  r.houses = j["houses"].get<int>();
  r.languages = j["languages"].get<std::vector<std::string>>();
  for (const auto& [level, row] : j["counts"].items()) {
    if (level == "total") continue;
    for (const auto& [lang, n] : row.items())
      if (lang != "total") r.counts[level][lang] = n.get<int64_t>();
  }
  for (const auto& f : j["files"])
    r.files.push_back({f["path"].get<std::string>(), f["bytes"].get<uint64_t>(), f["sha256"].get<std::string>()});
  return m;
}

}  // namespace mm
