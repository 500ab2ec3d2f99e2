// One ProcTHOR house -> canonical scene: rooms and doors here, objects in
// procthor_objects.cc, the file layer in procthor_file.cc.
//
// ProcTHOR facts relied on (allenai/procthor: procthor/generation/house.py,
// doors.py, objects.py, small_objects.py, object_states.py, utils/types.py,
// utils/upgrade_house_version.py; allenai/Holodeck generation/doors.py):
// - rooms: {"id": "room|N", "roomType", "floorPolygon": [{x, y, z}...]}.
// - walls: {"id": "wall|<N or exterior>|x0|z0|x1|z1", "roomId",
//   "polygon": [p0 floor, p1 floor, p0 top, p1 top]}; an exterior wall lists
//   its room wall's points reversed.
// - doors: room0/room1/wall0/wall1; to the outside room0 == room1 and wall1
//   is "wall|exterior|...". Schema 1.0.0 gives the opening as "holePolygon"
//   [min, max] and the asset centre as "assetPosition", both in wall0's own
//   frame: x runs from wall0's first point towards its second. Schema 0.0.1
//   gives a "boundingBox" {min, max} in the same frame.
// - objects: global "position" and "rotation" (degrees; Unity, left-handed,
//   y up, so +y turns clockwise seen from above; an unrotated asset faces
//   +z). Small objects are "children" of their receptacle, recursively.
// - states written by ProcTHOR: "isOn" (lamps), "isDirty" (beds),
//   "openness" 0..1 (boxes, laptops).
//
// Import rules decided here:
// - type = the id up to the first '|', checked against the type table.
// - room = the first floor polygon containing (x, z); else the nearest
//   within kRoomTolerance (5 cm), the point moved just inside it; children
//   take their parent's room (and, if just outside it, the same nudge).
// - parent/link = the nearest receptacle among the enclosing objects, with
//   that type's in/on. A child of a non-receptacle (an asset group puts a
//   book "on" a lamp) rests on whatever holds the lamp; with nothing above
//   it stays without a parent. Both cases are named in Scene::origin.
// - Doorway, Doorframe and Window among "objects" are skipped (they belong
//   to "doors"/"windows"), also named in Scene::origin. Windows are not
//   imported: the canonical scene has no windows.
// - door position: along wall0 at assetPosition.x (else the hole's middle,
//   else the wall's middle); without a wall list, the middle of the wall
//   named by the id, else of the rooms' shared edge, else room0's centroid.
// - states: every attribute the type has, default false; isOpen from isOpen
//   or openness > 0, isToggled from isToggled or isOn, the rest by their
//   AI2-THOR names. A true state the type cannot have is an error.
#include "generator/scenes/procthor_import.h"

#include <algorithm>
#include <cctype>
#include <charconv>

#include <fmt/format.h>

#include "base/suggest.h"
#include "generator/scenes/procthor_fields.h"
#include "generator/scenes/procthor_geometry.h"
#include "generator/scenes/procthor_house.h"
#include "generator/scenes/procthor_stream.h"

