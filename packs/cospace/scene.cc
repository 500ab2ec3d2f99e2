#include "packs/cospace/scene.h"

#include <fmt/format.h>

#include <algorithm>
#include <stdexcept>

#include "base/rng.h"
#include "packs/tos/world_gen.h"

namespace mm::cospace {
namespace {

const std::vector<tos::Kind>& tos_kinds() {
  static const std::vector<tos::Kind> kinds = [] {
    auto k = tos::load_kinds();
    if (!k.ok()) throw std::runtime_error("cospace: " + k.error().message);
    return *k;
  }();
  return kinds;
}

bool occupied(const tos::World& w, tos::Cell c) {
  return std::any_of(w.things.begin(), w.things.end(), [&](const tos::Thing& t) { return t.at == c; });
}

std::vector<tos::Cell> free_cells(const tos::World& w, int room) {
  std::vector<tos::Cell> out;
  for (tos::Cell c : w.rooms[room].floor())
    if (!occupied(w, c)) out.push_back(c);
  return out;
}

}  // namespace

const std::vector<std::string>& all_kinds() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> out;
    for (const tos::Kind& k : tos_kinds()) out.push_back(k.type);
    std::sort(out.begin(), out.end());
    return out;
  }();
  return names;
}

std::vector<int> Scene::room_objects() const {
  std::vector<int> out;
  for (int i = 0; i < static_cast<int>(world.things.size()); ++i) {
    const tos::Thing& t = world.things[i];
    if (!t.is_door() && t.rooms.size() == 1 && t.rooms[0] == room) out.push_back(i);
  }
  return out;
}

int Scene::count_in_room(std::string_view kind) const {
  int n = 0;
  for (int i : room_objects()) n += world.things[i].type == kind;
  return n;
}

tos::Cell pick_standpoint(const tos::World& world, int room, Rng& rng) {
  // The standpoint keeps two cells of floor to every wall when it can, so
  // no view faces a bare wall from a corner.
  const tos::Room& r = world.rooms[room];
  std::vector<tos::Cell> cells, inner;
  for (tos::Cell c : free_cells(world, room)) {
    cells.push_back(c);
    if (c.x - r.x0 >= 2 && r.x1 - c.x >= 2 && c.y - r.y0 >= 2 && r.y1 - c.y >= 2) inner.push_back(c);
  }
  if (cells.empty()) throw std::logic_error("cospace: no free cell for the standpoint");
  return rng.pick(inner.empty() ? cells : inner);
}

Scene generate_scene(uint64_t seed, std::string_view stream, int index, int attempt, int extra) {
  if (index < 0 || attempt < 0 || attempt >= 4096) throw std::invalid_argument("generate_scene: bad index or attempt");
  Rng rng = Rng::derive(seed, {"cospace", "scene", stream}, static_cast<uint64_t>(index) * 4096 + attempt);
  tos::Layout layout;
  layout.rooms = static_cast<int>(rng.between(2, 3));
  layout.room_width = static_cast<int>(rng.between(6, 9));
  layout.room_height = static_cast<int>(rng.between(6, 9));
  layout.objects_per_room = static_cast<int>(rng.between(4, 6));
  uint64_t world_seed = rng.next();
  auto world = tos::generate_world(world_seed, layout, index, tos_kinds());
  if (!world.ok()) throw std::runtime_error("cospace: " + world.error().message);

  Scene s;
  s.world = std::move(*world);
  s.room = static_cast<int>(rng.below(s.world.rooms.size()));

  // Extra objects: mostly second (or third) copies of the room's kinds.
  std::vector<std::string> present;
  for (int i : s.room_objects()) present.push_back(s.world.things[i].type);
  int drawn = static_cast<int>(rng.between(2, 4));
  if (extra < 0) extra = drawn;
  s.id = fmt::format("{}:{}:{}:{}", stream, index, attempt, extra);
  s.world.id = "cospace-" + s.id;
  for (int e = 0; e < extra; ++e) {
    std::vector<tos::Cell> cells = free_cells(s.world, s.room);
    if (cells.size() < 2) break;  // keep a cell for the standpoint
    const tos::Kind* kind = nullptr;
    std::string type = rng.chance(0.75) ? rng.pick(present) : rng.pick(all_kinds());
    for (const tos::Kind& k : tos_kinds())
      if (k.type == type) kind = &k;
    tos::Thing t;
    t.type = type;
    t.name = fmt::format("{}#{}", type, e + 2);
    t.at = rng.pick(cells);
    if (kind && kind->facing) t.facing = static_cast<tos::Heading>(rng.below(4));
    t.rooms = {s.room};
    s.world.things.push_back(t);
    present.push_back(type);
  }
  // Objects first by name, then doors by number, as tos::World keeps them.
  std::stable_sort(s.world.things.begin(), s.world.things.end(), [](const tos::Thing& a, const tos::Thing& b) {
    if (a.is_door() != b.is_door()) return !a.is_door();
    return !a.is_door() && a.name < b.name;
  });
  s.at = pick_standpoint(s.world, s.room, rng);
  return s;
}

}  // namespace mm::cospace
