// `mentalmap verify`: re-hashes every file of a release against its
// manifest, checks that no file is missing or unlisted, re-validates every
// item, gold line and scene against its schema and recounts items per
// level x condition.
#pragma once

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
  bool ok() const { return errors.empty(); }
};

/// `deep` also schema-checks every line and scene, recounts (slower) and
/// runs the self-test: does this build reproduce the release? (a release
/// made by another version is then an error; without `deep`, a note: its
/// files can still be checked and scored). Hashes and the file list are
/// always checked. Stops collecting after `max_errors` problems.
Result<VerifyReport> verify_release(const std::string& dir, bool deep = true, size_t max_errors = 50);

}  // namespace mm
