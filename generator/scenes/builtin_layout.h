// Floor plans of the built-in houses: how many rooms of which types, their
// rectangles tiling a rectangular footprint, and the doors between them.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "generator/scenes/builtin_space.h"

namespace mm::builtin {

/// Realistic bounds of one room type (areas in m², sides in m).
struct RoomTypeSpec {
  std::string_view type;
  double min_area, max_area;
  double min_side, max_aspect;
};
/// Kitchen, LivingRoom, Bedroom, Bathroom.
const RoomTypeSpec& room_type_spec(std::string_view type);

struct Layout {
  std::vector<RoomPlan> rooms;  // rooms[i].id == "room|<i+1>"
  std::vector<DoorPlan>
      doors;  // interior doors (a spanning tree, maybe one loop), then the exterior door
  bool fallback = false;  // true when the rooms were laid in a plain row
};

/// The floor plan of house `index` for `seed` (a pure function of both).
///
/// Room count: `min_rooms`..`max_rooms` (clamped to 1..10) with a median of
/// about 5-6. Houses of 4+ rooms have every room type. Rooms tile a
/// rectangle by guillotine cuts, every room within its type's area, side
/// and aspect bounds; interior doors lie on shared wall stretches long enough
/// for a 0.9 m door and connect all rooms; exactly one exterior door lies on
/// an outside wall. In the rare case no sliced plan passes the checks, the
/// rooms are laid in one row (`fallback`). `attempt` > 0 redraws the
/// geometry (sizes, order, cuts, doors) of the same rooms.
Layout plan_layout(uint64_t seed, int index, int min_rooms, int max_rooms, int attempt = 0);

}  // namespace mm::builtin
