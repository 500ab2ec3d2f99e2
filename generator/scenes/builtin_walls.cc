// Wall pieces of the built-in houses (declared in builtin_furnish.h).
#include <cmath>
#include <optional>
#include <string_view>

#include "generator/scenes/builtin_catalog.h"
#include "generator/scenes/builtin_furnish.h"

namespace mm::builtin {
namespace {

struct WallCtx {
  HouseBuilder& b;
  const RoomPlan& room;
  RoomSpace& space;
  Rng& rng;
  const std::vector<size_t>& floor;

  const ObjectType& type(std::string_view t) const { return *b.types().find(t); }
};

// Floor pieces against a wall face away from it, so the yaw names the wall.
Side side_of_yaw(double yaw) {
  switch (static_cast<int>(std::lround(wrap360(yaw) / 90.0)) % 4) {
    case 0:
      return Side::South;
    case 1:
      return Side::West;
    case 2:
      return Side::North;
    default:
      return Side::East;
  }
}

std::optional<size_t> find_piece(const WallCtx& c, std::string_view type) {
  for (size_t i : c.floor)
    if (c.b.object(i).type == type) return i;
  return std::nullopt;
}

bool hang(WallCtx& c, std::string_view type, Side s, double along, double y) {
  const ObjectType& t = c.type(type);
  double half = t.size[0] / 2, bottom = y - t.size[2] / 2, top = y + t.size[2] / 2;
  if (!c.space.wall_free(s, along - half, along + half, bottom, top, 0.1)) return false;
  Vec2 centre = against_wall(c.room.rect, s, along, t.size[1], 0.01);
  double yaw = facing_yaw(s);
  Box2 box = footprint(centre, t.size[0], t.size[1], yaw);
  // Anything deeper than a picture (shelves, holders) would catch a swinging door.
  if (t.size[1] > 0.06 && !c.space.clear_of_doors(box)) return false;
  c.space.take_wall(s, along - half, along + half, bottom, top);
  c.b.add(c.room, type, {centre.x, y, centre.z}, yaw, {box, bottom, top});
  return true;
}

bool hang_anywhere(WallCtx& c, std::string_view type, double y) {
  double half = c.type(type).size[0] / 2;
  std::vector<double> lengths;
  for (Side s : kSides) lengths.push_back(wall_of(c.room.rect, s).length());
  for (int i = 0; i < 30; ++i) {
    Wall w = wall_of(c.room.rect, kSides[c.rng.weighted(lengths)]);
    if (w.length() < 2 * half + 0.2) continue;
    if (hang(c, type, w.side, c.rng.uniform(w.lo + half + 0.1, w.hi - half - 0.1), y)) return true;
  }
  return false;
}

// Tries `along ± reach` on the wall of a floor piece, in random order.
bool hang_beside(WallCtx& c, std::string_view type, size_t piece, double reach, double y) {
  const Object& o = c.b.object(piece);
  Side s = side_of_yaw(o.yaw);
  double along = along_of(s, o.position.xz());
  double sign = c.rng.chance(0.5) ? 1 : -1;
  return hang(c, type, s, along + sign * reach, y) || hang(c, type, s, along - sign * reach, y);
}

// Light switches sit just beside a door, at the handle side.
bool hang_by_door(WallCtx& c, std::string_view type, double y) {
  double reach = kDoorHalf + 0.12 + c.type(type).size[0] / 2;
  std::vector<std::pair<Side, double>> spots;
  for (Side s : kSides)
    for (double t : c.space.doors_on(s)) {
      spots.push_back({s, t - reach});
      spots.push_back({s, t + reach});
    }
  c.rng.shuffle(spots);
  for (const auto& [s, along] : spots)
    if (hang(c, type, s, along, y)) return true;
  return hang_anywhere(c, type, y);
}

// The curtain hangs along the open side of the tub, not on a wall.
void hang_curtain(WallCtx& c, std::string_view type, size_t tub, double y) {
  const Object& o = c.b.object(tub);
  Vec2 dir = yaw_dir(o.yaw);
  double dist = c.type("Bathtub").size[1] / 2 + 0.03;
  Vec2 p{o.position.x + dir.x * dist, o.position.z + dir.z * dist};
  const ObjectType& t = c.type(type);
  c.b.add(c.room, type, {p.x, y, p.z}, o.yaw,
          {footprint(p, t.size[0], t.size[1], o.yaw), y - t.size[2] / 2, y + t.size[2] / 2});
}

void hang_one(WallCtx& c, const WallRule& rule) {
  std::string_view type = rule.type;
  double half = c.type(type).size[0] / 2;
  auto sink = find_piece(c, "Sink");
  auto toilet = find_piece(c, "Toilet");
  auto tub = find_piece(c, "Bathtub");
  switch (rule.spot) {
    case WallSpot::ByDoor:
      hang_by_door(c, type, rule.height);
      break;
    case WallSpot::Anywhere:
      hang_anywhere(c, type, rule.height);
      break;
    case WallSpot::AboveSink:
      if (!sink || !hang_beside(c, type, *sink, 0.0, rule.height))
        hang_anywhere(c, type, rule.height);
      break;
    case WallSpot::BesideSink:
      if (!sink ||
          !hang_beside(c, type, *sink, c.type("Sink").size[0] / 2 + 0.1 + half, rule.height))
        hang_anywhere(c, type, rule.height);
      break;
    case WallSpot::BesideToilet:
      // In a small room any wall is within reach of the toilet.
      if (toilet &&
          !hang_beside(c, type, *toilet, c.type("Toilet").size[0] / 2 + 0.12 + half, rule.height) &&
          c.room.rect.area() < 7)
        hang_anywhere(c, type, rule.height);
      break;
    case WallSpot::AboveTub:
      if (tub)
        hang_beside(c, type, *tub, c.type("Bathtub").size[0] / 2 - 0.25, rule.height);
      else if (c.rng.chance(0.3))
        hang_anywhere(c, type, rule.height);  // a walk-in shower
      break;
    case WallSpot::TubFront:
      if (tub) hang_curtain(c, type, *tub, rule.height);
      break;
  }
}

}  // namespace

void hang_wall_pieces(HouseBuilder& b, const RoomPlan& room, RoomSpace& space, Rng& rng,
                      const std::vector<size_t>& floor_pieces) {
  WallCtx c{b, room, space, rng, floor_pieces};
  for (const WallRule& rule : wall_rules(room.type)) {
    if (!rng.chance(rule.p)) continue;
    int n = static_cast<int>(rng.between(rule.lo, rule.hi));
    for (int i = 0; i < n; ++i) hang_one(c, rule);
  }
}

}  // namespace mm::builtin
