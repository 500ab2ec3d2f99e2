#include "generator/release/merge.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>

#include <fmt/format.h>

#include "base/durable.h"
#include "base/file_io.h"
#include "base/sha256.h"
#include "generator/release/card.h"
#include "generator/release/hashed_writer.h"
#include "generator/release/staging.h"
#include "generator/release/verify.h"

namespace mm {

namespace {

struct Shard {
  std::string dir;
  Manifest m;
};

Status same_generation(const Shard& a, const Shard& b) {
  auto differ = [&](const char* what, const std::string& x, const std::string& y) -> Status {
    if (x == y) return Status::Ok();
    return Error{fmt::format("{} and {} come from different generations: {} {} vs {}", a.dir, b.dir, what, x, y)};
  };
  for (const auto& st : {differ("tool version", a.m.tool_version, b.m.tool_version),
                         differ("data digest", a.m.resources_sha256, b.m.resources_sha256),
                         differ("ICU", a.m.icu_version, b.m.icu_version),
                         differ("seed", std::to_string(a.m.seed), std::to_string(b.m.seed)),
                         differ("profile", a.m.profile, b.m.profile),
                         differ("per-cell", std::to_string(a.m.per_cell), std::to_string(b.m.per_cell)),
                         differ("scenes", a.m.scenes, b.m.scenes),
                         differ("houses", std::to_string(a.m.houses), std::to_string(b.m.houses)),
                         differ("languages", fmt::format("{}", fmt::join(a.m.languages, ",")),
                                fmt::format("{}", fmt::join(b.m.languages, ",")))})
    if (!st) return st;
  return Status::Ok();
}

Status append_file(HashedWriter& out, const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return Error{path + ": cannot read"};
  std::string buf(1 << 16, '\0');
  while (in.read(buf.data(), buf.size()) || in.gcount() > 0) out.write(std::string_view(buf.data(), size_t(in.gcount())));
  return Status::Ok();
}

Result<std::vector<Shard>> load_shards(const std::vector<std::string>& dirs) {
  std::vector<Shard> shards;
  for (const auto& d : dirs) {
    MM_TRY(r, verify_release(d, VerifyDepth::files));
    if (!r->ok()) return Error{fmt::format("{}: fails verification: {}", d, r->errors.front())};
    if (!r->manifest.shard) return Error{fmt::format("{}: not a shard (no shard entry in its manifest)", d)};
    if (r->manifest.tool_version != MENTALMAP_VERSION)
      return Error{fmt::format("{}: made by mentalmap {}, this is {}: merge shards with the version that made them",
                               d, r->manifest.tool_version, MENTALMAP_VERSION)};
    shards.push_back({d, r->manifest});
  }
  if (shards.empty()) return Error{"merge: give the shard folders to join"};
  std::sort(shards.begin(), shards.end(), [](const Shard& a, const Shard& b) { return a.m.shard->k < b.m.shard->k; });
  int n = shards.front().m.shard->n;
  std::map<int, int> seen;
  for (const auto& s : shards) {
    MM_CHECK(same_generation(shards.front(), s));
    if (s.m.shard->n != n)
      return Error{fmt::format("{}: a shard of {} parts, but {} is a shard of {}", s.dir, s.m.shard->n,
                               shards.front().dir, n)};
    if (++seen[s.m.shard->k] > 1) return Error{fmt::format("merge: shard {}/{} is given twice", s.m.shard->k, n)};
  }
  for (int k = 1; k <= n; ++k)
    if (!seen.count(k)) return Error{fmt::format("merge: shard {}/{} is missing", k, n)};
  return shards;
}

}  // namespace

Status merge_releases(const std::vector<std::string>& dirs, const std::string& out, const ReleaseGate& gate,
                      bool force, std::vector<std::string>* notes) {
  MM_TRY(shards, load_shards(dirs));
  MM_TRY(staging, Staging::begin(out, OutputKind::Release, force, notes));
  std::error_code ec;
  std::filesystem::create_directories(staging->dir() + "/items", ec);
  std::filesystem::create_directories(staging->dir() + "/scenes", ec);
  if (shards->front().m.multimodal) std::filesystem::create_directories(staging->dir() + "/floorplans", ec);
  if (ec) return Error{fmt::format("{}: cannot create folders: {}", staging->dir(), ec.message())};
  Manifest m = shards->front().m;
  m.shard.reset();
  m.counts.clear();
  m.axes.clear();
  m.files.clear();
  m.warnings.clear();
  m.self_test = OJson::array();
  std::vector<std::string> rels;
  for (const auto& lang : m.languages) rels.push_back("items/" + lang + ".jsonl");
  rels.push_back("gold.jsonl");
  for (const auto& rel : rels) {
    HashedWriter w;
    Status st = w.open(staging->dir() + "/" + rel);
    if (!st) return st;
    for (const auto& s : *shards) {
      st = append_file(w, s.dir + "/" + rel);
      if (!st) return st;
    }
    st = w.close();
    if (!st) return st;
    m.files.push_back({rel, w.bytes(), w.sha256()});
  }
  // The vocabularies: every shard's must be the first one's (the same tool
  // and lexicons made them), and are copied once.
  std::filesystem::create_directories(staging->dir() + "/vocabulary", ec);
  for (const auto& f : shards->front().m.files) {
    if (f.path.rfind("vocabulary/", 0) != 0) continue;
    for (const auto& s : *shards) {
      auto same = std::find_if(s.m.files.begin(), s.m.files.end(),
                               [&](const auto& g) { return g.path == f.path && g.sha256 == f.sha256; });
      if (same == s.m.files.end())
        return Error{fmt::format("{}: {} differs from the one of {} (or is missing): shards made with different "
                                 "lexicons cannot be merged", s.dir, f.path, shards->front().dir)};
    }
    std::string to = staging->dir() + "/" + f.path;
    Status copied = fault_point("write", to);
    if (copied) {
      std::filesystem::copy_file(shards->front().dir + "/" + f.path, to, ec);
      if (ec) copied = Error{fmt::format("{}: cannot copy from {}: {}", to, shards->front().dir, ec.message())};
    }
    if (!copied) return copied;
    m.files.push_back(f);
  }
  for (const auto& s : *shards) {
    for (const auto& f : s.m.files) {
      if (f.path.rfind("scenes/", 0) != 0 && f.path.rfind("floorplans/", 0) != 0) continue;
      std::string to = staging->dir() + "/" + f.path;
      Status copied = fault_point("write", to);
      if (copied) {
        std::filesystem::copy_file(s.dir + "/" + f.path, to, ec);
        if (ec) copied = Error{fmt::format("{}: cannot copy from {}: {}", to, s.dir, ec.message())};
      }
      if (!copied) return copied;
      m.files.push_back(f);
    }
    for (const auto& [level, row] : s.m.counts)
      for (const auto& [lang, n] : row) m.counts[level][lang] += n;
    for (const auto& [axis, values] : s.m.axes)
      for (const auto& [value, n] : values) m.axes[axis][value] += n;
    for (const auto& t : s.m.self_test) m.self_test.push_back(t);
    m.warnings.insert(m.warnings.end(), s.m.warnings.begin(), s.m.warnings.end());
  }
  if (gate) {
    MM_TRY(gated, gate(staging->dir(), m));
    m.files.insert(m.files.end(), gated->files.begin(), gated->files.end());
    m.baselines = gated->summary;
  }
  std::string card = dataset_card(m);
  Status st = write_file(staging->dir() + "/README.md", card);
  if (!st) return st;
  m.files.push_back({"README.md", card.size(), sha256_hex(card)});
  std::sort(m.files.begin(), m.files.end(), [](const auto& a, const auto& b) { return a.path < b.path; });
  st = write_file(staging->dir() + "/manifest.json", manifest_dump(m));
  if (!st) return st;
  return staging->commit();
}

}  // namespace mm
