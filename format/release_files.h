// A release's files against its manifest: every listed file present with
// its size and SHA-256, and nothing unlisted (manifest.json aside). What
// `score` checks before reading a release, and the first part of `verify`.
#pragma once

#include <string>
#include <vector>

#include "format/manifest.h"

namespace mm {

/// The problems found, in manifest order then unlisted files; each names
/// the file. Files are hashed on the machine's cores.
std::vector<std::string> check_release_files(const std::string& dir, const Manifest& m);

}  // namespace mm
