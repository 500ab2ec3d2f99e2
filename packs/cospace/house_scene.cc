#include "packs/cospace/house_scene.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <memory>
#include <mutex>
#include <stdexcept>

#include "generator/scenes/builtin_house.h"
#include "packs/common/house/house_raster.h"

namespace mm::cospace {
namespace {

// The pool of one seed: houses built on first use, each once.
class Pool {
 public:
  explicit Pool(uint64_t seed) : seed_(seed) {}
  const house::HouseGrid& house(int h) {
    std::call_once(once_[h], [&] {
      auto g = house::rasterise_house(generate_builtin_house(seed_, h), TypeTable::builtin(), house::lexicon_kinds());
      if (!g.ok()) throw std::runtime_error("cospace: " + g.error().message);
      grids_[h] = std::move(*g);
    });
    return grids_[h];
  }
  // (house, room) of every room with enough things, house by house.
  const std::vector<std::pair<int, int>>& rooms() {
    std::call_once(rooms_once_, [&] {
      for (int h = 0; h < kHousePool; ++h) {
        const house::HouseGrid& g = house(h);
        for (int r = 0; r < static_cast<int>(g.rooms.size()); ++r) {
          int n = 0;
          for (const house::GridThing& t : g.things) n += t.room == r;
          if (n >= kMinRoomThings) rooms_.emplace_back(h, r);
        }
      }
    });
    return rooms_;
  }

 private:
  uint64_t seed_;
  std::array<std::once_flag, kHousePool> once_;
  std::array<house::HouseGrid, kHousePool> grids_;
  std::once_flag rooms_once_;
  std::vector<std::pair<int, int>> rooms_;
};

Pool& pool(uint64_t seed) {
  static std::mutex mu;
  static std::vector<std::unique_ptr<Pool>> pools;  // a handful of seeds per run; searched in order
  static std::vector<uint64_t> seeds;
  std::lock_guard<std::mutex> lock(mu);
  for (size_t i = 0; i < seeds.size(); ++i)
    if (seeds[i] == seed) return *pools[i];
  seeds.push_back(seed);
  pools.push_back(std::make_unique<Pool>(seed));
  return *pools.back();
}

tos::Cell cell_of(house::GridCell c) { return {c.x, c.y}; }

std::vector<std::string> split(std::string_view s) {
  std::vector<std::string> out;
  for (size_t at = s.find(':'); at != std::string_view::npos; at = s.find(':')) {
    out.emplace_back(s.substr(0, at));
    s.remove_prefix(at + 1);
  }
  out.emplace_back(s);
  return out;
}

}  // namespace

bool house_question(int index) { return index >= 0 && index % 3 == (index / 12) % 3; }

tos::World house_world(const house::HouseGrid& grid) {
  tos::World w;
  w.id = "cospace-" + grid.id;
  for (const house::GridRoom& r : grid.rooms) w.rooms.push_back({r.id, r.x0, r.y0, r.x1, r.y1});
  for (const house::GridThing& t : grid.things)
    w.things.push_back({t.id, t.type, cell_of(t.at), std::nullopt, {t.room}});
  std::sort(w.things.begin(), w.things.end(), [](const tos::Thing& a, const tos::Thing& b) { return a.name < b.name; });
  for (size_t i = 0; i < grid.doors.size(); ++i) {
    const house::GridDoor& d = grid.doors[i];
    w.things.push_back({fmt::format("door {}", i + 1), "Door", cell_of(d.at), std::nullopt, {d.a, d.b}});
  }
  return w;
}

const house::HouseGrid& house_grid(uint64_t seed, int house) {
  if (house < 0 || house >= kHousePool) throw std::invalid_argument("house_grid: house number outside the pool");
  return pool(seed).house(house);
}

Scene house_scene(uint64_t seed, int house, int room, tos::Cell at) {
  const house::HouseGrid& g = house_grid(seed, house);
  if (room < 0 || room >= static_cast<int>(g.rooms.size())) throw std::invalid_argument("house_scene: no such room");
  Scene s;
  s.id = fmt::format("house:{}:{}:{}:{}:{}", seed, house, room, at.x, at.y);
  s.source = "house";
  s.room_type = g.rooms[room].type;
  s.world = house_world(g);
  s.world.id = "cospace-" + s.id;
  s.room = room;
  s.at = at;
  if (!s.world.rooms[room].contains(at)) throw std::invalid_argument("house_scene: standpoint outside the room");
  return s;
}

Scene draw_house_scene(uint64_t seed, std::string_view stream, int index, int attempt) {
  if (index < 0 || attempt < 0 || attempt >= 4096)
    throw std::invalid_argument("draw_house_scene: bad index or attempt");
  const auto& rooms = pool(seed).rooms();
  if (rooms.empty()) throw std::runtime_error("cospace: no house room with enough things");
  Rng rng = Rng::derive(seed, {"cospace", "house", stream}, static_cast<uint64_t>(index) * 4096 + attempt);
  auto [house, room] = rooms[rng.below(rooms.size())];
  tos::World w = house_world(house_grid(seed, house));
  return house_scene(seed, house, room, pick_standpoint(w, room, rng));
}

Scene scene_from_id(uint64_t seed, std::string_view id) {
  std::vector<std::string> p = split(id);
  try {
    if (p.size() == 6 && p[0] == "house")
      return house_scene(std::stoull(p[1]), std::stoi(p[2]), std::stoi(p[3]), {std::stoi(p[4]), std::stoi(p[5])});
    if (p.size() == 4) return generate_scene(seed, p[0], std::stoi(p[1]), std::stoi(p[2]), std::stoi(p[3]));
  } catch (const std::logic_error&) {  // stoi's invalid_argument and out_of_range
  }
  throw std::invalid_argument("scene_from_id: malformed scene id '" + std::string(id) + "'");
}

const std::vector<std::string>& house_kinds() {
  static const std::vector<std::string> kinds = [] {
    std::vector<std::string> out;
    for (const auto& [name, type] : TypeTable::builtin().all())
      if ((type.placement == Placement::Floor || type.placement == Placement::Wall) &&
          house::lexicon_kinds().count(name))
        out.push_back(name);
    return out;  // sorted: the table is a std::map
  }();
  return kinds;
}

const std::vector<std::string>& option_kinds() {
  static const std::vector<std::string> kinds = [] {
    std::vector<std::string> out = all_kinds();
    out.insert(out.end(), house_kinds().begin(), house_kinds().end());
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
  }();
  return kinds;
}

const std::vector<std::string>& kind_universe(const Scene& scene) {
  return scene.source == "house" ? house_kinds() : all_kinds();
}

}  // namespace mm::cospace
