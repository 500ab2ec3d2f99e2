#include "generator/scenes/builtin_space.h"

#include <fmt/format.h>

#include <cmath>

namespace mm::builtin {

double snap(double v) { return std::round(v / kGrid) * kGrid; }

std::vector<Vec2> Rect::polygon() const { return {{x0, z0}, {x1, z0}, {x1, z1}, {x0, z1}}; }

Wall wall_of(const Rect& r, Side s) {
  switch (s) {
    case Side::North:
      return {s, r.z1, r.x0, r.x1};
    case Side::South:
      return {s, r.z0, r.x0, r.x1};
    case Side::East:
      return {s, r.x1, r.z0, r.z1};
    case Side::West:
      return {s, r.x0, r.z0, r.z1};
  }
  return {s, 0, 0, 0};
}

Side opposite(Side s) {
  switch (s) {
    case Side::North:
      return Side::South;
    case Side::South:
      return Side::North;
    case Side::East:
      return Side::West;
    case Side::West:
      return Side::East;
  }
  return s;
}

double facing_yaw(Side s) {
  switch (s) {
    case Side::South:
      return 0;  // back to the south wall, facing north
    case Side::West:
      return 90;
    case Side::North:
      return 180;
    case Side::East:
      return 270;
  }
  return 0;
}

Vec2 yaw_dir(double yaw) {
  switch (static_cast<int>(std::lround(wrap360(yaw) / 90.0)) % 4) {
    case 0:
      return {0, 1};
    case 1:
      return {1, 0};
    case 2:
      return {0, -1};
    default:
      return {-1, 0};
  }
}

Vec2 against_wall(const Rect& r, Side s, double along, double depth, double inset) {
  double off = depth / 2 + inset;
  switch (s) {
    case Side::North:
      return {along, r.z1 - off};
    case Side::South:
      return {along, r.z0 + off};
    case Side::East:
      return {r.x1 - off, along};
    case Side::West:
      return {r.x0 + off, along};
  }
  return {};
}

double along_of(Side s, Vec2 p) { return (s == Side::North || s == Side::South) ? p.x : p.z; }

std::optional<Side> side_at(const Rect& r, Vec2 p, double eps) {
  bool in_x = p.x >= r.x0 - eps && p.x <= r.x1 + eps;
  bool in_z = p.z >= r.z0 - eps && p.z <= r.z1 + eps;
  if (in_x && std::fabs(p.z - r.z1) < eps) return Side::North;
  if (in_x && std::fabs(p.z - r.z0) < eps) return Side::South;
  if (in_z && std::fabs(p.x - r.x1) < eps) return Side::East;
  if (in_z && std::fabs(p.x - r.x0) < eps) return Side::West;
  return std::nullopt;
}

RoomSpace::RoomSpace(const Rect& r, const std::vector<DoorPlan>& doors_of_room) : rect_(r) {
  for (const DoorPlan& d : doors_of_room) {
    auto side = side_at(r, d.pos);
    if (!side) continue;
    double t = along_of(*side, d.pos);
    doors_[static_cast<int>(*side)].push_back(t);
    take_wall(*side, t - kDoorHalf, t + kDoorHalf, 0, kDoorHeight);
    // The clear zone is a little wider than the door so a swing fits.
    Box2 zone;
    switch (*side) {
      case Side::North:
        zone = {t - kDoorEnd, r.z1 - kDoorClear, t + kDoorEnd, r.z1};
        break;
      case Side::South:
        zone = {t - kDoorEnd, r.z0, t + kDoorEnd, r.z0 + kDoorClear};
        break;
      case Side::East:
        zone = {r.x1 - kDoorClear, t - kDoorEnd, r.x1, t + kDoorEnd};
        break;
      case Side::West:
        zone = {r.x0, t - kDoorEnd, r.x0 + kDoorClear, t + kDoorEnd};
        break;
    }
    door_zones_.push_back(zone);
  }
}

bool RoomSpace::floor_free(const Box2& b, double gap, double wall_gap) const {
  constexpr double eps = 1e-9;
  if (b.min_x < rect_.x0 + wall_gap - eps || b.max_x > rect_.x1 - wall_gap + eps ||
      b.min_z < rect_.z0 + wall_gap - eps || b.max_z > rect_.z1 - wall_gap + eps)
    return false;
  for (const Box2& t : taken_)
    if (b.overlaps(t, gap)) return false;
  return clear_of_doors(b);
}

bool RoomSpace::clear_of_doors(const Box2& b) const {
  for (const Box2& z : door_zones_)
    if (b.overlaps(z)) return false;
  return true;
}

void RoomSpace::take_floor(const Box2& b, double height) {
  taken_.push_back(b);
  // A piece near a wall hides that stretch of wall up to its height.
  constexpr double near = 0.1;
  if (b.max_z > rect_.z1 - near) take_wall(Side::North, b.min_x, b.max_x, 0, height);
  if (b.min_z < rect_.z0 + near) take_wall(Side::South, b.min_x, b.max_x, 0, height);
  if (b.max_x > rect_.x1 - near) take_wall(Side::East, b.min_z, b.max_z, 0, height);
  if (b.min_x < rect_.x0 + near) take_wall(Side::West, b.min_z, b.max_z, 0, height);
}

bool RoomSpace::wall_free(Side s, double lo, double hi, double bottom, double top,
                          double gap) const {
  Wall w = wall_of(rect_, s);
  if (lo < w.lo + 0.05 || hi > w.hi - 0.05) return false;
  for (const Span& sp : wall_spans_[static_cast<int>(s)]) {
    bool along = lo < sp.hi + gap && sp.lo < hi + gap;
    bool height = bottom < sp.top && sp.bottom < top;
    if (along && height) return false;
  }
  return true;
}

void RoomSpace::take_wall(Side s, double lo, double hi, double bottom, double top) {
  wall_spans_[static_cast<int>(s)].push_back({lo, hi, bottom, top});
}

size_t HouseBuilder::add(const RoomPlan& room, std::string_view type, Vec3 pos, double yaw,
                         const Extent& ext, size_t parent) {
  std::string key = fmt::format("{}|{}", type, room.number);
  int n = counters_[key]++;
  Object o;
  o.id = fmt::format("{}|{}", key, n);
  o.type = std::string(type);
  o.room = room.id;
  o.position = pos;
  o.yaw = wrap360(yaw);
  if (parent != kNone) {
    o.parent = scene_.objects[parent].id;
    o.link = types_.find(scene_.objects[parent].type)->link;
  }
  scene_.objects.push_back(std::move(o));
  extents_.push_back(ext);
  depths_.push_back(parent == kNone ? 1 : depths_[parent] + 1);
  parents_.push_back(parent);
  return scene_.objects.size() - 1;
}

}  // namespace mm::builtin
