#include "generator/core/scene.h"

#include <algorithm>
#include <set>

#include <fmt/format.h>

namespace mm {

namespace {

template <class Slot, class T>
std::vector<Slot> id_index(const std::vector<T>& v) {
  std::vector<Slot> index(v.size());
  for (uint32_t i = 0; i < index.size(); ++i) index[i] = {std::hash<std::string_view>{}(v[i].id), i};
  std::sort(index.begin(), index.end(),
            [](const Slot& a, const Slot& b) { return a.hash != b.hash ? a.hash < b.hash : a.pos < b.pos; });
  return index;
}

template <class Slot, class T>
const T* find_id(const std::vector<T>& v, const std::vector<Slot>& index, std::string_view id) {
  uint64_t h = std::hash<std::string_view>{}(id);
  auto it = std::lower_bound(index.begin(), index.end(), h, [](const Slot& s, uint64_t key) { return s.hash < key; });
  for (; it != index.end() && it->hash == h; ++it)
    if (v[it->pos].id == id) return &v[it->pos];
  return nullptr;
}

}  // namespace

void Scene::reindex() {
  object_index_ = id_index<IdSlot>(objects);
  room_index_ = id_index<IdSlot>(rooms);
}

const Object* Scene::object(std::string_view id) const { return find_id(objects, object_index_, id); }

Object* Scene::object(std::string_view id) {
  return const_cast<Object*>(find_id(objects, object_index_, id));
}

const Room* Scene::room(std::string_view id) const { return find_id(rooms, room_index_, id); }

std::vector<const Object*> Scene::children(std::string_view id) const {
  std::vector<const Object*> out;
  for (const auto& o : objects)
    if (o.parent == id) out.push_back(&o);
  return out;
}

std::vector<const Object*> Scene::objects_in(std::string_view room_id) const {
  std::vector<const Object*> out;
  for (const auto& o : objects)
    if (o.room == room_id) out.push_back(&o);
  return out;
}

std::vector<const Object*> Scene::ancestors(std::string_view id) const {
  std::vector<const Object*> out;
  const Object* o = object(id);
  std::set<std::string_view> seen;
  while (o && !o->parent.empty() && seen.insert(o->id).second) {
    o = object(o->parent);
    if (o) out.push_back(o);
  }
  return out;
}

std::vector<std::string> Scene::neighbours(std::string_view room_id) const {
  std::set<std::string> out;
  for (const auto& d : doors) {
    if (d.exterior) continue;
    if (d.room0 == room_id) out.insert(d.room1);
    if (d.room1 == room_id) out.insert(d.room0);
  }
  return {out.begin(), out.end()};
}

namespace {

Status check_rooms_and_doors(const Scene& s, const TypeTable& types) {
  std::set<std::string> ids;
  for (size_t i = 0; i < s.rooms.size(); ++i) {
    const Room& r = s.rooms[i];
    std::string where = fmt::format("/rooms/{}", i);
    if (!ids.insert(r.id).second)
      return Error{fmt::format("{}/id: duplicate room id '{}'", where, r.id)};
    const auto& rt = types.room_types();
    if (std::find(rt.begin(), rt.end(), r.type) == rt.end())
      return Error{fmt::format("{}/type: unknown room type '{}'", where, r.type)};
    if (r.polygon.size() < 3 || polygon_area(r.polygon) < 1e-6)
      return Error{fmt::format("{}/floorPolygon: expected a polygon of at least 3 points with "
                               "non-zero area",
                               where)};
  }
  for (size_t i = 0; i < s.doors.size(); ++i) {
    const Door& d = s.doors[i];
    for (const auto* rid : {&d.room0, &d.room1})
      if (!s.room(*rid))
        return Error{fmt::format("/doors/{}: door '{}' names room '{}', which does not exist", i,
                                 d.id, *rid)};
    if (d.exterior != (d.room0 == d.room1))
      return Error{fmt::format("/doors/{}: door '{}' must join a room to itself exactly when it "
                               "is exterior",
                               i, d.id)};
  }
  return Status::Ok();
}

Status check_object(const Scene& s, const TypeTable& types, size_t i,
                    const SceneCheckOptions& opt) {
  const Object& o = s.objects[i];
  std::string where = fmt::format("/objects/{} ('{}')", i, o.id);
  const ObjectType* t = types.find(o.type);
  if (!t) return Error{fmt::format("{}/type: unknown object type '{}'", where, o.type)};
  const Room* room = s.room(o.room);
  if (!room) return Error{fmt::format("{}/room: no room '{}'", where, o.room)};
  if (opt.positions_in_room && !point_in_polygon(o.position.xz(), room->polygon))
    return Error{fmt::format("{}/position: ({:.2f}, {:.2f}) lies outside room '{}'", where,
                             o.position.x, o.position.z, o.room)};
  for (Attr a : kAllAttrs)
    if (o.state.has(a) && !t->has_attr(a))
      return Error{fmt::format("{}/state/{}: a {} has no such state", where, attr_name(a), o.type)};
  if (o.parent.empty()) {
    if (o.link != Link::None)
      return Error{fmt::format("{}/link: '{}' without a parent", where, link_name(o.link))};
    return Status::Ok();
  }
  const Object* p = s.object(o.parent);
  if (!p) return Error{fmt::format("{}/parent: no object '{}'", where, o.parent)};
  if (p->room != o.room)
    return Error{fmt::format("{}/parent: parent '{}' is in room '{}', not '{}'", where, p->id,
                             p->room, o.room)};
  const ObjectType* pt = types.find(p->type);
  if (pt && !pt->receptacle)
    return Error{fmt::format("{}/parent: '{}' ({}) is not a receptacle", where, p->id, p->type)};
  if (opt.strict_receptacles && !types.can_hold(p->type, o.type))
    return Error{fmt::format("{}/parent: a {} cannot hold a {}", where, p->type, o.type)};
  if (pt && o.link != pt->link)
    return Error{fmt::format("{}/link: expected '{}' for a {}, found '{}'", where,
                             link_name(pt->link), p->type, link_name(o.link))};
  return Status::Ok();
}

}  // namespace

Status check_scene(const Scene& s, const TypeTable& types, const SceneCheckOptions& opt) {
  Status st = check_rooms_and_doors(s, types);
  if (!st) return st;
  std::set<std::string> ids;
  for (size_t i = 0; i < s.objects.size(); ++i) {
    if (!ids.insert(s.objects[i].id).second)
      return Error{fmt::format("/objects/{}/id: duplicate object id '{}'", i, s.objects[i].id)};
    st = check_object(s, types, i, opt);
    if (!st) return st;
  }
  // Containment must be a forest: walk up from every object.
  for (const auto& o : s.objects) {
    std::set<std::string_view> seen{o.id};
    for (const Object* p = s.object(o.parent); p; p = s.object(p->parent))
      if (!seen.insert(p->id).second)
        return Error{fmt::format("containment cycle through '{}'", o.id)};
  }
  return Status::Ok();
}

}  // namespace mm
