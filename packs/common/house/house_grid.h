// A house on a grid of half-metre cells: what the grid packs (CoSpace's
// Theory of Space worlds, SPACE's house layouts) take from a built-in house.
// Plain data in one header, no scene code, so a pack can read it without
// linking anything (SPACE's house_plan.h does); house_raster.h makes one
// from a scene.
//
// Axes: +x east, +y north (the scene's +x and +z), one cell per 500 mm.
// A room's interior is a rectangle of cells; a wall is one cell thick, and
// a door is a wall cell between the interiors of its two rooms.
#pragma once

#include <string>
#include <vector>

namespace mm::house {

inline constexpr int kCellMm = 500;  ///< one cell per half metre (SPACE's HousePlan uses the same scale)

struct GridCell {
  int x = 0;
  int y = 0;
  friend bool operator==(const GridCell&, const GridCell&) = default;
  friend auto operator<=>(const GridCell&, const GridCell&) = default;
};

struct GridRoom {
  std::string id;    ///< the scene's room id ("room|3")
  std::string type;  ///< Kitchen, LivingRoom, Bedroom, Bathroom
  int x0 = 0, y0 = 0, x1 = 0, y1 = 0;  ///< interior cells, inclusive
  bool contains(GridCell c) const { return c.x >= x0 && c.x <= x1 && c.y >= y0 && c.y <= y1; }
};

struct GridDoor {
  std::string id;
  int a = 0, b = 0;  ///< the two rooms it joins (indices into HouseGrid::rooms), a < b
  GridCell at;       ///< a wall cell with a's interior on one side and b's on the other
};

struct GridThing {
  std::string id;    ///< the scene object's id ("Chair|2|1")
  std::string type;  ///< its object type, worded in every lexicon
  int room = 0;      ///< index into HouseGrid::rooms
  GridCell at;       ///< an interior cell of its room
  bool wall = false; ///< hangs on a wall (a painting) rather than standing on the floor
};

/// What the raster left out, by reason (house_raster.h says why).
struct Dropped {
  int held = 0;         ///< objects in or on another object (a mug on a table)
  int small = 0;        ///< parentless objects that are neither floor nor wall pieces
  int no_word = 0;      ///< kinds without a word in every lexicon
  int shared_cell = 0;  ///< a second thing on a cell already taken
  int doors = 0;        ///< exterior doors, and doors that did not land between their rooms
};

struct HouseGrid {
  std::string id;  ///< the scene's id
  int width = 0, height = 0;  ///< cells; every room, wall and door lies in [0, width) x [0, height)
  std::vector<GridRoom> rooms;    ///< the scene's room order
  std::vector<GridDoor> doors;    ///< the scene's door order, interior doors only
  std::vector<GridThing> things;  ///< floor pieces first, then wall pieces, each in scene order
  Dropped dropped;
  /// The room whose interior holds `c`, or -1.
  int room_at(GridCell c) const {
    for (int i = 0; i < static_cast<int>(rooms.size()); ++i)
      if (rooms[i].contains(c)) return i;
    return -1;
  }
};

}  // namespace mm::house
