// Objects of a ProcTHOR house: type from the id, room from the floor plan,
// parent and in/on link from the nesting, yaw from the rotation, states
// from the few state fields ProcTHOR writes.
#include <cmath>

#include <fmt/format.h>

#include "base/suggest.h"
#include "generator/scenes/procthor_fields.h"
#include "generator/scenes/procthor_geometry.h"
#include "generator/scenes/procthor_house.h"

namespace mm::procthor {
namespace {

constexpr size_t kNone = size_t(-1);

// Where the objects of one "objects"/"children" array go.
struct Slot {
  size_t parent = kNone;  // index of the enclosing object
  size_t holder = kNone;  // nearest enclosing receptacle (the parent unless it is none)
  size_t room = kNone;    // inherited room index
  int depth = 0;
};

// Fields read for each attribute, in priority order. ProcTHOR writes "isOn"
// for lamps, "isDirty" for beds and "openness" (0..1) for boxes and
// laptops; the AI2-THOR metadata names are accepted as well.
struct StateKeys {
  Attr attr;
  const char* keys[2];
};
constexpr StateKeys kStateKeys[] = {
    {Attr::IsOpen, {"isOpen", nullptr}},
    {Attr::IsToggled, {"isToggled", "isOn"}},
    {Attr::IsSliced, {"isSliced", nullptr}},
    {Attr::IsCooked, {"isCooked", nullptr}},
    {Attr::IsDirty, {"isDirty", nullptr}},
    {Attr::IsBroken, {"isBroken", nullptr}},
    {Attr::IsFilledWithLiquid, {"isFilledWithLiquid", nullptr}},
    {Attr::IsUsedUp, {"isUsedUp", nullptr}},
    {Attr::IsPickedUp, {"isPickedUp", nullptr}},
};

Error unknown_type(const std::string& ptr, const std::string& id, std::string_view name,
                   const TypeTable& types) {
  std::string msg = fmt::format("{}/id: unknown object type '{}' in id '{}'", ptr, name, id);
  // Suggestions cost O(length) per known type: skip them for absurd names.
  auto near = name.size() <= 64 ? types.nearest(name, 3) : std::vector<std::string>{};
  for (size_t i = 0; i < near.size(); ++i)
    msg += (i ? ", " : "; nearest known types: ") + near[i];
  bool numeric = !name.empty() && name.find_first_not_of("0123456789") == std::string::npos;
  if (numeric || name == "small")
    msg += "; ids must start with the object type ('Apple|surface|2|2'), as in ProcTHOR-10K";
  return Error{msg};
}

Result<StateSet> read_states(const Json& o, const std::string& ptr, const ObjectType& t) {
  StateSet st;
  for (Attr a : kAllAttrs)
    if (t.has_attr(a)) st.set(a, false);  // defaults: closed, off, clean, whole, ...
  for (const auto& sk : kStateKeys) {
    std::optional<bool> value;
    const char* used = nullptr;
    for (const char* key : sk.keys) {
      if (!key || value) continue;
      MM_TRY(v, optional_bool(o, ptr, key));
      if (*v) value = **v, used = key;
    }
    if (!value && sk.attr == Attr::IsOpen) {
      MM_TRY(openness, optional_number(o, ptr, "openness", 0.0, 1.0));
      if (*openness) value = **openness > 0, used = "openness";
    }
    if (!value) continue;
    if (!t.has_attr(sk.attr)) {
      // "false" carries no information for a type without the state; "true"
      // contradicts the type table, so the house is reported, not guessed at.
      if (*value)
        return Error{fmt::format("{}/{}: the house sets {} on a {}, which has no such state in "
                                 "the object-type table",
                                 ptr, used, attr_name(sk.attr), t.name)};
      continue;
    }
    st.set(sk.attr, *value);
  }
  return st;
}

double yaw_from(double rotation_y) {
  // Unity is left-handed with y up: a positive turn about y is clockwise
  // seen from above, and an unrotated asset faces +z (north).
  double y = std::fmod(rotation_y, 360.0);
  if (y < 0) y += 360.0;
  y = round_mm(y);
  return y >= 360.0 ? 0.0 : y;
}

// Sets the room and position; returns the room's index.
Result<size_t> place(HouseBuilder& b, const std::string& ptr, const std::string& id, Vec3 pos,
                     const Slot& slot, Object& o) {
  const auto& rooms = b.scene.rooms;
  if (slot.room == kNone) {
    size_t nearest = rooms.size();
    double dist = 0;
    auto fit = fit_to_rooms(pos.xz(), rooms, kRoomTolerance, &nearest, &dist);
    if (!fit) {
      std::string hint = nearest < rooms.size()
                             ? fmt::format(" (nearest: '{}', {:.2f} m away)", rooms[nearest].id, dist)
                             : "";
      return Error{fmt::format("{}/position: object '{}' at (x {:.3f}, z {:.3f}) lies outside "
                               "every room{}; expected a point on a floor polygon",
                               ptr, id, pos.x, pos.z, hint)};
    }
    o.room = rooms[fit->room].id;
    o.position = {fit->position.x, round_mm(pos.y), fit->position.z};
    return fit->room;
  }
  const Room& room = rooms[slot.room];
  auto inside = pull_inside(pos.xz(), room.polygon, kRoomTolerance);
  if (!inside)
    return Error{fmt::format("{}/position: object '{}' at (x {:.3f}, z {:.3f}) lies {:.2f} m "
                             "outside room '{}' of its parent '{}'",
                             ptr, id, pos.x, pos.z, boundary_distance(pos.xz(), room.polygon),
                             room.id, b.scene.objects[slot.parent].id)};
  o.room = room.id;
  o.position = {inside->x, round_mm(pos.y), inside->z};
  return slot.room;
}

// Parent and link: the nearest receptacle among the ancestors.
void link(HouseBuilder& b, const Slot& slot, Object& o) {
  if (slot.parent == kNone) return;
  if (slot.holder == kNone) {
    b.detached.push_back(o.id);
    return;
  }
  const Object& h = b.scene.objects[slot.holder];
  o.parent = h.id;
  o.link = b.types.find(h.type)->link;
  if (slot.holder != slot.parent) b.reattached.push_back(o.id);
}

Status read_array(const Json& arr, const std::string& ptr, HouseBuilder& b, const Slot& slot);

Status read_object(const Json& j, const std::string& ptr, HouseBuilder& b, const Slot& slot) {
  MM_TRY(id, id_field(j, ptr, "id"));
  std::string_view type_name = std::string_view(*id).substr(0, id->find('|'));
  const ObjectType* t = b.types.find(type_name);
  if (!t) return unknown_type(ptr, *id, type_name, b.types);
  auto [at, fresh] = b.object_ptr.emplace(*id, ptr);
  if (!fresh)
    return Error{fmt::format("{}/id: duplicate object id '{}' (first at {})", ptr, *id,
                             at->second)};
  MM_TRY(pos, point_field(j, ptr, "position"));
  MM_TRY(rot, json_field(j, ptr, "rotation"));
  MM_TRY(rot_y, json_number(**rot, ptr + "/rotation", "y"));
  MM_TRY(children, optional_array(j, ptr, "children"));
  if (t->placement == Placement::Structure) {
    // Doors and windows are the house's "doors"/"windows"; a copy among the
    // objects is not furniture a question should count.
    if (*children && !(*children)->empty())
      return Error{fmt::format("{}/children: structural piece '{}' ({}) cannot hold objects",
                               ptr, *id, t->name)};
    b.skipped.push_back(*id);
    return Status::Ok();
  }
  Object o;
  o.id = *id;
  o.type = t->name;
  o.yaw = yaw_from(*rot_y);
  MM_TRY(room, place(b, ptr, *id, *pos, slot, o));
  link(b, slot, o);
  MM_TRY(states, read_states(j, ptr, *t));
  o.state = *states;
  b.scene.objects.push_back(std::move(o));
  if (!*children) return Status::Ok();
  size_t self = b.scene.objects.size() - 1;
  Slot inner{self, t->receptacle ? self : slot.holder, *room, slot.depth + 1};
  return read_array(**children, ptr + "/children", b, inner);
}

Status read_array(const Json& arr, const std::string& ptr, HouseBuilder& b, const Slot& slot) {
  if (slot.depth > kMaxNesting)
    return Error{fmt::format("{}: children nested more than {} levels deep", ptr, kMaxNesting)};
  for (size_t i = 0; i < arr.size(); ++i) {
    MM_CHECK(read_object(arr[i], fmt::format("{}/{}", ptr, i), b, slot));
  }
  return Status::Ok();
}

}  // namespace

Status read_objects(const Json& house, HouseBuilder& b) {
  MM_TRY(arr, array_field(house, "", "objects"));
  return read_array(**arr, "/objects", b, Slot{});
}

}  // namespace mm::procthor
