#include "generator/translate/samples.h"

#include <set>

#include <fmt/format.h>

#include "generator/render/renderer.h"
#include "generator/scenes/builtin_house.h"
#include "generator/tasks/family.h"

namespace mm {

namespace {

// The templates an item uses: its question, narration and instruction keys.
// Designs that differ only in the answer (yes/no, which direction) share it.
std::string template_signature(const TaskItem& item) {
  std::string sig = item.question.key + "|" + item.instruction_variant;
  for (const auto& n : item.narration) sig += "|" + n.key;
  return sig;
}

}  // namespace

std::vector<SampleItem> sample_items(const RenderSampleOptions& opt) {
  std::vector<Scene> scenes;
  for (int h = 0; h < opt.houses; ++h) scenes.push_back(generate_builtin_house(opt.seed, h));
  std::vector<SampleItem> out;
  auto add = [&](const Family* f, Variant v, int wanted) {
    int found = 0;
    for (const Scene& s : scenes) {
      if (found == wanted) break;
      CaseContext ctx(s, opt.seed);
      auto item = f->build(ctx, 0, v);
      if (!item) continue;
      ++found;
      for (Mode m : kAllModes) {
        for (Regime r : kAllRegimes) {
          out.push_back({f->info().id, f->info().level, s.id, v.frame, v.order, m, r, *item});
          if (!opt.all_modes) break;
        }
        if (!opt.all_modes) break;
      }
    }
    return found;
  };
  for (const Family* f : all_families()) {
    const std::vector<Variant> variants = variants_of(f->info());
    // The first variant with an item, or every one.
    for (Variant v : variants)
      if (add(f, v, opt.per_family) && !opt.all_variants) break;
    // Then one item of each design that uses templates the first did not
    // (undoing one action vs the last actions of a chain, a failed attempt).
    std::set<std::string> seen;
    for (const auto& x : out)
      if (x.family == f->info().id) seen.insert(template_signature(x.item));
    for (size_t d = 1; d < f->info().designs.size(); ++d) {
      Variant v = variants.front();
      v.design = int(d);
      for (const Scene& s : scenes) {
        CaseContext ctx(s, opt.seed);
        auto item = f->build(ctx, 0, v);
        if (!item) continue;
        if (seen.insert(template_signature(*item)).second) add(f, v, 1);
        break;
      }
    }
  }
  return out;
}

Result<std::string> render_samples(const std::string& lang, const RenderSampleOptions& opt) {
  MM_TRY(r, Renderer::load(lang));
  std::string out;
  for (const auto& s : sample_items(opt)) {
    auto p = (*r)->prompt(s.item, s.mode, s.regime);
    if (!p) return Error{fmt::format("{}: {}", s.family, p.error().message)};
    out += fmt::format("### {} | {} | {} | {} | {} | gold: {}\n{}\n\n", s.family, frame_name(s.frame),
                       order_name(s.order), mode_name(s.mode), regime_name(s.regime), s.item.gold.dump(), *p);
  }
  return out;
}

}  // namespace mm
