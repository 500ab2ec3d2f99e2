// The options every pack's `generate --pack P` shares (docs/tos.md,
// docs/space.md): seed, conditions, regimes, output, threads, shard, gate.
#pragma once

#include <string>
#include <vector>

#include "base/error.h"
#include "cli/command.h"
#include "packs/common/release/pack_release.h"

namespace mm::cli {

/// Adds --seed, --languages, --regimes, --out, --threads, --shard,
/// --skip-gate and --force.
void add_pack_run_options(po::options_description& desc);

/// Reads them; --languages "all" is `known` (the conditions the pack is
/// worded in), and every name given must be one of them.
Result<pack::RunOptions> read_pack_run(const po::variables_map& vm, const std::vector<std::string>& known);

}  // namespace mm::cli
