// rotationCheck (L3, yes/no): after you turn 90, 180 or 270 degrees to the
// left or right, is a target piece now on a stated side of you (one of the
// eight egocentric directions)? The setup is rotation's (see
// l3_rotation.cc). Design "true-side" (half the items) asks about the true
// side; "wrong-side" about a wrong but plausible side: where the target was
// before the turn, where it would be after turning the other way, or its
// left-right mirror image.
// Rejected: as in rotation (zero, near-border or frame-dependent
// after-turn directions), so the yes/no answer is the same in every frame.
#include <algorithm>

#include "generator/tasks/families/builders.h"
#include "generator/tasks/families/spatial_case.h"

namespace mm {

namespace {

// Wrong but plausible sides for a target at ego bin `truth` after the turn.
std::vector<int> foils(const TurnCase& t, int truth) {
  int q = t.degrees / 45;  // bins turned
  int before = ((truth + (t.right ? q : -q)) % 8 + 8) % 8;
  int other_way = ((before + (t.right ? q : -q)) % 8 + 8) % 8;
  int mirror = (8 - truth) % 8;
  std::vector<int> out;
  for (int b : {before, other_way, mirror})
    if (b != truth && std::find(out.begin(), out.end(), b) == out.end()) out.push_back(b);
  return out;
}

}  // namespace

std::optional<TaskItem> build_rotationCheck(const FamilyInfo& info, const CaseContext& ctx, int j, Variant v) {
  auto t = choose_turn_case(info, ctx, j);
  if (!t) return std::nullopt;
  int truth = direction_bin(frame_bearing(t->after(v.frame)));
  bool yes = design_is(info, v, "true-side");
  int asked = yes ? truth : t->rng.pick(foils(*t, truth));
  TaskItem item = start_item(info, ctx, static_case_id(ctx, j), v);
  item.description = turn_description(*t, v);
  item.question = {spatial_key(info.id, v.frame, v.order), turn_args(*t)};
  item.question.args.push_back(arg_ego("asked", bin_label(Frame::Relative, asked)));
  item.gold = yes;
  item.scoring[sk::frame] = std::string(frame_name(v.frame));
  item.scoring[sk::asked] = bin_label(Frame::Relative, asked);
  item.scoring[sk::actual] = bin_label(Frame::Relative, truth);
  item.scoring[sk::turn] = (t->right ? 1 : -1) * t->degrees;
  int q = t->degrees / 45;
  add_shortcut(item, "no-turn", asked == ((truth + (t->right ? q : -q)) % 8 + 8) % 8);
  const Layout& l = t->c.layouts.by_frame.at(v.frame);
  finish_item(item, l.path_length(t->c.root, t->target));
  return item;
}

}  // namespace mm
