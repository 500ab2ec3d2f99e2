// `generate --pack tos`: the Theory of Space release of the passive setting
// (docs/tos.md). For each world, the explorer's log and the nine tasks'
// questions; for each question, one item per condition and regime whose
// prompt is the log and the question in that condition's words. The
// release keeps the staircase's layout: manifest.json, README.md,
// items/<condition>.jsonl, gold.jsonl, vocabulary/<condition>.json (the
// words answers are read in), baselines.json and worlds/ (each world and
// its exploration log), published atomically.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "base/error.h"
#include "base/json_util.h"
#include "generator/tasks/enums.h"
#include "packs/common/release/pack_release.h"
#include "packs/tos/world.h"

namespace mm::tos {

/// The run (seed, conditions, regimes, output, threads, shard, gate:
/// pack_release.h) and what the Theory of Space release asks besides.
struct ReleaseOptions : pack::RunOptions {
  /// Questions per task: worlds x per_task (the paper's 100 x 3 = 300,
  /// 2,700 in all). A world gives up to per_task questions of a task;
  /// where worlds give fewer, more worlds are taken.
  int worlds = 100;
  int per_task = 3;
  /// Ask only questions whose gold the log (with the stated layout)
  /// determines (determined.h).
  bool determined_only = true;
  Layout layout;
  std::string explorer = "scout";  // whose log the prompts show: scout or strategist
  int budget = 40;            // the explorer's step budget
};

/// The highest mean score a blind baseline may reach on a task: 0.5 (one
/// of a relation's two parts) where answers are right or wrong; 0.6 where
/// the paper scores coordinates by similarity e^(-error/L), which gives a
/// blind answer at the start about half the credit on 6 x 6 rooms (the
/// card prints each task's floor, and `score` each score above it).
inline constexpr double kGateBound = 0.5;
inline constexpr double kGateBoundSimilarity = 0.6;
double gate_bound(const std::string& task);
/// A task is gated from this many questions on (fewer, as in the small
/// profile's 15, leave a baseline's mean to chance; the card says so).
inline constexpr size_t kGateMinQuestions = 100;

struct ReleaseSummary {
  size_t questions = 0, items = 0, worlds = 0;
  int skipped_worlds = 0;  // world indices passed over (they added no question)
  Json baselines;  // task -> baseline -> mean score
  std::vector<std::string> gate_failures;
  std::vector<std::string> notes;
};

/// Writes the release; nothing is published when anything fails (or when
/// the gate fails and opt.gate is set).
Result<ReleaseSummary> generate_release(const ReleaseOptions& opt);

/// The manifest of a release (without "shard"), its card, and what a
/// manifest says back (for merge).
Json release_manifest(const ReleaseOptions& opt, const ReleaseSummary& s, const Json& counts, const Json& files);
std::string release_card(const ReleaseOptions& opt, const ReleaseSummary& s, const Json& counts);
Result<std::pair<ReleaseOptions, ReleaseSummary>> release_of_manifest(const Json& manifest, const std::string& source);

/// Joins shards of one release (generate --pack tos --shard K/N) into `out`:
/// the same bytes as the release generated whole. Refuses shards of
/// different runs, a condition twice or missing, or a changed file.
Status merge_release(const std::vector<std::string>& shards, const std::string& out, bool force,
                     std::vector<std::string>* notes);

/// The prediction id of a question in a condition and regime:
/// "<question id>@<condition>/<regime>".
std::string item_id(const std::string& question, const std::string& condition, Regime r);

}  // namespace mm::tos
