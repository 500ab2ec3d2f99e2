#include "generator/core/object_types.h"

#include <algorithm>
#include <cstdlib>
#include <stdexcept>

#include <fmt/format.h>

#include "base/json_util.h"
#include "base/resources.h"
#include "base/suggest.h"

namespace mm {
namespace {

constexpr std::string_view kTypesResource = "generator/data/object-types.json";

constexpr std::array<std::string_view, kAttrCount> kAttrNames = {
    "isOpen", "isToggled", "isSliced", "isCooked", "isDirty",
    "isBroken", "isFilledWithLiquid", "isUsedUp", "isPickedUp"};

Status set_prop(ObjectType& t, const std::string& prop, const std::string& where) {
  static const std::map<std::string, bool ObjectType::*> props = {
      {"pickupable", &ObjectType::pickupable}, {"openable", &ObjectType::openable},
      {"toggleable", &ObjectType::toggleable}, {"sliceable", &ObjectType::sliceable},
      {"cookable", &ObjectType::cookable},     {"dirtyable", &ObjectType::dirtyable},
      {"fillable", &ObjectType::fillable},     {"breakable", &ObjectType::breakable},
      {"usedUp", &ObjectType::used_up},        {"fronted", &ObjectType::fronted},
      {"mustBeClosedToTurnOn", &ObjectType::must_be_closed_to_turn_on},
      {"mustBeOffToOpen", &ObjectType::must_be_off_to_open}};
  auto it = props.find(prop);
  if (it == props.end())
    return Error{fmt::format("{}: unknown property '{}'", where, prop)};
  t.*(it->second) = true;
  return Status::Ok();
}

Result<ObjectType> parse_type(const std::string& name, const Json& j, const std::string& ptr) {
  ObjectType t;
  t.name = name;
  MM_TRY(cat, json_string(j, ptr, "category"));
  t.category = *cat;
  MM_TRY(pl, json_string(j, ptr, "placement"));
  static const std::map<std::string, Placement> placements = {
      {"floor", Placement::Floor}, {"wall", Placement::Wall},
      {"small", Placement::Small}, {"structure", Placement::Structure}};
  auto p = placements.find(*pl);
  if (p == placements.end())
    return Error{fmt::format("{}/placement: expected floor, wall, small or structure, found '{}'",
                             ptr, *pl)};
  t.placement = p->second;
  for (const auto& r : j.value("rooms", Json::array())) t.rooms.push_back(r.get<std::string>());
  for (const auto& prop : j.value("props", Json::array())) {
    MM_CHECK(set_prop(t, prop.get<std::string>(), ptr + "/props"));
  }
  if (j.contains("size"))
    for (size_t i = 0; i < 3 && i < j["size"].size(); ++i) t.size[i] = j["size"][i].get<double>();
  return t;
}

// Adds the types named by `list` (type names, or categories standing for
// their small types other than `self`) to `out`.
Status expand_children(const std::map<std::string, ObjectType, std::less<>>& types,
                       const std::set<std::string>& categories, const std::string& self,
                       const Json& list, const std::string& ptr, std::set<std::string>& out) {
  for (const auto& h : list) {
    std::string what = h.get<std::string>();
    if (categories.count(what)) {
      for (const auto& [cn, ct] : types)
        if (ct.category == what && ct.placement == Placement::Small && cn != self) out.insert(cn);
    } else if (types.count(what)) {
      out.insert(what);
    } else {
      return Error{fmt::format("{}: {}: '{}' is neither a category nor a type", kTypesResource,
                               ptr, what)};
    }
  }
  return Status::Ok();
}

}  // namespace

std::string_view link_name(Link l) {
  switch (l) {
    case Link::In: return "in";
    case Link::On: return "on";
    default: return "none";
  }
}

std::optional<Link> parse_link(std::string_view s) {
  if (s == "in") return Link::In;
  if (s == "on") return Link::On;
  if (s == "none") return Link::None;
  return std::nullopt;
}

std::string_view attr_name(Attr a) { return kAttrNames[static_cast<size_t>(a)]; }

std::optional<Attr> parse_attr(std::string_view s) {
  for (size_t i = 0; i < kAttrCount; ++i)
    if (kAttrNames[i] == s) return kAllAttrs[i];
  return std::nullopt;
}

bool ObjectType::has_attr(Attr a) const {
  switch (a) {
    case Attr::IsOpen: return openable;
    case Attr::IsToggled: return toggleable;
    case Attr::IsSliced: return sliceable;
    case Attr::IsCooked: return cookable;
    case Attr::IsDirty: return dirtyable;
    case Attr::IsBroken: return breakable;
    case Attr::IsFilledWithLiquid: return fillable;
    case Attr::IsUsedUp: return used_up;
    case Attr::IsPickedUp: return pickupable;
  }
  return false;
}

bool ObjectType::in_room(std::string_view room_type) const {
  return std::find(rooms.begin(), rooms.end(), room_type) != rooms.end();
}

Result<TypeTable> TypeTable::load() {
  MM_TRY(text, resource(kTypesResource));
  MM_TRY(doc, parse_json(*text, std::string(kTypesResource)));
  const Json& j = *doc;
  TypeTable table;
  for (const auto& r : j.at("roomTypes")) table.room_types_.push_back(r.get<std::string>());
  std::set<std::string> categories;
  for (const auto& c : j.at("categories")) categories.insert(c.get<std::string>());

  for (const auto& [name, tj] : j.at("types").items()) {
    std::string ptr = "/types/" + json_ptr_escape(name);
    auto t = parse_type(name, tj, ptr);
    if (!t) return t.error().within(std::string(kTypesResource));
    if (!categories.count(t->category))
      return Error{fmt::format("{}: {}/category: unknown category '{}'", kTypesResource, ptr,
                               t->category)};
    table.types_.emplace(name, std::move(*t));
  }
  // Receptacles: expand category names in "holds" and "alsoFound" into types.
  for (const auto& [name, tj] : j.at("types").items()) {
    if (!tj.contains("receptacle")) continue;
    ObjectType& t = table.types_.at(name);
    const Json& rj = tj["receptacle"];
    std::string ptr = "/types/" + json_ptr_escape(name) + "/receptacle";
    t.receptacle = true;
    auto link = parse_link(rj.value("link", ""));
    if (!link || *link == Link::None)
      return Error{fmt::format("{}: {}/link: expected \"in\" or \"on\"", kTypesResource, ptr)};
    t.link = *link;
    t.capacity = rj.value("capacity", 1);
    Status st = expand_children(table.types_, categories, name, rj.at("holds"), ptr + "/holds",
                                t.accepts);
    if (!st) return st.error();
    std::set<std::string> found;
    st = expand_children(table.types_, categories, name, rj.value("alsoFound", Json::array()),
                         ptr + "/alsoFound", found);
    if (!st) return st.error();
    // A pair listed twice would hide which rule the table means.
    for (const auto& f : found)
      if (t.accepts.count(f))
        return Error{fmt::format("{}: {}/alsoFound: '{}' is already accepted through \"holds\"",
                                 kTypesResource, ptr, f)};
    t.holds = t.accepts;
    t.holds.insert(found.begin(), found.end());
  }
  table.reindex();
  return table;
}

const TypeTable& TypeTable::builtin() {
  static const TypeTable table = [] {
    auto t = load();
    if (!t) throw std::runtime_error("built-in object-type table is broken: " + t.error().message);
    return std::move(*t);
  }();
  return table;
}

void TypeTable::reindex() {
  index_.clear();
  for (const auto& [name, t] : types_) index_.emplace(std::string_view(name), &t);
}

const ObjectType* TypeTable::find(std::string_view name) const {
  auto it = index_.find(name);
  return it == index_.end() ? nullptr : it->second;
}

bool TypeTable::can_hold(std::string_view parent, std::string_view child) const {
  const ObjectType* p = find(parent);
  return p && p->receptacle && p->holds.count(std::string(child)) > 0;
}

bool TypeTable::can_put(std::string_view parent, std::string_view child) const {
  const ObjectType* p = find(parent);
  return p && p->receptacle && p->accepts.count(std::string(child)) > 0;
}

std::vector<std::string> TypeTable::names() const {
  std::vector<std::string> out;
  for (const auto& [n, t] : types_) out.push_back(n);
  return out;
}

std::vector<std::string> TypeTable::nearest(std::string_view name, size_t n) const {
  return closest_names(name, names(), n);
}

}  // namespace mm
