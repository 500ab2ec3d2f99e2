// `mentalmap merge`: joins the shards of one generation (K/N for every K)
// into the release an unsharded run would have written, byte for byte.
#pragma once

#include <string>
#include <vector>

#include "generator/core/error.h"

namespace mm {

/// Verifies every shard, checks they come from the same generation
/// (tool, data digest, seed, profile, scenes, languages) and cover 1..N
/// exactly once, then writes the merged release atomically.
Status merge_releases(const std::vector<std::string>& shard_dirs, const std::string& out);

}  // namespace mm
