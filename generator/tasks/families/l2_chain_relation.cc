// chainRelation (L2): two pieces X and Z are linked only through a chain of
// stated offsets (X -> M -> Z, or X -> M1 -> M2 -> Z); the question asks for
// the direction of X from Z and of Z from X. Gold: [dir(X from Z),
// dir(Z from X)], always opposite labels; the chain-consistency evaluator
// scores both and their agreement.
// Candidates: the spatial case of relativeDirection (same random tree in
// the absolute and relative frames, a star in the intrinsic frame); ordered
// pairs whose path is 2-3 offsets in the tree frames and 2 in the star.
// The path length in the item's frame is its chain depth (tier).
// Rejected: pairs one offset apart or further than three, zero or
// near-border vectors (kMinBinMargin) in any frame, and pairs whose compass
// direction differs between frames (frame variants must pair up).
#include "generator/tasks/families/builders.h"
#include "generator/tasks/families/spatial_case.h"

namespace mm {

namespace {

struct Pick {
  SpatialCase c;
  std::string x, z;
};

bool valid_pair(const SpatialCase& c, const std::string& x, const std::string& z) {
  int compass = -1;
  for (const auto& [f, l] : c.layouts.by_frame) {
    int len = l.path_length(x, z);
    bool len_ok = f == Frame::Intrinsic ? len == 2 : len >= 2 && len <= 3;
    FrameOffset v = l.vector(z, x);
    if (!len_ok || !unambiguous(v)) return false;
    int bin = compass_bin(l, v);
    if (compass >= 0 && bin != compass) return false;
    compass = bin;
  }
  return true;
}

std::optional<Pick> choose(const FamilyInfo& info, const CaseContext& ctx, int j) {
  for (int attempt = 0; attempt < kMaxAttempts; ++attempt) {
    Rng rng = ctx.rng(info.id, j, attempt);
    auto c = draw_spatial_case(ctx.scene(), rng, info.frames);
    if (!c) return std::nullopt;
    std::vector<std::pair<std::string, std::string>> pairs;
    auto nodes = c->common_nodes();
    for (const auto& x : nodes)
      for (const auto& z : nodes)
        if (x != z && valid_pair(*c, x, z)) pairs.emplace_back(x, z);
    if (pairs.empty()) continue;
    auto [x, z] = rng.pick(pairs);
    return Pick{std::move(*c), x, z};
  }
  return std::nullopt;
}

}  // namespace

std::optional<TaskItem> build_chainRelation(const FamilyInfo& info, const CaseContext& ctx, int j, Variant v) {
  auto p = choose(info, ctx, j);
  if (!p) return std::nullopt;
  TaskItem item = start_item(info, ctx, static_case_id(ctx, j), v);
  item.description = std::move(p->c.layouts.descriptions.at(v.frame));
  set_order(item.description, v.order);
  const Layout& l = p->c.layouts.by_frame.at(v.frame);
  item.question = {spatial_key(info.id, v.frame, v.order),
                   {arg_object("target", p->x), arg_object("anchor", p->z),
                    arg_object("frame_anchor", p->c.root)}};
  FrameOffset forward = l.vector(p->z, p->x);   // X seen from Z
  FrameOffset backward = l.vector(p->x, p->z);  // Z seen from X
  item.gold = OJson::array({direction_label(v.frame, forward), direction_label(v.frame, backward)});
  item.choices = frame_labels(v.frame);
  item.scoring[sk::frame] = std::string(frame_name(v.frame));
  item.scoring[sk::vector] = {{"ahead", forward.ahead}, {"right", forward.right}};
  item.scoring[sk::compass] = bin_label(Frame::Absolute, compass_bin(l, forward));
  int depth = l.path_length(p->x, p->z);
  item.scoring[sk::path_length] = depth;
  finish_item(item, depth);
  return item;
}

}  // namespace mm
