// manifest.json of a published release's public half: what `mentalmap
// publish` puts on a dataset hub (the items and the public card), each
// file's SHA-256, and the SHA-256 of the full manifest it was split from
// (that one stays in the private half with the gold).
#pragma once

#include <string>

#include "base/error.h"
#include "base/json_util.h"
#include "format/manifest.h"

namespace mm {

inline constexpr const char* kPublicManifestSchema = "schemas/public_manifest.schema.json";

struct PublicManifest {
  std::string release_manifest_sha256;
  Manifest release;  // provenance and counts copied from the full manifest; files: the public ones
};

OJson public_manifest_to_json(const PublicManifest& m);
/// Parses and schema-checks (errors name `source` and the JSON pointer).
Result<PublicManifest> public_manifest_from_json(const Json& j, const std::string& source);

}  // namespace mm
