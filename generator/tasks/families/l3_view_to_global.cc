// viewToGlobal (L3): the layout is stated as you see it (you stand with
// your back to the root piece, facing the way it faces); the question adds
// the compass direction you are facing. "In which compass direction is X
// from you?" Gold: a compass label, the stated egocentric vector turned by
// your heading. Relative frame only; mention order varies.
// Candidates: the spatial case of relativeDirection (relative layout); the
// heading is the root piece's true facing (nearest quarter), so the answer
// is also the true compass direction; targets 1-2 stated offsets from you.
// Rejected: zero or near-border vectors (kMinBinMargin; a quarter turn
// keeps the margin).
#include "generator/tasks/families/builders.h"
#include "generator/tasks/families/spatial_case.h"

namespace mm {

namespace {

struct Pick {
  SpatialCase c;
  std::string target;
};

std::optional<Pick> choose(const FamilyInfo& info, const CaseContext& ctx, int j) {
  for (int attempt = 0; attempt < kMaxAttempts; ++attempt) {
    Rng rng = ctx.rng(info.id, j, attempt);
    auto c = draw_spatial_case(ctx.scene(), rng, info.frames);
    if (!c) return std::nullopt;
    const Layout& l = c->layouts.by_frame.begin()->second;
    std::vector<std::string> targets;
    for (const auto& x : l.nodes) {
      int len = l.path_length(c->root, x);
      if (len >= 1 && len <= 2 && unambiguous(l.vector(c->root, x))) targets.push_back(x);
    }
    if (targets.empty()) continue;
    std::string target = rng.pick(targets);
    return Pick{std::move(*c), target};
  }
  return std::nullopt;
}

}  // namespace

std::optional<TaskItem> build_viewToGlobal(const FamilyInfo& info, const CaseContext& ctx, int j, Variant v) {
  auto p = choose(info, ctx, j);
  if (!p) return std::nullopt;
  TaskItem item = start_item(info, ctx, static_case_id(ctx, j), v);
  item.description = std::move(p->c.layouts.descriptions.at(v.frame));
  set_order(item.description, v.order);
  const Layout& l = p->c.layouts.by_frame.at(v.frame);
  int heading = layout_heading(l);
  item.question = {spatial_key(info.id, v.frame, v.order),
                   {arg_object("target", p->target), arg_compass("heading", heading_name(heading))}};
  FrameOffset seen = l.vector(p->c.root, p->target);
  item.gold = bin_label(Frame::Absolute, compass_bin(l, seen));
  item.choices = frame_labels(Frame::Absolute);
  item.scoring[sk::frame] = std::string(frame_name(v.frame));
  item.scoring[sk::heading] = heading_name(heading);
  item.scoring[sk::egocentric] = ego_label(seen);
  // Reading the egocentric direction as if you faced north.
  add_shortcut(item, "unconverted", direction_label(Frame::Absolute, seen));
  finish_item(item, l.path_length(p->c.root, p->target));
  return item;
}

}  // namespace mm
