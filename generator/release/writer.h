// `mentalmap generate`: scenes -> plan -> items in every requested condition
// -> a versioned release folder, written atomically.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "base/error.h"
#include "format/manifest.h"
#include "format/release_gate_hook.h"
#include "generator/release/profile.h"

namespace mm {

struct GenerateOptions {
  std::string scenes = "builtin:100";  // scene spec (see scene_source.h)
  uint64_t seed = 0;
  Profile profile = Profile::Paper;
  int per_cell = 4;                    // full profile: items per cell
  bool scratchpad = false;             // add the scratchpad regime beside the direct one (PlanOptions)
  /// The multimodal variant: each house's floorplan in each condition's
  /// language (floorplans/<scene>.<condition>.svg and .png), and every item
  /// names its PNG in "image".
  bool multimodal = false;
  /// With multimodal: each item's own floorplan instead (what its text
  /// describes, named as its text names things; floorplans/<scene>.<hash>.*),
  /// one file per distinct plan. Slower: a PNG per plan.
  bool item_plans = false;
  std::vector<std::string> languages;  // conditions to write, benchmark order
  std::string out;
  int shard_k = 1, shard_n = 1;
  int threads = 1;                     // workers; the release is the same for any count
  /// The validity gate; not run for a shard (merge runs it on the whole).
  ReleaseGate gate;
  /// Replace --out even when it is not a mentalmap release (everything in
  /// it is lost); see release/staging.h.
  bool force = false;
};

/// The family table of a manifest for the families `used` marks
/// (index into all_families()).
OJson family_table(const std::vector<bool>& used);

/// Checks everything before any work starts: known languages (with a
/// suggestion for a misspelt one), shard K/N, per-cell range, --out given.
/// Also expands "all" into the nine conditions and sorts languages into
/// benchmark order.
Status validate_options(GenerateOptions& opt);

/// Parses "K/N".
Status parse_shard(const std::string& s, int& k, int& n);

struct GenerateReport {
  int houses = 0;                     // in the scene source
  int first_house = 0, end_house = 0; // this run's houses [first, end): all, or a shard's
  int64_t items = 0;
  std::vector<std::string> warnings;  // skipped houses, shortfalls (also in the manifest)
  std::vector<std::string> notes;     // leftovers of interrupted runs cleared (not in the manifest)
  /// Wall seconds of each stage: scan, plan, render, gate, publish.
  std::vector<std::pair<std::string, double>> stages;
};

/// Progress: (stage, done, total), stage "scan" then "render".
using GenerateProgress = std::function<void(const std::string&, size_t, size_t)>;

Result<GenerateReport> generate_release(const GenerateOptions& opt, const GenerateProgress& progress = {});

}  // namespace mm
