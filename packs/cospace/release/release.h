// `generate --pack cospace`: the CoSpace release (docs/cospace.md, "The
// release"). Each question of the profile is asked as its original prompt
// and, where the paper asks it so, as a rotated twin (Direction, Counting:
// the consistency pair) and a disrupted-order diagnostic (Direction,
// Counting, Planning); each prompt is one item per condition and regime,
// id "<prompt id>@<condition>/<regime>". The layout is every pack
// release's (packs/common/release/pack_release.h): manifest.json,
// README.md, items/<condition>.jsonl, gold.jsonl (one line per prompt),
// vocabulary/<condition>.json (the words answers are read in) and
// baselines.json, published atomically, the same bytes for any thread
// count and shard split.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "base/error.h"
#include "base/json_util.h"
#include "packs/common/release/pack_release.h"

namespace mm::cospace {

/// Questions per task (by task name, "DIR-Rec", ...) of a profile: "paper"
/// (1,626: the paper's composition, docs/cospace.md) or "small" (10 each).
Result<std::map<std::string, int>> profile_questions(const std::string& profile);

struct ReleaseOptions : pack::RunOptions {
  std::string profile = "paper";
  std::map<std::string, int> questions;
};

/// The gate: no blind baseline may score, on a task's original prompts, as
/// much as kTwoOptionBound (ROT-Ang) or kGateBound (every other task),
/// judged on tasks of at least kGateMinQuestions questions.
inline constexpr double kGateBound = 0.40;
inline constexpr double kTwoOptionBound = 0.55;
inline constexpr size_t kGateMinQuestions = 100;

struct ReleaseSummary {
  size_t questions = 0, prompts = 0, items = 0;
  Json baselines;  ///< task -> baseline -> accuracy on the original prompts
  std::vector<std::string> gate_failures;
  std::vector<std::string> notes;
};

Result<ReleaseSummary> generate_release(const ReleaseOptions& opt);

Json release_manifest(const ReleaseOptions& opt, const ReleaseSummary& s, const Json& counts, const Json& files);
std::string release_card(const ReleaseOptions& opt, const ReleaseSummary& s, const Json& counts);
Result<std::pair<ReleaseOptions, ReleaseSummary>> release_of_manifest(const Json& manifest, const std::string& source);

/// Joins shards of one release (--shard K/N) into the bytes of the release generated whole.
Status merge_release(const std::vector<std::string>& shards, const std::string& out, bool force,
                     std::vector<std::string>* notes);

}  // namespace mm::cospace
