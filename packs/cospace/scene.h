// A CoSpace scene: a seeded Theory of Space grid world (packs/tos/
// world_gen.h) with a standpoint on a free floor cell of one of its rooms,
// and a few more objects in that room, some of kinds the room already
// holds, so that counting has several objects of a kind to stitch (a Theory
// of Space world uses each kind once). North is the world's +y.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "base/rng.h"
#include "packs/tos/world.h"

namespace mm::cospace {

struct Scene {
  /// "<stream>:<index>:<attempt>:<extra>" for a grid world,
  /// "house:<seed>:<house>:<room>:<x>:<y>" for a house room (house_scene.h):
  /// the arguments that regenerate it (scene_from_id).
  std::string id;
  std::string source = "grid";  ///< "grid" (a Theory of Space world) or "house" (a built-in house room)
  std::string room_type;        ///< a house room's type (Bathroom, ...): the context its kinds are worded in; "" on a grid
  tos::World world;    ///< the ToS world plus the extra objects (named "Chair#2", ...; views show kinds only)
  int room = 0;        ///< the standpoint's room
  tos::Cell at;        ///< the standpoint: a free floor cell of `room`, 2+ cells from its walls when one is free
  /// Object indices (not doors) in the standpoint's room: everything a full
  /// panorama can show besides the room's doors.
  std::vector<int> room_objects() const;
  /// How many objects of `kind` the standpoint's room holds.
  int count_in_room(std::string_view kind) const;
};

/// The scene of (seed, stream, index, attempt): 2 or 3 rooms of 6 to 9
/// cells a side with 4 to 6 objects each, `extra` more objects in the
/// standpoint's room (three in four of a kind already there; -1: 2 to 4). Drawn from
/// Rng::derive(seed, {"cospace", "scene", stream}, index * 4096 + attempt);
/// the same key always gives the same scene.
Scene generate_scene(uint64_t seed, std::string_view stream, int index, int attempt, int extra = -1);

/// The standpoint rule of every scene: a free floor cell of `room` (no
/// thing on it), two cells or more from each wall when one is free, drawn
/// with one rng.pick. Throws std::logic_error when the room has no free cell.
tos::Cell pick_standpoint(const tos::World& world, int room, Rng& rng);

/// Every object kind of the Theory of Space pack (packs/tos/data/kinds.json), loaded once.
const std::vector<std::string>& all_kinds();

}  // namespace mm::cospace
