#include "generator/tasks/families/common.h"

#include <algorithm>
#include <map>
#include <stdexcept>
#include <set>

#include <fmt/format.h>

#include "base/json_util.h"
#include "base/resources.h"

namespace mm {

std::string static_case_id(const CaseContext& ctx, int j) { return fmt::format("{}/s{}", ctx.scene().id, j); }
std::string episode_case_id(const CaseContext& ctx, char kind, int k) {
  return fmt::format("{}/{}{}", ctx.scene().id, kind, k);
}

std::vector<std::string> rooms_with(const Scene& s, size_t min_objects) {
  std::vector<std::string> out;
  for (const auto& r : s.rooms)
    if (s.objects_in(r.id).size() >= min_objects) out.push_back(r.id);
  return out;
}

std::vector<std::pair<std::string, int>> type_counts(const Scene& s, const std::string& room) {
  std::vector<std::pair<std::string, int>> out;
  for (const Object* o : s.objects_in(room)) {
    auto it = std::find_if(out.begin(), out.end(), [&](const auto& p) { return p.first == o->type; });
    if (it == out.end()) out.emplace_back(o->type, 1);
    else ++it->second;
  }
  return out;
}

std::vector<const Object*> top_level_in(const Scene& s, const std::string& room) {
  std::vector<const Object*> out;
  for (const Object* o : s.objects_in(room))
    if (o->parent.empty()) out.push_back(o);
  return out;
}

std::vector<const Object*> fronted_in(const Scene& s, const std::string& room) {
  std::vector<const Object*> out;
  for (const Object* o : top_level_in(s, room)) {
    const ObjectType* t = TypeTable::builtin().find(o->type);
    if (t && t->fronted) out.push_back(o);
  }
  return out;
}

Description describe_pieces(const Scene& s, const std::string& focus,
                            const std::vector<std::string>& others, const DescribeOptions& opt) {
  Description d;
  d.rooms = {s.object(focus)->room};
  d.partial = true;
  d.focus = focus;
  DescribeOptions sub = opt;
  sub.counts = false;
  describe_subtree(d, s, focus, sub);
  for (const auto& id : others) describe_subtree(d, s, id, sub);
  d.labels.assign(s, d.rooms, d.objects);
  return d;
}

FrameLayouts layouts_for_all_frames(const Scene& s, const std::string& root,
                                    const std::vector<std::string>& referents,
                                    const std::vector<Frame>& frames, uint64_t layout_seed,
                                    bool star) {
  FrameLayouts out;
  for (Frame f : frames) {
    Description d = describe_pieces(s, root, referents);
    Rng rng(layout_seed);  // same draws in every frame
    LayoutRequest req;
    req.frame = f;
    req.root = root;
    req.referents = referents;
    req.star = star;
    out.by_frame[f] = add_layout(d, s, req, rng);
    out.descriptions[f] = std::move(d);
  }
  return out;
}

void set_order(Description& d, Order o) { d.order = o; }

std::string spatial_key(const std::string& family, Frame f, Order o) {
  return fmt::format("q.{}.{}.{}", family, frame_name(f), o == Order::AnchorFirst ? "anchor_first" : "target_first");
}

bool named_in(const Description& d, const std::string& id) {
  const LabelTable::Entry* e = d.labels.find(id);
  if (!e || e->is_room) return false;
  for (const auto& f : d.facts)
    if (f.a == id || f.b == id) return true;
  if (e->index != 0) return false;
  auto room = d.object_room.find(id);
  if (room == d.object_room.end()) return false;
  return std::any_of(d.facts.begin(), d.facts.end(), [&](const Fact& f) {
    return f.kind == FactKind::RoomCounts && f.a == room->second;
  });
}

void add_placements(Description& d, const Scene& s) {
  std::map<std::string, std::set<std::string>> rooms_of_type;
  for (const auto& id : d.objects) rooms_of_type[s.object(id)->type].insert(d.object_room.at(id));
  std::vector<Fact> placements;
  for (const auto& id : d.objects) {
    const Object* o = s.object(id);
    if (!o->parent.empty() || rooms_of_type[o->type].size() < 2) continue;
    const ObjectType* t = TypeTable::builtin().find(o->type);
    Fact f;
    f.kind = FactKind::Placement;
    f.a = id;
    f.b = o->room;
    f.on_wall = t && t->placement == Placement::Wall;
    placements.push_back(std::move(f));
  }
  auto first = std::find_if(d.facts.begin(), d.facts.end(), [](const Fact& f) {
    return f.kind != FactKind::RoomCounts && f.kind != FactKind::Door && f.kind != FactKind::ExteriorDoor;
  });
  d.facts.insert(first, placements.begin(), placements.end());
}

std::string last_mentioned(const Description& d, const std::set<std::string>& candidates, const std::string& except) {
  std::string last;
  for (const Fact& f : d.facts)
    for (const std::string* id : {&f.a, &f.b})
      if (!id->empty() && *id != except && candidates.count(*id)) last = *id;
  return last.empty() || !d.labels.has(last) ? std::string() : d.labels.label(last);
}

OJson label_list(const LabelTable& labels, const std::vector<std::string>& ids) {
  OJson out = OJson::array();
  for (const auto& id : ids) out.push_back(labels.label(id));
  return out;
}

const std::vector<std::string>& types_named_with(const std::string& type) {
  static const std::map<std::string, std::vector<std::string>> table = [] {
    std::map<std::string, std::vector<std::string>> t;
    auto text = resource("generator/data/name-nesting.json");
    auto j = text ? parse_json(*text, "generator/data/name-nesting.json") : Result<Json>(text.error());
    if (!j) throw std::logic_error(j.error().message);  // a build's own data: a packaging bug
    for (auto& [k, v] : (*j)["contained_in"].items()) t[k] = v.get<std::vector<std::string>>();
    return t;
  }();
  static const std::vector<std::string> none;
  auto it = table.find(type);
  return it == table.end() ? none : it->second;
}

bool name_nests(const std::string& type, const std::vector<std::pair<std::string, int>>& counts) {
  const auto& holders = types_named_with(type);
  return std::any_of(counts.begin(), counts.end(), [&](const auto& c) {
    return std::find(holders.begin(), holders.end(), c.first) != holders.end();
  });
}

}  // namespace mm
