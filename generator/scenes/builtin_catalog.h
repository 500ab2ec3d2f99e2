// What the built-in houses contain: per room type, which furniture and wall
// pieces, how full receptacles get, which small objects are common where.
//
// The numbers are this project's own judgement of a typical home, checked
// against the distributions reported in docs/scenes.md. Every type named
// here must exist in generator/data/object-types.json and list the room
// type it is used in (a test guards both).
#pragma once

#include <span>
#include <string_view>

#include "generator/core/object_types.h"

namespace mm::builtin {

/// How a floor piece finds its place.
enum class Spot {
  Run,         // packed along the walls, corner first (kitchen and bathroom units)
  Wall,        // anywhere against a wall, facing into the room
  Middle,      // free-standing with walking space around (tables, with chairs)
  Free,        // anywhere on the floor with a little space around
  BedSide,     // against the bed's wall, right beside the bed
  SofaFront,   // in front of the sofa
  FacingSofa,  // on the wall opposite the sofa
};

struct FurnitureRule {
  std::string_view type;
  double p;    // chance the room has it
  int lo, hi;  // how many when it has it
  Spot spot;
  double min_area = 0;  // only in rooms at least this large (m²)
};
/// Floor pieces of a room type, required ones first (p == 1).
std::span<const FurnitureRule> furniture_rules(std::string_view room_type);

/// Where a wall piece hangs.
enum class WallSpot { ByDoor, Anywhere, AboveSink, BesideSink, BesideToilet, AboveTub, TubFront };

struct WallRule {
  std::string_view type;
  double p;
  int lo, hi;
  WallSpot spot;
  double height;  // centre above the floor (m)
};
std::span<const WallRule> wall_rules(std::string_view room_type);

/// A child that typically goes on/in a receptacle before random filling
/// (the television on the TV stand, pillows on the bed).
struct FeaturedChild {
  std::string_view parent, child;
  double p;
  int lo, hi;
  bool once_per_room = false;  // e.g. one microwave per kitchen, on some counter
};
std::span<const FeaturedChild> featured_children();

/// Expected share of a receptacle's capacity the random fill uses.
double fill_rate(std::string_view receptacle);
/// Relative weight of `child` when filling `parent` (0: only as featured).
double child_weight(std::string_view parent, const ObjectType& child);
/// Most objects of a small type in one room.
int room_limit(std::string_view type);
/// Most objects of a small type in/on one receptacle (bulky things: one).
int parent_limit(std::string_view type);

/// Small objects left on the floor (no parent).
struct FloorItemRule {
  std::string_view type, room;
  double p;
};
std::span<const FloorItemRule> floor_items();

}  // namespace mm::builtin