namespace mm {
namespace {

using namespace procthor;

// House schema versions this importer understands: "0.0.1" (doors carry a
// boundingBox) and "1.0.0" (doors carry holePolygon/assetPosition).
constexpr int kNewestSchemaMajor = 1;

std::string list_names(const std::vector<std::string>& names, size_t max = 5) {
  std::string out;
  for (size_t i = 0; i < names.size() && i < max; ++i) out += (i ? ", " : "") + names[i];
  if (names.size() > max) out += fmt::format(" and {} more", names.size() - max);
  return out;
}

Status check_schema(const Json& house, HouseBuilder&) {
  auto meta = house.find("metadata");
  if (meta == house.end() || !meta->is_object() || !meta->contains("schema")) return Status::Ok();
  MM_TRY(schema, json_string(*meta, "/metadata", "schema"));
  int major = 0;
  auto [p, ec] = std::from_chars(schema->data(), schema->data() + schema->size(), major);
  if (ec == std::errc() && major > kNewestSchemaMajor)
    return Error{fmt::format("/metadata/schema: house schema {} is newer than this importer "
                             "reads (0.0.1 and 1.x); update mentalmap",
                             *schema)};
  return Status::Ok();
}

Status read_room(const Json& j, const std::string& ptr, HouseBuilder& b) {
  MM_TRY(id, id_field(j, ptr, "id"));
  for (size_t k = 0; k < b.scene.rooms.size(); ++k)
    if (b.scene.rooms[k].id == *id)
      return Error{fmt::format("{}/id: duplicate room id '{}' (first at /rooms/{})", ptr, *id, k)};
  MM_TRY(type, json_string(j, ptr, "roomType"));
  const auto& known = b.types.room_types();
  if (std::find(known.begin(), known.end(), *type) == known.end())
    return Error{fmt::format("{}/roomType: unknown room type '{}'{}; expected one of {}", ptr,
                             *type, did_you_mean(*type, known), list_names(known, 99))};
  MM_TRY(poly, json_field(j, ptr, "floorPolygon"));
  MM_TRY(pts, points(**poly, ptr + "/floorPolygon", 3));
  Room r{*id, *type, {}};
  for (const auto& p : *pts) r.polygon.push_back(round_xz(p.xz()));
  if (polygon_area(r.polygon) < 1e-6)
    return Error{fmt::format("{}/floorPolygon: expected a polygon enclosing a non-zero area, "
                             "found {} points with area 0",
                             ptr, r.polygon.size())};
  b.scene.rooms.push_back(std::move(r));
  return Status::Ok();
}

// Two rooms that share floor (the same footprint, or one's centre inside
// the other) leave the room of an object there ambiguous.
bool rooms_overlap(const std::vector<Vec2>& a, const std::vector<Vec2>& b) {
  auto sorted = [](std::vector<Vec2> p) {
    std::sort(p.begin(), p.end(), [](Vec2 x, Vec2 y) { return x.x != y.x ? x.x < y.x : x.z < y.z; });
    return p;
  };
  auto sa = sorted(a), sb = sorted(b);
  if (sa.size() == sb.size() &&
      std::equal(sa.begin(), sa.end(), sb.begin(), [](Vec2 x, Vec2 y) { return x.x == y.x && x.z == y.z; }))
    return true;
  Vec2 ca = polygon_centroid(a), cb = polygon_centroid(b);
  return (point_in_polygon(ca, a) && point_in_polygon(ca, b)) || (point_in_polygon(cb, b) && point_in_polygon(cb, a));
}

Status read_rooms(const Json& house, HouseBuilder& b) {
  MM_TRY(arr, array_field(house, "", "rooms"));
  if ((*arr)->empty()) return Error{"/rooms: expected at least one room, found an empty array"};
  for (size_t i = 0; i < (*arr)->size(); ++i) {
    MM_CHECK(read_room((**arr)[i], fmt::format("/rooms/{}", i), b));
    const Room& r = b.scene.rooms.back();
    for (size_t k = 0; k + 1 < b.scene.rooms.size(); ++k)
      if (rooms_overlap(b.scene.rooms[k].polygon, r.polygon))
        return Error{fmt::format("/rooms/{}/floorPolygon: room '{}' shares floor with room '{}' (/rooms/{}), so the "
                                 "room of an object there is ambiguous; expected rooms that meet only along walls",
                                 i, r.id, b.scene.rooms[k].id, k)};
  }
  b.scene.reindex();
  return Status::Ok();
}

// The door's centre, as an offset in metres from the first point of its
// wall0: assetPosition.x (schema 1.0.0), else the middle of holePolygon
// (1.0.0) or of boundingBox (0.0.1). nullopt when the door has none.
Result<std::optional<double>> hole_offset(const Json& d, const std::string& ptr) {
  if (d.contains("assetPosition")) {
    MM_TRY(x, coordinate(d["assetPosition"], ptr + "/assetPosition", "x"));
    return std::optional<double>(*x);
  }
  std::vector<Vec3> corners;
  if (d.contains("holePolygon")) {
    MM_TRY(pts, points(d["holePolygon"], ptr + "/holePolygon", 2));
    corners = *pts;
  } else if (d.contains("boundingBox")) {
    for (const char* key : {"min", "max"}) {
      MM_TRY(p, point_field(d["boundingBox"], ptr + "/boundingBox", key));
      corners.push_back(*p);
    }
  } else {
    return std::optional<double>();
  }
  auto [lo, hi] = std::minmax_element(corners.begin(), corners.end(),
                                      [](const Vec3& a, const Vec3& b) { return a.x < b.x; });
  return std::optional<double>((lo->x + hi->x) / 2);
}

using WallIndex = std::map<std::string, size_t, std::less<>>;

WallIndex index_walls(const Json* walls) {
  WallIndex idx;
  if (!walls) return idx;
  for (size_t i = 0; i < walls->size(); ++i) {
    const Json& w = (*walls)[i];
    if (w.is_object() && w.contains("id") && w["id"].is_string())
      idx.emplace(w["id"].get<std::string>(), i);
  }
  return idx;
}

// Position from wall0's geometry; from wall1's or the wall ids when the
// house has no wall list; from the rooms' shared edge as a last resort.
Result<Vec2> door_position(const Json& d, const std::string& ptr, const Json* walls,
                           const WallIndex& idx, const Room& r0, const Room& r1) {
  std::optional<WallSegment> seg[2];
  const char* keys[2] = {"wall0", "wall1"};
  for (int k = 0; k < 2; ++k) {
    auto it = d.find(keys[k]);
    if (it == d.end() || it->is_null()) continue;
    if (!it->is_string())
      return Error{fmt::format("{}/{}: expected a wall id string, found {}", ptr, keys[k],
                               json_preview(*it))};
    std::string id = it->get<std::string>();
    if (walls && !walls->empty()) {
      auto w = idx.find(id);
      if (w == idx.end())
        return Error{fmt::format("{}/{}: door names wall '{}', which is not in /walls", ptr,
                                 keys[k], id)};
      std::string wptr = fmt::format("/walls/{}", w->second);
      MM_TRY(poly, json_field((*walls)[w->second], wptr, "polygon"));
      MM_TRY(pts, points(**poly, wptr + "/polygon", 2));
      seg[k] = wall_segment(*pts);
      if (!seg[k])
        return Error{fmt::format("{}/polygon: expected points at two different (x, z) "
                                 "positions, found a wall of zero length",
                                 wptr)};
    } else {
      seg[k] = wall_segment_from_id(id);
    }
  }
  MM_TRY(offset, hole_offset(d, ptr));
  // The hole offset is measured along wall0; on wall1 it may run the other way.
  if (seg[0]) return round_xz(*offset ? seg[0]->at(**offset) : seg[0]->middle());
  if (seg[1]) return round_xz(seg[1]->middle());
  if (r0.id != r1.id)
    if (auto mid = shared_boundary_midpoint(r0.polygon, r1.polygon)) return round_xz(*mid);
  return round_xz(polygon_centroid(r0.polygon));
}

Result<std::string> door_room(const Json& d, const std::string& ptr, const char* key,
                              const std::string& door_id, const Scene& s) {
  MM_TRY(room, json_string(d, ptr, key));
  if (s.room(*room)) return room;
  std::vector<std::string> ids;
  for (const auto& r : s.rooms) ids.push_back(r.id);
  return Error{fmt::format("{}/{}: door '{}' names room '{}', which is not in /rooms (rooms: {})",
                           ptr, key, door_id, *room, list_names(ids, 12))};
}

Status read_doors(const Json& house, HouseBuilder& b) {
  MM_TRY(arr, array_field(house, "", "doors"));
  MM_TRY(walls, optional_array(house, "", "walls"));
  WallIndex idx = index_walls(*walls);
  for (size_t i = 0; i < (*arr)->size(); ++i) {
    const Json& d = (**arr)[i];
    std::string ptr = fmt::format("/doors/{}", i);
    MM_TRY(id, id_field(d, ptr, "id"));
    for (size_t k = 0; k < b.scene.doors.size(); ++k)
      if (b.scene.doors[k].id == *id)
        return Error{fmt::format("{}/id: duplicate door id '{}' (first at /doors/{})", ptr, *id, k)};
    MM_TRY(r0, door_room(d, ptr, "room0", *id, b.scene));
    MM_TRY(r1, door_room(d, ptr, "room1", *id, b.scene));
    MM_TRY(pos, door_position(d, ptr, *walls, idx, *b.scene.room(*r0), *b.scene.room(*r1)));
    // ProcTHOR marks a door to the outside by naming its room twice.
    b.scene.doors.push_back(Door{*id, *r0, *r1, *r0 == *r1, *pos});
  }
  return Status::Ok();
}

std::string origin_notes(const HouseBuilder& b) {
  std::string out;
  if (!b.skipped.empty())
    out += fmt::format("; skipped {} structural piece(s) listed as objects: {}", b.skipped.size(),
                       list_names(b.skipped));
  if (!b.reattached.empty())
    out += fmt::format("; {} child(ren) of a non-receptacle put on its nearest receptacle "
                       "ancestor: {}",
                       b.reattached.size(), list_names(b.reattached));
  if (!b.detached.empty())
    out += fmt::format("; {} child(ren) of a non-receptacle with no receptacle above kept "
                       "without a parent: {}",
                       b.detached.size(), list_names(b.detached));
  return out;
}

bool valid_scene_id(std::string_view id) {
  auto ok = [](char c, bool first) {
    return std::isalnum(static_cast<unsigned char>(c)) ||
           (!first && (c == '.' || c == '_' || c == '-'));
  };
  if (id.empty() || !ok(id[0], true)) return false;
  return std::all_of(id.begin() + 1, id.end(), [&](char c) { return ok(c, false); });
}

Status build(const Json& house, HouseBuilder& b) {
  if (!house.is_object())
    return Error{fmt::format("/: expected a ProcTHOR house (a JSON object), found {}",
                             json_preview(house))};
  for (auto step : {check_schema, read_rooms, read_doors, read_objects}) {
    MM_CHECK(step(house, b));
  }
  b.scene.reindex();
  // Imports are checked non-strictly: real houses put things where our
  // type table would not (a laptop on a toilet); links and rooms must hold.
  return check_scene(b.scene, b.types, {.strict_receptacles = false});
}

}  // namespace

Result<Scene> import_procthor_house_as(const Json& house, const std::string& source,
                                       const std::string& origin, const std::string& scene_id) {
  if (!valid_scene_id(scene_id))
    return Error{fmt::format("{}: scene id '{}': expected letters, digits, '.', '_' or '-', "
                             "starting with a letter or digit",
                             source, scene_id)};
  HouseBuilder b(TypeTable::builtin());
  Status st = build(house, b);
  if (!st) return st.error().within(source);
  b.scene.id = scene_id;
  b.scene.source = "procthor";
  b.scene.origin = "procthor " + origin + origin_notes(b);
  return std::move(b.scene);
}

Result<Scene> import_procthor_house(const Json& house, const std::string& source,
                                    const std::string& scene_id) {
  return import_procthor_house_as(house, source, source, scene_id);
}

}  // namespace mm
