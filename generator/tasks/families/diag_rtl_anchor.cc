// rtlAnchorPreference (diagnostic, free text): the description states one
// compass offset between two pieces of a room; the question asks the model
// to say in one sentence where the two are relative to each other, without
// saying which one to describe from. The anchor-extraction scorer finds
// which object the answer uses as its reference: the source (the object
// the description mentions first) or the target (the other one). Mention
// order is the variable: anchor-first states "From A, go ... to reach B"
// (source = the stated anchor A), target-first "B is ... of A" (source = the
// located piece B); the source also opens the description and the question.
// Candidates: two top-level pieces of one room, drawn once per case.
// Rejected: two pieces of the same type (an answer saying "the chair"
// could anchor on either), and a stated offset of zero or within
// kMinBinMargin of a bin border (the relation needs one clear direction).
// Labels are numbered in a fixed order, the same in both mention orders.
#include "generator/tasks/families/builders.h"
#include "generator/tasks/families/spatial_case.h"

namespace mm {

namespace {

struct Pick {
  std::string anchor, located;
};

std::optional<Pick> choose(const FamilyInfo& info, const CaseContext& ctx, int j) {
  const Scene& s = ctx.scene();
  std::vector<std::string> rooms;
  for (const auto& r : s.rooms)
    if (top_level_in(s, r.id).size() >= 2) rooms.push_back(r.id);
  if (rooms.empty()) return std::nullopt;
  for (int attempt = 0; attempt < kMaxAttempts; ++attempt) {
    Rng rng = ctx.rng(info.id, j, attempt);
    auto pieces = top_level_in(s, rng.pick(rooms));
    rng.shuffle(pieces);
    const Object* a = pieces[0];
    const Object* b = pieces[1];
    Vec2 delta{b->position.x - a->position.x, b->position.z - a->position.z};
    if (a->type != b->type && unambiguous(stated_offset(delta, 0))) return Pick{a->id, b->id};
  }
  return std::nullopt;
}

}  // namespace

std::optional<TaskItem> build_rtlAnchorPreference(const FamilyInfo& info, const CaseContext& ctx, int j,
                                                  Variant v) {
  auto p = choose(info, ctx, j);
  if (!p) return std::nullopt;
  const Scene& s = ctx.scene();
  bool anchor_first = v.order == Order::AnchorFirst;
  std::string source = anchor_first ? p->anchor : p->located;
  std::string target = anchor_first ? p->located : p->anchor;
  TaskItem item = start_item(info, ctx, static_case_id(ctx, j), v);
  item.description = describe_pieces(s, source, {target});
  // Labels are numbered in a fixed order, so both orders name things alike.
  item.description.labels = describe_pieces(s, p->anchor, {p->located}).labels;
  Rng layout_rng = ctx.rng(info.id, j, kMaxAttempts);  // a one-offset star draws nothing
  LayoutRequest req;
  req.frame = Frame::Absolute;
  req.root = p->anchor;
  req.referents = {p->located};
  req.star = true;
  Layout l = add_layout(item.description, s, req, layout_rng);
  set_order(item.description, v.order);
  item.question = {spatial_key(info.id, v.frame, v.order),
                   {arg_object("first", source), arg_object("second", target)}};
  const LabelTable& labels = item.description.labels;
  item.gold = {{"source", labels.label(source)}, {"target", labels.label(target)}};
  FrameOffset off = l.vector(p->anchor, p->located);
  item.scoring[sk::stated_anchor] = labels.label(p->anchor);
  item.scoring[sk::stated_located] = labels.label(p->located);
  item.scoring[sk::direction] = direction_label(Frame::Absolute, off);
  item.scoring[sk::reverse_direction] = direction_label(Frame::Absolute, FrameOffset{} - off);
  finish_item(item);
  return item;
}

}  // namespace mm
