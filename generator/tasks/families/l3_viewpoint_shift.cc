// viewpointShift (L3): "Imagine you stand at Y, facing Z" (another piece)
// or "... facing <a stated direction>" (a compass direction in the absolute
// frame; one of your / the anchor's four sides otherwise). "Where is X
// relative to you?" Gold: an egocentric label (front = the way you face).
// Facing a piece: the bearing of Y->X minus the bearing of Y->Z, both from
// the stated vectors. Facing a direction: Y->X turned into that heading.
// Candidates: the spatial case of relativeDirection; the facing mode (piece
// or direction, half each) and the direction's compass heading are drawn
// once per case; Y is neither the root nor a wall fixture; X and Z are 1-2
// stated offsets from Y in every frame.
// Rejected: zero vectors, relative bearings within kMinBinMargin of a bin
// border in any frame, and triples whose label differs between frames.
#include <algorithm>
#include <array>

#include "generator/tasks/families/builders.h"
#include "generator/tasks/families/spatial_case.h"

namespace mm {

namespace {

struct Pick {
  SpatialCase c;
  std::string pos, target, face;  // face = "" when facing a direction
  int heading = 0;                 // compass heading when facing a direction
};

// The target as seen from `pos` facing `face` or `heading`, with the bin
// margin of that view; margin < 0 when undefined (a zero vector).
struct View {
  int bin = 0;
  double margin = -1;
};

View view_in(const Layout& l, const Pick& p) {
  FrameOffset to_x = l.vector(p.pos, p.target);
  if (to_x.zero()) return {};
  double rel = 0;
  if (p.face.empty()) {
    rel = frame_bearing(view_vector(l, p.pos, p.target, p.heading));
  } else {
    FrameOffset to_z = l.vector(p.pos, p.face);
    if (to_z.zero()) return {};
    rel = frame_bearing(to_x) - frame_bearing(to_z);
  }
  return {direction_bin(rel), bin_margin(rel)};
}

bool close_enough(const SpatialCase& c, const std::string& a, const std::string& b) {
  for (int len : path_lengths(c.layouts, a, b))
    if (len < 1 || len > 2) return false;
  return true;
}

bool valid(const Pick& p) {
  int bin = -1;
  for (const auto& [f, l] : p.c.layouts.by_frame) {
    View w = view_in(l, p);
    if (w.margin < kMinBinMargin || (bin >= 0 && w.bin != bin)) return false;
    bin = w.bin;
  }
  return true;
}

std::optional<Pick> choose(const FamilyInfo& info, const CaseContext& ctx, int j) {
  for (int attempt = 0; attempt < kMaxAttempts; ++attempt) {
    Rng rng = ctx.rng(info.id, j, attempt);
    auto c = draw_spatial_case(ctx.scene(), rng, info.frames);
    if (!c) return std::nullopt;
    bool face_piece = rng.chance(0.5);
    Pick p{std::move(*c), "", "", "", 90 * int(rng.below(4))};
    auto nodes = p.c.common_nodes();
    std::vector<std::array<std::string, 3>> found;
    auto consider = [&](const std::string& y, const std::string& x, const std::string& z) {
      p.pos = y;
      p.target = x;
      p.face = z;
      if (valid(p)) found.push_back({y, x, z});
    };
    for (const auto& y : nodes)
      for (const auto& x : nodes) {
        if (y == p.c.root || x == y || !standable(ctx.scene(), y) || !close_enough(p.c, y, x)) continue;
        if (!face_piece) consider(y, x, "");
        else
          for (const auto& z : nodes)
            if (z != x && z != y && close_enough(p.c, y, z)) consider(y, x, z);
      }
    if (found.empty()) continue;
    const auto& t = rng.pick(found);
    p.pos = t[0];
    p.target = t[1];
    p.face = t[2];
    return p;
  }
  return std::nullopt;
}

// The stated facing direction in the variant's frame: a compass name, or
// front/right/back/left relative to the frame's ahead axis.
Arg facing_arg(const Layout& l, int heading) {
  if (l.frame == Frame::Absolute) return arg_compass("facing", heading_name(heading));
  int quarter = ((heading - layout_heading(l)) / 90 % 4 + 4) % 4;
  return arg_ego("facing", bin_label(Frame::Relative, 2 * quarter));
}

}  // namespace

std::optional<TaskItem> build_viewpointShift(const FamilyInfo& info, const CaseContext& ctx, int j,
                                             Variant v) {
  auto p = choose(info, ctx, j);
  if (!p) return std::nullopt;
  TaskItem item = start_item(info, ctx, static_case_id(ctx, j), v);
  item.description = std::move(p->c.layouts.descriptions.at(v.frame));
  set_order(item.description, v.order);
  const Layout& l = p->c.layouts.by_frame.at(v.frame);
  std::vector<Arg> args{arg_object("target", p->target), arg_object("pos", p->pos),
                        arg_object("frame_anchor", p->c.root)};
  if (p->face.empty()) args.push_back(facing_arg(l, p->heading));
  else args.push_back(arg_object("face", p->face));
  std::string family = p->face.empty() ? info.id + ".heading" : info.id;
  item.question = {spatial_key(family, v.frame, v.order), std::move(args)};
  item.gold = bin_label(Frame::Relative, view_in(l, *p).bin);
  item.choices = ego_labels();
  item.scoring[sk::frame] = std::string(frame_name(v.frame));
  item.scoring[sk::facing] = p->face.empty() ? heading_name(p->heading) : item.description.labels.label(p->face);
  int depth = l.path_length(p->pos, p->target);
  if (!p->face.empty()) depth = std::max(depth, l.path_length(p->pos, p->face));
  finish_item(item, depth);
  return item;
}

}  // namespace mm
