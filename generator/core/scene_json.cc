#include "generator/core/scene_json.h"

#include <fmt/format.h>

#include "base/file_io.h"
#include "base/schema_check.h"

namespace mm {

namespace {

OJson xz(Vec2 p) { return OJson::array({round_mm(p.x), round_mm(p.z)}); }

OJson state_json(const StateSet& st) {
  OJson j = OJson::object();
  for (Attr a : kAllAttrs)
    if (st.has(a)) j[std::string(attr_name(a))] = st.get(a);
  return j;
}

}  // namespace

OJson scene_to_json(const Scene& s) {
  OJson j;
  j["format"] = "mentalmap.scene";
  j["version"] = kSceneFormatVersion;
  j["id"] = s.id;
  j["source"] = s.source;
  j["origin"] = s.origin;
  j["axes"] = "+x east, +z north, y up, metres; yaw degrees clockwise from north";
  OJson rooms = OJson::array();
  for (const auto& r : s.rooms) {
    OJson poly = OJson::array();
    for (const auto& p : r.polygon) poly.push_back(xz(p));
    rooms.push_back({{"id", r.id}, {"type", r.type}, {"floorPolygon", poly}});
  }
  j["rooms"] = rooms;
  OJson doors = OJson::array();
  for (const auto& d : s.doors)
    doors.push_back({{"id", d.id},
                     {"rooms", {d.room0, d.room1}},
                     {"exterior", d.exterior},
                     {"position", xz(d.position)}});
  j["doors"] = doors;
  OJson objects = OJson::array();
  for (const auto& o : s.objects) {
    OJson oj;
    oj["id"] = o.id;
    oj["type"] = o.type;
    oj["room"] = o.room;
    oj["position"] = {round_mm(o.position.x), round_mm(o.position.y), round_mm(o.position.z)};
    oj["yaw"] = round_mm(wrap360(o.yaw)) >= 360.0 ? 0.0 : round_mm(wrap360(o.yaw));
    oj["parent"] = o.parent.empty() ? OJson(nullptr) : OJson(o.parent);
    oj["link"] = std::string(link_name(o.link));
    oj["state"] = state_json(o.state);
    objects.push_back(std::move(oj));
  }
  j["objects"] = objects;
  return j;
}

std::string scene_dump(const Scene& s) { return scene_to_json(s).dump(2) + "\n"; }

namespace {

Vec2 read_xz(const Json& a) { return {a[0].get<double>(), a[1].get<double>()}; }

}  // namespace

Result<Scene> scene_from_json(const Json& j, const std::string& source,
                              const SceneCheckOptions& opt) {
  MM_TRY(checker, SchemaChecker::cached(kSceneSchema));
  Status st = (*checker)->validate(j, source);
  if (!st) return st.error();

  Scene s;
  s.id = j["id"].get<std::string>();
  s.source = j["source"].get<std::string>();
  s.origin = j.value("origin", "");
  for (const auto& rj : j["rooms"]) {
    Room r;
    r.id = rj["id"].get<std::string>();
    r.type = rj["type"].get<std::string>();
    for (const auto& p : rj["floorPolygon"]) r.polygon.push_back(read_xz(p));
    s.rooms.push_back(std::move(r));
  }
  for (const auto& dj : j["doors"]) {
    Door d;
    d.id = dj["id"].get<std::string>();
    d.room0 = dj["rooms"][0].get<std::string>();
    d.room1 = dj["rooms"][1].get<std::string>();
    d.exterior = dj["exterior"].get<bool>();
    if (dj.contains("position")) d.position = read_xz(dj["position"]);
    s.doors.push_back(std::move(d));
  }
  for (const auto& oj : j["objects"]) {
    Object o;
    o.id = oj["id"].get<std::string>();
    o.type = oj["type"].get<std::string>();
    o.room = oj["room"].get<std::string>();
    const auto& p = oj["position"];
    o.position = {p[0].get<double>(), p[1].get<double>(), p[2].get<double>()};
    o.yaw = oj["yaw"].get<double>();
    if (!oj["parent"].is_null()) o.parent = oj["parent"].get<std::string>();
    o.link = *parse_link(oj["link"].get<std::string>());
    for (const auto& [k, v] : oj["state"].items()) o.state.set(*parse_attr(k), v.get<bool>());
    s.objects.push_back(std::move(o));
  }
  s.reindex();
  st = check_scene(s, TypeTable::builtin(), opt);
  if (!st) return st.error().within(source);
  return s;
}

Result<Scene> load_scene_file(const std::string& path, const SceneCheckOptions& opt) {
  MM_TRY(text, read_input_file(path));
  MM_TRY(j, parse_json(*text, path));
  return scene_from_json(*j, path, opt);
}

}  // namespace mm
