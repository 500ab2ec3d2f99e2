// What every pack release (generate --pack tos|space) shares besides its
// files (listed_files.h): the manifest's opening fields, sharding by
// condition, JSON-lines text, the blind-baseline gate's
// verdicts and the atomic publication of the folder. The layout these
// assume: manifest.json, README.md, gold.jsonl, baselines.json, one
// items/<condition>.jsonl and vocabulary/<condition>.json per condition,
// and whatever else the pack keeps in every shard (worlds/, ...).
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/error.h"
#include "base/json_util.h"
#include "generator/release/staging.h"
#include "generator/tasks/enums.h"
#include "packs/common/reading/release_files.h"
#include "packs/common/release/listed_files.h"

namespace mm::pack {

/// What every pack release is asked for besides its content.
struct RunOptions {
  uint64_t seed = 0;
  std::vector<std::string> languages;  ///< conditions, in order
  std::vector<Regime> regimes{Regime::Direct, Regime::Reasoning};
  std::string out;
  bool force = false;
  bool gate = true;  ///< refuse a release a blind baseline passes
  int threads = 0;   ///< workers (0: the machine's cores); the bytes never depend on it
  /// Shard K of N: conditions i with i % N == K - 1 (what is not per
  /// condition is in every shard); the pack's merge joins the shards into
  /// the bytes of the unsharded release.
  int shard_k = 1, shard_n = 1;
};

/// The manifest's fields of a run: seed, languages, regimes (by name).
Json run_fields(const RunOptions& o);
/// Reads them back into `o`; throws (std::out_of_range or a JSON error
/// naming the field) for a pack's release_of_manifest to report.
void read_run_fields(const Json& m, RunOptions& o);

/// The summary fields every pack's manifest has (questions, items,
/// baselines, gate failures), read back into a pack's summary; throws as
/// read_run_fields.
template <class Summary>
void read_summary_fields(const Json& m, Summary& s) {
  s.questions = m.at("questions").get<size_t>();
  s.items = m.at("items").get<size_t>();
  s.baselines = m.at("baselines");
  s.gate_failures = m.at("gate").at("failures").get<std::vector<std::string>>();
}

/// format "mentalmap.release", the pack, version 1, the tool and its
/// version, the ICU version and the digest of the resources the prompts
/// were rendered from: the fields each pack's manifest adds its own to.
Json manifest_head(std::string_view pack);

/// --shard K/N of a release with `conditions` conditions: 1 <= K <= N <=
/// conditions (a pack release is sharded by condition).
Status check_shard(int k, int n, size_t conditions);
/// The conditions of shard K of N: those at index i with i % N == K - 1.
std::vector<std::string> shard_conditions(const std::vector<std::string>& all, int k, int n);

/// One JSON value per line.
std::string jsonl(const std::vector<Json>& lines);

/// The gate over a baselines table (task -> baseline -> score, or task ->
/// baseline -> {measure: score}): every score that reaches its bound on a
/// task of at least `min_questions` questions, as "task: the B baseline
/// scores 0.512 (bound 0.5)" (with the measure's name before the score
/// when the table has measures).
struct GateRule {
  size_t min_questions = 0;
  std::function<double(const std::string& task, const std::string& measure)> bound;
};
std::vector<std::string> gate_failures(const Json& table, const std::map<std::string, size_t>& questions,
                                       const GateRule& rule);

/// A release being written: a staging folder beside `out` whose files are
/// listed as they are written; publish() adds manifest.json and swaps the
/// folder into place atomically. Nothing is published if it is dropped.
class PackWriter {
 public:
  static Result<PackWriter> begin(const std::string& out, bool force, std::vector<std::string>* notes);
  /// Writes dir/rel and lists it for the manifest's "files".
  Status write(const std::string& rel, std::string_view bytes) { return files_->write(rel, bytes); }
  /// Writes dir/rel through `fill` (ListedFiles::write) and lists it.
  Status write(const std::string& rel, const std::function<Status(HashedWriter& file)>& fill) {
    return files_->write(rel, fill);
  }
  /// Every file written so far, sorted by path.
  Json listed() const { return files_->listed(); }
  /// Writes README.md (`card`), then manifest.json (2-space indent) from
  /// `manifest` over every file listed, with "shard" when `run` is a shard;
  /// commits the folder (not when `manifest` fails).
  Status publish(const std::string& card, const std::function<Result<Json>(const Json& files)>& manifest,
                 const RunOptions& run);

 private:
  PackWriter(Staging s) : staging_(std::move(s)), files_(std::make_unique<ListedFiles>(staging_.dir())) {}
  Staging staging_;
  std::unique_ptr<ListedFiles> files_;
};

}  // namespace mm::pack
