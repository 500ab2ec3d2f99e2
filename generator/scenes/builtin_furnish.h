// Floor furniture and wall pieces of one built-in room.
#pragma once

#include <vector>

#include "base/rng.h"
#include "generator/scenes/builtin_space.h"

namespace mm::builtin {

struct Furnished {
  RoomSpace space;       // what is left free, for the small-object pass
  int missing_required;  // required pieces (p == 1) that found no place
};

/// Furnishes `room` following its type's rules (builtin_catalog.h).
///
/// Floor pieces stand inside the room, facing into it (yaw a multiple of
/// 90), without overlapping each other and outside the clear zone in front
/// of every door in `doors` (the doors of this room). Tables may stand in
/// the middle with walking space and chairs around. Wall pieces hang on
/// free wall stretches at realistic heights, never across a door. Each Sink
/// gets a Faucet (a fixture with no parent) at its back.
Furnished furnish_room(HouseBuilder& b, const RoomPlan& room, const std::vector<DoorPlan>& doors,
                       Rng& rng);

/// Hangs the wall pieces of `room` (builtin_walls.cc) on stretches `space`
/// still has free. `floor_pieces` are the room's floor furniture, so that a
/// mirror goes above the sink and a paper hanger beside the toilet.
void hang_wall_pieces(HouseBuilder& b, const RoomPlan& room, RoomSpace& space, Rng& rng,
                      const std::vector<size_t>& floor_pieces);

}  // namespace mm::builtin
