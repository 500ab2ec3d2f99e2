#include "packs/tos/world_json.h"

#include <fmt/format.h>
#include <set>

#include <map>
#include "base/schema_check.h"

namespace mm::tos {
namespace {

Json cell_json(Cell c) { return Json::array({c.x, c.y}); }

Cell json_cell(const Json& j) { return {j[0].get<int>(), j[1].get<int>()}; }

}  // namespace

Json world_to_json(const World& w) {
  Json j;
  j["format"] = "mentalmap.tos-world";
  j["version"] = kWorldFormat;
  j["id"] = w.id;
  j["layout"] = {{"rooms", w.layout.rooms},
                 {"room_width", w.layout.room_width},
                 {"room_height", w.layout.room_height},
                 {"objects_per_room", w.layout.objects_per_room}};
  j["start"] = {{"at", cell_json(w.start)}, {"heading", heading_name(w.start_heading)}};
  Json rooms = Json::array();
  for (const Room& r : w.rooms) rooms.push_back({{"name", r.name}, {"min", cell_json({r.x0, r.y0})}, {"max", cell_json({r.x1, r.y1})}});
  j["rooms"] = rooms;
  Json objects = Json::array(), doors = Json::array();
  for (const Thing& t : w.things) {
    Json o = {{"name", t.name}, {"at", cell_json(t.at)}};
    if (t.is_door()) {
      o["rooms"] = Json::array({w.rooms[t.rooms[0]].name, w.rooms[t.rooms[1]].name});
      doors.push_back(o);
      continue;
    }
    o["type"] = t.type;
    o["room"] = w.rooms[t.rooms[0]].name;
    o["facing"] = t.facing ? Json(heading_name(*t.facing)) : Json(nullptr);
    objects.push_back(o);
  }
  j["objects"] = objects;
  j["doors"] = doors;
  return j;
}

Result<World> world_from_json(const Json& j, const std::string& source) {
  MM_TRY(checker, SchemaChecker::cached("schemas/tos-world.schema.json"));
  MM_CHECK((*checker)->validate(j, source));
  World w;
  w.id = j["id"].get<std::string>();
  const Json& l = j["layout"];
  w.layout = {l["rooms"].get<int>(), l["room_width"].get<int>(), l["room_height"].get<int>(),
              l["objects_per_room"].get<int>()};
  w.start = json_cell(j["start"]["at"]);
  w.start_heading = *parse_heading(j["start"]["heading"].get<std::string>());
  if (w.start != Cell{0, 0} || w.start_heading != Heading::N)
    return Error{source + ": /start: a world is stored in the task frame: expected at [0, 0] heading N"};
  std::map<std::string, int> room_index;
  for (size_t i = 0; i < j["rooms"].size(); ++i) {
    const Json& r = j["rooms"][i];
    Cell a = json_cell(r["min"]), b = json_cell(r["max"]);
    std::string ptr = fmt::format("{}: /rooms/{}", source, i);
    if (a.x > b.x || a.y > b.y) return Error{ptr + ": min must not exceed max"};
    if (!room_index.emplace(r["name"].get<std::string>(), static_cast<int>(i)).second)
      return Error{ptr + "/name: duplicate room name"};
    w.rooms.push_back({r["name"].get<std::string>(), a.x, a.y, b.x, b.y});
  }
  std::set<std::string> names;
  std::set<Cell> cells;
  auto room_of = [&](const Json& name, const std::string& ptr) -> Result<int> {
    auto it = room_index.find(name.get<std::string>());
    if (it == room_index.end()) return Error{fmt::format("{}: unknown room '{}'", ptr, name.get<std::string>())};
    return it->second;
  };
  for (size_t i = 0; i < j["objects"].size(); ++i) {
    const Json& o = j["objects"][i];
    std::string ptr = fmt::format("{}: /objects/{}", source, i);
    Thing t{o["name"].get<std::string>(), o["type"].get<std::string>(), json_cell(o["at"]), std::nullopt, {}};
    MM_TRY(room, room_of(o["room"], ptr + "/room"));
    t.rooms = {*room};
    if (!o["facing"].is_null()) t.facing = parse_heading(o["facing"].get<std::string>());
    if (!w.rooms[*room].contains(t.at)) return Error{ptr + "/at: the cell is not on its room's floor"};
    if (!names.insert(t.name).second) return Error{ptr + "/name: duplicate name"};
    if (!cells.insert(t.at).second) return Error{ptr + "/at: another object is on this cell"};
    if (t.at == w.start) return Error{ptr + "/at: the agent starts on this cell"};
    w.things.push_back(t);
  }
  for (size_t i = 0; i < j["doors"].size(); ++i) {
    const Json& d = j["doors"][i];
    std::string ptr = fmt::format("{}: /doors/{}", source, i);
    Thing t{d["name"].get<std::string>(), "Door", json_cell(d["at"]), std::nullopt, {}};
    for (const Json& r : d["rooms"]) {
      MM_TRY(room, room_of(r, ptr + "/rooms"));
      t.rooms.push_back(*room);
    }
    for (int r : t.rooms) {
      const Room& room = w.rooms[r];
      bool beside = (t.at.x >= room.x0 - 1 && t.at.x <= room.x1 + 1 && t.at.y >= room.y0 && t.at.y <= room.y1) ||
                    (t.at.y >= room.y0 - 1 && t.at.y <= room.y1 + 1 && t.at.x >= room.x0 && t.at.x <= room.x1);
      if (!beside || room.contains(t.at)) return Error{ptr + "/at: a door must be in the wall of each of its rooms"};
    }
    if (!names.insert(t.name).second) return Error{ptr + "/name: duplicate name"};
    w.things.push_back(t);
  }
  if (!w.rooms.empty() && w.rooms_at(w.start).empty()) return Error{source + ": /start/at: the agent must start on a room's floor"};
  return w;
}

Json seen_to_json(const World& w, const Seen& s) {
  Json e = {{"name", w.things[s.thing].name}, {"direction", ego_name(s.ego)}, {"distance", dist_name(s.dist)}};
  if (s.facing) e["facing"] = rel_facing_name(*s.facing);
  return e;
}

Json observation_to_json(const World& w, const Observation& o) {
  Json j;
  if (o.here >= 0) j["here"] = w.things[o.here].name;
  Json seen = Json::array();
  for (const Seen& s : o.seen) seen.push_back(seen_to_json(w, s));
  j["seen"] = seen;
  return j;
}

Json turn_to_json(const World& w, const Turn& t, int step) {
  Json j;
  j["step"] = step;
  Json actions = Json::array();
  for (const Action& a : t.actions) actions.push_back(action_text(a));
  j["actions"] = actions;
  if (!t.result.error.empty()) j["error"] = t.result.error;
  if (t.result.observation) j["observation"] = observation_to_json(w, *t.result.observation);
  if (t.result.queried >= 0)
    j["query"] = {{"name", w.things[t.result.queried].name}, {"at", cell_json(t.result.coordinates)}};
  if (t.result.terminated) j["terminated"] = true;
  j["cost"] = t.cost;
  return j;
}

}  // namespace mm::tos
