// `mentalmap merge`: joins the shards of one generation (K/N for every K)
// into the release an unsharded run would have written, byte for byte.
#pragma once

#include <string>
#include <vector>

#include "base/error.h"
#include "generator/release/writer.h"

namespace mm {

/// Verifies every shard, checks they come from the same generation
/// (tool, data digest, seed, profile, scenes, languages) and cover 1..N
/// exactly once, then runs the release gate over the whole (as the unsharded
/// run does) and writes the merged release atomically.
Status merge_releases(const std::vector<std::string>& shard_dirs, const std::string& out,
                      const ReleaseGate& gate = {}, bool force = false, std::vector<std::string>* notes = nullptr);

}  // namespace mm
