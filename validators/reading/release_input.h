// Opening a release for scoring. Before a single prediction is read, the
// release must prove it is the one it claims to be: its files match the
// manifest (hashes, sizes, nothing missing or extra), and the gold and
// item files agree with each other and with the manifest's counts. Any
// mismatch refuses the release with a message saying what differs;
// `verify = false` (the CLI's --skip-verify) skips the hashes for experts
// who know why. The release holds each item's header (what the checks and
// the results lines name) and the gold text; whole items are built from it
// a chunk at a time when scoring (for_each_item), so memory does not grow
// with the answers and scoring data of the whole release.
#pragma once

#include <functional>
#include <map>
#include <string>
#include <vector>

#include "base/error.h"
#include "format/manifest.h"
#include "format/release_location.h"
#include "validators/reading/gold.h"

namespace mm::score {

struct ReleaseOptions {
  bool verify = true;     // hashes and file list against the manifest (the
                          // self-test, which asks whether this build
                          // reproduces the release, is `verify`'s alone)
  size_t max_errors = 20;  // problems listed before giving up
  std::string public_dir{};  // a private half's public half, when not where public.json says
};

/// What a release check and a results line need of an item, without its
/// answer and scoring data.
struct GoldHeader {
  std::string id, family, language, mode, regime, frame, order, tier, evaluator;
  int level = 0;
  Format format = Format::Label;
  size_t line = 0;  // line in gold.jsonl
};

struct Release {
  std::string dir;
  ReleaseLocation location;             // dir, and the public half of a published release
  Manifest manifest;
  std::vector<GoldHeader> items;        // gold.jsonl order (release order)
  std::map<std::string, size_t> index;  // id -> position in items
  std::vector<std::string> notes;       // e.g. no vocabulary carried: lexicons used
  std::string gold_text;                // gold.jsonl
  const GoldHeader* find(const std::string& id) const;
  /// Where the release file `rel` ("items/en.jsonl") is.
  std::string path(const std::string& rel) const { return location.path(rel); }
};

/// Loads and checks a release folder, or the private half of a published
/// release with its public half (see the file comment).
Result<Release> open_release(const std::string& dir, const ReleaseOptions& opt = {});

/// Calls `each(i, item)` for every item (i: its position in `items`; the
/// tier from its item line filled in) on `threads` workers, a chunk at a
/// time, then `reduce(i)` in release order on this thread.
/// With `skip`, items marked true are not read (`each` is not called;
/// `reduce` is).
Status for_each_item(const Release& r, int threads, const std::function<Status(size_t, const GoldItem&)>& each,
                     const std::function<void(size_t)>& reduce, const std::vector<bool>* skip = nullptr);

/// Every item whole, in release order (tests and benchmarks; scoring
/// streams them with for_each_item).
Result<std::vector<GoldItem>> load_items(const Release& r);

}  // namespace mm::score
