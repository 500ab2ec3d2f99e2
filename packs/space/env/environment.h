// The environments of the SPACE large-scale tasks as the release and play
// use them (docs/space.md, "Environments"): environment `index` of a seed is
// the one every large-scale item and navigation episode with that index
// stands in, so an MCQ row, an episode list line, `play`, `serve` and
// `score LOG` (which replays by seed and index) all see the same map.
//
// Three environments in four are the core's generated kinds
// (large_item_layout: maze, town, arena by index % 3); every fourth
// (index % 4 == 3) is a built-in house (generator/scenes, `builtin:N` of the
// seed) rasterised by packs/common/house/house_raster.h and turned into a
// layout by house_plan and layout_from_house: rooms and doors as floor,
// furniture as landmarks. The core (mm_space) stays base-only; this library
// brings in the scene code.
#pragma once

#include <cstdint>

#include "base/error.h"
#include "packs/space/large/layout.h"

namespace mm::space {

/// Whether environment `index` is a built-in house: index % 4 == 3, a
/// quarter of the environments. In every 12 indices each generated kind
/// keeps three (index % 3 runs through maze, town, arena).
bool house_environment(uint64_t index);

/// Built-in house numbers are drawn below this.
inline constexpr uint64_t kHouseNumbers = uint64_t{1} << 20;
/// A house environment draws at most this many houses before giving up.
inline constexpr int kHouseDraws = 64;
/// A house with fewer rooms is not used: a one-room house is an arena.
inline constexpr int kMinHouseRooms = 2;
/// Moves from start to goal at least, as for the generated kinds.
inline constexpr int kMinHousePath = 8;

/// The layout of built-in house `number` of `seed` as environment `index`:
/// generate_builtin_house(seed, number), rasterised with every object type
/// allowed (a landmark is named by its object id, which no prompt shows, so
/// no lexicon decides which furniture stays), house_plan, then
/// layout_from_house(plan, seed, index) with `source` the scene id. An
/// error says why the house cannot be used: fewer than kMinHouseRooms
/// rooms, what layout_from_house refused, start and goal fewer than
/// kMinHousePath moves apart, or no shortcut walkthrough (walkthrough.h),
/// which every environment has so that shortcut discovery can be asked on it.
Result<Layout> builtin_house_layout(uint64_t seed, int number, uint64_t index);

/// The house of house environment `index`: house numbers drawn below
/// kHouseNumbers from Rng::derive(seed, {"space", "large", "house-number"},
/// index), the first that builtin_house_layout accepts. Throws
/// std::runtime_error after kHouseDraws refusals (none in tests over
/// thousands of environments).
Layout house_layout(uint64_t seed, uint64_t index);

/// Environment `index` of `seed`: house_layout for house indices,
/// large_item_layout otherwise. Deterministic and thread-safe; the result
/// passes layout_problem, has start and goal at least 8 moves apart and a
/// shortcut walkthrough.
Layout large_environment(uint64_t seed, uint64_t index);

}  // namespace mm::space
