// A release's files against its manifest: every listed file present with
// its size and SHA-256, and nothing unlisted (manifest.json aside). What
// `score` checks before reading a release, and the first part of `verify`.
#pragma once

#include <string>
#include <vector>

#include "format/manifest.h"
#include "format/release_location.h"

namespace mm {

/// The problems found, in manifest order then unlisted files; each names
/// the file. Files are hashed on the machine's cores. A split release's
/// files may be in either half; each half may hold only listed files (its
/// own manifest.json and the private half's public.json aside).
std::vector<std::string> check_release_files(const ReleaseLocation& loc, const Manifest& m);

}  // namespace mm
