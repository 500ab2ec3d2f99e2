#include "generator/release/emit.h"

#include <unistd.h>

#include <algorithm>
#include <filesystem>

#include <fmt/format.h>

#include "generator/render/floorplan.h"
#include "generator/render/item_plan.h"

#include "base/file_io.h"
#include "generator/core/scene_json.h"
#include "base/sha256.h"
#include "generator/episodes/sampler.h"
#include "generator/release/records.h"

namespace mm {

namespace fs = std::filesystem;

namespace {

// Tries the unit's case, then further cases of the same house, until every
// frame of the unit builds and the item is new in this house.
constexpr int kProbes = 6;

struct Built {
  std::map<Frame, TaskItem> by_frame;
  std::map<Frame, std::string> base;
  int j = 0;
};

// The item the plan built already for this case and frame, if any.
const TaskItem* cached_first(const CaseCache* cache, const Unit& u, int j, Frame f, Variant first) {
  if (!cache || j != 0 || f != first.frame || u.order != first.order) return nullptr;
  auto it = cache->find({u.house, u.family, u.design});
  return it == cache->end() ? nullptr : &it->second;
}

std::optional<Built> build_unit(const Family& fam, const CaseContext& ctx, const Unit& u, int stride,
                                std::set<std::string>& seen, const CaseCache* first_cases) {
  const Variant first = first_variant(fam.info(), u.design);
  for (int p = 0; p < kProbes; ++p) {
    Built b;
    b.j = u.j + p * stride;
    bool ok = true;
    for (Frame f : u.frames) {
      std::optional<TaskItem> item;
      if (const TaskItem* c = cached_first(first_cases, u, b.j, f, first)) item = *c;
      else item = fam.build(ctx, b.j, {f, u.order, u.design});
      if (!item) { ok = false; break; }
      std::string base = base_id(*item, u.mode);
      if (seen.count(base)) { ok = false; break; }
      b.base[f] = base;
      b.by_frame.emplace(f, std::move(*item));
    }
    if (!ok) continue;
    for (const auto& [f, base] : b.base) seen.insert(base);
    return b;
  }
  return std::nullopt;
}

}  // namespace

Status Emitter::open(const std::string& dir, const GenerateOptions& opt, int workers) {
  dir_ = dir;
  opt_ = opt;
  std::error_code ec;
  fs::create_directories(dir + "/items", ec);
  fs::create_directories(dir + "/scenes", ec);
  if (opt.multimodal) {
    fs::create_directories(dir + "/floorplans", ec);
    scratch_ = (fs::temp_directory_path(ec) / fmt::format("mentalmap-floorplans-{}", ::getpid())).string();
    fs::create_directories(scratch_, ec);
  }
  if (ec) return Error{fmt::format("{}: cannot create folders: {}", dir, ec.message())};
  renderers_.assign(static_cast<size_t>(std::max(1, workers)), {});
  for (const auto& lang : opt.languages) {
    for (auto& set : renderers_) {
      auto r = Renderer::load(lang);
      if (!r) return Error{fmt::format("condition '{}': {}", lang, r.error().message)};
      set[lang] = *r;
    }
    auto w = std::make_unique<HashedWriter>();
    MM_CHECK(w->open(fmt::format("{}/items/{}.jsonl", dir, lang)));
    item_files_[lang] = std::move(w);
  }
  return gold_.open(dir + "/gold.jsonl");
}

namespace {

// A house's floorplan in a condition's language.
std::string floorplan_path(const std::string& scene, const std::string& condition, const char* ext) {
  return fmt::format("floorplans/{}.{}.{}", scene, condition, ext);
}

// An item's own floorplan is named by its house and the hash of its SVG, so
// the items that describe the same part in the same words share one file
// (without the extension: .svg and .png).
std::string item_plan_name(const std::string& scene, const std::string& svg) {
  return fmt::format("floorplans/{}.{}", scene, sha256_hex(svg).substr(0, 16));
}

// The episodes behind the cases used, from the context's cache.
std::string episodes_jsonl(const CaseContext& ctx, const std::set<std::string>& cases) {
  std::string out;
  for (const auto& c : cases) {
    auto slash = c.rfind('/');
    if (slash == std::string::npos || slash + 2 > c.size()) continue;
    int k = std::stoi(c.substr(slash + 2));
    const Episode* ep = ctx.episode(c[slash + 1], k);
    if (ep) out += episode_to_json(*ep).dump() + "\n";
  }
  return out;
}

}  // namespace

HouseOutput Emitter::build(const Scene& scene, const std::vector<Unit>& units, const std::vector<size_t>& mine,
                           int worker, const CaseCache* first_cases) const {
  HouseOutput out;
  out.scene_id = scene.id;
  CaseContext ctx(scene, opt_.seed);
  const auto& fams = all_families();
  const auto& conditions = benchmark_conditions();
  const auto& renderers = renderers_.at(static_cast<size_t>(worker));
  std::map<int, int> per_family;
  for (size_t i : mine) ++per_family[units[i].family];
  std::set<std::string> seen, cases, plans;
  BodyCache bodies;
  for (size_t i : mine) {
    const Unit& u = units[i];
    const Family& fam = *fams[u.family];
    auto built = build_unit(fam, ctx, u, per_family[u.family], seen, first_cases);
    if (!built) {
      out.warnings.push_back(fmt::format("{}: family {} could not build case {} (mode {}, design {})", scene.id,
                                         fam.info().id, u.j, mode_name(u.mode),
                                         fam.info().designs.at(size_t(u.design)).name));
      continue;
    }
    bool self_test = self_test_units_.count(i) > 0;
    for (const UnitRender& r : u.renders) {
      const std::string& lang = conditions[r.condition];
      auto ren = renderers.find(lang);
      if (ren == renderers.end()) continue;
      const TaskItem& item = built->by_frame.at(r.frame);
      auto rec = render_records(item, built->base.at(r.frame), u.mode, r.regime, *ren->second,
                                MENTALMAP_VERSION, &bodies);
      if (!rec) {
        out.error = rec.error();
        return out;
      }
      cases.insert(item.case_id);
      if (opt_.multimodal) {  // the item names its plan, just before the prompt
        std::string image = floorplan_path(scene.id, lang, "png");
        if (opt_.item_plans) {  // its own plan, rasterised once per distinct drawing
          auto svg = floorplan_svg(scene, ren->second->lexicon(), item_plan_view(scene, item, *ren->second));
          if (!svg) {
            out.error = svg.error();
            return out;
          }
          const std::string name = item_plan_name(scene.id, *svg);
          if (plans.insert(name).second) {
            auto png = floorplan_png_bytes(*svg, scratch_, fmt::format("{}.{}", scene.id, worker));
            if (!png) {
              out.error = png.error();
              return out;
            }
            out.floorplans.emplace_back(name + ".svg", std::move(*svg));
            out.floorplans.emplace_back(name + ".png", std::move(*png));
          }
          image = name + ".png";
        }
        size_t at = rec->item_line.find(",\"prompt\":\"");
        rec->item_line.insert(at, fmt::format(",\"image\":\"{}\"", image));
      }
      HouseOutput::Line line{lang, level_key(item.level), std::move(rec->item_line), std::move(rec->gold_line),
                             nullptr,
                             {fam.info().id, std::string(regime_name(r.regime)), std::string(frame_name(r.frame)),
                              std::string(mode_name(u.mode)), std::string(order_name(u.order))}};
      // Self-test: the first rendering of each level's first unit in plan
      // order, a rule that does not depend on the shard split.
      if (self_test) {
        self_test = false;
        line.self_test = {{"id", rec->id}, {"scene", scene.id}, {"family", fam.info().id},
                          {"case", built->j}, {"design", fam.info().designs.at(size_t(u.design)).name}, {"mode", std::string(mode_name(u.mode))},
                          {"frame", std::string(frame_name(r.frame))},
                          {"order", std::string(order_name(u.order))},
                          {"regime", std::string(regime_name(r.regime))}, {"language", lang},
                          {"prompt_sha256", sha256_hex(rec->prompt)}};
      }
      out.lines.push_back(std::move(line));
    }
  }
  out.scene_json = scene_dump(scene);
  out.episodes_jsonl = episodes_jsonl(ctx, cases);
  if (opt_.multimodal && !opt_.item_plans)
    for (const auto& [lang, ren] : renderers) {
      auto svg = floorplan_svg(scene, ren->lexicon());
      auto png = svg ? floorplan_png_bytes(*svg, scratch_, fmt::format("{}.{}", scene.id, lang))
                     : Result<std::string>(svg.error());
      if (!png) {
        out.error = png.error();
        return out;
      }
      out.floorplans.emplace_back(floorplan_path(scene.id, lang, "svg"), std::move(*svg));
      out.floorplans.emplace_back(floorplan_path(scene.id, lang, "png"), std::move(*png));
    }
  return out;
}

Status Emitter::commit(HouseOutput&& out, std::vector<std::string>& warnings) {
  if (out.error) return *out.error;
  for (auto& w : out.warnings) warnings.push_back(std::move(w));
  for (auto& line : out.lines) {
    item_files_.at(line.condition)->write(line.item);
    gold_.write(line.gold);
    ++counts_[line.level][line.condition];
    for (size_t k = 0; k < kAxisCount; ++k) ++axes_[kAxisNames[k]][line.axes[k]];
    ++items_;
    if (!line.self_test.is_null()) self_test_.push_back(std::move(line.self_test));
  }
  for (const auto& [rel, bytes] : out.floorplans) MM_CHECK(record_file(rel, bytes));
  Status st = record_file(fmt::format("scenes/{}.json", out.scene_id), out.scene_json);
  if (!st || out.episodes_jsonl.empty()) return st;
  return record_file(fmt::format("scenes/{}.episodes.jsonl", out.scene_id), out.episodes_jsonl);
}

void Emitter::plan(const std::vector<Unit>& units) {
  std::set<int> levels;
  for (size_t k = 0; k < units.size(); ++k) {
    int level = all_families()[units[k].family]->info().level;
    if (units[k].house >= 0 && levels.insert(level).second) self_test_units_.insert(k);
  }
}

Status Emitter::record_file(const std::string& rel, const std::string& bytes) {
  MM_CHECK(write_file(dir_ + "/" + rel, bytes));
  files_.push_back({rel, bytes.size(), sha256_hex(bytes)});
  return Status::Ok();
}

Status Emitter::finish(Manifest& m) {
  if (!scratch_.empty()) {
    std::error_code ec;
    fs::remove_all(scratch_, ec);
  }
  for (auto& [lang, w] : item_files_) {
    MM_CHECK(w->close());
    files_.push_back({"items/" + lang + ".jsonl", w->bytes(), w->sha256()});
  }
  MM_CHECK(gold_.close());
  files_.push_back({"gold.jsonl", gold_.bytes(), gold_.sha256()});
  m.counts = counts_;
  m.axes = axes_;
  m.files = files_;
  m.self_test = self_test_;
  return Status::Ok();
}

}  // namespace mm
