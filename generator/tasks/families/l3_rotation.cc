// rotation (L3): you stand at a piece facing a known way, turn 90, 180 or
// 270 degrees to the left or right, and say where a target piece now is
// relative to you (egocentric label; front = the way you face after the
// turn). Relative frame: you are the stated viewer (back to the root
// piece). Intrinsic frame: you stand at the frame anchor facing its front.
// Absolute frame: the description states where you stand and your compass
// heading (the root piece's facing, so all frames describe the same scene).
// Candidates: the spatial case of relativeDirection; targets 1-2 stated
// offsets from the root in every frame; the turn is drawn once per case.
// Rejected: zero or near-border after-turn vectors (kMinBinMargin) in any
// frame, and targets whose after-turn label differs between frames, so
// every variant of a case has the same answer.
#include "generator/tasks/families/builders.h"
#include "generator/tasks/families/spatial_case.h"

namespace mm {

std::optional<TaskItem> build_rotation(const FamilyInfo& info, const CaseContext& ctx, int j, Variant v) {
  auto t = choose_turn_case(info, ctx, j, wanted_index(info, v, ego_labels()));
  if (!t) return std::nullopt;
  TaskItem item = start_item(info, ctx, static_case_id(ctx, j), v);
  item.description = turn_description(*t, v);
  item.question = {spatial_key(info.id, v.frame, v.order), turn_args(*t)};
  FrameOffset after = t->after(v.frame);
  item.gold = ego_label(after);
  item.choices = ego_labels();
  const Layout& l = t->c.layouts.by_frame.at(v.frame);
  FrameOffset before = view_vector(l, t->c.root, t->target, t->start_heading);
  item.scoring[sk::frame] = std::string(frame_name(v.frame));
  item.scoring[sk::before_turn] = ego_label(before);
  add_shortcut(item, "no-turn", ego_label(before));
  item.scoring[sk::turn] = (t->right ? 1 : -1) * t->degrees;
  item.scoring[sk::start_heading] = heading_name(t->start_heading);
  finish_item(item, l.path_length(t->c.root, t->target));
  return item;
}

}  // namespace mm
