#include "generator/scenes/builtin_fill.h"

#include <map>
#include <string>
#include <utility>

#include "generator/scenes/builtin_catalog.h"

namespace mm::builtin {
namespace {

constexpr int kMaxDepth = 4;  // furniture, container, container, item

struct FillCtx {
  HouseBuilder& b;
  const RoomPlan& room;
  RoomSpace& space;
  Rng& rng;
  std::vector<size_t> queue;  // receptacles still to fill, in order
  std::map<std::string, int, std::less<>> in_room;
  std::map<size_t, int> kids;
  std::map<std::pair<size_t, std::string>, int> kids_of_type;
};

bool allowed(const FillCtx& c, size_t parent, const ObjectType& child) {
  const ObjectType& pt = c.b.type_of(parent);
  auto k = c.kids.find(parent);
  int n = k == c.kids.end() ? 0 : k->second;
  auto r = c.in_room.find(child.name);
  auto s = c.kids_of_type.find({parent, child.name});
  return c.b.depth(parent) < kMaxDepth && n < pt.capacity && child.placement == Placement::Small &&
         child.in_room(c.room.type) && c.b.types().can_hold(pt.name, child.name) &&
         (r == c.in_room.end() || r->second < room_limit(child.name)) &&
         (s == c.kids_of_type.end() || s->second < parent_limit(child.name));
}

// Where a child rests: spread over a piece's top, inside an enclosure, or
// close to the centre of a small container.
Vec3 child_position(FillCtx& c, size_t parent) {
  const Extent& e = c.b.extent(parent);
  const ObjectType& pt = c.b.type_of(parent);
  double mx = e.box.width() * 0.2, mz = e.box.depth() * 0.2;
  Vec2 xz{c.rng.uniform(e.box.min_x + mx, e.box.max_x - mx),
          c.rng.uniform(e.box.min_z + mz, e.box.max_z - mz)};
  double y = e.top;
  if (pt.link == Link::In) {
    if (pt.placement == Placement::Small)
      y = e.base + 0.02;
    else if (pt.name == "Sink")
      y = e.top - 0.12;
    else
      y = e.base + (e.top - e.base) * c.rng.uniform(0.2, 0.8);
  }
  return {xz.x, y, xz.z};
}

double small_yaw(FillCtx& c, const ObjectType& t, double parent_yaw) {
  // Appliances and screens face the way their furniture faces.
  return t.fronted ? parent_yaw : 15.0 * static_cast<double>(c.rng.below(24));
}

size_t add_small(FillCtx& c, std::string_view type, Vec3 p, double yaw, size_t parent) {
  const ObjectType& t = *c.b.types().find(type);
  Extent e{{p.x - 0.05, p.z - 0.05, p.x + 0.05, p.z + 0.05}, p.y, p.y + 0.1};
  size_t i = c.b.add(c.room, type, p, yaw, e, parent);
  ++c.in_room[std::string(type)];
  if (parent != HouseBuilder::kNone) {
    ++c.kids[parent];
    ++c.kids_of_type[{parent, std::string(type)}];
  }
  if (t.receptacle) c.queue.push_back(i);
  return i;
}

bool add_child(FillCtx& c, size_t parent, std::string_view type) {
  const ObjectType* t = c.b.types().find(type);
  if (!t || !allowed(c, parent, *t)) return false;
  Vec3 p = child_position(c, parent);
  add_small(c, type, p, small_yaw(c, *t, c.b.object(parent).yaw), parent);
  return true;
}

// Once-per-room children (one microwave per kitchen) go on a random one of
// the room's receptacles of the right type.
void add_room_featured(FillCtx& c) {
  for (const FeaturedChild& f : featured_children()) {
    if (!f.once_per_room) continue;
    std::vector<size_t> hosts;
    for (size_t i : c.queue)
      if (c.b.object(i).type == f.parent) hosts.push_back(i);
    if (hosts.empty() || !c.rng.chance(f.p)) continue;
    add_child(c, c.rng.pick(hosts), f.child);
  }
}

void add_featured(FillCtx& c, size_t parent) {
  for (const FeaturedChild& f : featured_children()) {
    if (f.once_per_room || f.parent != c.b.object(parent).type || !c.rng.chance(f.p)) continue;
    int n = static_cast<int>(c.rng.between(f.lo, f.hi));
    for (int i = 0; i < n; ++i) add_child(c, parent, f.child);
  }
}

void add_random(FillCtx& c, size_t parent) {
  const ObjectType& pt = c.b.type_of(parent);
  int have = c.kids.count(parent) ? c.kids[parent] : 0;
  double rate = fill_rate(pt.name);
  int n = 0;
  for (int i = have; i < pt.capacity; ++i) n += c.rng.chance(rate) ? 1 : 0;
  for (int k = 0; k < n; ++k) {
    std::vector<const ObjectType*> options;
    std::vector<double> weights;
    for (const std::string& name : pt.holds) {  // a std::set: sorted, so stable
      const ObjectType* t = c.b.types().find(name);
      double w = t ? child_weight(pt.name, *t) : 0;
      if (w <= 0 || !allowed(c, parent, *t)) continue;
      options.push_back(t);
      weights.push_back(w);
    }
    if (options.empty()) return;
    add_child(c, parent, options[c.rng.weighted(weights)]->name);
  }
}

// A few things left on the floor, clear of furniture and doorways.
void add_floor_items(FillCtx& c) {
  const Rect& r = c.room.rect;
  for (const FloorItemRule& f : floor_items()) {
    if (f.room != c.room.type || !c.rng.chance(f.p)) continue;
    const ObjectType* t = c.b.types().find(f.type);
    auto have = c.in_room.find(f.type);
    if (!t || (have != c.in_room.end() && have->second >= room_limit(f.type))) continue;
    for (int i = 0; i < 30; ++i) {
      Vec2 p{c.rng.uniform(r.x0 + 0.3, r.x1 - 0.3), c.rng.uniform(r.z0 + 0.3, r.z1 - 0.3)};
      Box2 box{p.x - 0.15, p.z - 0.15, p.x + 0.15, p.z + 0.15};
      if (!c.space.floor_free(box, 0.1)) continue;
      c.space.take_floor(box, 0.3);
      add_small(c, f.type, {p.x, 0, p.z}, small_yaw(c, *t, 0), HouseBuilder::kNone);
      break;
    }
  }
}

void drain_queue(FillCtx& c, size_t from) {
  for (size_t q = from; q < c.queue.size(); ++q) {
    size_t parent = c.queue[q];
    add_featured(c, parent);
    add_random(c, parent);
  }
}

}  // namespace

void fill_room(HouseBuilder& b, const RoomPlan& room, RoomSpace& space, size_t first_object,
               Rng& rng) {
  FillCtx c{b, room, space, rng, {}, {}, {}, {}};
  for (size_t i = first_object; i < b.size(); ++i) {
    ++c.in_room[b.object(i).type];
    if (b.type_of(i).receptacle) c.queue.push_back(i);
  }
  add_room_featured(c);
  drain_queue(c, 0);
  size_t floor_from = c.queue.size();
  add_floor_items(c);
  drain_queue(c, floor_from);
}

}  // namespace mm::builtin
