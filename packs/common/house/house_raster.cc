#include "packs/common/house/house_raster.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <stdexcept>

#include "base/json_util.h"
#include "base/resources.h"

namespace mm::house {
namespace {

int64_t mm_of(double metres) { return std::llround(metres * 1000.0); }

int64_t floor_div(int64_t a, int64_t b) { return a >= 0 ? a / b : -((-a + b - 1) / b); }

// Millimetre bounds of a room, or nothing when its polygon is not an
// axis-aligned rectangle.
struct MmRect {
  int64_t x0 = 0, z0 = 0, x1 = 0, z1 = 0;
};

bool rect_of(const Room& room, MmRect* out) {
  if (room.polygon.size() != 4) return false;
  MmRect r{INT64_MAX, INT64_MAX, INT64_MIN, INT64_MIN};
  for (const Vec2& p : room.polygon) {
    r.x0 = std::min(r.x0, mm_of(p.x)), r.x1 = std::max(r.x1, mm_of(p.x));
    r.z0 = std::min(r.z0, mm_of(p.z)), r.z1 = std::max(r.z1, mm_of(p.z));
  }
  // Every corner must be a corner of the bounding box.
  for (const Vec2& p : room.polygon) {
    int64_t x = mm_of(p.x), z = mm_of(p.z);
    if ((x != r.x0 && x != r.x1) || (z != r.z0 && z != r.z1)) return false;
  }
  if (r.x1 <= r.x0 || r.z1 <= r.z0) return false;
  *out = r;
  return true;
}

class Raster {
 public:
  Raster(int64_t x0, int64_t z0) : x0_(x0), z0_(z0) {}
  GridCell cell(Vec2 p) const { return cell_mm(mm_of(p.x), mm_of(p.z)); }
  GridCell cell_mm(int64_t x, int64_t z) const {
    return {static_cast<int>(floor_div(x - x0_, kCellMm)), static_cast<int>(floor_div(z - z0_, kCellMm))};
  }

 private:
  int64_t x0_, z0_;
};

GridCell clamp_into(const GridRoom& r, GridCell c) {
  return {std::clamp(c.x, r.x0, r.x1), std::clamp(c.y, r.y0, r.y1)};
}

// True when `d` has room a's interior on one side and b's on the other.
bool between(const HouseGrid& g, GridCell d, int a, int b) {
  auto in = [&](int r, int dx, int dy) { return g.rooms[r].contains({d.x + dx, d.y + dy}); };
  bool across_x = (in(a, -1, 0) && in(b, 1, 0)) || (in(a, 1, 0) && in(b, -1, 0));
  bool across_y = (in(a, 0, -1) && in(b, 0, 1)) || (in(a, 0, 1) && in(b, 0, -1));
  return g.room_at(d) < 0 && (across_x || across_y);
}

int room_index(const Scene& s, const std::string& id) {
  for (int i = 0; i < static_cast<int>(s.rooms.size()); ++i)
    if (s.rooms[i].id == id) return i;
  return -1;
}

void add_doors(const Scene& scene, const Raster& raster, HouseGrid& g) {
  for (const Door& d : scene.doors) {
    int a = room_index(scene, d.room0), b = room_index(scene, d.room1);
    GridCell at = raster.cell(d.position);
    if (d.exterior || a < 0 || b < 0 || a == b || !between(g, at, a, b)) {
      ++g.dropped.doors;
      continue;
    }
    g.doors.push_back({d.id, std::min(a, b), std::max(a, b), at});
  }
}

void add_things(const Scene& scene, const TypeTable& types, const std::set<std::string>& worded, const Raster& raster,
                HouseGrid& g) {
  std::vector<GridThing> floor, wall;
  for (const Object& o : scene.objects) {
    if (!o.parent.empty()) {
      ++g.dropped.held;
      continue;
    }
    const ObjectType* t = types.find(o.type);
    bool on_wall = t && t->placement == Placement::Wall;
    int room = room_index(scene, o.room);
    if (!t || room < 0 || (t->placement != Placement::Floor && !on_wall)) {
      ++g.dropped.small;
      continue;
    }
    if (!worded.count(o.type)) {
      ++g.dropped.no_word;
      continue;
    }
    GridThing thing{o.id, o.type, room, clamp_into(g.rooms[room], raster.cell(o.position.xz())), on_wall};
    (on_wall ? wall : floor).push_back(std::move(thing));
  }
  floor.insert(floor.end(), wall.begin(), wall.end());
  std::set<GridCell> taken;
  for (const GridDoor& d : g.doors) taken.insert(d.at);
  for (GridThing& t : floor) {
    if (!taken.insert(t.at).second) {
      ++g.dropped.shared_cell;
      continue;
    }
    g.things.push_back(std::move(t));
  }
}

}  // namespace

Result<HouseGrid> rasterise_house(const Scene& scene, const TypeTable& types, const std::set<std::string>& worded) {
  if (scene.rooms.empty()) return Error{scene.id + ": a house without rooms"};
  std::vector<MmRect> rects;
  int64_t x0 = INT64_MAX, z0 = INT64_MAX, x1 = INT64_MIN, z1 = INT64_MIN;
  for (const Room& room : scene.rooms) {
    MmRect r;
    if (!rect_of(room, &r)) return Error{scene.id + ": room '" + room.id + "' is not an axis-aligned rectangle"};
    rects.push_back(r);
    x0 = std::min(x0, r.x0), z0 = std::min(z0, r.z0), x1 = std::max(x1, r.x1), z1 = std::max(z1, r.z1);
  }
  Raster raster(x0, z0);
  HouseGrid g;
  g.id = scene.id;
  GridCell far = raster.cell_mm(x1, z1);
  g.width = far.x + 1;
  g.height = far.y + 1;
  for (size_t i = 0; i < rects.size(); ++i) {
    GridCell lo = raster.cell_mm(rects[i].x0, rects[i].z0), hi = raster.cell_mm(rects[i].x1, rects[i].z1);
    g.rooms.push_back({scene.rooms[i].id, scene.rooms[i].type, lo.x + 1, lo.y + 1, hi.x - 1, hi.y - 1});
  }
  add_doors(scene, raster, g);
  add_things(scene, types, worded, raster, g);
  return g;
}

const std::set<std::string>& lexicon_kinds() {
  static const std::set<std::string> kinds = [] {
    std::set<std::string> out;
    bool first = true;
    for (const std::string& path : resource_list("lexicons/")) {
      if (path.size() < 5 || path.substr(path.size() - 5) != ".json") continue;
      auto text = resource(path);
      if (!text.ok()) throw std::runtime_error("lexicon_kinds: " + text.error().message);
      auto doc = parse_json(*text, path);
      if (!doc.ok()) throw std::runtime_error("lexicon_kinds: " + doc.error().message);
      std::set<std::string> here;
      if (doc->contains("types") && (*doc)["types"].is_object())
        for (const auto& [type, entry] : (*doc)["types"].items()) here.insert(type);
      if (first) out = std::move(here);
      else std::erase_if(out, [&](const std::string& k) { return !here.count(k); });
      first = false;
    }
    return out;
  }();
  return kinds;
}

}  // namespace mm::house
