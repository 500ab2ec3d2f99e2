// CoSpace scenes in built-in house rooms (docs/cospace.md, "House rooms"):
// a standpoint in one room of one of the staircase's procedural houses
// (generator/scenes, `builtin:N` with the release's seed), the house
// rasterised to half-metre cells by packs/common/house/house_raster.h and
// carried over to a Theory of Space world, so views, stitching and every
// task work on it unchanged.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "packs/common/house/house_grid.h"
#include "packs/cospace/scene.h"

namespace mm::cospace {

/// Houses 0 .. kHousePool - 1 of a seed are the house rooms' pool.
inline constexpr int kHousePool = 32;
/// A room joins the pool with this many things (doors aside) or more.
inline constexpr int kMinRoomThings = 4;

/// Whether question `index` of a full-circle task (DIR-Rec, DIR-Obj, CNT,
/// PLA) stands in a house room: index % 3 == (index / 12) % 3, a third of
/// the questions. In every block of 12 indices the four house questions
/// fall on the four residues mod 4 (every MCQ gold position once), and over
/// 36 indices on each residue mod 3 four times (CNT's answers 1, 2, 3).
bool house_question(int index);

/// The grid world of a rasterised house: its rooms, interior doors and
/// things (objects named by their scene id, sorted; doors "door 1", ...).
tos::World house_world(const house::HouseGrid& grid);

/// House `house` of `seed` rasterised (built once per seed and house number
/// below kHousePool, then shared; thread-safe).
const house::HouseGrid& house_grid(uint64_t seed, int house);

/// The scene standing at `at` in room `room` of house `house` of `seed`:
/// id "house:<seed>:<house>:<room>:<x>:<y>", source "house".
Scene house_scene(uint64_t seed, int house, int room, tos::Cell at);

/// The house-room scene of (seed, stream, index, attempt): a room drawn from
/// every pool room with kMinRoomThings things, and a standpoint by
/// pick_standpoint, from Rng::derive(seed, {"cospace", "house", stream},
/// index * 4096 + attempt).
Scene draw_house_scene(uint64_t seed, std::string_view stream, int index, int attempt);

/// Regenerates a scene from its id (either form of Scene::id). Throws
/// std::invalid_argument on a malformed id.
Scene scene_from_id(uint64_t seed, std::string_view id);

/// The kinds a house room can hold: floor and wall pieces worded in every
/// lexicon, sorted. DIR-Obj draws a house question's options from them.
const std::vector<std::string>& house_kinds();
/// Every kind an option can name: all_kinds() and house_kinds(), sorted, once each.
const std::vector<std::string>& option_kinds();
/// The kinds a scene's options come from: all_kinds() or house_kinds().
const std::vector<std::string>& kind_universe(const Scene& scene);

}  // namespace mm::cospace
