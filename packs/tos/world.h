// A Theory of Space world (paper section 3.1, Appendix A): rooms on an
// integer grid joined by doors in a tree, objects at integer cells with a
// facing or none, and the agent's start pose. Worlds are stored in the task
// frame: the agent starts at (0, 0) facing north, so every coordinate a
// question states or an answer gives is relative to the start pose.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "packs/tos/grid.h"

namespace mm::tos {

/// A room's floor: the cells x0..x1, y0..y1 (inclusive). Walls lie one
/// cell outside; a door is a wall cell shared by two rooms.
struct Room {
  std::string name;  // "room 1", ...
  int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  bool contains(Cell c) const { return c.x >= x0 && c.x <= x1 && c.y >= y0 && c.y <= y1; }
  int cells() const { return (x1 - x0 + 1) * (y1 - y0 + 1); }
  /// Its floor cells, row by row from (x0, y0).
  std::vector<Cell> floor() const;
};

/// Something the agent can see and go to: an object or a door.
struct Thing {
  std::string name;                // unique in the world: "Sofa", "door 1"
  std::string type;                // object type ("Sofa"), or "Door"
  Cell at;
  std::optional<Heading> facing;   // objects with a front; doors have none
  std::vector<int> rooms;          // one room for an object, two for a door
  bool is_door() const { return type == "Door"; }
};

struct Layout {
  int rooms = 3;
  int room_width = 6;
  int room_height = 6;
  int objects_per_room = 4;
};

struct World {
  std::string id;         // "tos-<seed>-<index>"
  Layout layout;
  std::vector<Room> rooms;
  std::vector<Thing> things;  // objects first (sorted by name), then doors (by number)
  Heading start_heading = Heading::N;  // always N in the task frame
  Cell start{0, 0};                    // always (0, 0) in the task frame

  /// The rooms a cell belongs to: one for a floor cell, two for a door, none outside.
  std::vector<int> rooms_at(Cell c) const;
  /// The same as a bit set (bit r: room r; a world has at most 8 rooms),
  /// without allocating: what the visibility tests use.
  uint32_t room_mask(Cell c) const;
  const Thing* find(std::string_view name) const;
  int index_of(std::string_view name) const;  // -1 when absent
  /// Every room's floor cells, room by room (Room::floor order).
  std::vector<Cell> floor_cells() const;
  /// Object indices (things that are not doors), in order.
  std::vector<int> objects() const;
  /// The bounding box of every floor and door cell: the prior of every
  /// object's position (M cells).
  Room bounds() const;
  /// Root-mean-square distance of the objects from the origin: the scale L
  /// of coordinate similarity (K/N) * exp(-RMSE / L).
  double scale() const;
};

}  // namespace mm::tos
