#include "packs/tos/tasks.h"

#include <algorithm>
#include <fmt/format.h>

#include "base/rng.h"
#include "packs/tos/world_json.h"

namespace mm::tos {
namespace {

constexpr int kAttempts = 400;

bool clean(Cell d, const Pose* viewer) {
  if (on_distance_border(d)) return false;
  return !viewer || !on_fov_edge(to_local(d, viewer->heading));
}

Json relation(std::string_view dir, Dist d) { return {{"direction", dir}, {"distance", dist_name(d)}}; }

// The visible things of a pose whose gold would be clean (no bin edge).
std::vector<int> clean_targets(const World& w, const Pose& p, bool objects_only) {
  std::vector<int> out;
  for (int i = 0; i < static_cast<int>(w.things.size()); ++i)
    if ((!objects_only || !w.things[i].is_door()) && sees(w, p, i) && clean(w.things[i].at - p.at, &p))
      out.push_back(i);
  return out;
}

std::vector<int> facing_objects(const World& w) {
  std::vector<int> out;
  for (int i : w.objects())
    if (w.things[i].facing) out.push_back(i);
  return out;
}

bool same_view(const Observation& a, const Observation& b) { return a.seen == b.seen && a.here == b.here; }

std::vector<Cell> free_floor(const World& w) {
  std::vector<Cell> out;
  for (Cell c : w.floor_cells())
    if (std::none_of(w.things.begin(), w.things.end(), [&](const Thing& t) { return t.at == c; })) out.push_back(c);
  return out;
}

// A random valid walk of 1-3 motions from `from`, ending with a rotation or
// a Goto; every Goto targets a thing visible at that moment.
std::vector<Action> random_walk(const World& w, Pose from, Rng& rng, Pose& end) {
  std::vector<Action> acts;
  Pose p = from;
  int n = static_cast<int>(rng.between(1, 3));
  for (int k = 0; k < n; ++k) {
    std::vector<int> visible;
    for (int i = 0; i < static_cast<int>(w.things.size()); ++i)
      if (sees(w, p, i)) visible.push_back(i);
    if (!visible.empty() && rng.chance(0.5)) {
      int t = rng.pick(visible);
      acts.push_back({Act::Goto, w.things[t].name, 0});
      p.at = w.things[t].at;
    } else {
      int deg = static_cast<int>(rng.between(1, 3)) * 90;
      acts.push_back({Act::Rotate, "", deg});
      p.heading = turned(p.heading, deg / 90);
    }
  }
  end = p;
  return acts;
}

Json actions_json(const std::vector<Action>& acts) {
  Json j = Json::array();
  for (const Action& a : acts) j.push_back(action_text(a));
  return j;
}

using Maker = std::optional<Question> (*)(const World&, Rng&, int);

std::optional<Question> make_direction(const World& w, Rng& rng, int) {
  std::vector<int> objs = w.objects();
  for (int a = 0; a < kAttempts; ++a) {
    int from = rng.pick(objs), to = rng.pick(objs);
    Cell d = w.things[to].at - w.things[from].at;
    if (from == to || !clean(d, nullptr)) continue;
    return Question{"direction", "", {{"from", w.things[from].name}, {"to", w.things[to].name}},
                    relation(allo_name(allo_of(d)), dist_of(d))};
  }
  return std::nullopt;
}

// Question k of a relation task prefers distance bin near, mid, slightly
// far in turn (for its first 100 attempts), so no bin dominates a
// release: rooms of 6 x 6 cells would otherwise give "mid" over half of
// the golds, a blind answer worth 0.25.
Dist preferred_dist(int k) {
  static constexpr Dist kOrder[] = {Dist::Near, Dist::Mid, Dist::SlightlyFar};
  return kOrder[k % 3];
}

// The targets of `targets` seen from `p` at the preferred distance, or all
// of them after the first 100 attempts.
std::vector<int> at_distance(const World& w, const Pose& p, std::vector<int> targets, int k, int attempt) {
  if (attempt >= kAttempts / 4) return targets;
  std::erase_if(targets, [&](int t) { return seen_from(w, p, t).dist != preferred_dist(k); });
  return targets;
}

std::optional<Question> make_persp_take(const World& w, Rng& rng, int k) {
  std::vector<int> anchors = facing_objects(w);
  if (anchors.empty()) return std::nullopt;
  for (int a = 0; a < kAttempts; ++a) {
    int at = rng.pick(anchors);
    Pose p{w.things[at].at, *w.things[at].facing};
    std::vector<int> targets = at_distance(w, p, clean_targets(w, p, true), k, a);
    if (targets.empty()) continue;
    Seen s = seen_from(w, p, rng.pick(targets));
    return Question{"persp.take", "", {{"stand_at", w.things[at].name}, {"target", w.things[s.thing].name}},
                    relation(ego_name(s.ego), s.dist)};
  }
  return std::nullopt;
}

std::optional<Question> make_perc_dec(const World& w, Rng& rng, int) {
  std::vector<int> anchors = facing_objects(w);
  if (anchors.empty()) return std::nullopt;
  for (int a = 0; a < kAttempts; ++a) {
    int at = rng.pick(anchors);
    Observation o = observe(w, {w.things[at].at, *w.things[at].facing});
    if (o.seen.empty()) continue;
    int matches = 0;
    for (int other : anchors) {
      Observation q = observe(w, {w.things[other].at, *w.things[other].facing});
      // Compare what is seen, not what is stood on (the answer itself).
      matches += q.seen == o.seen;
    }
    if (matches != 1) continue;
    Json seen = Json::array();
    for (const Seen& s : o.seen) seen.push_back(seen_to_json(w, s));
    return Question{"perc.dec", "", {{"observation", seen}}, Json(w.things[at].name)};
  }
  return std::nullopt;
}

// A walk from the start and a clean target visible at its end (act2view
// and view2act ask the two directions of the same relation).
struct WalkTarget {
  Pose from, end;
  std::vector<Action> acts;
  Seen seen;
};
std::optional<WalkTarget> walk_and_target(const World& w, Rng& rng) {
  WalkTarget t;
  t.from = {w.start, w.start_heading};
  t.acts = random_walk(w, t.from, rng, t.end);
  std::vector<int> targets = clean_targets(w, t.end, true);
  if (targets.empty()) return std::nullopt;
  t.seen = seen_from(w, t.end, rng.pick(targets));
  return t;
}

std::optional<Question> make_act2view(const World& w, Rng& rng, int) {
  for (int a = 0; a < kAttempts; ++a) {
    std::optional<WalkTarget> t = walk_and_target(w, rng);
    if (!t) continue;
    const Seen& s = t->seen;
    return Question{"act2view", "", {{"from", pose_json(t->from)}, {"actions", actions_json(t->acts)}, {"target", w.things[s.thing].name}},
                    relation(ego_name(s.ego), s.dist)};
  }
  return std::nullopt;
}

std::optional<Question> make_view2act(const World& w, Rng& rng, int) {
  for (int a = 0; a < kAttempts; ++a) {
    std::optional<WalkTarget> t = walk_and_target(w, rng);
    if (!t) continue;
    const Seen& s = t->seen;
    // Not already true where the agent stands: the answer must move or turn.
    if (sees(w, t->from, s.thing) && seen_from(w, t->from, s.thing) == s) continue;
    return Question{"view2act", "",
                    {{"from", pose_json(t->from)}, {"target", w.things[s.thing].name},
                     {"direction", ego_name(s.ego)}, {"distance", dist_name(s.dist)}},
                    actions_json(t->acts)};
  }
  return std::nullopt;
}

std::optional<Question> make_alloc_map(const World& w, Rng& rng, int k) {
  std::vector<int> objs = w.objects();
  // Three disjoint groups, the same split for every k of a world.
  Rng split = Rng::derive(0, {"tos", "alloc.map", w.id});
  split.shuffle(objs);
  size_t per = (objs.size() + 2) / 3;
  size_t lo = static_cast<size_t>(k) * per, hi = std::min(objs.size(), lo + per);
  if (lo >= hi) return std::nullopt;
  std::vector<int> group(objs.begin() + lo, objs.begin() + hi);
  std::sort(group.begin(), group.end());
  Json names = Json::array(), gold = Json::object();
  for (int i : group) {
    names.push_back(w.things[i].name);
    gold[w.things[i].name] = {{"at", Json::array({w.things[i].at.x, w.things[i].at.y})},
                              {"facing", w.things[i].facing ? Json(heading_name(*w.things[i].facing)) : Json(nullptr)}};
  }
  return Question{"alloc.map", "", {{"objects", names}}, gold};
}

std::optional<Question> make_ment_rot(const World& w, Rng& rng, int) {
  std::vector<int> objs = w.objects();
  for (int a = 0; a < kAttempts; ++a) {
    bool at_start = rng.chance(0.3);
    int at = at_start ? -1 : rng.pick(objs);
    Pose p{at_start ? w.start : w.things[at].at, static_cast<Heading>(rng.below(4))};
    Json seq = Json::array();
    int found = 0;
    bool tie = false;
    for (int k = 1; k <= 4; ++k) {
      Pose q{p.at, turned(p.heading, k)};
      int ahead = straight_ahead(w, q);
      bool any = false;
      for (int i : objs) any = any || sees(w, q, i);
      if (ahead < 0 && any) tie = true;
      seq.push_back(ahead < 0 ? Json("none") : Json(w.things[ahead].name));
      found += ahead >= 0;
    }
    if (tie || found < 2) continue;
    Json ask = {{"from", pose_json(p)}};
    if (!at_start) ask["stand_at"] = w.things[at].name;
    return Question{"ment.rot", "", ask, seq};
  }
  return std::nullopt;
}

std::optional<Question> make_loc2view(const World& w, Rng& rng, int k) {
  std::vector<Cell> cells = free_floor(w);
  for (int a = 0; a < kAttempts; ++a) {
    Pose p{rng.pick(cells), static_cast<Heading>(rng.below(4))};
    std::vector<int> targets = at_distance(w, p, clean_targets(w, p, true), k, a);
    if (targets.empty()) continue;
    Seen s = seen_from(w, p, rng.pick(targets));
    return Question{"loc2view", "", {{"from", pose_json(p)}, {"target", w.things[s.thing].name}},
                    relation(ego_name(s.ego), s.dist)};
  }
  return std::nullopt;
}

std::optional<Question> make_view2loc(const World& w, Rng& rng, int) {
  std::vector<Cell> cells = free_floor(w);
  for (int a = 0; a < kAttempts; ++a) {
    Pose p{rng.pick(cells), static_cast<Heading>(rng.below(4))};
    Observation o = observe(w, p);
    if (o.seen.size() < 2) continue;
    int matches = 0;
    for (Cell c : cells)
      for (int h = 0; h < 4 && matches < 2; ++h) matches += same_view(observe(w, {c, static_cast<Heading>(h)}), o);
    if (matches != 1) continue;
    Json seen = Json::array();
    for (const Seen& s : o.seen) seen.push_back(seen_to_json(w, s));
    return Question{"view2loc", "", {{"observation", seen}}, pose_json(p)};
  }
  return std::nullopt;
}

struct TaskDef {
  const char* name;
  AnswerKind kind;
  Maker make;
};
const std::vector<TaskDef>& defs() {
  static const std::vector<TaskDef> d = {
      {"direction", AnswerKind::Relation, make_direction}, {"persp.take", AnswerKind::Relation, make_persp_take},
      {"perc.dec", AnswerKind::Name, make_perc_dec},       {"act2view", AnswerKind::Relation, make_act2view},
      {"view2act", AnswerKind::Actions, make_view2act},    {"alloc.map", AnswerKind::Map, make_alloc_map},
      {"ment.rot", AnswerKind::Sequence, make_ment_rot},   {"loc2view", AnswerKind::Relation, make_loc2view},
      {"view2loc", AnswerKind::Pose, make_view2loc}};
  return d;
}

}  // namespace

const std::vector<std::string>& task_names() {
  static const std::vector<std::string> n = [] {
    std::vector<std::string> out;
    for (const TaskDef& d : defs()) out.push_back(d.name);
    return out;
  }();
  return n;
}

AnswerKind answer_kind(std::string_view task) {
  if (task == "cogmap") return AnswerKind::CogMap;
  if (task == "false.belief") return AnswerKind::NameSet;
  for (const TaskDef& d : defs())
    if (d.name == task) return d.kind;
  return AnswerKind::Name;
}

Pose pose_from_json(const Json& j) {
  return {{j["at"][0].get<int>(), j["at"][1].get<int>()}, *parse_heading(j["heading"].get<std::string>())};
}

Json pose_json(const Pose& p) { return {{"at", Json::array({p.at.x, p.at.y})}, {"heading", heading_name(p.heading)}}; }

int straight_ahead(const World& w, const Pose& pose) {
  int best = -1;
  int64_t best_num = 0, best_den = 1;
  bool tie = false;
  for (int i : w.objects()) {
    if (!sees(w, pose, i)) continue;
    Local l = to_local(w.things[i].at - pose.at, pose.heading);
    int64_t num = std::abs(l.right), den = l.forward;
    int64_t lhs = num * best_den, rhs = best_num * den;  // compare |right|/forward exactly
    if (best < 0 || lhs < rhs) {
      best = i, best_num = num, best_den = den, tie = false;
    } else if (lhs == rhs) {
      tie = true;  // the same angle: no prompt says which one is meant
    }
  }
  return tie ? -1 : best;
}

std::vector<Question> make_questions(const World& w, uint64_t seed, int per_task) {
  return make_questions(w, seed, per_task, nullptr);
}

std::vector<Question> make_questions(const World& w, uint64_t seed, int per_task, const Accept& accept) {
  std::vector<Question> out;
  const int draws = per_task * (accept ? 40 : 12);
  for (const TaskDef& d : defs()) {
    std::vector<Json> asked;
    // Draw k = 0, 1, ... until per_task distinct questions (spare draws for repeats).
    for (int k = 0, made = 0; made < per_task && k < draws; ++k) {
      Rng rng = Rng::derive(seed, {"tos", "question", w.id, d.name}, static_cast<uint64_t>(k));
      std::optional<Question> q = d.make(w, rng, made);
      if (!q || std::find(asked.begin(), asked.end(), q->ask) != asked.end()) continue;
      asked.push_back(q->ask);
      if (accept && !accept(*q)) continue;
      q->id = fmt::format("{}/{}/{}", w.id, d.name, made++);
      out.push_back(std::move(*q));
    }
  }
  return out;
}

}  // namespace mm::tos
