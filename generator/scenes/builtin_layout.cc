#include "generator/scenes/builtin_layout.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <limits>
#include <string>

#include "base/rng.h"

namespace mm::builtin {
namespace {

constexpr const char* kKitchen = "Kitchen";
constexpr const char* kLiving = "LivingRoom";
constexpr const char* kBedroom = "Bedroom";
constexpr const char* kBathroom = "Bathroom";
constexpr int kAttempts = 60;

// Areas follow common floor-plan guidance; aspect bounds keep rooms usable.
constexpr RoomTypeSpec kSpecs[] = {
    {kKitchen, 7.5, 18.0, 2.3, 2.6},
    {kLiving, 15.0, 32.0, 3.0, 2.3},
    {kBedroom, 9.5, 18.0, 2.7, 2.0},
    {kBathroom, 4.2, 8.5, 1.7, 2.5},
};

int draw_room_count(Rng& rng, int lo, int hi) {
  // Median 6: the paper's 100 ProcTHOR houses had a median of 5-7 rooms.
  static constexpr double kWeights[10] = {4, 6, 9, 12, 18, 16, 13, 10, 7, 5};
  std::vector<double> w;
  for (int n = lo; n <= hi; ++n) w.push_back(kWeights[n - 1]);
  return lo + static_cast<int>(rng.weighted(w));
}

std::vector<std::string> draw_small_house(Rng& rng, int n) {
  // A lone bathroom is not a home, so single rooms are studios or rooms of one.
  if (n == 1)
    return {std::vector<std::string>{kLiving, kKitchen, kBedroom}[rng.weighted({2, 1, 1})]};
  if (n == 2) {
    const std::vector<std::vector<std::string>> opts = {
        {kKitchen, kLiving}, {kBedroom, kBathroom}, {kLiving, kBathroom}};
    return opts[rng.weighted({0.45, 0.35, 0.2})];
  }
  const std::vector<std::vector<std::string>> opts = {{kKitchen, kLiving, kBedroom},
                                                      {kLiving, kBedroom, kBathroom},
                                                      {kKitchen, kLiving, kBathroom}};
  return opts[rng.weighted({0.4, 0.3, 0.3})];
}

std::vector<std::string> draw_room_types(Rng& rng, int n) {
  if (n <= 3) return draw_small_house(rng, n);
  constexpr const char* kOrder[] = {kKitchen, kLiving, kBedroom, kBathroom};
  std::vector<std::string> types(std::begin(kOrder), std::end(kOrder));
  int count[4] = {1, 1, 1, 1};
  while (static_cast<int>(types.size()) < n) {
    // Caps keep the mix plausible: bathrooms follow bedrooms, few kitchens.
    std::vector<double> w = {count[0] < 2 ? 0.05 : 0.0, count[1] < 3 ? 0.2 : 0.0, 0.45,
                             count[3] <= count[2] ? 0.3 : 0.0};
    size_t i = rng.weighted(w);
    types.push_back(kOrder[i]);
    ++count[i];
  }
  return types;
}

struct Req {
  std::string type;
  double area;
};

// Public rooms together, bathrooms next to bedrooms (or at the end of the
// public block as a guest bath), so guillotine cuts keep neighbours close.
std::vector<Req> order_rooms(Rng& rng, const std::vector<std::string>& types) {
  std::vector<std::string> pub, beds, baths;
  for (const auto& t : types) {
    if (t == kLiving)
      pub.push_back(t);
    else if (t == kBedroom)
      beds.push_back(t);
    else if (t == kBathroom)
      baths.push_back(t);
  }
  for (const auto& t : types)
    if (t == kKitchen) pub.insert(pub.begin() + static_cast<long>(rng.below(pub.size() + 1)), t);
  std::vector<std::string> priv = beds;
  for (const auto& t : baths) {
    if (priv.empty() || rng.chance(0.3))
      pub.push_back(t);
    else
      priv.insert(priv.begin() + static_cast<long>(rng.below(priv.size())) + 1, t);
  }
  std::vector<std::string> all = pub;
  all.insert(all.end(), priv.begin(), priv.end());
  if (rng.chance(0.5)) std::reverse(all.begin(), all.end());
  std::vector<Req> out;
  for (const auto& t : all) {
    const RoomTypeSpec& s = room_type_spec(t);
    out.push_back({t, rng.uniform(s.min_area, s.max_area)});
  }
  return out;
}

// Best aspect ratio reachable when a rectangle is cut into m similar pieces.
double badness(double w, double d, size_t m) {
  double l = std::max(w, d), s = std::min(w, d), best = std::numeric_limits<double>::max();
  for (size_t j = 1; j <= m; ++j) {
    double p = l / static_cast<double>(j);
    double q = s / std::ceil(static_cast<double>(m) / static_cast<double>(j));
    best = std::min(best, std::max(p, q) / std::min(p, q));
  }
  return best;
}

struct Cut {
  Rect a, b;
  size_t k = 0;  // items [lo, k) go to a, [k, hi) to b
  double score = std::numeric_limits<double>::max();
};

// The cut of `r` between items[lo, hi) whose two sides can best be cut
// further into rooms of good shape; areas split in proportion.
Cut best_cut(const Rect& r, const std::vector<Req>& items, size_t lo, size_t hi, Rng& rng) {
  double total = 0, first = 0;
  for (size_t i = lo; i < hi; ++i) total += items[i].area;
  Cut best;
  for (size_t k = lo + 1; k < hi; ++k) {
    first += items[k - 1].area;
    double f = first / total;
    for (int vertical = 0; vertical < 2; ++vertical) {
      Rect a = r, b = r;
      if (vertical)
        a.x1 = b.x0 = snap(r.x0 + f * r.width());
      else
        a.z1 = b.z0 = snap(r.z0 + f * r.depth());
      if (std::min({a.width(), a.depth(), b.width(), b.depth()}) < kGrid / 2) continue;
      // A little noise lets equally good cuts vary between houses.
      double score = std::max(badness(a.width(), a.depth(), k - lo),
                              badness(b.width(), b.depth(), hi - k)) +
                     0.15 * rng.unit();
      if (score < best.score) best = {a, b, k, score};
    }
  }
  return best;
}

void slice(const Rect& r, const std::vector<Req>& items, size_t lo, size_t hi, Rng& rng,
           std::vector<Rect>& out) {
  if (hi - lo == 1) {
    out[lo] = r;
    return;
  }
  Cut cut = best_cut(r, items, lo, hi, rng);
  if (cut.k == 0) {  // too small to cut: leave empty rooms, which fail the checks
    for (size_t i = lo; i < hi; ++i) out[i] = Rect{};
    return;
  }
  slice(cut.a, items, lo, cut.k, rng, out);
  slice(cut.b, items, cut.k, hi, rng, out);
}

bool room_ok(const std::string& type, const Rect& r) {
  const RoomTypeSpec& s = room_type_spec(type);
  double lo = std::min(r.width(), r.depth()), hi = std::max(r.width(), r.depth());
  return lo >= s.min_side - 1e-9 && hi / lo <= s.max_aspect + 1e-9 &&
         r.area() >= 0.85 * s.min_area && r.area() <= 1.15 * s.max_area;
}

// A stretch of wall two rooms share.
struct Shared {
  size_t a, b;
  bool vertical;  // the wall runs north-south at x = line
  double line, lo, hi;
};

std::vector<Shared> shared_walls(const std::vector<RoomPlan>& rooms) {
  constexpr double eps = 1e-6;
  std::vector<Shared> out;
  for (size_t i = 0; i < rooms.size(); ++i)
    for (size_t j = i + 1; j < rooms.size(); ++j) {
      const Rect &p = rooms[i].rect, &q = rooms[j].rect;
      auto add = [&](bool vertical, double line, double lo, double hi) {
        if (hi - lo >= 2 * kDoorEnd - eps) out.push_back({i, j, vertical, line, lo, hi});
      };
      if (std::fabs(p.x1 - q.x0) < eps || std::fabs(q.x1 - p.x0) < eps)
        add(true, std::fabs(p.x1 - q.x0) < eps ? p.x1 : p.x0, std::max(p.z0, q.z0),
            std::min(p.z1, q.z1));
      if (std::fabs(p.z1 - q.z0) < eps || std::fabs(q.z1 - p.z0) < eps)
        add(false, std::fabs(p.z1 - q.z0) < eps ? p.z1 : p.z0, std::max(p.x0, q.x0),
            std::min(p.x1, q.x1));
    }
  return out;
}

// Doors mostly sit near a corner, as in real homes, which leaves the long
// stretches of wall for furniture.
double door_along(Rng& rng, double lo, double hi) {
  double a = lo + kDoorEnd, b = hi - kDoorEnd;
  double t = rng.uniform(a, b);
  if (b - a > 0.6 && rng.chance(0.75)) {
    double off = rng.uniform(0, 0.35);
    t = rng.chance(0.5) ? a + off : b - off;
  }
  return std::clamp(snap(t), a, b);
}

// How natural a door between two room types is (lower is better). A
// bathroom should be entered from one room, so leaving one costs extra.
double door_cost(const std::string& from, const std::string& to) {
  auto pair = [&](const char* x, const char* y) {
    return (from == x && to == y) || (from == y && to == x);
  };
  double c = 2.0;
  if (pair(kLiving, kKitchen))
    c = 0.5;
  else if (pair(kLiving, kLiving) || pair(kLiving, kBedroom) || pair(kBedroom, kBathroom))
    c = 1.0;
  else if (pair(kLiving, kBathroom))
    c = 1.5;
  else if (pair(kBedroom, kBedroom) || pair(kKitchen, kKitchen))
    c = 3.0;
  else if (pair(kKitchen, kBedroom))
    c = 4.0;
  else if (pair(kKitchen, kBathroom))
    c = 5.0;
  else if (pair(kBathroom, kBathroom))
    c = 8.0;
  // Bathrooms are dead ends and bedrooms are not corridors.
  if (from == kBathroom) c += 10.0;
  if (from == kBedroom && to != kBathroom) c += 3.0;
  return c;
}

std::string door_id(const std::vector<RoomPlan>& rooms, size_t a, size_t b) {
  int x = rooms[a].number, y = rooms[b].number;
  return fmt::format("door|{}|{}", std::min(x, y), std::max(x, y));
}

DoorPlan make_door(const std::vector<RoomPlan>& rooms, const Shared& s, Rng& rng) {
  double t = door_along(rng, s.lo, s.hi);
  Vec2 pos = s.vertical ? Vec2{s.line, t} : Vec2{t, s.line};
  return {door_id(rooms, s.a, s.b), s.a, s.b, pos, false};
}

size_t hub_room(const std::vector<RoomPlan>& rooms) {
  size_t hub = 0;
  for (const char* type : {kKitchen, kLiving})
    for (size_t i = 0; i < rooms.size(); ++i)
      if (rooms[i].type == type &&
          (rooms[hub].type != type || rooms[i].rect.area() > rooms[hub].rect.area()))
        hub = i;
  return hub;
}

// The cheapest wall from a connected room to an unconnected one, or
// walls.size() when none is left (the plan is disconnected).
size_t cheapest_door(const std::vector<RoomPlan>& rooms, const std::vector<Shared>& walls,
                     const std::vector<double>& jitter, const std::vector<bool>& in) {
  size_t best = walls.size();
  double best_cost = 0;
  for (size_t e = 0; e < walls.size(); ++e) {
    if (in[walls[e].a] == in[walls[e].b]) continue;
    size_t from = in[walls[e].a] ? walls[e].a : walls[e].b;
    size_t to = from == walls[e].a ? walls[e].b : walls[e].a;
    double c = door_cost(rooms[from].type, rooms[to].type) + jitter[e];
    if (best == walls.size() || c < best_cost) best = e, best_cost = c;
  }
  return best;
}

// Prim's tree over shared walls from the hub, plus sometimes one loop
// between public rooms. False when some room cannot be reached.
bool connect_rooms(const std::vector<RoomPlan>& rooms, Rng& rng, std::vector<DoorPlan>& doors) {
  std::vector<Shared> walls = shared_walls(rooms);
  std::vector<double> jitter;
  for (size_t i = 0; i < walls.size(); ++i) jitter.push_back(rng.uniform(0, 0.6));
  std::vector<bool> in(rooms.size(), false), used(walls.size(), false);
  in[hub_room(rooms)] = true;
  for (size_t added = 1; added < rooms.size(); ++added) {
    size_t e = cheapest_door(rooms, walls, jitter, in);
    if (e == walls.size()) return false;
    in[walls[e].a] = in[walls[e].b] = used[e] = true;
    doors.push_back(make_door(rooms, walls[e], rng));
  }
  auto is_public = [&](size_t i) { return rooms[i].type == kLiving || rooms[i].type == kKitchen; };
  bool loop = rng.chance(0.3);
  for (size_t e = 0; loop && e < walls.size(); ++e)
    if (!used[e] && is_public(walls[e].a) && is_public(walls[e].b)) {
      doors.push_back(make_door(rooms, walls[e], rng));
      break;
    }
  return true;
}

// The front door: an outside wall of a living room if possible.
bool add_exterior_door(const std::vector<RoomPlan>& rooms, const Rect& foot, Rng& rng,
                       std::vector<DoorPlan>& doors) {
  struct Option {
    size_t room;
    Wall wall;
  };
  std::vector<Option> opts;
  std::vector<double> weights;
  for (size_t i = 0; i < rooms.size(); ++i) {
    const std::string& t = rooms[i].type;
    double w = t == kLiving ? 6 : t == kKitchen ? 3 : t == kBedroom ? 1 : 0.2;
    for (Side s : kSides) {
      Wall wall = wall_of(rooms[i].rect, s);
      Wall outer = wall_of(foot, s);
      if (std::fabs(wall.line - outer.line) > 1e-6 || wall.length() < 2 * kDoorEnd) continue;
      opts.push_back({i, wall});
      weights.push_back(w * wall.length());
    }
  }
  if (opts.empty()) return false;
  const Option& o = opts[rng.weighted(weights)];
  double t = door_along(rng, o.wall.lo, o.wall.hi);
  bool ns = o.wall.side == Side::North || o.wall.side == Side::South;
  Vec2 pos = ns ? Vec2{t, o.wall.line} : Vec2{o.wall.line, t};
  int k = rooms[o.room].number;
  doors.push_back({fmt::format("door|{}|{}", k, k), o.room, o.room, pos, true});
  return true;
}

std::vector<RoomPlan> name_rooms(const std::vector<Req>& reqs, const std::vector<Rect>& rects) {
  std::vector<RoomPlan> rooms;
  for (size_t i = 0; i < reqs.size(); ++i) {
    int k = static_cast<int>(i) + 1;
    rooms.push_back({k, fmt::format("room|{}", k), reqs[i].type, rects[i]});
  }
  return rooms;
}

// One attempt at a sliced plan; empty when it fails a check.
Layout try_sliced(const std::vector<std::string>& types, Rng& rng) {
  std::vector<Req> reqs = order_rooms(rng, types);
  double total = 0;
  for (const Req& r : reqs) total += r.area;
  double aspect = rng.uniform(1.0, 1.8);
  double w = snap(std::sqrt(total * aspect)), d = snap(total / w);
  if (rng.chance(0.5)) std::swap(w, d);
  Rect foot{0, 0, w, d};
  std::vector<Rect> rects(reqs.size());
  slice(foot, reqs, 0, reqs.size(), rng, rects);
  for (size_t i = 0; i < reqs.size(); ++i)
    if (!room_ok(reqs[i].type, rects[i])) return {};
  Layout out;
  out.rooms = name_rooms(reqs, rects);
  if (!connect_rooms(out.rooms, rng, out.doors) ||
      !add_exterior_door(out.rooms, foot, rng, out.doors))
    return {};
  return out;
}

// Rooms side by side in one row: always connected, always has an outside wall.
Layout row_layout(const std::vector<std::string>& types, Rng& rng) {
  std::vector<Req> reqs = order_rooms(rng, types);
  constexpr double depth = 3.5;
  std::vector<Rect> rects;
  double x = 0;
  for (const Req& r : reqs) {
    double w = std::max(snap(r.area / depth), snap(room_type_spec(r.type).min_side + 0.1));
    rects.push_back({x, 0, x + w, depth});
    x += w;
  }
  Layout out;
  out.fallback = true;
  out.rooms = name_rooms(reqs, rects);
  for (size_t i = 0; i + 1 < out.rooms.size(); ++i) {
    Shared s{i, i + 1, true, rects[i].x1, 0, depth};
    out.doors.push_back(make_door(out.rooms, s, rng));
  }
  add_exterior_door(out.rooms, Rect{0, 0, x, depth}, rng, out.doors);
  return out;
}

}  // namespace

const RoomTypeSpec& room_type_spec(std::string_view type) {
  for (const RoomTypeSpec& s : kSpecs)
    if (s.type == type) return s;
  return kSpecs[1];
}

Layout plan_layout(uint64_t seed, int index, int min_rooms, int max_rooms, int attempt) {
  int hi = std::clamp(max_rooms, 1, 10);
  int lo = std::clamp(min_rooms, 1, hi);
  const auto idx = static_cast<uint64_t>(index);
  Rng rng = Rng::derive(seed, {"builtin", "layout"}, idx);
  std::vector<std::string> types = draw_room_types(rng, draw_room_count(rng, lo, hi));
  if (attempt > 0) rng = Rng::derive(seed, {"builtin", "layout", std::to_string(attempt)}, idx);
  for (int attempt = 0; attempt < kAttempts; ++attempt) {
    Layout l = try_sliced(types, rng);
    if (!l.rooms.empty()) return l;
  }
  return row_layout(types, rng);
}

}  // namespace mm::builtin
