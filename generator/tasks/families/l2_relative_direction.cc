// relativeDirection (L2): "In which direction is X from Y?" where X and Y
// are each placed relative to a shared piece, so the answer integrates two
// stated offsets. The same objects and the same stated tree are used in all
// three frames (pairing); the pair must be unambiguous in every frame.
#include <algorithm>

#include "generator/tasks/families/builders.h"
#include "generator/tasks/families/common.h"

namespace mm {

namespace {

struct Pick {
  std::string root, target, anchor;
  std::vector<std::string> referents;
  uint64_t layout_seed = 0;
};

std::optional<Pick> choose(const FamilyInfo& info, const CaseContext& ctx, int j,
                           FrameLayouts& out) {
  const Scene& s = ctx.scene();
  for (int attempt = 0; attempt < kMaxAttempts; ++attempt) {
    Rng rng = ctx.rng(info.id, j, attempt);
    std::vector<std::string> rooms;
    for (const auto& r : s.rooms)
      if (top_level_in(s, r.id).size() >= 4 && !fronted_in(s, r.id).empty()) rooms.push_back(r.id);
    if (rooms.empty()) return std::nullopt;
    Pick p;
    std::string room = rng.pick(rooms);
    p.root = rng.pick(fronted_in(s, room))->id;
    for (const Object* o : top_level_in(s, room))
      if (o->id != p.root) p.referents.push_back(o->id);
    rng.shuffle(p.referents);
    p.referents.resize(std::min<size_t>(p.referents.size(), 3 + rng.below(5)));
    p.layout_seed = rng.next();
    out = layouts_for_all_frames(s, p.root, p.referents, info.frames, p.layout_seed);
    // Candidate pairs: two stated offsets apart in every frame, unambiguous.
    std::vector<std::pair<std::string, std::string>> pairs;
    const Layout& first = out.by_frame.begin()->second;
    for (const auto& a : first.nodes)
      for (const auto& b : first.nodes) {
        if (a == b) continue;
        bool ok = true;
        for (const auto& [f, l] : out.by_frame) {
          if (!l.position.count(a) || !l.position.count(b) || l.path_length(a, b) != 2 ||
              !unambiguous(l.vector(b, a)))
            ok = false;
        }
        if (ok) pairs.emplace_back(a, b);
      }
    if (pairs.empty()) continue;
    auto [target, anchor] = rng.pick(pairs);
    p.target = target;
    p.anchor = anchor;
    return p;
  }
  return std::nullopt;
}

}  // namespace

std::optional<TaskItem> build_relativeDirection(const FamilyInfo& info, const CaseContext& ctx, int j,
                                                Variant v) {
  FrameLayouts layouts;
  auto p = choose(info, ctx, j, layouts);
  if (!p) return std::nullopt;
  TaskItem item = start_item(info, ctx, static_case_id(ctx, j), v);
  item.description = std::move(layouts.descriptions.at(v.frame));
  set_order(item.description, v.order);
  const Layout& l = layouts.by_frame.at(v.frame);
  item.question = {spatial_key(info.id, v.frame, v.order),
                   {arg_object("target", p->target), arg_object("anchor", p->anchor),
                    arg_object("frame_anchor", p->root)}};
  FrameOffset vec = l.vector(p->anchor, p->target);
  item.gold = direction_label(v.frame, vec);
  item.choices = frame_labels(v.frame);
  item.scoring["frame"] = std::string(frame_name(v.frame));
  item.scoring["vector"] = {{"ahead", vec.ahead}, {"right", vec.right}};
  finish_item(item, l.path_length(p->target, p->anchor));
  return item;
}

}  // namespace mm
