// The built-in procedural house generator (`builtin:N`).
//
// House `index` for `seed` is a pure function of (seed, index): 1-10 rooms of
// the four ProcTHOR room types joined by interior doors into a connected
// layout (plus one exterior door), floor furniture against walls facing into
// the room without overlaps, wall pieces on walls, small objects in/on
// compatible receptacles at realistic densities, and valid initial states
// (fridge closed, lamps off, some dishes dirty, ...).
#pragma once

#include <cstdint>

#include "generator/core/scene.h"

namespace mm {

/// Room-count bounds; clamped to 1..10 (and min_rooms to max_rooms).
struct BuiltinHouseOptions {
  int min_rooms = 1;
  int max_rooms = 10;
};

/// Scene id is "builtin-<seed>-<index, 4 digits>". The result always passes
/// check_scene with strict receptacles; docs/scenes.md describes the design
/// and the measured distribution.
Scene generate_builtin_house(uint64_t seed, int index, const BuiltinHouseOptions& opt = {});

}  // namespace mm
