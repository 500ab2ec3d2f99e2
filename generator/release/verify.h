// `mentalmap verify`: re-hashes every file of a release against its
// manifest, checks that no file is missing or unlisted and that the
// manifest's description matches the files; by default also regenerates the
// self-test items; `deep` re-validates every item, gold line and scene
// against its schema and the scoring contract and recounts items per
// level x condition.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "base/error.h"
#include "format/manifest.h"

namespace mm {

struct VerifyReport {
  Manifest manifest;
  std::vector<std::string> errors;  // each names the file (and line)
  std::vector<std::string> notes;   // worth saying, not wrong (e.g. made by another version)
  int64_t items = 0;
  bool public_half = false;  // the public half of a published release: its files only
  bool ok() const { return errors.empty(); }
};

/// How much `verify_release` re-derives. Every depth re-hashes the files and
/// checks the file list and the manifest's metadata.
enum class VerifyDepth {
  files,     ///< that much only (what `score`, `merge` and `baselines` check first)
  standard,  ///< + the self-test: does this build regenerate the release's prompts?
  deep,      ///< + every line and scene schema-checked, the gold against the
             ///< scoring contract, items recounted; made by another version is an error
};

/// Without `deep`, a release made by another version is a note (its files
/// can still be checked and scored; the self-test decides whether this build
/// reproduces it). Stops collecting after `max_errors` problems.
/// `dir` may be the private half of a published release (its public half
/// where public.json says, or `public_dir`), or a public half alone: then
/// only its files are checked against its own manifest, at any depth.
/// `progress(done, total)` is told as each stage (files, metadata, content,
/// self-test) ends.
Result<VerifyReport> verify_release(const std::string& dir, VerifyDepth depth = VerifyDepth::deep,
                                    size_t max_errors = 50, const std::string& public_dir = "",
                                    const std::function<void(size_t, size_t)>& progress = {});

}  // namespace mm
