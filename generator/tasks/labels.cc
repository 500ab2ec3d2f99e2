#include "generator/tasks/facts.h"

#include <stdexcept>

#include <fmt/format.h>

namespace mm {

std::string LabelTable::Entry::label() const {
  return index == 0 ? type : fmt::format("{}_{}", type, index);
}

void LabelTable::assign(const Scene& s, const std::vector<std::string>& room_ids,
                        const std::vector<std::string>& object_ids) {
  entries_.clear();
  by_type_.clear();
  std::map<std::string, std::vector<std::string>> rooms_by_type;
  for (const auto& rid : room_ids) {
    const Room* r = s.room(rid);
    if (!r) throw std::logic_error("LabelTable: room " + rid + " is not in scene " + s.id);  // a caller bug
    rooms_by_type[r->type].push_back(rid);
  }
  for (const auto& [type, ids] : rooms_by_type)
    for (size_t i = 0; i < ids.size(); ++i)
      entries_[ids[i]] = {type, ids.size() > 1 ? int(i) + 1 : 0, true, "", ""};
  for (const auto& oid : object_ids) add_object(s, oid);
}

void LabelTable::add_object(const Scene& s, const std::string& id) {
  if (entries_.count(id)) return;
  const Object* o = s.object(id);
  if (!o) throw std::logic_error("LabelTable: object " + id + " is not in scene " + s.id);  // a caller bug
  auto& ids = by_type_[o->type];
  ids.push_back(id);
  if (ids.size() == 2) entries_[ids[0]].index = 1;
  const Room* room = s.room(o->room);
  const Object* support = o->parent.empty() ? nullptr : s.object(o->parent);
  entries_[id] = {o->type, ids.size() == 1 ? 0 : int(ids.size()), false, room ? room->type : "",
                  support ? support->type : ""};
}

void LabelTable::add_named(const std::string& id, const std::string& type) {
  if (entries_.count(id)) return;
  auto& ids = by_type_[type];
  ids.push_back(id);
  if (ids.size() == 2) entries_[ids[0]].index = 1;
  entries_[id] = {type, ids.size() == 1 ? 0 : int(ids.size()), false, "", ""};
}

void LabelTable::set_place(const std::string& id, const std::string& room_type, const std::string& support_type) {
  auto it = entries_.find(id);
  if (it == entries_.end() || it->second.is_room) return;
  it->second.room_type = room_type;
  it->second.support_type = support_type;
}

const LabelTable::Entry* LabelTable::find(const std::string& id) const {
  auto it = entries_.find(id);
  return it == entries_.end() ? nullptr : &it->second;
}

std::vector<const LabelTable::Entry*> LabelTable::of_type(const std::string& type) const {
  std::vector<const Entry*> out;
  if (auto it = by_type_.find(type); it != by_type_.end())
    for (const auto& id : it->second) out.push_back(&entries_.at(id));
  return out;
}

std::string LabelTable::label(const std::string& id) const { return entries_.at(id).label(); }

std::map<std::string, std::string> LabelTable::vocabulary() const {
  std::map<std::string, std::string> out;
  for (const auto& [id, e] : entries_) out[e.label()] = e.type;
  return out;
}

size_t LabelTable::object_count() const {
  size_t n = 0;
  for (const auto& [id, e] : entries_) n += e.is_room ? 0 : 1;
  return n;
}

}  // namespace mm
