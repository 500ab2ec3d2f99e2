// Joining the condition shards of a pack release (generate --pack P
// --shard K/N) into the bytes of the release generated whole. What is the
// same in every shard (gold, baselines, worlds, ...) is checked to be the
// same bytes and copied once; each condition's items/<c>.jsonl and
// vocabulary/<c>.json come from the shard that holds it; the pack then
// writes its card and manifest over the merged counts.
#pragma once

#include <functional>
#include <utility>
#include <string>
#include <vector>

#include "base/error.h"
#include "base/json_util.h"

namespace mm::pack {

/// What the shards say of the merged release: the first shard's manifest
/// (and its path, for messages), the merged counts (task -> condition ->
/// items) and the number of items.
struct MergedRun {
  const Json& manifest;
  std::string source;
  Json counts;
  size_t items = 0;
};

struct MergeSpec {
  std::string pack;                 ///< "tos", "space": every shard's manifest must say so
  std::vector<std::string> shards;  ///< shard folders
  std::string out;                  ///< the merged release folder
  bool force = false;
  std::vector<std::string>* notes = nullptr;
  /// The merged release's card (README.md), then its manifest (without
  /// "shard") over the files listed.
  std::function<Result<std::string>(const MergedRun& run)> card;
  std::function<Result<Json>(const MergedRun& run, const Json& files)> manifest;
};

/// Refuses shards of different runs (any manifest field but shard, counts,
/// files and items differs, or a common file's bytes), a condition twice or
/// missing; nothing is published then.
Status merge_shards(const MergeSpec& spec);

/// merge_shards for a pack whose release is described by (options,
/// summary) read back from a manifest (`of_manifest`, the summary's
/// `items` then set to the merged count), its card and its manifest.
template <class Opt, class Summary>
Status merge_pack_release(std::string pack, const std::vector<std::string>& shards, const std::string& out, bool force,
                          std::vector<std::string>* notes,
                          Result<std::pair<Opt, Summary>> (*of_manifest)(const Json&, const std::string&),
                          std::string (*card)(const Opt&, const Summary&, const Json&),
                          Json (*manifest)(const Opt&, const Summary&, const Json&, const Json&)) {
  auto read = [of_manifest](const MergedRun& run) {
    auto r = of_manifest(run.manifest, run.source);
    if (r) r->second.items = run.items;
    return r;
  };
  MergeSpec spec{std::move(pack), shards, out, force, notes, nullptr, nullptr};
  spec.card = [&](const MergedRun& run) -> Result<std::string> {
    auto r = read(run);
    if (!r) return r.error();
    return card(r->first, r->second, run.counts);
  };
  spec.manifest = [&](const MergedRun& run, const Json& files) -> Result<Json> {
    auto r = read(run);
    if (!r) return r.error();
    return manifest(r->first, r->second, run.counts, files);
  };
  return merge_shards(spec);
}

}  // namespace mm::pack
