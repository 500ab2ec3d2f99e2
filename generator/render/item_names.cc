#include "generator/render/item_names.h"

#include <algorithm>

#include "format/scoring_contract.h"
#include "generator/render/arrange.h"

namespace mm {
namespace {

using K = Arg::Kind;

void add_generic(NameUses& u, const Arg& a) {
  if (a.kind == K::Type || a.kind == K::Counted) u.generic.push_back({a.ref, a.room, false});
  if (a.kind == K::CountList)
    for (const auto& t : a.refs) u.generic.push_back({t, a.room, !a.room.empty()});
}

void add_sentence(NameUses& u, const Sentence& s) {
  for (const auto& a : s.args) add_generic(u, a);
}

// The object types a question names: its generic types (a count or a kind
// stays one word wherever the answer is) and, when `objects`, the types of
// its objects (also inside an action).
void add_asked(NameUses& u, const Sentence& q, const LabelTable& labels, bool objects) {
  auto object = [&](const std::string& id) {
    const LabelTable::Entry* e = labels.find(id);
    if (objects && e && !e->is_room) u.asked.insert(e->type);
  };
  for (const auto& a : q.args) {
    switch (a.kind) {
      case K::Object: object(a.ref); break;
      case K::Objects:
      case K::Action:
        for (const auto& id : a.refs) object(id);
        break;
      case K::Type:
      case K::Counted: u.asked.insert(a.ref); break;
      case K::CountList: u.asked.insert(a.refs.begin(), a.refs.end()); break;
      default: break;
    }
  }
}

}  // namespace

NameUses name_uses(const TaskItem& item) {
  NameUses u;
  const Description& d = item.description;
  for (const auto& f : d.facts) add_sentence(u, fact_sentence(f, d));
  for (const auto& s : item.narration) add_sentence(u, s);
  add_asked(u, item.question, d.labels, item.place_answer);
  u.kinds_asked = item.scoring.is_object() && item.scoring.value(sk::answer_kind, "") == "type";
  u.object_room = &d.object_room;
  return u;
}

NameUses name_uses(const Sentence& s) {
  NameUses u;
  add_sentence(u, s);
  return u;
}

ItemNames::ItemNames(const Lexicon& lx, const LabelTable& labels, const NameUses& uses)
    : lx_(lx), labels_(labels), object_room_(uses.object_room) {
  for (const auto& [id, e] : labels.entries()) {
    if (!e.is_room) continue;
    if (const LexEntry* entry = lookup(lx.rooms, e.type)) shown_[id] = {&entry->at({}), e.index};
  }
  for (const auto& [type, ids] : labels.objects_by_type()) name_kind(type, ids, uses);
}

void ItemNames::name_kind(const std::string& type, const std::vector<std::string>& ids, const NameUses& uses) {
  const LexEntry* base = lookup(lx_.types, type);
  if (!base) return;
  std::vector<const LabelTable::Entry*> es;
  std::vector<const LexEntry*> words;  // each label's place word
  std::set<std::string> distinct;
  for (const auto& id : ids) {
    es.push_back(labels_.find(id));
    words.push_back(&base->at({es.back()->room_type, es.back()->support_type}));
    distinct.insert(words.back()->word());
  }
  bool one_series = distinct.size() > 1 && (uses.kinds_asked || uses.asked.count(type) > 0);
  // A generic phrase of the kind must fit every label it covers.
  for (const auto& use : uses.generic) {
    if (use.type != type || (use.listing && !base->listing_one_word) || one_series || distinct.size() < 2) continue;
    const LabelTable::Entry* room = use.room.empty() ? nullptr : labels_.find(use.room);
    std::set<std::string> covered;
    for (size_t i = 0; i < ids.size(); ++i)
      if (!room || in_room(ids[i], *es[i], *room, use.room)) covered.insert(words[i]->word());
    one_series = covered.size() > 1;
  }
  if (one_series) {
    one_series_.insert(type);
    const LexEntry* shared = &base->at({"", "", true});
    for (size_t i = 0; i < ids.size(); ++i) shown_[ids[i]] = {shared, es[i]->index};
    return;
  }
  // Word groups, numbered in labelling order within each group.
  std::map<std::string, int> size, seen;
  for (const LexEntry* w : words) ++size[w->word()];
  for (size_t i = 0; i < ids.size(); ++i) {
    const std::string& w = words[i]->word();
    int n = size[w] > 1 ? ++seen[w] : 0;
    shown_[ids[i]] = {words[i], n};
    if (distinct.size() > 1) grouped_[es[i]->label()] = {w, n};
  }
}

bool ItemNames::in_room(const std::string& id, const LabelTable::Entry& e, const LabelTable::Entry& room,
                        const std::string& room_id) const {
  if (object_room_)
    if (auto it = object_room_->find(id); it != object_room_->end()) return it->second == room_id;
  return e.room_type == room.type;
}

std::vector<std::pair<const LexEntry*, int64_t>> ItemNames::listing_words(const std::string& type,
                                                                          const std::string& room_id,
                                                                          int64_t n) const {
  std::vector<std::pair<const LexEntry*, int64_t>> out;
  const LabelTable::Entry* room = labels_.find(room_id);
  auto ids = labels_.objects_by_type().find(type);
  if (!room || one_series_.count(type) || ids == labels_.objects_by_type().end()) return out;
  int64_t total = 0;
  for (const auto& id : ids->second) {
    const LabelTable::Entry* e = labels_.find(id);
    const Shown* s = shown(id);
    if (!s || !in_room(id, *e, *room, room_id)) continue;
    auto same = std::find_if(out.begin(), out.end(), [&](const auto& w) { return w.first->word() == s->entry->word(); });
    if (same == out.end()) out.emplace_back(s->entry, 1);
    else ++same->second;
    ++total;
  }
  if (out.size() < 2 || total != n) out.clear();
  return out;
}

const ItemNames::Shown* ItemNames::shown(const std::string& id) const {
  auto it = shown_.find(id);
  return it == shown_.end() ? nullptr : &it->second;
}

const LexEntry* ItemNames::type_entry(const std::string& type, const std::string& room_id) const {
  const LexEntry* base = lookup(lx_.types, type);
  if (!base) return nullptr;
  if (one_series_.count(type)) return &base->at({"", "", true});
  const LabelTable::Entry* room = room_id.empty() ? nullptr : labels_.find(room_id);
  // The word its labels there take, when they take one.
  const LexEntry* common = nullptr;
  bool one = true;
  if (auto it = labels_.objects_by_type().find(type); it != labels_.objects_by_type().end())
    for (const auto& id : it->second) {
      const LabelTable::Entry* e = labels_.find(id);
      if (room && !in_room(id, *e, *room, room_id)) continue;
      const LexEntry* w = shown(id)->entry;
      if (common && common->word() != w->word()) one = false;
      common = common ? common : w;
    }
  if (common && one) return common;
  return &base->at({room ? room->type : "", "", false});
}

}  // namespace mm
