// Opening a Theory of Space release (generate --pack tos) for reading:
// its manifest checked (format, pack, version) and, unless told not to,
// every file it lists re-hashed against its size and SHA-256, so a score
// or an export never rests on a release someone changed.
#pragma once

#include <string>

#include "base/error.h"
#include "base/json_util.h"

namespace mm::tos {

/// The release's manifest; errors name the file and what was wrong.
Result<Json> open_release_manifest(const std::string& dir, bool verify = true);

}  // namespace mm::tos
