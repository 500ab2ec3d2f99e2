// Reading and writing one attribute of the world state in event form. Replay,
// the episode reader and the simulator's change log all go through these, so
// an event's value means the same thing everywhere.
#include <fmt/format.h>

#include "generator/episodes/sim_internal.h"

namespace mm {

bool is_symbolic_attribute(const std::string& attribute) {
  return attribute != sim::kPosition && sim::attribute_rank(attribute) >= 0;
}

namespace sim {
namespace {

Error bad_value(const std::string& object, const std::string& attribute, const char* expected,
                const Json& found) {
  return Error{fmt::format("object '{}', attribute '{}': expected {}, found {}", object, attribute,
                           expected, json_preview(found))};
}

Status write_held(WorldState& w, const Json& v) {
  if (v.is_null()) {
    w.held.clear();
    return Status::Ok();
  }
  if (!v.is_string()) return bad_value(kAgent, kHeld, "an object id or null", v);
  if (!w.scene.object(v.get<std::string>()))
    return Error{fmt::format("object 'agent', attribute 'held': no object '{}' in scene '{}'",
                             v.get<std::string>(), w.scene.id)};
  w.held = v.get<std::string>();
  return Status::Ok();
}

Status write_place(WorldState& w, Object& o, const std::string& attribute, const Json& v) {
  if (attribute == kParent) {
    if (v.is_null()) {
      o.parent.clear();
      return Status::Ok();
    }
    if (!v.is_string()) return bad_value(o.id, attribute, "an object id or null", v);
    std::string p = v.get<std::string>();
    if (p == o.id || !w.scene.object(p))
      return Error{fmt::format("object '{}', attribute 'parent': '{}' is not another object of "
                               "scene '{}'",
                               o.id, p, w.scene.id)};
    o.parent = p;
    return Status::Ok();
  }
  if (attribute == kLink) {
    auto l = v.is_string() ? parse_link(v.get<std::string>()) : std::nullopt;
    if (!l) return bad_value(o.id, attribute, "\"in\", \"on\" or \"none\"", v);
    o.link = *l;
    return Status::Ok();
  }
  if (attribute == kRoom) {
    if (!v.is_string() || !w.scene.room(v.get<std::string>()))
      return bad_value(o.id, attribute, "a room id of the scene", v);
    o.room = v.get<std::string>();
    return Status::Ok();
  }
  // position
  if (!v.is_array() || v.size() != 3 || !v[0].is_number() || !v[1].is_number() ||
      !v[2].is_number())
    return bad_value(o.id, attribute, "[x, y, z]", v);
  o.position = {v[0].get<double>(), v[1].get<double>(), v[2].get<double>()};
  return Status::Ok();
}

}  // namespace

const ObjectType* type_of(const Object& o) { return TypeTable::builtin().find(o.type); }

int attribute_rank(const std::string& attribute) {
  static const char* kPlace[] = {kParent, kLink, kRoom, kPosition};
  for (int i = 0; i < 4; ++i)
    if (attribute == kPlace[i]) return i;
  if (auto a = parse_attr(attribute)) return 4 + static_cast<int>(*a);
  if (attribute == kHeld) return 4 + static_cast<int>(kAttrCount);
  return -1;
}

Vec3 round_position(Vec3 p) { return {round_mm(p.x), round_mm(p.y), round_mm(p.z)}; }

Json position_json(Vec3 p) {
  Vec3 r = round_position(p);
  return Json::array({r.x, r.y, r.z});
}

bool state_value(const Object& o, Attr a) { return o.state.has(a) && o.state.get(a); }

Result<Json> read_attribute(const WorldState& w, const std::string& object,
                            const std::string& attribute) {
  if (attribute_rank(attribute) < 0)
    return Error{fmt::format("object '{}': unknown attribute '{}'", object, attribute)};
  if (object == kAgent || attribute == kHeld) {
    if (object != kAgent || attribute != kHeld)
      return Error{fmt::format("object '{}', attribute '{}': 'held' belongs to the object "
                               "'agent' alone",
                               object, attribute)};
    return w.held.empty() ? Json(nullptr) : Json(w.held);
  }
  const Object* o = w.scene.object(object);
  if (!o) return Error{fmt::format("no object '{}' in scene '{}'", object, w.scene.id)};
  if (attribute == kParent) return o->parent.empty() ? Json(nullptr) : Json(o->parent);
  if (attribute == kLink) return Json(std::string(link_name(o->link)));
  if (attribute == kRoom) return Json(o->room);
  if (attribute == kPosition) return position_json(o->position);
  Attr a = *parse_attr(attribute);
  const ObjectType* t = type_of(*o);
  if (t && !t->has_attr(a))
    return Error{fmt::format("object '{}': a {} has no state '{}'", object, o->type, attribute)};
  return Json(state_value(*o, a));
}

Status write_attribute(WorldState& w, const std::string& object, const std::string& attribute,
                       const Json& value) {
  auto current = read_attribute(w, object, attribute);  // validates object and attribute
  if (!current) return current.error();
  if (object == kAgent) return write_held(w, value);
  Object& o = *w.scene.object(object);
  if (attribute_rank(attribute) < 4) return write_place(w, o, attribute, value);
  if (!value.is_boolean()) return bad_value(object, attribute, "true or false", value);
  o.state.set(*parse_attr(attribute), value.get<bool>());
  return Status::Ok();
}

}  // namespace sim
}  // namespace mm
