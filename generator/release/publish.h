// `mentalmap publish`: a release split for a dataset hub.
//   <out>/public/   items/<condition>.jsonl, README.md (the public card),
//                   manifest.json (exactly those files, and the SHA-256 of
//                   the full manifest): what to upload
//   <out>/private/  every other file of the release, its full manifest
//                   unchanged, and public.json linking the public half by
//                   path and manifest SHA-256: what the maintainers keep
// `score`, `verify` and `export` read the private half as the release it
// was split from (format/release_location.h). Only a whole, verified
// release whose blind-baselines gate passed is published.
#pragma once

#include <string>
#include <vector>

#include "base/error.h"

namespace mm {

struct PublishOptions {
  std::string release;
  std::string out;
  bool force = false;
};

struct PublishReport {
  size_t public_files = 0, private_files = 0;
  int64_t items = 0;
  std::vector<std::string> notes;
};

Result<PublishReport> publish_release(const PublishOptions& opt);

}  // namespace mm
