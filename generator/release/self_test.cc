#include "generator/release/self_test.h"

#include <fmt/format.h>

#include "generator/core/scene_json.h"
#include "base/sha256.h"
#include "base/text.h"
#include "generator/render/renderer.h"
#include "generator/tasks/family.h"

namespace mm {

Status check_self_test(const std::string& dir, const Manifest& m) {
  for (const auto& t : m.self_test) {
    std::string id = t.value("id", "");
    std::string where = fmt::format("{}/manifest.json: self-test item {}", dir, id);
    std::string scene_id = t.value("scene", "");
    auto scene = load_scene_file(fmt::format("{}/scenes/{}.json", dir, scene_id), {.strict_receptacles = false});
    if (!scene) return Error{fmt::format("{}: {}", where, scene.error().message)};
    const Family* fam = find_family(t.value("family", ""));
    auto frame = parse_frame(t.value("frame", ""));
    auto order = parse_order(t.value("order", ""));
    auto mode = parse_mode(t.value("mode", ""));
    auto regime = parse_regime(t.value("regime", ""));
    if (!fam || !frame || !order || !mode || !regime) return Error{where + ": unreadable recipe"};
    // Releases made before designs existed name none: design 0.
    int design = -1;
    std::string design_name = t.value("design", fam->info().designs.front().name);
    for (size_t d = 0; d < fam->info().designs.size(); ++d)
      if (fam->info().designs[d].name == design_name) design = int(d);
    if (design < 0) return Error{fmt::format("{}: family {} has no design '{}'", where, fam->info().id, design_name)};
    CaseContext ctx(*scene, m.seed);
    auto item = fam->build(ctx, t.value("case", 0), {*frame, *order, design});
    if (!item)
      return Error{fmt::format("{}: this build cannot regenerate it (family {} gave no item); the "
                               "release was made by mentalmap {} and may need that version",
                               where, fam->info().id, m.tool_version)};
    auto renderer = Renderer::load(t.value("language", ""));
    if (!renderer) return Error{fmt::format("{}: {}", where, renderer.error().message)};
    auto prompt = (*renderer)->prompt(*item, *mode, *regime);
    if (!prompt) return Error{fmt::format("{}: {}", where, prompt.error().message)};
    if (sha256_hex(*prompt) != t.value("prompt_sha256", ""))
      return Error{fmt::format("{}: regenerating it gives a different prompt; the release was made by "
                               "mentalmap {} (ICU {}, data {}), this is mentalmap {} (ICU {}) — score "
                               "it with the version that made it",
                               where, m.tool_version, m.icu_version, m.resources_sha256.substr(0, 12),
                               MENTALMAP_VERSION, icu_version())};
  }
  return Status::Ok();
}

}  // namespace mm
