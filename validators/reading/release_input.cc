#include "validators/reading/release_input.h"

#include <fmt/format.h>

#include "base/file_io.h"
#include "format/release_files.h"
#include "format/text_norm.h"
#include "validators/reading/gold_stream.h"
#include "validators/reading/json_fields.h"
#include "validators/reading/release_vocabulary.h"

namespace mm::score {
namespace {

struct Problems {
  std::vector<std::string> list;
  size_t max;
  void add(std::string s) {
    if (list.size() < max) list.push_back(std::move(s));
  }
  Error as_error(const std::string& what) const {
    std::string msg = what;
    for (const auto& p : list) msg += "\n  " + p;
    return Error{msg};
  }
};

// The files against the manifest (format/release_files.h); a release made
// by another version is scored, with a note.
Status verify(const ReleaseLocation& loc, const Manifest& m, const ReleaseOptions& opt,
              std::vector<std::string>& notes) {
  const std::string& dir = loc.dir;
  if (m.tool_version != MENTALMAP_VERSION)
    notes.push_back(fmt::format("{}/manifest.json: made by mentalmap {}, this is {}; read with the release's own "
                                "vocabulary", dir, m.tool_version, MENTALMAP_VERSION));
  Problems p{{}, opt.max_errors};
  for (auto& e : check_release_files(loc, m)) p.add(std::move(e));
  if (!p.list.empty()) {
    return p.as_error(fmt::format(
        "{}: the release does not match its manifest, refusing to score it (run `mentalmap verify {}`; "
        "--skip-verify scores it anyway):", dir, dir));
  }
  return Status::Ok();
}

// The fields an item line and its gold line must agree on.
void compare(const JsonFields& item, const GoldHeader& g, const std::string& where, Problems& p) {
  auto field = [&](const char* key, const std::string& want) {
    std::string got = item.str(key);
    if (got != want)
      p.add(fmt::format("{}: {} {}: item says \"{}\", gold.jsonl:{} says \"{}\"", where, g.id, key, got, g.line, want));
  };
  field("family", g.family);
  field("language", g.language);
  field("mode", g.mode);
  field("regime", g.regime);
  field("frame", g.frame);
  field("order", g.order);
  field("output_format", std::string(format_name(g.format)));
  if (item.integer("level", -99) != g.level)
    p.add(fmt::format("{}: {} level differs from gold.jsonl:{}", where, g.id, g.line));
}

// Item lines are read only up to the fields compared (the prompt after them
// is not parsed: the hashes vouch for it).
void read_items(Release& r, const std::string& lang, std::vector<bool>& seen, Problems& p) {
  std::string rel = "items/" + lang + ".jsonl";
  auto text = read_input_file(r.path(rel));
  if (!text) return p.add(text.error().message);
  std::vector<std::string_view> lines = split_lines(*text);
  for (size_t i = 0; i < lines.size(); ++i) {
    if (trim(lines[i]).empty()) continue;
    std::string where = fmt::format("{}:{}", rel, i + 1);
    auto j = read_json_fields(lines[i], {"id", "family", "language", "mode", "regime", "frame", "order",
                                         "output_format", "level", "tier"});
    if (!j) {
      auto full = parse_json(lines[i], where);  // for the message
      p.add(full ? fmt::format("{}: expected a JSON object", where) : full.error().message);
      continue;
    }
    std::string id = j->str("id");
    auto it = r.index.find(id);
    if (it == r.index.end()) {
      p.add(fmt::format("{}: item {} has no gold line", where, id.empty() ? "(without id)" : id));
      continue;
    }
    GoldHeader& g = r.items[it->second];
    compare(*j, g, where, p);
    g.tier = j->str("tier");
    seen[it->second] = true;
  }
}

// The header of every gold line (read up to its answer); a line that does
// not read is refused with its place.
Result<std::vector<GoldHeader>> read_headers(std::string_view text, const std::string& path) {
  std::vector<GoldHeader> out;
  std::vector<std::string_view> lines = split_lines(text);
  for (size_t i = 0; i < lines.size(); ++i) {
    if (trim(lines[i]).empty()) continue;
    auto f = read_json_fields(lines[i], {"id", "family", "level", "language", "mode", "regime", "frame", "order",
                                         "format", "evaluator"});
    std::string where = fmt::format("{}:{}", path, i + 1);
    auto format = f ? parse_format(f->str("format")) : std::nullopt;
    if (!f || f->str("id").empty() || !format) {
      // The full reader says precisely what is wrong.
      auto g = gold_from_line(lines[i], where);
      return g ? Error{fmt::format("{}: expected a gold line (id, format, ...)", where)} : g.error();
    }
    GoldHeader h;
    h.id = f->str("id");
    h.family = f->str("family");
    h.level = int(f->integer("level", 0));
    h.language = f->str("language");
    h.mode = f->str("mode");
    h.regime = f->str("regime");
    h.frame = f->str("frame");
    h.order = f->str("order");
    h.format = *format;
    h.evaluator = f->str("evaluator");
    h.line = i + 1;
    out.push_back(std::move(h));
  }
  return out;
}

void check_counts(const Release& r, Problems& p) {
  std::map<std::string, std::map<std::string, int64_t>> got;
  for (const auto& g : r.items) ++got[level_key(g.level)][g.language];
  for (const auto& [level, per] : r.manifest.counts)
    for (const auto& [cond, n] : per) {
      if (level == "total" || cond == "total") continue;
      int64_t have = got.count(level) && got[level].count(cond) ? got[level][cond] : 0;
      if (have != n)
        p.add(fmt::format("manifest.json counts {} {} items of {}, gold.jsonl has {}", n, level, cond, have));
    }
}

}  // namespace

const GoldHeader* Release::find(const std::string& id) const {
  auto it = index.find(id);
  return it == index.end() ? nullptr : &items[it->second];
}

Result<Release> open_release(const std::string& dir, const ReleaseOptions& opt) {
  MM_TRY(loc, locate_release(dir, opt.public_dir));
  MM_TRY(m, load_manifest(dir));
  std::vector<std::string> notes;
  if (opt.verify) {
    MM_CHECK(verify(*loc, *m, opt, notes));
  }
  Release r;
  r.dir = dir;
  r.location = std::move(*loc);
  r.notes = std::move(notes);
  r.manifest = std::move(*m);
  MM_CHECK(use_release_vocabulary(dir, r.manifest.languages, &r.notes));
  MM_TRY(gold, read_input_file(dir + "/gold.jsonl"));
  r.gold_text = std::move(*gold);
  MM_TRY(headers, read_headers(r.gold_text, dir + "/gold.jsonl"));
  r.items = std::move(*headers);
  Problems p{{}, opt.max_errors};
  for (size_t i = 0; i < r.items.size(); ++i)
    if (!r.index.emplace(r.items[i].id, i).second)
      p.add(fmt::format("gold.jsonl:{}: duplicate id {}", r.items[i].line, r.items[i].id));
  std::vector<bool> seen(r.items.size(), false);
  for (const auto& lang : r.manifest.languages) read_items(r, lang, seen, p);
  for (size_t i = 0; i < r.items.size(); ++i)
    if (!seen[i]) p.add(fmt::format("gold.jsonl:{}: {} has no item line", r.items[i].line, r.items[i].id));
  check_counts(r, p);
  if (!p.list.empty())
    return p.as_error(fmt::format("{}: gold and items of the release disagree, refusing to score:", dir));
  return r;
}

Status for_each_item(const Release& r, int threads, const std::function<Status(size_t, const GoldItem&)>& each,
                     const std::function<void(size_t)>& reduce, const std::vector<bool>* skip) {
  return for_gold_lines(
      r.gold_text, r.dir + "/gold.jsonl", threads,
      [&](size_t i, GoldItem& g) -> Status {
        if (i >= r.items.size() || r.items[i].id != g.id)
          return Error{fmt::format("{}/gold.jsonl:{}: changed since the release was opened", r.dir, g.line)};
        g.tier = r.items[i].tier;
        return each(i, g);
      },
      [&](size_t i, size_t) { reduce(i); }, nullptr, skip);
}

Result<std::vector<GoldItem>> load_items(const Release& r) {
  std::vector<GoldItem> out(r.items.size());
  Status st = for_each_item(
      r, 1,
      [&](size_t i, const GoldItem& g) {
        out[i] = g;
        return Status::Ok();
      },
      [](size_t) {});
  if (!st) return st.error();
  return out;
}

}  // namespace mm::score
