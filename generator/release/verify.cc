#include "generator/release/verify.h"

#include <filesystem>
#include <functional>
#include <map>
#include <fstream>
#include <set>

#include <fmt/format.h>

#include "generator/core/file_io.h"
#include "generator/core/scene_json.h"
#include "generator/core/schema_check.h"
#include "generator/core/sha256.h"
#include "generator/release/manifest.h"

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

void check_files(const std::string& dir, Checker& c) {
  std::set<std::string> listed;
  for (const auto& f : c.r.manifest.files) {
    listed.insert(f.path);
    std::string path = dir + "/" + f.path;
    std::ifstream in(path, std::ios::binary);
    if (!in) {
      c.error(fmt::format("{}: listed in the manifest but missing", f.path));
      continue;
    }
    Sha256 h;
    uint64_t bytes = 0;
    std::string buf(1 << 16, '\0');
    while (in.read(buf.data(), buf.size()) || in.gcount() > 0) {
      h.update(std::string_view(buf.data(), size_t(in.gcount())));
      bytes += uint64_t(in.gcount());
    }
    std::string got = h.hex();
    if (bytes != f.bytes) c.error(fmt::format("{}: size {} bytes, manifest says {}", f.path, bytes, f.bytes));
    if (got != f.sha256) c.error(fmt::format("{}: SHA-256 {} does not match the manifest's {}", f.path, got, f.sha256));
  }
  std::error_code ec;
  for (auto it = fs::recursive_directory_iterator(dir, ec); !ec && it != fs::end(it); it.increment(ec)) {
    if (!it->is_regular_file()) continue;
    std::string rel = fs::relative(it->path(), dir).generic_string();
    if (rel != "manifest.json" && !listed.count(rel)) c.error(fmt::format("{}: not listed in the manifest", rel));
  }
}

void check_lines(const std::string& dir, const std::string& rel, const char* schema,
                 const std::function<void(const Json&)>& on_line, Checker& c) {
  auto checker = SchemaChecker::cached(schema);
  if (!checker) {
    c.error(checker.error().message);
    return;
  }
  std::ifstream in(dir + "/" + rel, std::ios::binary);
  std::string line;
  for (int n = 1; std::getline(in, line) && !c.full(); ++n) {
    std::string where = fmt::format("{}:{}", rel, n);
    auto j = parse_json(line, where);
    if (!j) { c.error(j.error().message); continue; }
    Status st = (*checker)->validate_text(line, where);
    if (!st) { c.error(st.error().message); continue; }
    on_line(*j);
  }
}

void check_content(const std::string& dir, Checker& c) {
  const Manifest& m = c.r.manifest;
  std::set<std::string> item_ids;
  std::map<std::string, std::map<std::string, int64_t>> counts;
  for (const auto& lang : m.languages) {
    std::string rel = "items/" + lang + ".jsonl";
    check_lines(dir, rel, "schemas/item.schema.json", [&](const Json& j) {
      std::string id = j["id"].get<std::string>();
      if (!item_ids.insert(id).second) c.error(fmt::format("{}: duplicate item id {}", rel, id));
      if (j["language"] != lang) c.error(fmt::format("{}: item {} has language {}", rel, id, j["language"].dump()));
      ++counts[level_key(j["level"].get<int>())][lang];
      ++c.r.items;
    }, c);
  }
  std::set<std::string> gold_ids;
  check_lines(dir, "gold.jsonl", "schemas/gold.schema.json", [&](const Json& j) {
    std::string id = j["id"].get<std::string>();
    if (!gold_ids.insert(id).second) c.error(fmt::format("gold.jsonl: duplicate id {}", id));
    if (!item_ids.count(id)) c.error(fmt::format("gold.jsonl: id {} has no item", id));
  }, c);
  if (gold_ids.size() != item_ids.size())
    c.error(fmt::format("gold.jsonl has {} answers for {} items", gold_ids.size(), item_ids.size()));
  if (counts != m.counts)
    c.error(fmt::format("item counts per level and condition differ from the manifest: found {}",
                        Json(counts).dump()));
  for (const auto& f : m.files) {
    if (f.path.rfind("scenes/", 0) != 0 || f.path.find(".episodes.") != std::string::npos) continue;
    auto s = load_scene_file(dir + "/" + f.path, {.strict_receptacles = false});
    if (!s) c.error(s.error().message);
  }
}

}  // namespace

Result<VerifyReport> verify_release(const std::string& dir, bool deep, size_t max_errors) {
  auto m = load_manifest(dir);
  if (!m) return m.error();
  VerifyReport r;
  r.manifest = std::move(*m);
  Checker c{r, max_errors};
  if (r.manifest.tool_version != MENTALMAP_VERSION)
    c.error(fmt::format("manifest.json: made by mentalmap {}, this is {}; prompts may differ",
                        r.manifest.tool_version, MENTALMAP_VERSION));
  check_files(dir, c);
  if (deep && !c.full()) check_content(dir, c);
  return r;
}

}  // namespace mm
