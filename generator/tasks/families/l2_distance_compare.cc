// distanceCompare (L2): "Which is closer to X: Y or Z?" Distances are the
// straight-line lengths of the stated (rounded) vectors X->Y and X->Z,
// composed along the stated offsets. Gold: the label of the closer piece.
// Candidates: the spatial case of relativeDirection (same tree in the
// absolute and relative frames, a star in the intrinsic frame); triples
// where both Y and Z are 1-3 stated offsets from X and at least one of them
// needs two or more (so the answer integrates offsets). Four designs, a
// quarter each, say which of the two offered pieces is the closer ("first-"
// or "second-") and whether counting stated offsets would find it ("-agree":
// the closer one is no more offsets away than the other, ties going to the
// first; "-disagree": it is more offsets away), so neither the first option
// nor the piece fewer offsets away (the two shortcuts) is right more than
// half the time.
// Rejected: near ties (distances less than 0.5 m or 15% apart) in any
// frame, and triples whose closer piece differs between frames.
#include <algorithm>
#include <array>
#include <cmath>

#include "generator/tasks/families/builders.h"
#include "generator/tasks/families/spatial_case.h"

namespace mm {

namespace {

constexpr double kMinGapMetres = 0.5;
constexpr double kMinGapShare = 0.15;

struct Pick {
  SpatialCase c;
  std::string ref, first, second;
};

double length(const FrameOffset& v) { return std::hypot(v.ahead, v.right); }

// The closer of y and z to x in layout l, or "" when the gap is too small.
std::string closer(const Layout& l, const std::string& x, const std::string& y, const std::string& z) {
  double dy = length(l.vector(x, y)), dz = length(l.vector(x, z));
  double gap = std::fabs(dy - dz);
  if (gap < kMinGapMetres || gap < kMinGapShare * std::max(dy, dz)) return "";
  return dy < dz ? y : z;
}

bool paths_ok(const Layout& l, const std::string& x, const std::string& y, const std::string& z) {
  int a = l.path_length(x, y), b = l.path_length(x, z);
  return a >= 1 && a <= 3 && b >= 1 && b <= 3 && std::max(a, b) >= 2;
}

// The closer piece if the triple is valid in every frame, else "".
std::string valid_triple(const SpatialCase& c, const std::string& x, const std::string& y,
                         const std::string& z) {
  std::string answer;
  for (const auto& [f, l] : c.layouts.by_frame) {
    if (!paths_ok(l, x, y, z)) return "";
    std::string w = closer(l, x, y, z);
    if (w.empty() || (!answer.empty() && w != answer)) return "";
    answer = w;
  }
  return answer;
}

// What counting offsets answers: the piece fewer stated offsets away, ties
// to the first offered.
std::string fewer_steps(const Layout& l, const std::string& x, const std::string& first, const std::string& second) {
  return l.path_length(x, second) < l.path_length(x, first) ? second : first;
}

// Whether counting offsets finds the closer piece in every frame (the
// offsets are the same tree in every frame but the star of the intrinsic).
bool steps_agree(const SpatialCase& c, const std::array<std::string, 3>& t, const std::string& closer) {
  for (const auto& [f, l] : c.layouts.by_frame)
    if (fewer_steps(l, t[0], t[1], t[2]) != closer) return false;
  return true;
}

bool steps_disagree(const SpatialCase& c, const std::array<std::string, 3>& t, const std::string& closer) {
  for (const auto& [f, l] : c.layouts.by_frame)
    if (fewer_steps(l, t[0], t[1], t[2]) == closer) return false;
  return true;
}

std::optional<Pick> choose(const FamilyInfo& info, const CaseContext& ctx, int j, bool closer_first, bool agree) {
  for (int attempt = 0; attempt < kMaxAttempts; ++attempt) {
    Rng rng = ctx.rng(info.id, j, attempt);
    auto c = draw_spatial_case(ctx.scene(), rng, info.frames);
    if (!c) return std::nullopt;
    auto nodes = c->common_nodes();
    std::vector<std::array<std::string, 3>> triples;
    for (const auto& x : nodes)
      for (size_t a = 0; a < nodes.size(); ++a)
        for (size_t b = a + 1; b < nodes.size(); ++b)
          if (nodes[a] != x && nodes[b] != x && !valid_triple(*c, x, nodes[a], nodes[b]).empty())
            triples.push_back({x, nodes[a], nodes[b]});
    // Each triple in the order the design wants, if the offsets then agree
    // (or disagree) with the distances as it wants.
    std::vector<std::array<std::string, 3>> fitting;
    for (auto t : triples) {
      std::string closer = valid_triple(*c, t[0], t[1], t[2]);
      if ((closer == t[1]) != closer_first) std::swap(t[1], t[2]);
      if (agree ? steps_agree(*c, t, closer) : steps_disagree(*c, t, closer)) fitting.push_back(t);
    }
    if (fitting.empty()) continue;
    auto t = rng.pick(fitting);
    return Pick{std::move(*c), t[0], t[1], t[2]};
  }
  return std::nullopt;
}

}  // namespace

std::optional<TaskItem> build_distanceCompare(const FamilyInfo& info, const CaseContext& ctx, int j,
                                              Variant v) {
  const std::string& design = design_name(info, v);
  auto p = choose(info, ctx, j, design.starts_with("first"), design.ends_with("-agree"));
  if (!p) return std::nullopt;
  TaskItem item = start_item(info, ctx, static_case_id(ctx, j), v);
  item.description = std::move(p->c.layouts.descriptions.at(v.frame));
  set_order(item.description, v.order);
  const Layout& l = p->c.layouts.by_frame.at(v.frame);
  item.question = {spatial_key(info.id, v.frame, v.order),
                   {arg_object("anchor", p->ref), arg_object("first", p->first),
                    arg_object("second", p->second), arg_object("frame_anchor", p->c.root)}};
  const LabelTable& labels = item.description.labels;
  item.gold = labels.label(closer(l, p->ref, p->first, p->second));
  item.scoring[sk::frame] = std::string(frame_name(v.frame));
  item.scoring[sk::options] = label_list(labels, {p->first, p->second});
  item.scoring[sk::distances] = {length(l.vector(p->ref, p->first)), length(l.vector(p->ref, p->second))};
  add_shortcut(item, "first-option", labels.label(p->first));
  add_shortcut(item, "fewer-steps", labels.label(fewer_steps(l, p->ref, p->first, p->second)));
  finish_item(item, std::max(l.path_length(p->ref, p->first), l.path_length(p->ref, p->second)));
  return item;
}

}  // namespace mm
