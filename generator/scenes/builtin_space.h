// Shared pieces of the built-in house generator (builtin_house.h): room
// rectangles and their walls, the free-space bookkeeping of one room, and the
// builder that appends objects with ProcTHOR-style ids.
//
// Conventions: +x east, +z north; a piece standing against a wall faces into
// the room, so its yaw is a multiple of 90 (0 = facing north).
#pragma once

#include <array>
#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "generator/core/geometry.h"
#include "generator/core/object_types.h"
#include "generator/core/scene.h"

namespace mm::builtin {

inline constexpr double kGrid = 0.05;      // floor-plan coordinates snap to 5 cm
inline constexpr double kDoorHalf = 0.45;  // half the width of a 0.9 m door
inline constexpr double kDoorEnd = 0.55;   // door centre to the end of its wall segment
inline constexpr double kDoorClear = 0.9;  // kept free in front of a door
inline constexpr double kDoorHeight = 2.1;

/// Snaps to the floor-plan grid.
double snap(double v);

enum class Side { North, East, South, West };
inline constexpr std::array<Side, 4> kSides = {Side::North, Side::East, Side::South, Side::West};

/// An axis-aligned rectangle on the floor plan.
struct Rect {
  double x0 = 0, z0 = 0, x1 = 0, z1 = 0;
  double width() const { return x1 - x0; }  // along x
  double depth() const { return z1 - z0; }  // along z
  double area() const { return width() * depth(); }
  Vec2 centre() const { return {(x0 + x1) / 2, (z0 + z1) / 2}; }
  Box2 box() const { return {x0, z0, x1, z1}; }
  /// Counter-clockwise from the south-west corner.
  std::vector<Vec2> polygon() const;
};

/// A wall of a rectangle: the fixed coordinate (`line`) and the extent along it.
struct Wall {
  Side side;
  double line;    // x for East/West walls, z for North/South walls
  double lo, hi;  // extent along the wall (z for East/West, x for North/South)
  double length() const { return hi - lo; }
};
Wall wall_of(const Rect& r, Side s);
Side opposite(Side s);

/// Yaw of a piece standing against wall `s` and facing into the room.
double facing_yaw(Side s);
/// Unit vector a yaw (multiple of 90) points to.
Vec2 yaw_dir(double yaw);
/// Centre of a piece of depth `depth` against wall `s`, at `along` on the wall.
Vec2 against_wall(const Rect& r, Side s, double along, double depth, double inset = 0.02);
/// Coordinate of `p` along wall `s` (x for North/South, z for East/West).
double along_of(Side s, Vec2 p);
/// The wall of `r` that `p` lies on, if any.
std::optional<Side> side_at(const Rect& r, Vec2 p, double eps = 1e-6);

struct RoomPlan {
  int number = 0;    // k in "room|k" and in object ids
  std::string id;    // "room|k"
  std::string type;  // Kitchen, LivingRoom, Bedroom, Bathroom
  Rect rect;
};

struct DoorPlan {
  std::string id;
  size_t a = 0, b = 0;  // room indices; equal for the exterior door
  Vec2 pos;             // centre of the doorway, on the wall
  bool exterior = false;
};

/// Free space of one room: floor footprints taken by furniture, the clear
/// zones in front of doors, and wall stretches taken (with their heights).
class RoomSpace {
 public:
  RoomSpace(const Rect& r, const std::vector<DoorPlan>& doors_of_room);

  const Rect& rect() const { return rect_; }
  /// True when `b` lies inside the room (`wall_gap` from the walls) and
  /// keeps `gap` from furniture and door clear zones.
  bool floor_free(const Box2& b, double gap, double wall_gap = 0.0) const;
  /// True when `b` stays out of every door's clear zone.
  bool clear_of_doors(const Box2& b) const;
  /// Marks a footprint as taken; pieces of `height` touching a wall also
  /// take that wall stretch from the floor up.
  void take_floor(const Box2& b, double height);
  /// True when [lo, hi] on wall `s` at heights [bottom, top] is free (`gap` along the wall).
  bool wall_free(Side s, double lo, double hi, double bottom, double top, double gap) const;
  void take_wall(Side s, double lo, double hi, double bottom, double top);
  /// Positions along wall `s` of the doors on it.
  const std::vector<double>& doors_on(Side s) const { return doors_[static_cast<int>(s)]; }

 private:
  struct Span {
    double lo, hi, bottom, top;
  };
  Rect rect_;
  std::vector<Box2> taken_;
  std::vector<Box2> door_zones_;
  std::array<std::vector<Span>, 4> wall_spans_;
  std::array<std::vector<double>, 4> doors_;
};

/// Where an object is while generating: floor footprint and vertical extent.
struct Extent {
  Box2 box;
  double base = 0, top = 0;
};

/// Appends objects to a scene with ids "<Type>|<room k>|<n>" (n counts per
/// type and room) and remembers their extents for stacking.
class HouseBuilder {
 public:
  static constexpr size_t kNone = static_cast<size_t>(-1);

  HouseBuilder(const TypeTable& types, Scene& scene) : types_(types), scene_(scene) {}

  /// Adds an object of a known type; the link follows the parent's type.
  size_t add(const RoomPlan& room, std::string_view type, Vec3 pos, double yaw, const Extent& ext,
             size_t parent = kNone);

  Object& object(size_t i) { return scene_.objects[i]; }
  const Object& object(size_t i) const { return scene_.objects[i]; }
  const Extent& extent(size_t i) const { return extents_[i]; }
  const ObjectType& type_of(size_t i) const { return *types_.find(scene_.objects[i].type); }
  /// 1 for an object without a parent, 2 for its children, ...
  int depth(size_t i) const { return depths_[i]; }
  size_t parent_of(size_t i) const { return parents_[i]; }
  size_t size() const { return scene_.objects.size(); }
  const TypeTable& types() const { return types_; }

 private:
  const TypeTable& types_;
  Scene& scene_;
  std::vector<Extent> extents_;
  std::vector<int> depths_;
  std::vector<size_t> parents_;
  std::map<std::string, int, std::less<>> counters_;
};

}  // namespace mm::builtin
