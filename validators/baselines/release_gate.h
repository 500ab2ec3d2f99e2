// The blind baselines as the release gate of `generate` and `merge`, and as
// the re-check of `verify`: reads gold.jsonl of a release folder, computes
// the table (baselines.h), writes baselines.json, and refuses the release
// when a baseline passes more than its bound.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "format/release_gate_hook.h"
#include "validators/baselines/baselines.h"

namespace mm::baselines {

/// How each family is gated: from the manifest's family table (empty for a
/// release made before 0.2: its baselines are computed, nothing is gated).
std::map<std::string, FamilyGate> gates_of(const Manifest& m);

/// The table of a release folder (gold.jsonl + manifest `m`).
Result<Table> release_table(const std::string& dir, const Manifest& m, int threads,
                            const Sinks* sinks = nullptr);

/// The gate for GenerateOptions::gate and merge_releases. With `enforce`
/// false a failing release is still written, its manifest saying "failed"
/// (for working on a family; `verify` reports it).
ReleaseGate release_gate(int threads, bool enforce = true);

/// The refusal message for violations (the first few, then a count).
std::string violations_message(const std::vector<Violation>& v);

}  // namespace mm::baselines
