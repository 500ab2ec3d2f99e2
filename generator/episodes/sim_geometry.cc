// Containment walks and the simplified placement physics of the simulator:
// where a put, dropped, thrown, pushed or pulled object comes to rest. All of
// it is a pure function of the world state, so check_action can ask the same
// questions apply_action will act on.
#include <algorithm>
#include <array>
#include <cmath>
#include <set>

#include "generator/episodes/sim_internal.h"

namespace mm::sim {
namespace {

// Small objects have no size in the type table; a mug, a plate and a box
// are all about this big, which is all the slot grid needs.
constexpr double kSmallWidth = 0.3;
constexpr double kSmallHeight = 0.1;

const Room* room_of(const Scene& s, const Object& o) { return s.room(o.room); }

bool inside_room(const Scene& s, const Object& o, Vec2 p) {
  const Room* r = room_of(s, o);
  return r && point_in_polygon(p, r->polygon);
}

Vec2 room_centre(const Scene& s, const Object& o) {
  const Room* r = room_of(s, o);
  return r ? polygon_centroid(r->polygon) : o.position.xz();
}

// The 3x3 slot grid over the inner part of a footprint, centre first so an
// empty receptacle receives its item in the middle.
std::vector<Vec2> slot_grid(const Box2& fp) {
  double mx = fp.width() * 0.2, mz = fp.depth() * 0.2;
  double x0 = fp.min_x + mx, x1 = fp.max_x - mx, z0 = fp.min_z + mz, z1 = fp.max_z - mz;
  std::vector<Vec2> out = {{(x0 + x1) / 2, (z0 + z1) / 2}};
  for (int iz = 0; iz < 3; ++iz)
    for (int ix = 0; ix < 3; ++ix)
      if (ix != 1 || iz != 1) out.push_back({x0 + (x1 - x0) * ix / 2, z1 - (z1 - z0) * iz / 2});
  return out;
}

Vec2 clamp_to(const Box2& b, Vec2 p, double margin) {
  double lo_x = b.min_x + margin, hi_x = b.max_x - margin;
  double lo_z = b.min_z + margin, hi_z = b.max_z - margin;
  if (lo_x > hi_x) lo_x = hi_x = (b.min_x + b.max_x) / 2;
  if (lo_z > hi_z) lo_z = hi_z = (b.min_z + b.max_z) / 2;
  return {std::clamp(p.x, lo_x, hi_x), std::clamp(p.z, lo_z, hi_z)};
}

}  // namespace

const Object* closed_enclosure(const Scene& s, const Object& o) {
  const Object* cur = &o;
  // The bound guards against a cyclic scene; check_scene rejects those anyway.
  for (size_t guard = 0; guard <= s.objects.size() && !cur->parent.empty(); ++guard) {
    const Object* p = s.object(cur->parent);
    if (!p) return nullptr;
    const ObjectType* pt = type_of(*p);
    if (cur->link == Link::In && pt && pt->openable && !state_value(*p, Attr::IsOpen)) return p;
    cur = p;
  }
  return nullptr;
}

bool carried_by_hand(const WorldState& w, const Object& o) {
  if (w.held.empty()) return false;
  if (o.id == w.held) return true;
  for (const Object* a : w.scene.ancestors(o.id))
    if (a->id == w.held) return true;
  return false;
}

std::vector<std::string> descendants(const Scene& s, const std::string& id) {
  std::set<std::string> inside{id};
  for (bool grew = true; grew;) {
    grew = false;
    for (const auto& o : s.objects)
      if (!o.parent.empty() && inside.count(o.parent) && inside.insert(o.id).second) grew = true;
  }
  std::vector<std::string> out;
  for (const auto& o : s.objects)
    if (o.id != id && inside.count(o.id)) out.push_back(o.id);
  return out;
}

Box2 object_footprint(const Object& o) {
  const ObjectType* t = type_of(o);
  if (!t || t->size[0] <= 0 || t->size[1] <= 0)
    return footprint(o.position.xz(), kSmallWidth, kSmallWidth, 0);
  return footprint(o.position.xz(), t->size[0], t->size[1], o.yaw);
}

double object_height(const Object& o) {
  const ObjectType* t = type_of(o);
  return t && t->size[2] > 0 ? t->size[2] : kSmallHeight;
}

Vec3 put_position(const Scene& s, const Object& receptacle, const std::string& item_id) {
  std::vector<Vec2> others;
  std::optional<double> resting_y;
  for (const Object* c : s.children(receptacle.id)) {
    if (c->id == item_id) continue;
    others.push_back(c->position.xz());
    if (!resting_y) resting_y = c->position.y;
  }
  Vec2 best = receptacle.position.xz();
  double best_gap = -1;
  for (Vec2 p : slot_grid(object_footprint(receptacle))) {
    if (!inside_room(s, receptacle, p)) continue;
    double gap = 1e9;
    for (Vec2 q : others) gap = std::min(gap, distance(p, q));
    if (gap > best_gap + 1e-9) best_gap = gap, best = p;
  }
  // Follow the height of what already rests there, so whichever convention
  // the scene source used for y stays consistent.
  // Otherwise: inside an enclosure at its mid-height, on a surface at its top.
  const ObjectType* rt = type_of(receptacle);
  bool encloses = rt && rt->link == Link::In;
  double y = resting_y    ? *resting_y
             : encloses   ? receptacle.position.y
                          : receptacle.position.y + object_height(receptacle) / 2;
  return round_position({best.x, y, best.z});
}

Vec3 floor_position(const Scene& s, const Object& item, bool thrown) {
  Vec2 p = item.position.xz();
  if (!inside_room(s, item, p)) p = room_centre(s, item);
  if (thrown) {
    Vec2 c = room_centre(s, item);
    double d = distance(p, c);
    if (d > 1e-9) {
      double step = std::min(kThrowDistance, d);
      Vec2 t{p.x + (c.x - p.x) / d * step, p.z + (c.z - p.z) / d * step};
      if (inside_room(s, item, t)) p = t;
    }
  }
  return round_position({p.x, kFloorY, p.z});
}

std::optional<Vec3> push_target(const Scene& s, const Object& o, bool push) {
  Vec2 p = o.position.xz(), c = room_centre(s, o);
  double dx = push ? p.x - c.x : c.x - p.x, dz = push ? p.z - c.z : c.z - p.z;
  double len = std::hypot(dx, dz);
  if (len < 1e-9) dx = 0, dz = push ? 1 : -1, len = 1;  // at the centre: push north, pull south
  const Object* parent = o.parent.empty() ? nullptr : s.object(o.parent);
  for (double step : {kPushDistance, kPushDistance / 2, kPushDistance / 4}) {
    Vec2 t{p.x + dx / len * step, p.z + dz / len * step};
    // What rests on a receptacle stays on it: the push stops at its edge.
    if (parent) t = clamp_to(object_footprint(*parent), t, 0.02);
    Vec3 r = round_position({t.x, o.position.y, t.z});
    double moved = distance(r.xz(), round_position(o.position).xz());
    if (moved >= 0.01 && moved <= step + 0.002 && inside_room(s, o, r.xz())) return r;
  }
  return std::nullopt;
}

}  // namespace mm::sim
