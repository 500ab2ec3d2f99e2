#include "format/manifest.h"

#include <set>

#include <fmt/format.h>

#include "base/file_io.h"
#include "base/schema_check.h"

namespace mm {

std::string level_key(int level) { return level < 0 ? "diagnostic" : fmt::format("L{}", level); }

OJson manifest_to_json(const Manifest& m) {
  OJson j;
  j["format"] = "mentalmap.release";
  j["version"] = kManifestFormatVersion;
  j["tool"] = {{"name", "mentalmap"}, {"version", m.tool_version}};
  j["schemas"] = {{"scene", 1}, {"episode", 1}, {"item", 1}, {"gold", 1}, {"manifest", kManifestFormatVersion}};
  j["icu_version"] = m.icu_version;
  j["resources_sha256"] = m.resources_sha256;
  j["seed"] = m.seed;
  j["profile"] = m.profile;
  if (m.profile == "full" && m.per_cell > 0) j["per_cell"] = m.per_cell;
  if (m.scratchpad) j["scratchpad"] = true;
  if (m.multimodal) j["multimodal"] = true;
  if (m.item_plans) j["item_plans"] = true;
  j["scenes"] = m.scenes;
  j["houses"] = m.houses;
  j["languages"] = m.languages;
  if (m.shard)
    j["shard"] = {{"k", m.shard->k}, {"n", m.shard->n},
                  {"houses", {m.shard->first_house, m.shard->end_house}}};
  OJson counts = OJson::object();
  std::map<std::string, int64_t> by_lang;
  int64_t total = 0;
  for (const auto& [level, per_lang] : m.counts) {
    OJson row = OJson::object();
    int64_t sum = 0;
    for (const auto& lang : m.languages) {
      int64_t n = per_lang.count(lang) ? per_lang.at(lang) : 0;
      row[lang] = n;
      sum += n;
      by_lang[lang] += n;
    }
    row["total"] = sum;
    total += sum;
    counts[level] = row;
  }
  OJson all = OJson::object();
  for (const auto& lang : m.languages) all[lang] = by_lang[lang];
  all["total"] = total;
  counts["total"] = all;
  j["counts"] = counts;
  if (!m.axes.empty()) {
    OJson axes = OJson::object();
    for (const char* axis : kAxisNames)
      if (auto it = m.axes.find(axis); it != m.axes.end()) axes[axis] = it->second;
    j["axes"] = axes;
  }
  // Sorted keys: the same bytes whether written by a run or by a merge.
  j["self_test"] = OJson::parse(Json::parse(m.self_test.dump()).dump());
  // Sorted and de-duplicated, so shards merge into the unsharded manifest.
  std::set<std::string> warnings(m.warnings.begin(), m.warnings.end());
  j["warnings"] = std::vector<std::string>(warnings.begin(), warnings.end());
  OJson files = OJson::array();
  for (const auto& f : m.files) files.push_back({{"path", f.path}, {"bytes", f.bytes}, {"sha256", f.sha256}});
  j["files"] = files;
  // Sorted keys, as for the self-test: a merge reads them back sorted.
  if (!m.families.is_null()) j["families"] = OJson::parse(Json::parse(m.families.dump()).dump());
  if (!m.baselines.is_null()) j["baselines"] = OJson::parse(Json::parse(m.baselines.dump()).dump());
  return j;
}

std::string manifest_dump(const Manifest& m) { return manifest_to_json(m).dump(2) + "\n"; }

Result<Manifest> manifest_from_json(const Json& j, const std::string& source) {
  // A newer format is named as such before the schema (of this version)
  // refuses it; a version that is not an integer is left to the schema.
  if (j.is_object() && j.contains("version") && j["version"].is_number_integer() &&
      (j["version"].is_number_unsigned() ? j["version"].get<uint64_t>() > uint64_t(kManifestFormatVersion)
                                         : j["version"].get<int64_t>() > kManifestFormatVersion))
    return Error{fmt::format("{}: release format version {} is newer than this mentalmap ({}) "
                             "understands (version {}); upgrade mentalmap",
                             source, j["version"].dump(), MENTALMAP_VERSION, kManifestFormatVersion)};
  MM_TRY(checker, SchemaChecker::cached(kManifestSchema));
  MM_CHECK((*checker)->validate(j, source));
  Manifest m;
  m.tool_version = j["tool"]["version"].get<std::string>();
  m.icu_version = j["icu_version"].get<std::string>();
  m.resources_sha256 = j["resources_sha256"].get<std::string>();
  m.seed = j["seed"].get<uint64_t>();
  m.profile = j["profile"].get<std::string>();
  m.per_cell = j.value("per_cell", 0);
  m.scratchpad = j.value("scratchpad", false);
  m.multimodal = j.value("multimodal", false);
  m.item_plans = j.value("item_plans", false);
  m.scenes = j["scenes"].get<std::string>();
  m.houses = j["houses"].get<int>();
  m.languages = j["languages"].get<std::vector<std::string>>();
  if (j.contains("shard"))
    m.shard = ShardInfo{j["shard"]["k"].get<int>(), j["shard"]["n"].get<int>(),
                        j["shard"]["houses"][0].get<int>(), j["shard"]["houses"][1].get<int>()};
  for (const auto& [level, row] : j["counts"].items()) {
    if (level == "total") continue;
    for (const auto& [lang, n] : row.items())
      if (lang != "total") m.counts[level][lang] = n.get<int64_t>();
  }
  // The totals written back (per level, per condition, overall) must stay
  // within the schema's bound too; each count is at most 1e15, so the sums
  // below cannot overflow before the check stops them.
  constexpr int64_t kMaxCount = 1'000'000'000'000'000;
  int64_t total = 0;
  std::map<std::string, int64_t> by_lang;
  for (const auto& [level, row] : m.counts) {
    int64_t sum = 0;
    for (const auto& lang : m.languages) {
      auto it = row.find(lang);
      if (it == row.end()) continue;
      sum += it->second;
      by_lang[lang] += it->second;
      total += it->second;
      if (sum > kMaxCount || by_lang[lang] > kMaxCount || total > kMaxCount)
        return Error{fmt::format("{}: /counts: the item counts add up to more than {} (at /counts/{}/{})", source,
                                 kMaxCount, level, lang)};
    }
  }
  if (j.contains("axes"))
    for (const auto& [axis, values] : j["axes"].items())
      for (const auto& [value, n] : values.items()) m.axes[axis][value] = n.get<int64_t>();
  m.self_test = OJson::parse(j["self_test"].dump());
  m.warnings = j["warnings"].get<std::vector<std::string>>();
  for (const auto& f : j["files"])
    m.files.push_back({f["path"].get<std::string>(), f["bytes"].get<uint64_t>(), f["sha256"].get<std::string>()});
  if (j.contains("families")) m.families = OJson::parse(j["families"].dump());
  if (j.contains("baselines")) m.baselines = OJson::parse(j["baselines"].dump());
  return m;
}

Result<Manifest> load_manifest(const std::string& dir) {
  std::string path = dir + "/manifest.json";
  auto text = read_file(path);
  if (!text) return Error{fmt::format("{}: not a mentalmap release (no readable manifest.json)", dir)};
  MM_TRY(j, parse_json(*text, path));
  return manifest_from_json(*j, path);
}

}  // namespace mm
