#include "generator/tasks/families/spatial_case.h"

#include <algorithm>
#include <cmath>

namespace mm {

std::vector<std::string> SpatialCase::common_nodes() const {
  std::vector<std::string> out;
  if (layouts.by_frame.empty()) return out;
  for (const auto& id : layouts.by_frame.begin()->second.nodes) {
    bool everywhere = true;
    for (const auto& [f, l] : layouts.by_frame)
      if (!l.position.count(id)) everywhere = false;
    if (everywhere) out.push_back(id);
  }
  return out;
}

std::optional<SpatialCase> draw_spatial_case(const Scene& s, Rng& rng, const std::vector<Frame>& frames,
                                             bool star) {
  std::vector<std::string> rooms;
  for (const auto& r : s.rooms)
    if (top_level_in(s, r.id).size() >= 4 && !fronted_in(s, r.id).empty()) rooms.push_back(r.id);
  if (rooms.empty()) return std::nullopt;
  SpatialCase c;
  c.room = rng.pick(rooms);
  c.root = rng.pick(fronted_in(s, c.room))->id;
  for (const Object* o : top_level_in(s, c.room))
    if (o->id != c.root) c.referents.push_back(o->id);
  rng.shuffle(c.referents);
  c.referents.resize(std::min<size_t>(c.referents.size(), 3 + rng.below(5)));
  uint64_t layout_seed = rng.next();
  c.layouts = layouts_for_all_frames(s, c.root, c.referents, frames, layout_seed, star);
  return c;
}

FrameOffset turn_view(const FrameOffset& v, int quarters) {
  FrameOffset out = v;
  int q = ((quarters % 4) + 4) % 4;
  for (int i = 0; i < q; ++i) out = {out.right, -out.ahead};  // one quarter turn to the right
  // Keep "0" rather than "-0" so printed vectors stay tidy.
  if (out.ahead == 0) out.ahead = 0;
  if (out.right == 0) out.right = 0;
  return out;
}

int layout_heading(const Layout& l) { return int(std::lround(l.heading)) % 360; }

FrameOffset view_vector(const Layout& l, const std::string& from, const std::string& to, int heading) {
  return turn_view(l.vector(from, to), (heading - layout_heading(l)) / 90);
}

int compass_bin(const Layout& l, const FrameOffset& v) {
  return (direction_bin(frame_bearing(v)) + layout_heading(l) / 45) % 8;
}

std::string heading_name(int heading) {
  return std::string(compass_name(static_cast<Compass>(((heading / 45) % 8 + 8) % 8)));
}

std::vector<std::string> ego_labels() { return frame_labels(Frame::Relative); }

std::string ego_label(const FrameOffset& v) { return direction_label(Frame::Relative, v); }

std::vector<int> path_lengths(const FrameLayouts& ls, const std::string& a, const std::string& b) {
  std::vector<int> out;
  for (const auto& [f, l] : ls.by_frame)
    out.push_back(l.position.count(a) && l.position.count(b) ? l.path_length(a, b) : -1);
  return out;
}

Fact viewer_fact(const std::string& id, int heading) {
  Fact f;
  f.kind = FactKind::Viewer;
  f.a = id;
  f.dir = heading_name(heading);
  return f;
}

bool standable(const Scene& s, const std::string& id) {
  const ObjectType* t = TypeTable::builtin().find(s.object(id)->type);
  return !t || t->placement != Placement::Wall;
}

FrameOffset TurnCase::after(Frame f) const {
  return view_vector(c.layouts.by_frame.at(f), c.root, target, end_heading());
}

namespace {

bool valid_turn_target(const TurnCase& t) {
  int ego = -1;
  for (const auto& [f, l] : t.c.layouts.by_frame) {
    int len = l.path_length(t.c.root, t.target);
    FrameOffset v = t.after(f);
    if (len < 1 || len > 2 || !unambiguous(v)) return false;
    int bin = direction_bin(frame_bearing(v));
    if (ego >= 0 && bin != ego) return false;
    ego = bin;
  }
  return true;
}

}  // namespace

int wanted_index(const FamilyInfo& info, Variant v, const std::vector<std::string>& names) {
  const std::string& d = design_name(info, v);
  for (size_t i = 0; i < names.size(); ++i)
    if (names[i] == d) return int(i);
  return -1;
}

std::optional<TurnCase> choose_turn_case(const FamilyInfo& info, const CaseContext& ctx, int j, int wanted_bin) {
  for (int attempt = 0; attempt < kMaxAttempts; ++attempt) {
    const bool insist = wanted_bin >= 0 && attempt < kMaxAttempts * 3 / 4;
    Rng rng = ctx.rng(info.id, j, attempt);
    auto c = draw_spatial_case(ctx.scene(), rng, info.frames);
    if (!c) return std::nullopt;
    TurnCase t;
    t.start_heading = int(quarter_heading(ctx.scene().object(c->root)->yaw));
    t.degrees = 90 * int(1 + rng.below(3));
    t.right = rng.chance(0.5);
    t.c = std::move(*c);
    std::vector<std::string> targets;
    for (const auto& id : t.c.common_nodes()) {
      t.target = id;
      if (!valid_turn_target(t)) continue;
      if (insist && direction_bin(frame_bearing(t.after(t.c.layouts.by_frame.begin()->first))) != wanted_bin) continue;
      targets.push_back(id);
    }
    if (targets.empty()) continue;
    t.target = rng.pick(targets);
    t.rng = rng;
    return t;
  }
  return std::nullopt;
}

Description turn_description(const TurnCase& t, Variant v) {
  Description d = t.c.layouts.descriptions.at(v.frame);
  set_order(d, v.order);
  if (v.frame == Frame::Absolute)
    d.facts.push_back(viewer_fact(t.c.root, t.start_heading));
  return d;
}

std::vector<Arg> turn_args(const TurnCase& t) {
  return {arg_object("target", t.target), arg_degrees("deg", t.degrees),
          arg_ego("side", t.right ? "right" : "left"), arg_object("frame_anchor", t.c.root)};
}

}  // namespace mm
