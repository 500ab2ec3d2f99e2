#include "generator/tasks/describe.h"

#include <algorithm>
#include <functional>
#include <set>

namespace mm {
namespace {

bool in_scope(const Description& d, const std::string& id) {
  return std::find(d.objects.begin(), d.objects.end(), id) != d.objects.end();
}

void add_room_facts(Description& d, const Scene& s, const DescribeOptions& opt) {
  if (opt.counts) {
    for (const auto& rid : d.rooms) {
      Fact f;
      f.kind = FactKind::RoomCounts;
      f.a = rid;
      for (const auto& oid : d.objects) {
        const Object* o = s.object(oid);
        if (o->room != rid) continue;
        auto it = std::find_if(f.counts.begin(), f.counts.end(),
                               [&](const auto& c) { return c.first == o->type; });
        if (it == f.counts.end()) f.counts.emplace_back(o->type, 1);
        else ++it->second;
      }
      d.facts.push_back(std::move(f));
    }
  }
  if (!opt.doors) return;
  std::set<std::string> rooms(d.rooms.begin(), d.rooms.end());
  for (const auto& door : s.doors) {
    if (door.exterior && rooms.count(door.room0)) {
      d.facts.push_back({.kind = FactKind::ExteriorDoor, .a = door.room0});
    } else if (!door.exterior && rooms.count(door.room0) && rooms.count(door.room1)) {
      d.facts.push_back({.kind = FactKind::Door, .a = door.room0, .b = door.room1});
    }
  }
}

}  // namespace

std::vector<Attr> stated_attrs(const Object& o) {
  std::vector<Attr> out;
  for (Attr a : {Attr::IsOpen, Attr::IsToggled, Attr::IsDirty, Attr::IsFilledWithLiquid})
    if (o.state.has(a)) out.push_back(a);
  for (Attr a : {Attr::IsSliced, Attr::IsCooked, Attr::IsBroken, Attr::IsUsedUp})
    if (o.state.has(a) && o.state.get(a)) out.push_back(a);
  return out;
}

void describe_subtree(Description& d, const Scene& s, const std::string& id,
                      const DescribeOptions& opt) {
  const Object* o = s.object(id);
  if (!in_scope(d, id)) d.objects.push_back(id);
  d.object_room[id] = o->room;
  if (opt.contain && !o->parent.empty())
    d.facts.push_back({.kind = FactKind::Contain, .a = id, .b = o->parent, .link = o->link});
  if (opt.states)
    for (Attr a : stated_attrs(*o))
      d.facts.push_back({.kind = FactKind::State, .a = id, .attr = a, .value = o->state.get(a)});
  for (const Object* c : s.children(id)) describe_subtree(d, s, c->id, opt);
}

Description describe_rooms(const Scene& s, const std::vector<std::string>& room_ids,
                           const DescribeOptions& opt) {
  Description d;
  d.rooms = room_ids;
  for (const auto& rid : room_ids)
    for (const Object* o : s.objects_in(rid))
      if (o->parent.empty()) {
        // Subtree order keeps children right after their parents.
        std::vector<std::string> ids;
        std::function<void(const Object&)> walk = [&](const Object& x) {
          ids.push_back(x.id);
          for (const Object* c : s.children(x.id)) walk(*c);
        };
        walk(*o);
        for (auto& i : ids) {
          d.objects.push_back(i);
          d.object_room[i] = rid;
        }
      }
  add_room_facts(d, s, opt);
  DescribeOptions sub = opt;
  for (const auto& rid : room_ids)
    for (const Object* o : s.objects_in(rid))
      if (o->parent.empty()) {
        describe_subtree(d, s, o->id, sub);
      }
  d.labels.assign(s, d.rooms, d.objects);
  return d;
}

Description describe_local(const Scene& s, const std::string& focus, int extra,
                           const DescribeOptions& opt) {
  Description d;
  const Object* f = s.object(focus);
  d.rooms = {f->room};
  d.partial = true;
  d.focus = focus;
  std::vector<std::pair<double, std::string>> others;
  for (const Object* o : s.objects_in(f->room))
    if (o->parent.empty() && o->id != focus)
      others.emplace_back(distance(o->position.xz(), f->position.xz()), o->id);
  std::sort(others.begin(), others.end());
  DescribeOptions sub = opt;
  sub.counts = false;
  describe_subtree(d, s, focus, sub);
  for (int i = 0; i < extra && i < int(others.size()); ++i) describe_subtree(d, s, others[i].second, sub);
  d.labels.assign(s, d.rooms, d.objects);
  return d;
}

std::vector<std::string> top_level(const Scene& s, const Description& d) {
  std::vector<std::string> out;
  for (const auto& id : d.objects)
    if (s.object(id)->parent.empty()) out.push_back(id);
  return out;
}

int Layout::path_length(const std::string& a, const std::string& b) const {
  auto chain = [&](std::string x) {
    std::vector<std::string> up{x};
    while (parent.count(x)) up.push_back(x = parent.at(x));
    return up;
  };
  auto ca = chain(a), cb = chain(b);
  for (size_t i = 0; i < ca.size(); ++i)
    for (size_t j = 0; j < cb.size(); ++j)
      if (ca[i] == cb[j]) return int(i + j);
  return -1;
}

FrameOffset Layout::vector(const std::string& from, const std::string& to) const {
  return position.at(to) - position.at(from);
}

Layout add_layout(Description& d, const Scene& s, const LayoutRequest& req, Rng& rng) {
  Layout l;
  l.frame = req.frame;
  l.root = req.root;
  const Object* root = s.object(req.root);
  l.heading = req.frame == Frame::Absolute ? 0.0 : quarter_heading(root->yaw);
  bool star = req.star || req.frame == Frame::Intrinsic;
  l.nodes.push_back(req.root);
  l.position[req.root] = {0, 0};
  if (req.frame == Frame::Relative)
    d.facts.push_back({.kind = FactKind::Viewer, .a = req.root});
  for (const auto& id : req.referents) {
    if (id == req.root) continue;
    const Object* o = s.object(id);
    // Candidate parents: the root for a star, else a recent node or any node.
    std::vector<std::string> candidates;
    if (star) {
      candidates = {req.root};
    } else {
      if (rng.chance(req.chain_bias)) candidates.push_back(l.nodes.back());
      std::vector<std::string> rest = l.nodes;
      rng.shuffle(rest);
      for (auto& r : rest) candidates.push_back(r);
    }
    for (const auto& p : candidates) {
      Vec2 delta{o->position.x - s.object(p)->position.x, o->position.z - s.object(p)->position.z};
      FrameOffset off = stated_offset(delta, l.heading);
      if (off.zero()) continue;
      l.parent[id] = p;
      l.position[id] = l.position[p] + off;
      l.nodes.push_back(id);
      // In the relative frame the root is the viewer's spot: offsets from it
      // are stated as "from you" (anchor "").
      bool from_viewer = req.frame == Frame::Relative && p == req.root;
      d.facts.push_back({.kind = FactKind::Offset, .a = id, .b = from_viewer ? "" : p,
                         .ahead = off.ahead, .right = off.right});
      break;
    }
  }
  d.frame = req.frame;
  if (req.frame == Frame::Intrinsic) d.frame_anchor = req.root;
  return l;
}

}  // namespace mm
