// `generate --pack space`: the SPACE release of the multiple-choice tasks
// (docs/space.md, "The release"). Each question of the task table
// (mcq_tasks.h) is asked in four trials, the gold option in position A, B,
// C and D in turn (mcq.h); each trial is one item per condition and regime,
// id "<question>#t<k>@<condition>/<regime>". The layout is every pack
// release's (packs/common/release/pack_release.h): manifest.json,
// README.md, items/<condition>.jsonl, gold.jsonl, vocabulary/<condition>.json
// (the words answers are read in) and baselines.json, published atomically,
// the same bytes for any thread count and shard split.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "base/error.h"
#include "base/json_util.h"
#include "generator/tasks/enums.h"
#include "packs/common/release/pack_release.h"

namespace mm::space {

/// Questions per task of a profile: "paper" (the counts the paper's Table 2
/// implies, docs/space.md) or "small" (10 per task).
Result<std::map<std::string, int>> profile_questions(const std::string& profile);

/// The run (seed, conditions, regimes, output, threads, shard, gate:
/// pack_release.h) and the profile's questions.
struct ReleaseOptions : pack::RunOptions {
  std::string profile = "paper";
  std::map<std::string, int> questions;  ///< task -> questions (items 0..n-1 of its stream)
  std::map<std::string, int> episodes;   ///< interactive task -> episodes (episode_list.h)
};

/// The gate (docs/space.md): no blind baseline's strict or mean score may
/// reach kGateBound on a task. It is judged on the first kGateAudit
/// questions of each task's stream (the release's own questions and the
/// ones after them, never published): the paper's 40 to 100 questions
/// would leave a baseline's score to chance.
inline constexpr double kGateBound = 0.35;
inline constexpr int kGateAudit = 400;
inline constexpr size_t kGateMinQuestions = 100;

struct ReleaseSummary {
  size_t questions = 0, items = 0;
  size_t episodes = 0;  ///< lines of episodes.jsonl
  Json baselines;  ///< {"release": table, "audit": table, "audit_questions": n}; table: task -> baseline -> {strict, mean}
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

/// Joins shards of one release (generate --pack space --shard K/N) into
/// `out`: the bytes of the release generated whole.
Status merge_release(const std::vector<std::string>& shards, const std::string& out, bool force,
                     std::vector<std::string>* notes);

}  // namespace mm::space
