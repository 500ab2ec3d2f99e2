#include "generator/release/verify.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <map>
#include <fstream>
#include <set>

#include <fmt/format.h>

#include "base/file_io.h"
#include "base/parallel.h"
#include "base/schema_check.h"
#include "format/manifest.h"
#include "format/public_manifest.h"
#include "format/release_location.h"
#include "format/release_files.h"
#include "format/scoring_contract.h"
#include "generator/core/scene_json.h"
#include "generator/release/profile.h"
#include "generator/release/self_test.h"

namespace mm {

namespace fs = std::filesystem;

namespace {

struct Checker {
  VerifyReport& r;
  size_t max;
  bool full() const { return r.errors.size() >= max; }
  void error(std::string msg) {
    if (!full()) r.errors.push_back(std::move(msg));
  }
};

void check_files(const ReleaseLocation& loc, Checker& c) {
  for (auto& p : check_release_files(loc, c.r.manifest)) c.error(std::move(p));
}

// One file's lines checked on their own (files run side by side): its
// problems in line order, and what the checks across files need.
struct FileLines {
  std::string rel;
  std::vector<std::string> errors;
  std::vector<std::string> ids;                  // in line order
  std::map<std::string, int64_t> level_counts;   // items only
};

void check_lines(const ReleaseLocation& loc, const char* schema, size_t max,
                 const std::function<void(const Json&, FileLines&)>& on_line, FileLines& f) {
  auto checker = SchemaChecker::cached(schema);
  if (!checker) return f.errors.push_back(checker.error().message);
  std::ifstream in(loc.path(f.rel), std::ios::binary);
  std::string line;
  for (int n = 1; std::getline(in, line) && f.errors.size() < max; ++n) {
    std::string where = fmt::format("{}:{}", f.rel, n);
    if (Status st = (*checker)->validate_text(line, where); !st) {
      f.errors.push_back(st.error().message);
      continue;
    }
    auto j = parse_json(line, where);
    if (!j) f.errors.push_back(j.error().message);
    else on_line(*j, f);
  }
}

void check_item_line(const Json& j, const std::string& lang, FileLines& f) {
  f.ids.push_back(j["id"].get<std::string>());
  if (j["language"] != lang)
    f.errors.push_back(fmt::format("{}: item {} has language {}", f.rel, f.ids.back(), j["language"].dump()));
  ++f.level_counts[level_key(j["level"].get<int>())];
}

void check_gold_line(const Json& j, FileLines& f) {
  f.ids.push_back(j["id"].get<std::string>());
  if (Status st = check_scoring(j["evaluator"].get<std::string>(), j["scoring"]); !st)
    f.errors.push_back(fmt::format("gold.jsonl: id {}: {}", f.ids.back(), st.error().message));
}

void check_content(const ReleaseLocation& loc, Checker& c) {
  const Manifest& m = c.r.manifest;
  // The gold (the largest file, first) and every items file, each on its
  // own, on all cores; the results are then taken in file order, so the
  // report does not depend on which finished first.
  std::vector<FileLines> files(m.languages.size() + 1);
  files[0].rel = "gold.jsonl";
  for (size_t i = 0; i < m.languages.size(); ++i) files[i + 1].rel = "items/" + m.languages[i] + ".jsonl";
  parallel_for(files.size(), default_threads(), [&](size_t i, int) {
    if (i == 0) return check_lines(loc, "schemas/gold.schema.json", c.max, check_gold_line, files[0]);
    check_lines(loc, "schemas/item.schema.json", c.max,
                [&](const Json& j, FileLines& f) { check_item_line(j, m.languages[i - 1], f); }, files[i]);
  });
  std::set<std::string> item_ids;
  std::map<std::string, std::map<std::string, int64_t>> counts;
  for (size_t i = 1; i < files.size(); ++i) {
    for (auto& e : files[i].errors) c.error(std::move(e));
    for (const auto& id : files[i].ids)
      if (!item_ids.insert(id).second) c.error(fmt::format("{}: duplicate item id {}", files[i].rel, id));
    for (const auto& [level, n] : files[i].level_counts) counts[level][m.languages[i - 1]] += n;
    c.r.items += int64_t(files[i].ids.size());
  }
  const FileLines& gold = files.front();
  for (const auto& e : gold.errors) c.error(e);
  std::set<std::string> gold_ids;
  for (const auto& id : gold.ids) {
    if (!gold_ids.insert(id).second) c.error(fmt::format("gold.jsonl: duplicate id {}", id));
    if (!item_ids.count(id)) c.error(fmt::format("gold.jsonl: id {} has no item", id));
  }
  if (gold_ids.size() != item_ids.size())
    c.error(fmt::format("gold.jsonl has {} answers for {} items", gold_ids.size(), item_ids.size()));
  // A cell the plan gave no items may be listed with 0 (small profiles,
  // shards): compare the non-zero cells.
  auto nonzero = [](const std::map<std::string, std::map<std::string, int64_t>>& all) {
    std::map<std::string, std::map<std::string, int64_t>> out;
    for (const auto& [level, by_lang] : all)
      for (const auto& [lang, n] : by_lang)
        if (n != 0) out[level][lang] = n;
    return out;
  };
  if (nonzero(counts) != nonzero(m.counts))
    c.error(fmt::format("manifest.json: counts: item counts per level and condition differ from the items: found {}",
                        Json(nonzero(counts)).dump()));
  for (const auto& f : m.files) {
    if (f.path.rfind("scenes/", 0) != 0 || f.path.find(".episodes.") != std::string::npos) continue;
    auto s = load_scene_file(loc.path(f.path), {.strict_receptacles = false});
    if (!s) c.error(s.error().message);
  }
}

// The manifest's description of the release (seed, profile, scenes, houses,
// languages) against what the release holds; each message names the field.
void check_metadata(Checker& c) {
  const Manifest& m = c.r.manifest;
  if (!parse_profile(m.profile)) c.error(fmt::format("manifest.json: profile: '{}' is not a known profile", m.profile));
  std::set<std::string> listed;
  std::vector<std::string> scene_ids;
  for (const auto& f : m.files) {
    listed.insert(f.path);
    if (f.path.rfind("scenes/", 0) == 0 && f.path.ends_with(".json") && f.path.find(".episodes.") == std::string::npos)
      scene_ids.push_back(f.path.substr(7, f.path.size() - 12));
  }
  for (const auto& lang : m.languages)
    if (!listed.count("items/" + lang + ".jsonl"))
      c.error(fmt::format("manifest.json: languages: lists '{}', but items/{}.jsonl is not in the release", lang, lang));
  for (const auto& path : listed)
    if (path.rfind("items/", 0) == 0) {
      std::string lang = path.substr(6, path.size() - 6 - std::string_view(".jsonl").size());
      if (std::find(m.languages.begin(), m.languages.end(), lang) == m.languages.end())
        c.error(fmt::format("manifest.json: languages: does not list '{}', but {} is in the release", lang, path));
    }
  int first = m.shard ? m.shard->first_house : 0, end = m.shard ? m.shard->end_house : m.houses;
  if (m.shard && (first < 0 || first > end || end > m.houses))
    c.error(fmt::format("manifest.json: shard: houses {}-{} do not lie within the {} houses", first, end, m.houses));
  if (int64_t(scene_ids.size()) != int64_t(end) - first)
    c.error(fmt::format("manifest.json: houses: says {}{}, but the release holds {} scene files", m.houses,
                        m.shard ? fmt::format(" (this shard: {}-{})", first, end) : "", scene_ids.size()));
  if (m.scenes.rfind("builtin:", 0) != 0) return;
  long k = std::atol(m.scenes.c_str() + 8);
  if (k != m.houses)
    c.error(fmt::format("manifest.json: houses: says {}, but scenes '{}' makes {}", m.houses, m.scenes, k));
  // Built-in scene ids carry the seed that made them: builtin-<seed>-<index>.
  for (const auto& id : scene_ids) {
    unsigned long long seed = 0;
    int index = -1, used = 0;
    if (std::sscanf(id.c_str(), "builtin-%llu-%d%n", &seed, &index, &used) != 2 || size_t(used) != id.size()) {
      c.error(fmt::format("manifest.json: scenes: says '{}', but the release holds scene {}", m.scenes, id));
      return;
    }
    if (seed != m.seed) {
      c.error(fmt::format("manifest.json: seed: says {}, but the scenes were made with seed {} ({})", m.seed, seed, id));
      return;
    }
    if (index < first || index >= end) {
      c.error(fmt::format("manifest.json: houses: scene {} lies outside houses {}-{}", id, first, end));
      return;
    }
  }
}

// The public half of a published release: its files against its own
// manifest (all there is to check without the gold).
Result<VerifyReport> verify_public(const std::string& dir, size_t max_errors) {
  MM_TRY(text, read_file(dir + "/manifest.json"));
  MM_TRY(j, parse_json(*text, dir + "/manifest.json"));
  MM_TRY(half, public_manifest_from_json(*j, dir + "/manifest.json"));
  VerifyReport r;
  r.manifest = std::move(half->release);
  r.public_half = true;
  Checker c{r, max_errors};
  check_files(ReleaseLocation{dir, "", {}}, c);
  for (const auto& [level, row] : r.manifest.counts)
    for (const auto& [cond, n] : row) r.items += n;
  return r;
}

}  // namespace

Result<VerifyReport> verify_release(const std::string& dir, VerifyDepth depth, size_t max_errors,
                                    const std::string& public_dir,
                                    const std::function<void(size_t, size_t)>& progress) {
  auto stage = [&](size_t done) {
    if (progress) progress(done, 4);
  };
  if (manifest_format(dir) == kPublicFormat) return verify_public(dir, max_errors);
  const bool deep = depth == VerifyDepth::deep;
  MM_TRY(loc, locate_release(dir, public_dir));
  MM_TRY(m, load_manifest(dir));
  VerifyReport r;
  r.manifest = std::move(*m);
  Checker c{r, max_errors};
  if (r.manifest.tool_version != MENTALMAP_VERSION) {
    std::string why = fmt::format("manifest.json: made by mentalmap {}, this is {}; prompts may differ",
                                  r.manifest.tool_version, MENTALMAP_VERSION);
    if (deep) c.error(why);
    else r.notes.push_back(why);
  }
  check_files(*loc, c);
  stage(1);
  if (!c.full()) check_metadata(c);
  stage(2);
  if (deep && !c.full()) check_content(*loc, c);
  stage(3);
  if (depth != VerifyDepth::files && c.r.errors.empty())
    if (Status st = check_self_test(dir, c.r.manifest); !st)
      c.error(fmt::format("self-test: {} (the items depend on the manifest's seed {} and profile {})",
                          st.error().message, c.r.manifest.seed, c.r.manifest.profile));
  stage(4);
  return r;
}

}  // namespace mm
