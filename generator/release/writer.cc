#include "generator/release/writer.h"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <filesystem>
#include <map>
#include <memory>
#include <set>

#include <fmt/format.h>

#include "base/file_io.h"
#include "base/parallel.h"
#include "base/resources.h"
#include "generator/core/scene_json.h"
#include "base/suggest.h"
#include "base/text.h"
#include "generator/release/card.h"
#include "generator/release/emit.h"
#include "format/manifest.h"
#include "generator/release/scan.h"
#include "generator/release/staging.h"
#include "generator/release/vocabulary_build.h"
#include "generator/render/lexicon.h"

namespace mm {

namespace fs = std::filesystem;

namespace {

// Wall time since the last lap.
class Stopwatch {
 public:
  double lap() {
    auto now = std::chrono::steady_clock::now();
    double s = std::chrono::duration<double>(now - last_).count();
    last_ = now;
    return s;
  }

 private:
  std::chrono::steady_clock::time_point last_ = std::chrono::steady_clock::now();
};

}  // namespace

Status parse_shard(const std::string& s, int& k, int& n) {
  auto whole_int = [](std::string_view text, int& out) {
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc() && end == text.data() + text.size() && !text.empty();
  };
  auto slash = s.find('/');
  if (slash == std::string::npos || !whole_int(std::string_view(s).substr(0, slash), k) ||
      !whole_int(std::string_view(s).substr(slash + 1), n))
    return Error{fmt::format("--shard '{}': expected K/N, e.g. 2/3", s)};
  if (n < 1 || n > 10000 || k < 1 || k > n)
    return Error{fmt::format("--shard '{}': expected 1 <= K <= N <= 10000", s)};
  return Status::Ok();
}

Status validate_options(GenerateOptions& opt) {
  const auto& known = benchmark_conditions();
  std::vector<std::string> langs;
  for (const auto& l : opt.languages) {
    if (l == "all") {
      langs.insert(langs.end(), known.begin(), known.end());
      continue;
    }
    if (std::find(known.begin(), known.end(), l) == known.end())
      return Error{fmt::format("--languages: unknown condition '{}'{}; known: {} (or all)", l,
                               did_you_mean(l, known), fmt::join(known, ","))};
    langs.push_back(l);
  }
  if (langs.empty()) return Error{"--languages: give at least one condition, e.g. en,struct or all"};
  std::vector<std::string> ordered;
  for (const auto& k : known)
    if (std::find(langs.begin(), langs.end(), k) != langs.end()) ordered.push_back(k);
  opt.languages = ordered;
  if (opt.per_cell < 1 || opt.per_cell > 10000)
    return Error{fmt::format("--per-cell {}: expected 1 to 10000", opt.per_cell)};
  if (opt.shard_n < 1 || opt.shard_k < 1 || opt.shard_k > opt.shard_n)
    return Error{fmt::format("--shard {}/{}: expected 1 <= K <= N", opt.shard_k, opt.shard_n)};
  if (opt.out.empty()) return Error{"--out is required"};
  if (opt.threads < 1 || opt.threads > 256)
    return Error{fmt::format("--threads {}: expected 1 to 256", opt.threads)};
  return Status::Ok();
}

OJson family_table(const std::vector<bool>& used) {
  OJson out = OJson::object();
  std::map<std::string, OJson> sorted;
  const auto& fams = all_families();
  for (size_t f = 0; f < fams.size(); ++f) {
    if (!used.at(f)) continue;
    const FamilyInfo& info = fams[f]->info();
    OJson designs = OJson::object();
    for (const Design& d : info.designs) designs[d.name] = d.weight;
    sorted[info.id] = {{"level", info.level}, {"gate", gate_class(info)},
                       {"two_answer", info.answers == 2}, {"designs", designs}};
  }
  for (auto& [id, row] : sorted) out[id] = std::move(row);
  return out;
}

// Each condition's scoring vocabulary, so that any later version of the
// scorer reads this release's answers as its prompts wrote names.
Status write_vocabularies(const std::string& dir, Manifest& m, int threads) {
  std::error_code ec;
  fs::create_directories(dir + "/vocabulary", ec);
  if (ec) return Error{fmt::format("{}/vocabulary: cannot create: {}", dir, ec.message())};
  std::vector<Result<std::string>> texts(m.languages.size(), Error{""});
  parallel_for(m.languages.size(), threads, [&](size_t i, int) {
    auto v = lexicon_vocabulary(m.languages[i]);
    texts[i] = v ? Result<std::string>(format::vocabulary_dump(*v)) : Result<std::string>(v.error());
  });
  for (size_t i = 0; i < texts.size(); ++i) {
    if (!texts[i]) return texts[i].error();
    std::string rel = format::vocabulary_path(m.languages[i]);
    MM_CHECK(write_file(dir + "/" + rel, *texts[i]));
    m.files.push_back({rel, texts[i]->size(), sha256_hex(*texts[i])});
  }
  return Status::Ok();
}

Result<GenerateReport> generate_release(const GenerateOptions& given, const GenerateProgress& progress) {
  GenerateOptions opt = given;
  Status st = validate_options(opt);
  if (!st) return st.error();
  GenerateReport report;
  MM_TRY(staging, Staging::begin(opt.out, OutputKind::Release, opt.force, &report.notes));

  Emitter emitter;
  st = emitter.open(staging->dir(), opt, opt.threads);
  if (!st) return st.error();

  std::vector<Unit> units = profile_units({opt.profile, opt.per_cell, opt.scratchpad});
  std::vector<bool> used(all_families().size(), false);
  for (const Unit& u : units) used[u.family] = true;

  Stopwatch clock;
  std::string scratch = staging->dir() + "/.scratch";
  auto scan = scan_scenes(opt.scenes, opt.seed, scratch, opt.threads,
                          [&](size_t n) { if (progress) progress("scan", n, 0); });
  if (!scan) return scan.error();
  int houses = int(scan->scene_files.size());
  report.stages.emplace_back("scan", clock.lap());
  std::optional<Error> unreadable;
  CaseCache first_cases;
  assign_units(units, feasibility_oracle(scan->scene_files, opt.seed, opt.threads, &unreadable, &first_cases), houses,
               &report.warnings);
  if (unreadable) return *unreadable;
  keep_used(first_cases, units);
  report.stages.emplace_back("plan", clock.lap());
  emitter.plan(units);

  report.houses = houses;
  for (const auto& s : scan->skipped) report.warnings.push_back("skipped house: " + s);
  int first = int(int64_t(houses) * (opt.shard_k - 1) / opt.shard_n);
  int end = int(int64_t(houses) * opt.shard_k / opt.shard_n);
  report.first_house = first;
  report.end_house = end;

  std::vector<std::vector<size_t>> by_house(houses);
  for (size_t i = 0; i < units.size(); ++i) {
    if (units[i].house >= 0) by_house[units[i].house].push_back(i);
    else
      report.warnings.push_back(fmt::format("no house can build family {} (unit {} of mode {})",
                                            all_families()[units[i].family]->info().id, units[i].g,
                                            mode_name(units[i].mode)));
  }
  // Houses are built on the workers, a bounded window ahead, and appended in
  // house order: the files do not depend on the thread count.
  const size_t window = static_cast<size_t>(std::max(1, opt.threads)) * 4;
  std::vector<HouseOutput> ring(window);
  ordered_for(
      size_t(end - first), opt.threads, window,
      [&](size_t i, int worker) {
        int h = first + static_cast<int>(i);
        HouseOutput& out = ring[i % window];
        auto scene = load_scene_file(scan->scene_files[h], {.strict_receptacles = false});
        if (!scene) {
          out = HouseOutput{};
          out.error = scene.error();
          return;
        }
        out = emitter.build(*scene, units, by_house[h], worker, &first_cases);
      },
      [&](size_t i) {
        st = emitter.commit(std::move(ring[i % window]), report.warnings);
        if (!st) return false;
        if (progress) progress("render", i + 1, size_t(end - first));
        return true;
      });
  if (!st) return st.error();
  std::error_code ec;
  fs::remove_all(scratch, ec);

  Manifest m;
  m.tool_version = MENTALMAP_VERSION;
  m.icu_version = icu_version();
  m.resources_sha256 = resources_digest();
  m.seed = opt.seed;
  m.profile = std::string(profile_name(opt.profile));
  m.per_cell = opt.per_cell;
  m.scratchpad = opt.scratchpad;
  m.multimodal = opt.multimodal;
  m.item_plans = opt.item_plans;
  m.scenes = opt.scenes;
  m.houses = houses;
  m.languages = opt.languages;
  if (opt.shard_n > 1) m.shard = ShardInfo{opt.shard_k, opt.shard_n, first, end};
  m.warnings = report.warnings;
  m.families = family_table(used);
  st = emitter.finish(m);
  if (!st) return st.error();
  st = write_vocabularies(staging->dir(), m, opt.threads);
  if (!st) return st.error();
  report.items = emitter.items();
  report.stages.emplace_back("render", clock.lap());
  if (opt.gate && opt.shard_n == 1) {
    MM_TRY(gated, opt.gate(staging->dir(), m));
    m.files.insert(m.files.end(), gated->files.begin(), gated->files.end());
    m.baselines = gated->summary;
  }
  report.stages.emplace_back("gate", clock.lap());
  // The card is listed in the manifest; the manifest itself is not.
  const std::string card = dataset_card(m);
  MM_CHECK(write_file(staging->dir() + "/README.md", card));
  m.files.push_back({"README.md", card.size(), sha256_hex(card)});
  std::sort(m.files.begin(), m.files.end(), [](const auto& a, const auto& b) { return a.path < b.path; });
  st = write_file(staging->dir() + "/manifest.json", manifest_dump(m));
  if (!st) return st.error();
  st = staging->commit();
  if (!st) return st.error();
  report.stages.emplace_back("publish", clock.lap());
  return report;
}

}  // namespace mm
