#include "generator/tasks/families/common.h"

#include <algorithm>

#include <fmt/format.h>

namespace mm {

std::string static_case_id(const CaseContext& ctx, int j) { return fmt::format("{}/s{}", ctx.scene().id, j); }
std::string chain_case_id(const CaseContext& ctx, int j) { return fmt::format("{}/c{}", ctx.scene().id, j); }

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

OJson label_list(const LabelTable& labels, const std::vector<std::string>& ids) {
  OJson out = OJson::array();
  for (const auto& id : ids) out.push_back(labels.label(id));
  return out;
}

}  // namespace mm
