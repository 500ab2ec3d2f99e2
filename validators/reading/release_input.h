// Opening a release for scoring. Before a single prediction is read, the
// release must prove it is the one it claims to be: its files match the
// manifest (hashes, sizes, nothing missing or extra), the manifest's
// self-test items regenerate to the same prompts with this build, and the
// gold and item files agree with each other and with the manifest's counts.
// Any mismatch refuses the release with a message saying what differs;
// `verify = false` (the CLI's --skip-verify) skips the first two checks for
// experts who know why.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "generator/core/error.h"
#include "generator/release/manifest.h"
#include "validators/reading/gold.h"

namespace mm::score {

struct ReleaseOptions {
  bool verify = true;     // hashes and file list against the manifest (the
                          // self-test, which asks whether this build
                          // reproduces the release, is `verify`'s alone)
  size_t max_errors = 20;  // problems listed before giving up
};

struct Release {
  std::string dir;
  Manifest manifest;
  std::vector<GoldItem> items;          // gold.jsonl order (release order)
  std::map<std::string, size_t> index;  // id -> position in items
  std::vector<std::string> notes;       // e.g. no vocabulary carried: lexicons used
  const GoldItem* find(const std::string& id) const;
};

/// Loads and checks a release folder (see the file comment).
Result<Release> open_release(const std::string& dir, const ReleaseOptions& opt = {});

}  // namespace mm::score
