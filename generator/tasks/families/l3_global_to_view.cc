// globalToView (L3): the layout is stated in compass terms; the description
// adds that you stand at one piece facing north, east, south or west. "Where
// is X relative to you?" Gold: an egocentric label (front = the way you
// face), i.e. the stated compass vector from your piece to X turned into
// your view. Absolute frame only; mention order varies.
// Candidates: the spatial case of relativeDirection (absolute layout); any
// piece but a wall fixture as your position, the heading drawn once per
// case (0/90/180/270); targets 1-2 stated offsets from your piece.
// Rejected: zero or near-border vectors (kMinBinMargin; a quarter turn
// keeps the margin).
#include "generator/tasks/families/builders.h"
#include "generator/tasks/families/spatial_case.h"

namespace mm {

namespace {

struct Pick {
  SpatialCase c;
  std::string viewer, target;
  int heading = 0;
};

std::optional<Pick> choose(const FamilyInfo& info, const CaseContext& ctx, int j) {
  for (int attempt = 0; attempt < kMaxAttempts; ++attempt) {
    Rng rng = ctx.rng(info.id, j, attempt);
    auto c = draw_spatial_case(ctx.scene(), rng, info.frames);
    if (!c) return std::nullopt;
    int heading = 90 * int(rng.below(4));
    const Layout& l = c->layouts.by_frame.begin()->second;
    std::vector<std::pair<std::string, std::string>> pairs;
    for (const auto& a : l.nodes)
      for (const auto& x : l.nodes) {
        int len = l.path_length(a, x);
        if (a != x && len >= 1 && len <= 2 && standable(ctx.scene(), a) &&
            unambiguous(view_vector(l, a, x, heading)))
          pairs.emplace_back(a, x);
      }
    if (pairs.empty()) continue;
    auto [viewer, target] = rng.pick(pairs);
    return Pick{std::move(*c), viewer, target, heading};
  }
  return std::nullopt;
}

}  // namespace

std::optional<TaskItem> build_globalToView(const FamilyInfo& info, const CaseContext& ctx, int j, Variant v) {
  auto p = choose(info, ctx, j);
  if (!p) return std::nullopt;
  TaskItem item = start_item(info, ctx, static_case_id(ctx, j), v);
  item.description = std::move(p->c.layouts.descriptions.at(v.frame));
  set_order(item.description, v.order);
  item.description.facts.push_back(viewer_fact(p->viewer, p->heading));
  const Layout& l = p->c.layouts.by_frame.at(v.frame);
  item.question = {spatial_key(info.id, v.frame, v.order),
                   {arg_object("target", p->target), arg_object("viewer", p->viewer)}};
  FrameOffset seen = view_vector(l, p->viewer, p->target, p->heading);
  item.gold = ego_label(seen);
  item.choices = ego_labels();
  item.scoring[sk::frame] = std::string(frame_name(v.frame));
  item.scoring[sk::heading] = heading_name(p->heading);
  item.scoring[sk::compass] = direction_label(Frame::Absolute, l.vector(p->viewer, p->target));
  // Reading the compass direction as if you faced north.
  add_shortcut(item, "unconverted", direction_label(Frame::Relative, l.vector(p->viewer, p->target)));
  finish_item(item, l.path_length(p->viewer, p->target));
  return item;
}

}  // namespace mm
