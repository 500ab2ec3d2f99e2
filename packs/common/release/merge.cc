#include "packs/common/release/merge.h"

#include <map>
#include <set>

#include <fmt/format.h>

#include "base/file_io.h"
#include "packs/common/reading/release_files.h"
#include "packs/common/release/pack_release.h"

namespace mm::pack {
namespace {

struct Shard {
  std::string dir;
  Json manifest;
  std::vector<std::string> conditions;
};

// The manifest without what differs between shards of one run.
Json run_of(Json m) {
  for (const char* k : {"shard", "counts", "files", "items"}) m.erase(k);
  return m;
}

Result<std::vector<Shard>> open_shards(const MergeSpec& spec) {
  std::vector<Shard> out;
  for (const std::string& d : spec.shards) {
    auto m = open_pack_manifest(d, spec.pack, true);
    if (!m) return m.error();
    if (!m->contains("shard") || !(*m)["shard"].contains("conditions"))
      return Error{fmt::format("{}/manifest.json: /shard: expected a shard of a release (generate --pack {} --shard "
                               "K/N)",
                               d, spec.pack)};
    out.push_back({d, *m, (*m)["shard"]["conditions"].get<std::vector<std::string>>()});
  }
  if (out.empty()) return Error{"merge: no shards given"};
  const Json run = run_of(out[0].manifest);
  std::set<std::string> seen;
  for (const Shard& s : out) {
    Json mine = run_of(s.manifest);
    for (auto& [k, v] : run.items())
      if (!mine.contains(k) || mine[k] != v)
        return Error{fmt::format("{}/manifest.json: /{}: differs from {} (shards of different runs)", s.dir, k,
                                 out[0].dir)};
    for (const auto& c : s.conditions)
      if (!seen.insert(c).second) return Error{fmt::format("{}: condition {} is in two shards", s.dir, c)};
  }
  for (const Json& c : run["languages"])
    if (!seen.count(c.get<std::string>()))
      return Error{fmt::format("merge: no shard holds condition {} (the run has {})", c.get<std::string>(),
                               run["languages"].dump())};
  return out;
}

// path -> sha256 of a shard's files.
std::map<std::string, std::string> digests(const Json& m) {
  std::map<std::string, std::string> out;
  for (const Json& f : m["files"]) out[f["path"].get<std::string>()] = f["sha256"].get<std::string>();
  return out;
}

}  // namespace

Status merge_shards(const MergeSpec& spec) {
  auto shards = open_shards(spec);
  if (!shards) return shards.error();
  const Shard& first = (*shards)[0];
  // What every shard holds (worlds, gold, baselines) must be the same bytes.
  std::map<std::string, std::string> common;
  for (const auto& [path, sha] : digests(first.manifest))
    if (!path.starts_with("items/") && !path.starts_with("vocabulary/") && path != "README.md") common[path] = sha;
  for (const Shard& s : *shards) {
    auto d = digests(s.manifest);
    for (const auto& [path, sha] : common)
      if (!d.count(path) || d[path] != sha)
        return Error{fmt::format("{}/{}: differs from {} (shards of different runs)", s.dir, path, first.dir)};
  }
  auto writer = PackWriter::begin(spec.out, spec.force, spec.notes);
  if (!writer) return writer.error();
  auto copy = [&](const std::string& from_dir, const std::string& rel) -> Status {
    auto bytes = read_file(from_dir + "/" + rel);
    if (!bytes) return bytes.error();
    return writer->write(rel, *bytes);
  };
  for (const auto& [path, sha] : common)
    if (Status st = copy(first.dir, path); !st) return st;
  Json counts = Json::object();
  size_t items = 0;
  for (const Shard& s : *shards) {
    for (const std::string& c : s.conditions) {
      if (Status st = copy(s.dir, "items/" + c + ".jsonl"); !st) return st;
      if (Status st = copy(s.dir, "vocabulary/" + c + ".json"); !st) return st;
    }
    for (auto& [task, by] : s.manifest["counts"].items())
      for (auto& [c, n] : by.items()) {
        counts[task][c] = n;
        items += n.get<size_t>();
      }
  }
  MergedRun run{first.manifest, first.dir + "/manifest.json", counts, items};
  auto card = spec.card(run);
  if (!card) return card.error();
  return writer->publish(*card, [&](const Json& files) { return spec.manifest(run, files); }, RunOptions{});
}

}  // namespace mm::pack
