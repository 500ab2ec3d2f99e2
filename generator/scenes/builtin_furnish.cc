#include "generator/scenes/builtin_furnish.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <utility>

#include "generator/scenes/builtin_catalog.h"

namespace mm::builtin {
namespace {

// A placed floor piece; `side` is set when it stands against a wall.
struct Placed {
  size_t obj;
  std::string type;
  std::optional<Side> side;
  double along = 0;
};

struct Ctx {
  HouseBuilder& b;
  const RoomPlan& room;
  RoomSpace& space;
  Rng& rng;
  std::vector<Placed> placed;
  Side run_side = Side::North;

  const ObjectType& type(std::string_view t) const { return *b.types().find(t); }
  const Placed* first(std::string_view t) const {
    for (const Placed& p : placed)
      if (p.type == t) return &p;
    return nullptr;
  }
  const Rect& rect() const { return room.rect; }
};

Box2 piece_box(const ObjectType& t, Vec2 centre, double yaw) {
  return footprint(centre, t.size[0], t.size[1], yaw);
}

size_t put(Ctx& c, std::string_view type, Vec2 centre, double yaw, std::optional<Side> side,
           double along = 0) {
  const ObjectType& t = c.type(type);
  Box2 box = piece_box(t, centre, yaw);
  c.space.take_floor(box, t.size[2]);
  size_t i = c.b.add(c.room, type, {centre.x, t.size[2] / 2, centre.z}, yaw, {box, 0, t.size[2]});
  c.placed.push_back({i, std::string(type), side, along});
  return i;
}

bool try_at(Ctx& c, std::string_view type, Vec2 centre, double yaw, double gap,
            double wall_gap = 0) {
  if (!c.space.floor_free(piece_box(c.type(type), centre, yaw), gap, wall_gap)) return false;
  put(c, type, centre, yaw, std::nullopt);
  return true;
}

bool try_against(Ctx& c, std::string_view type, Side s, double along, double gap) {
  const ObjectType& t = c.type(type);
  Vec2 centre = against_wall(c.rect(), s, along, t.size[1]);
  double yaw = facing_yaw(s);
  if (!c.space.floor_free(piece_box(t, centre, yaw), gap)) return false;
  put(c, type, centre, yaw, s, along);
  return true;
}

// Scans one wall in steps, from its `forward` end; first fit wins.
bool scan_wall(Ctx& c, std::string_view type, Side s, bool forward, double step, double gap) {
  Wall w = wall_of(c.rect(), s);
  double half = c.type(type).size[0] / 2;
  int steps = static_cast<int>(std::floor((w.length() - 2 * half) / step + 1e-9));
  for (int i = 0; i <= steps; ++i) {
    double along = forward ? w.lo + half + i * step : w.hi - half - i * step;
    if (try_against(c, type, s, along, gap)) return true;
  }
  return false;
}

// Clockwise from the run wall, each wall walked in clockwise direction so
// units continue round the corners (North runs west to east, and so on).
bool place_run(Ctx& c, std::string_view type) {
  for (int k = 0; k < 4; ++k) {
    Side s = kSides[(static_cast<int>(c.run_side) + k) % 4];
    if (scan_wall(c, type, s, s == Side::North || s == Side::West, kGrid, 0.01)) return true;
  }
  return false;
}

Side random_wall(Ctx& c) {
  std::vector<double> lengths;
  for (Side s : kSides) lengths.push_back(wall_of(c.rect(), s).length());
  return kSides[c.rng.weighted(lengths)];
}

bool place_wall(Ctx& c, std::string_view type) {
  double half = c.type(type).size[0] / 2;
  for (int i = 0; i < 40; ++i) {
    Side s = random_wall(c);
    Wall w = wall_of(c.rect(), s);
    if (w.length() < 2 * half) continue;
    if (try_against(c, type, s, c.rng.uniform(w.lo + half, w.hi - half), 0.05)) return true;
  }
  int start = static_cast<int>(c.rng.below(4));
  for (int k = 0; k < 4; ++k)
    if (scan_wall(c, type, kSides[(start + k) % 4], true, 0.1, 0.05)) return true;
  return false;
}

bool place_free(Ctx& c, std::string_view type, double gap, double wall_gap) {
  const ObjectType& t = c.type(type);
  const Rect& r = c.rect();
  double reach = std::max(t.size[0], t.size[1]) / 2 + wall_gap;
  if (r.width() < 2 * reach || r.depth() < 2 * reach) return false;
  for (int i = 0; i < 30; ++i) {
    Vec2 centre{c.rng.uniform(r.x0 + reach, r.x1 - reach),
                c.rng.uniform(r.z0 + reach, r.z1 - reach)};
    if (try_at(c, type, centre, 90.0 * static_cast<double>(c.rng.below(4)), gap, wall_gap))
      return true;
  }
  return false;
}

// Chairs on the long sides first, then the ends, each facing the table.
void place_chairs(Ctx& c, size_t table, int n) {
  const Box2& t = c.b.extent(table).box;
  Vec2 m{(t.min_x + t.max_x) / 2, (t.min_z + t.max_z) / 2};
  double off = 0.05 + c.type("Chair").size[1] / 2;
  std::vector<std::pair<Vec2, double>> sides, ends;
  if (t.width() >= t.depth()) {
    for (double x : t.width() >= 1.4 ? std::vector<double>{m.x - t.width() / 4, m.x + t.width() / 4}
                                     : std::vector<double>{m.x}) {
      sides.push_back({{x, t.min_z - off}, 0});
      sides.push_back({{x, t.max_z + off}, 180});
    }
    ends = {{{t.min_x - off, m.z}, 90}, {{t.max_x + off, m.z}, 270}};
  } else {
    for (double z : t.depth() >= 1.4 ? std::vector<double>{m.z - t.depth() / 4, m.z + t.depth() / 4}
                                     : std::vector<double>{m.z}) {
      sides.push_back({{t.min_x - off, z}, 90});
      sides.push_back({{t.max_x + off, z}, 270});
    }
    ends = {{{m.x, t.min_z - off}, 0}, {{m.x, t.max_z + off}, 180}};
  }
  sides.insert(sides.end(), ends.begin(), ends.end());
  int done = 0;
  for (const auto& [pos, yaw] : sides)
    if (done < n && try_at(c, "Chair", pos, yaw, 0.02)) ++done;
}

// Tables keep `kAisle` from walls and other furniture so chairs and people fit.
constexpr double kAisle = 0.5;

// The stretch between the sofa and the TV stand, which a table must not block.
std::optional<Box2> tv_corridor(const Ctx& c) {
  const Placed *sofa = c.first("Sofa"), *tv = c.first("TVStand");
  if (!sofa || !tv) return std::nullopt;
  const Box2 &a = c.b.extent(sofa->obj).box, &b = c.b.extent(tv->obj).box;
  return Box2{std::min(a.min_x, b.min_x), std::min(a.min_z, b.min_z), std::max(a.max_x, b.max_x),
              std::max(a.max_z, b.max_z)};
}

bool place_middle(Ctx& c, std::string_view type) {
  const ObjectType& t = c.type(type);
  const Rect& r = c.rect();
  bool long_x = r.width() >= r.depth();
  std::optional<Box2> corridor = tv_corridor(c);
  for (int i = 0; i < 30; ++i) {
    // Mostly with the table's long side along the room's long side.
    double yaw = (long_x == c.rng.chance(0.75)) ? 0 : 90;
    Box2 probe = piece_box(t, {0, 0}, yaw);
    double hx = probe.width() / 2 + kAisle, hz = probe.depth() / 2 + kAisle;
    if (r.width() < 2 * hx || r.depth() < 2 * hz) continue;
    Vec2 centre{c.rng.uniform(r.x0 + hx, r.x1 - hx), c.rng.uniform(r.z0 + hz, r.z1 - hz)};
    if (corridor && piece_box(t, centre, yaw).overlaps(*corridor)) continue;
    if (!try_at(c, type, centre, yaw, kAisle, kAisle)) continue;
    if (type == "DiningTable")
      place_chairs(c, c.placed.back().obj, static_cast<int>(c.rng.between(2, 4)));
    return true;
  }
  return false;
}

bool place_bedside(Ctx& c, std::string_view type) {
  const Placed* bed = c.first("Bed");
  if (!bed || !bed->side) return place_wall(c, type);
  double reach = c.type("Bed").size[0] / 2 + 0.05 + c.type(type).size[0] / 2;
  // Left or right of the bed, whichever is free (the other one next time).
  double sign = c.rng.chance(0.5) ? 1 : -1;
  for (double s : {sign, -sign})
    if (try_against(c, type, *bed->side, bed->along + s * reach, 0.02)) return true;
  return false;
}

bool place_sofa_front(Ctx& c, std::string_view type) {
  const Placed* sofa = c.first("Sofa");
  if (sofa) {
    const Object& o = c.b.object(sofa->obj);
    Vec2 dir = yaw_dir(o.yaw);
    for (double gap : {0.4, 0.3, 0.55}) {
      double dist = c.type("Sofa").size[1] / 2 + gap + c.type(type).size[1] / 2;
      Vec2 centre{o.position.x + dir.x * dist, o.position.z + dir.z * dist};
      if (try_at(c, type, centre, o.yaw, 0.05)) return true;
    }
  }
  return place_free(c, type, 0.5, 0.5);
}

bool place_facing_sofa(Ctx& c, std::string_view type) {
  const Placed* sofa = c.first("Sofa");
  if (sofa && sofa->side) {
    for (double off : {0.0, 0.25, -0.25, 0.5, -0.5, 0.75, -0.75, 1.0, -1.0})
      if (try_against(c, type, opposite(*sofa->side), sofa->along + off, 0.05)) return true;
  }
  return place_wall(c, type);
}

// A chair pulled up to the desk, facing it.
void add_desk_chair(Ctx& c, size_t desk) {
  const Object& o = c.b.object(desk);
  Vec2 dir = yaw_dir(o.yaw);
  double dist = c.type("Desk").size[1] / 2 + 0.05 + c.type("Chair").size[1] / 2;
  try_at(c, "Chair", {o.position.x + dir.x * dist, o.position.z + dir.z * dist}, o.yaw + 180, 0.02);
}

// The tap sits at the back of the basin; nothing holds it, so no parent.
void add_faucet(Ctx& c, size_t sink) {
  const Object& o = c.b.object(sink);
  Vec2 dir = yaw_dir(o.yaw);
  double back = c.type("Sink").size[1] / 2 - 0.08;
  Vec2 p{o.position.x - dir.x * back, o.position.z - dir.z * back};
  double y = c.type("Sink").size[2] + 0.1;
  c.b.add(c.room, "Faucet", {p.x, y, p.z}, o.yaw,
          {{p.x - 0.05, p.z - 0.05, p.x + 0.05, p.z + 0.05}, y - 0.1, y + 0.1});
}

bool place_one(Ctx& c, const FurnitureRule& rule) {
  size_t before = c.placed.size();
  bool ok = false;
  switch (rule.spot) {
    case Spot::Run:
      ok = place_run(c, rule.type);
      break;
    case Spot::Wall:
      ok = place_wall(c, rule.type);
      break;
    case Spot::Middle:
      ok = place_middle(c, rule.type);
      break;
    case Spot::Free:
      ok = place_free(c, rule.type, 0.3, 0.2);
      break;
    case Spot::BedSide:
      ok = place_bedside(c, rule.type);
      break;
    case Spot::SofaFront:
      ok = place_sofa_front(c, rule.type);
      break;
    case Spot::FacingSofa:
      ok = place_facing_sofa(c, rule.type);
      break;
  }
  if (!ok) return false;
  size_t obj = c.placed[before].obj;
  if (rule.type == "Desk" && c.rng.chance(0.85)) add_desk_chair(c, obj);
  if (rule.type == "Sink") add_faucet(c, obj);
  return true;
}

// The run starts on a long wall with few doors.
Side pick_run_side(Ctx& c) {
  Side best = Side::North;
  double best_score = -1e9;
  for (Side s : kSides) {
    double score = wall_of(c.rect(), s).length() -
                   1.5 * static_cast<double>(c.space.doors_on(s).size()) + c.rng.uniform(0, 1);
    if (score > best_score) best = s, best_score = score;
  }
  return best;
}

}  // namespace

Furnished furnish_room(HouseBuilder& b, const RoomPlan& room, const std::vector<DoorPlan>& doors,
                       Rng& rng) {
  RoomSpace space(room.rect, doors);
  Ctx c{b, room, space, rng, {}};
  c.run_side = pick_run_side(c);
  int missing = 0;
  for (const FurnitureRule& rule : furniture_rules(room.type)) {
    if (room.rect.area() < rule.min_area || !rng.chance(rule.p)) continue;
    int n = static_cast<int>(rng.between(rule.lo, rule.hi));
    for (int i = 0; i < n; ++i)
      if (!place_one(c, rule) && rule.p >= 1) ++missing;
  }
  std::vector<size_t> floor_pieces;
  for (const Placed& p : c.placed) floor_pieces.push_back(p.obj);
  hang_wall_pieces(b, room, space, rng, floor_pieces);
  return {std::move(space), missing};
}

}  // namespace mm::builtin
