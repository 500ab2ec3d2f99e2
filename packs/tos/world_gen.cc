#include "packs/tos/world_gen.h"

#include <algorithm>
#include <fmt/format.h>

#include "base/json_util.h"
#include "base/resources.h"
#include "base/rng.h"

namespace mm::tos {
namespace {

constexpr char kKindsPath[] = "packs/tos/data/kinds.json";
constexpr int kRoomAttempts = 200;

bool separated(const Room& a, const Room& b) {
  // Floors must keep at least one wall cell between them.
  return a.x1 + 1 < b.x0 || b.x1 + 1 < a.x0 || a.y1 + 1 < b.y0 || b.y1 + 1 < a.y0;
}

struct Placed {
  Room room;
  Cell door;
};

// A room of the layout's size beside `parent` on side `side`, sharing at
// least two cells of wall so the door never sits in a corner.
Placed beside(const Room& parent, Heading side, const Layout& l, Rng& rng) {
  int w = l.room_width, h = l.room_height;
  Room r;
  Cell door;
  if (side == Heading::E || side == Heading::W) {
    int shift = static_cast<int>(rng.between(-(h - 2), h - 2));
    r.y0 = parent.y0 + shift, r.y1 = r.y0 + h - 1;
    r.x0 = side == Heading::E ? parent.x1 + 2 : parent.x0 - 1 - w;
    r.x1 = r.x0 + w - 1;
    int lo = std::max(parent.y0, r.y0), hi = std::min(parent.y1, r.y1);
    door = {side == Heading::E ? parent.x1 + 1 : parent.x0 - 1, static_cast<int>(rng.between(lo, hi))};
  } else {
    int shift = static_cast<int>(rng.between(-(w - 2), w - 2));
    r.x0 = parent.x0 + shift, r.x1 = r.x0 + w - 1;
    r.y0 = side == Heading::N ? parent.y1 + 2 : parent.y0 - 1 - h;
    r.y1 = r.y0 + h - 1;
    int lo = std::max(parent.x0, r.x0), hi = std::min(parent.x1, r.x1);
    door = {static_cast<int>(rng.between(lo, hi)), side == Heading::N ? parent.y1 + 1 : parent.y0 - 1};
  }
  return {r, door};
}

struct Draft {
  std::vector<Room> rooms;
  std::vector<Thing> doors;
};

Result<Draft> place_rooms(const Layout& l, Rng& rng) {
  Draft d;
  d.rooms.push_back({"", 0, 0, l.room_width - 1, l.room_height - 1});
  while (static_cast<int>(d.rooms.size()) < l.rooms) {
    bool placed = false;
    for (int attempt = 0; attempt < kRoomAttempts && !placed; ++attempt) {
      int parent = static_cast<int>(rng.below(d.rooms.size()));
      Heading side = static_cast<Heading>(rng.below(4));
      Placed p = beside(d.rooms[parent], side, l, rng);
      bool free = std::all_of(d.rooms.begin(), d.rooms.end(),
                              [&](const Room& o) { return separated(o, p.room); });
      if (!free) continue;
      int child = static_cast<int>(d.rooms.size());
      d.rooms.push_back(p.room);
      d.doors.push_back({"", "Door", p.door, std::nullopt, {parent, child}});
      placed = true;
    }
    if (!placed) return Error{fmt::format("no room of {}x{} fits beside the first {} rooms after {} attempts",
                                          l.room_width, l.room_height, d.rooms.size(), kRoomAttempts)};
  }
  return d;
}

// Turns every cell a quarter turn counter-clockwise `k` times about the
// origin, so a start heading of k quarter turns becomes north.
Cell turn_ccw(Cell c, int k) {
  for (int i = 0; i < k; ++i) c = {-c.y, c.x};
  return c;
}

void into_task_frame(World& w, Cell start, Heading heading) {
  int k = static_cast<int>(heading);
  auto move = [&](Cell c) { return turn_ccw(c - start, k); };
  for (Room& r : w.rooms) {
    Cell a = move({r.x0, r.y0}), b = move({r.x1, r.y1});
    r.x0 = std::min(a.x, b.x), r.x1 = std::max(a.x, b.x);
    r.y0 = std::min(a.y, b.y), r.y1 = std::max(a.y, b.y);
  }
  for (Thing& t : w.things) {
    t.at = move(t.at);
    if (t.facing) t.facing = turned(*t.facing, -k);
  }
}

}  // namespace

Result<std::vector<Kind>> load_kinds() {
  MM_TRY(text, resource(kKindsPath));
  MM_TRY(doc, parse_json(*text, kKindsPath));
  std::vector<Kind> out;
  const Json* list = doc->contains("kinds") ? &(*doc)["kinds"] : nullptr;
  if (!list || !list->is_array()) return Error{std::string(kKindsPath) + ": /kinds: expected an array"};
  for (size_t i = 0; i < list->size(); ++i) {
    std::string ptr = fmt::format("/kinds/{}", i);
    MM_TRY(type, json_string((*list)[i], ptr, "type"));
    MM_TRY(facing, json_bool((*list)[i], ptr, "facing"));
    out.push_back({*type, *facing});
  }
  return out;
}

Status check_layout(const Layout& l, size_t kinds) {
  if (l.rooms < 1 || l.rooms > 8) return Error{fmt::format("rooms: expected 1 to 8, found {}", l.rooms)};
  if (l.room_width < 3 || l.room_width > 10 || l.room_height < 3 || l.room_height > 10)
    return Error{fmt::format("room size: expected 3 to 10 cells a side, found {}x{}", l.room_width, l.room_height)};
  if (l.objects_per_room < 1 || l.objects_per_room > 8)
    return Error{fmt::format("objects per room: expected 1 to 8, found {}", l.objects_per_room)};
  size_t need = static_cast<size_t>(l.rooms) * l.objects_per_room;
  if (need > kinds) return Error{fmt::format("{} objects asked for, but only {} kinds exist (each kind appears once)", need, kinds)};
  return Status::Ok();
}

Result<World> generate_world(uint64_t seed, const Layout& l, int index, const std::vector<Kind>& kinds) {
  MM_CHECK(check_layout(l, kinds.size()));
  Rng rng = Rng::derive(seed, {"tos", "world"}, static_cast<uint64_t>(index));
  MM_TRY(draft, place_rooms(l, rng));
  World w;
  w.id = fmt::format("tos-{}", index);
  w.layout = l;
  w.rooms = draft->rooms;

  std::vector<Kind> pool = kinds;
  rng.shuffle(pool);
  size_t next_kind = 0;
  Cell start;
  for (int r = 0; r < l.rooms; ++r) {
    const Room& room = w.rooms[r];
    std::vector<Cell> cells;
    for (int y = room.y0; y <= room.y1; ++y)
      for (int x = room.x0; x <= room.x1; ++x) cells.push_back({x, y});
    rng.shuffle(cells);
    for (int k = 0; k < l.objects_per_room; ++k) {
      const Kind& kind = pool[next_kind++];
      std::optional<Heading> facing;
      if (kind.facing) facing = static_cast<Heading>(rng.below(4));
      w.things.push_back({kind.type, kind.type, cells[k], facing, {r}});
    }
    if (r == 0) start = cells[l.objects_per_room];
  }
  Heading heading = static_cast<Heading>(rng.below(4));
  std::sort(w.things.begin(), w.things.end(),
            [](const Thing& a, const Thing& b) { return a.name < b.name; });
  for (size_t i = 0; i < draft->doors.size(); ++i) {
    Thing door = draft->doors[i];
    door.name = fmt::format("door {}", i + 1);
    w.things.push_back(door);
  }
  for (size_t i = 0; i < w.rooms.size(); ++i) w.rooms[i].name = fmt::format("room {}", i + 1);
  into_task_frame(w, start, heading);
  return w;
}

}  // namespace mm::tos
