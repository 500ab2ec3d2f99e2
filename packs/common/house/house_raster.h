// Built-in houses (generator/scenes, `builtin:N`) rasterised to a HouseGrid
// (house_grid.h), the bridge from the staircase's houses to the grid packs.
//
// - Cells. Coordinates are read in millimetres (the generator rounds every
//   position to one) and a cell is floor((v - min) / 500) on each axis, the
//   minimum taken over every room corner. Every room must be an
//   axis-aligned rectangle (every built-in room is); another shape is
//   refused with the room's id.
// - Rooms. The cells holding a room's edges are wall; the cells strictly
//   between them are its interior. Neighbouring rooms share the cell that
//   holds their common edge, so they are parted by a one-cell wall, and the
//   house by a one-cell outer wall. A room of w metres gets 2w - 1 cells
//   (2w - 2 when its edges fall inside cells).
// - Doors. An interior door becomes the wall cell holding its centre. The
//   generator keeps a door's centre 0.55 m from the ends of its wall
//   stretch, so that cell lies between the two interiors; a door that does
//   not (and the exterior door, which leads nowhere a grid shows) is
//   dropped and counted.
// - Things. Only objects that stand on the floor or hang on a wall (no
//   parent, type placement floor or wall) become grid things, at the cell
//   holding their centre, moved to the nearest interior cell of their room
//   when that cell is wall (pieces against a wall, wall pieces). Objects in
//   or on another object (a mug on a table) would share its cell: a view
//   would then list the mug and the table at one bearing and distance, and
//   a house's dozens of small objects would crowd every panorama, so they
//   are dropped. A kind without a word in every lexicon cannot be named in
//   every language's prompt and is dropped. A cell holds one thing: a second
//   thing on a taken cell (a painting over a sofa) is dropped, floor pieces
//   taking their cells first. Every drop is counted in HouseGrid::dropped.
#pragma once

#include <set>
#include <string>

#include "base/error.h"
#include "generator/core/object_types.h"
#include "generator/core/scene.h"
#include "packs/common/house/house_grid.h"

namespace mm::house {

/// The grid of `scene`. `worded`: the kinds every lexicon has a word for
/// (lexicon_kinds()). Fails only on a room that is not an axis-aligned rectangle.
Result<HouseGrid> rasterise_house(const Scene& scene, const TypeTable& types, const std::set<std::string>& worded);

/// The object types with a word in every lexicon (the "types" of every
/// lexicons/*.json resource), loaded once.
const std::set<std::string>& lexicon_kinds();

}  // namespace mm::house
