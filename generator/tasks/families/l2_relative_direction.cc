// relativeDirection (L2): "In which direction is X from Y?" where X and Y
// are each placed relative to a shared piece, so the answer integrates two
// stated offsets.
// Candidates: a room with a fronted piece (the root) and 3-7 more pieces,
// laid out with the same random tree in every frame (a star in the
// intrinsic frame); any ordered pair two stated offsets apart.
// Rejected: pairs one offset apart or further than two in any frame, zero
// or near-border vectors (kMinBinMargin) in any frame, and pairs whose
// physical (compass) direction differs between frames, so the frame
// variants of a case ask the same thing and pair up for frame-shift analysis.
// Soft designs, one per compass direction, prefer pairs in that direction,
// so that no direction (nor, under the relaxed scoring, any three adjacent
// ones) is a safe guess.
#include <algorithm>

#include "generator/tasks/families/builders.h"
#include "generator/tasks/families/spatial_case.h"

namespace mm {

namespace {

struct Pick {
  SpatialCase c;
  std::string target, anchor;
};

bool valid_pair(const SpatialCase& c, const std::string& a, const std::string& b) {
  int compass = -1;
  for (const auto& [f, l] : c.layouts.by_frame) {
    FrameOffset v = l.vector(b, a);
    if (l.path_length(a, b) != 2 || !unambiguous(v)) return false;
    int bin = compass_bin(l, v);
    if (compass >= 0 && bin != compass) return false;
    compass = bin;
  }
  return true;
}

// `wanted`: the compass bin the soft design prefers (-1: any).
std::optional<Pick> choose(const FamilyInfo& info, const CaseContext& ctx, int j, int wanted) {
  for (int attempt = 0; attempt < kMaxAttempts; ++attempt) {
    const bool insist = wanted >= 0 && attempt < kMaxAttempts * 3 / 4;
    Rng rng = ctx.rng(info.id, j, attempt);
    auto c = draw_spatial_case(ctx.scene(), rng, info.frames);
    if (!c) return std::nullopt;
    std::vector<std::pair<std::string, std::string>> pairs;
    auto nodes = c->common_nodes();
    for (const auto& a : nodes)
      for (const auto& b : nodes)
        if (a != b && valid_pair(*c, a, b) &&
            (!insist || compass_bin(c->layouts.by_frame.begin()->second,
                                    c->layouts.by_frame.begin()->second.vector(b, a)) == wanted))
          pairs.emplace_back(a, b);
    if (pairs.empty()) continue;
    auto [target, anchor] = rng.pick(pairs);
    return Pick{std::move(*c), target, anchor};
  }
  return std::nullopt;
}

}  // namespace

std::optional<TaskItem> build_relativeDirection(const FamilyInfo& info, const CaseContext& ctx, int j,
                                                Variant v) {
  auto p = choose(info, ctx, j, wanted_index(info, v, frame_labels(Frame::Absolute)));
  if (!p) return std::nullopt;
  TaskItem item = start_item(info, ctx, static_case_id(ctx, j), v);
  item.description = std::move(p->c.layouts.descriptions.at(v.frame));
  set_order(item.description, v.order);
  const Layout& l = p->c.layouts.by_frame.at(v.frame);
  item.question = {spatial_key(info.id, v.frame, v.order),
                   {arg_object("target", p->target), arg_object("anchor", p->anchor),
                    arg_object("frame_anchor", p->c.root)}};
  FrameOffset vec = l.vector(p->anchor, p->target);
  item.gold = direction_label(v.frame, vec);
  item.choices = frame_labels(v.frame);
  item.scoring[sk::frame] = std::string(frame_name(v.frame));
  item.scoring[sk::vector] = {{"ahead", vec.ahead}, {"right", vec.right}};
  item.scoring[sk::compass] = bin_label(Frame::Absolute, compass_bin(l, vec));
  finish_item(item, l.path_length(p->target, p->anchor));
  return item;
}

}  // namespace mm
