#include "packs/space/env/environment.h"

#include <fmt/format.h>

#include <set>
#include <stdexcept>
#include <string>

#include "generator/core/object_types.h"
#include "generator/scenes/builtin_house.h"
#include "packs/common/house/house_raster.h"
#include "packs/space/large/house_plan.h"
#include "packs/space/large/navigate.h"
#include "packs/space/large/walkthrough.h"

namespace mm::space {
namespace {

// Every object type: SPACE names a landmark by its object id, never by a
// word, so unlike CoSpace it keeps furniture no lexicon words.
const std::set<std::string>& every_kind() {
  static const std::set<std::string> kinds = [] {
    std::vector<std::string> names = TypeTable::builtin().names();
    return std::set<std::string>(names.begin(), names.end());
  }();
  return kinds;
}

}  // namespace

bool house_environment(uint64_t index) { return index % 4 == 3; }

Result<Layout> builtin_house_layout(uint64_t seed, int number, uint64_t index) {
  Scene scene = generate_builtin_house(seed, number);
  auto grid = house::rasterise_house(scene, TypeTable::builtin(), every_kind());
  if (!grid.ok()) return Error{fmt::format("{}: {}", scene.id, grid.error().message)};
  if (static_cast<int>(grid->rooms.size()) < kMinHouseRooms)
    return Error{fmt::format("{}: {} room(s), fewer than {}", scene.id, grid->rooms.size(), kMinHouseRooms)};
  Layout layout;
  try {
    layout = layout_from_house(house_plan(*grid), seed, index);
  } catch (const std::invalid_argument& e) {
    return Error{fmt::format("{}: {}", scene.id, e.what())};
  }
  layout.source = scene.id;
  int path = path_length(layout, layout.start, layout.goal);
  if (path < kMinHousePath)
    return Error{fmt::format("{}: start and goal {} moves apart, fewer than {}", scene.id, path, kMinHousePath)};
  if (!has_shortcut_walkthrough(layout)) return Error{fmt::format("{}: no shortcut walkthrough", scene.id)};
  return layout;
}

Layout house_layout(uint64_t seed, uint64_t index) {
  Rng rng = Rng::derive(seed, {"space", "large", "house-number"}, index);
  for (int draw = 0; draw < kHouseDraws; ++draw) {
    auto layout = builtin_house_layout(seed, static_cast<int>(rng.below(kHouseNumbers)), index);
    if (layout.ok()) return std::move(*layout);
  }
  throw std::runtime_error(fmt::format(
      "house_layout: no usable built-in house in {} draws for environment {} of seed {}", kHouseDraws, index, seed));
}

Layout large_environment(uint64_t seed, uint64_t index) {
  return house_environment(index) ? house_layout(seed, index) : large_item_layout(seed, index);
}

}  // namespace mm::space
