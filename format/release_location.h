// Where a release's files are. A release is one folder; `publish` splits it
// into a public half (items, the card, a manifest of exactly those files)
// and a private half (the full manifest, gold, vocabulary, scenes) whose
// public.json links the public half by path and by its manifest's SHA-256.
// Everything that reads a release (score, verify, export) reads it through
// a ReleaseLocation, so a private half scores exactly like the release it
// was split from.
#pragma once

#include <string>
#include <vector>

#include "base/error.h"
#include "format/manifest.h"

namespace mm {

inline constexpr const char* kPublicLinkFile = "public.json";
inline constexpr const char* kPublicFormat = "mentalmap.public";
inline constexpr const char* kPrivateFormat = "mentalmap.private";

struct ReleaseLocation {
  std::string dir;         // the folder named: manifest.json and gold.jsonl are here
  std::string public_dir;  // the linked public half, or "" for a whole release
  /// The public half's own files (its manifest's list: the items, and the
  /// public card that replaces the release's README.md there).
  std::vector<FileEntry> public_files{};
  /// dir/rel, or public_dir/rel when the private half does not hold it.
  std::string path(const std::string& rel) const;
  bool split() const { return !public_dir.empty(); }
};

/// Resolves `dir`: a whole release as it is; a private half with its public
/// half (the path public.json records, relative to `dir`, or
/// `public_override`), refused when that half's manifest is not the one
/// linked. A public half alone is refused with what to give instead.
Result<ReleaseLocation> locate_release(const std::string& dir, const std::string& public_override = "");

/// The manifest "format" of the folder `dir` ("" when it has none).
std::string manifest_format(const std::string& dir);

}  // namespace mm
