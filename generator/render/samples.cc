#include "generator/render/samples.h"

#include <fmt/format.h>

#include "generator/render/renderer.h"
#include "generator/scenes/builtin_house.h"
#include "generator/tasks/family.h"

namespace mm {

std::vector<SampleItem> sample_items(const RenderSampleOptions& opt) {
  std::vector<Scene> scenes;
  for (int h = 0; h < opt.houses; ++h) scenes.push_back(generate_builtin_house(opt.seed, h));
  std::vector<SampleItem> out;
  for (const Family* f : all_families()) {
    for (Variant v : variants_of(f->info())) {
      int found = 0;
      for (const Scene& s : scenes) {
        if (found == opt.per_family) break;
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
      if (found && !opt.all_variants) break;
    }
  }
  return out;
}

Result<std::string> render_samples(const std::string& lang, const RenderSampleOptions& opt) {
  auto r = Renderer::load(lang);
  if (!r) return r.error();
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
