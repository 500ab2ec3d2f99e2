// The built-in house generator: plan, furnish, fill, set states, tidy up.
#include "generator/scenes/builtin_house.h"

#include <fmt/format.h>

#include <algorithm>
#include <string>

#include "base/json_util.h"
#include "base/rng.h"
#include "generator/scenes/builtin_fill.h"
#include "generator/scenes/builtin_furnish.h"
#include "generator/scenes/builtin_layout.h"

namespace mm {
namespace {

using builtin::DoorPlan;
using builtin::Layout;
using builtin::RoomPlan;

std::vector<DoorPlan> doors_of(const Layout& layout, size_t room) {
  std::vector<DoorPlan> out;
  for (const DoorPlan& d : layout.doors)
    if (d.a == room || d.b == room) out.push_back(d);
  return out;
}

// Positions are written in millimetres; rounding here makes the canonical
// JSON round-trip exactly, and the clamp keeps every point strictly inside
// its room after rounding.
void finalize(Scene& s, const Layout& layout) {
  for (Object& o : s.objects) {
    const builtin::Rect* r = nullptr;
    for (const RoomPlan& p : layout.rooms)
      if (p.id == o.room) r = &p.rect;
    if (r) {
      o.position.x = std::clamp(o.position.x, r->x0 + 0.005, r->x1 - 0.005);
      o.position.z = std::clamp(o.position.z, r->z0 + 0.005, r->z1 - 0.005);
    }
    o.position = {round_mm(o.position.x), round_mm(o.position.y), round_mm(o.position.z)};
    o.yaw = round_mm(wrap360(o.yaw));
    if (o.yaw >= 360.0) o.yaw = 0;
  }
  for (Door& d : s.doors) d.position = {round_mm(d.position.x), round_mm(d.position.z)};
  s.reindex();
}

// Retries redraw the geometry when a room could not take its required
// furniture (a bed, a stove...); about 6% of houses need a retry.
constexpr int kHouseAttempts = 8;

Scene try_house(uint64_t seed, int index, const BuiltinHouseOptions& opt, int attempt,
                bool* complete) {
  Scene s;
  s.id = fmt::format("builtin-{}-{:04d}", seed, index);
  s.source = "builtin";
  s.origin = fmt::format("builtin seed={} index={}", seed, index);
  Layout layout = builtin::plan_layout(seed, index, opt.min_rooms, opt.max_rooms, attempt);
  for (const RoomPlan& r : layout.rooms) s.rooms.push_back({r.id, r.type, r.rect.polygon()});
  for (const DoorPlan& d : layout.doors)
    s.doors.push_back({d.id, layout.rooms[d.a].id, layout.rooms[d.b].id, d.exterior, d.pos});

  builtin::HouseBuilder b(TypeTable::builtin(), s);
  const auto idx = static_cast<uint64_t>(index);
  const std::string tag = std::to_string(attempt);
  *complete = true;
  // One stream per room and stage, so a change to one room or stage leaves
  // the draws of the others alone.
  for (size_t k = 0; k < layout.rooms.size(); ++k) {
    const RoomPlan& room = layout.rooms[k];
    size_t first = b.size();
    Rng furnish = Rng::derive(seed, {"builtin", "furnish", room.id, tag}, idx);
    builtin::Furnished f = builtin::furnish_room(b, room, doors_of(layout, k), furnish);
    if (f.missing_required > 0) *complete = false;
    Rng fill = Rng::derive(seed, {"builtin", "fill", room.id, tag}, idx);
    builtin::fill_room(b, room, f.space, first, fill);
  }
  Rng states = Rng::derive(seed, {"builtin", "states", tag}, idx);
  builtin::assign_states(b, states);
  finalize(s, layout);
  return s;
}

}  // namespace

Scene generate_builtin_house(uint64_t seed, int index, const BuiltinHouseOptions& opt) {
  for (int attempt = 0;; ++attempt) {
    bool complete = false;
    Scene s = try_house(seed, index, opt, attempt, &complete);
    if (complete || attempt + 1 == kHouseAttempts) return s;
  }
}

}  // namespace mm
