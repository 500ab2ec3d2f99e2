// beliefRevision (L4a): the scene block states that X is in/on A; the
// narration then corrects it (X is actually in/on B, where it really is) and
// tells what the agent did. "Taking the correction into account, where is X
// now?"
//
// Designs (dealt by the release plan):
//   "static" (a quarter): one action that does not move X (what holds X may
//     move, X stays in/on it); the answer is the corrected location B. The
//     wrong location A is preferably something the action names, so that
//     believing the first statement leads astray ("the plate" was picked up,
//     but the apple was never on it).
//   "moved-agent" (a quarter) and "moved-place" (half), soft: a linked
//     chain of three dependent actions (sampler_linked.cc) that takes X from
//     B and leaves it elsewhere: in the agent's hand, or in or on another
//     receptacle or on a floor; the answer is neither A nor B, so the
//     correction matters and so do the actions.
// So the stated location never answers, the corrected location a quarter of
// the items, and "Agent" about a quarter.
//
// X is a described object resting in/on something (not held); A is another
// described receptacle that could hold X by type and is neither X's
// receptacle, X itself, anything resting on X, nor (in "moved") where X ends.
//
// Gold: X's location after the actions in the true world (receptacle label,
// "Agent", or the room label for the floor). Shortcuts: "stated" (A),
// "no-change" (B: the corrected location, as if nothing had happened).
//
// Rejected: failed steps, drops/throws whose floor room is unclear, scenes
// with no valid (X, A) pair among the described objects.
#include <algorithm>
#include <optional>

#include "generator/tasks/families/builders.h"
#include "generator/tasks/families/common.h"
#include "generator/episodes/simulator.h"
#include "generator/tasks/families/l4_common.h"

namespace mm {
namespace {

struct Pair {
  std::string x, wrong;
};

bool contains(const std::vector<std::string>& v, const std::string& id) {
  return std::find(v.begin(), v.end(), id) != v.end();
}

Link link_of(const Object& o) {
  const ObjectType* t = TypeTable::builtin().find(o.type);
  return t ? t->link : Link::None;
}

// Valid pairs, the best ones for the design: "static" wants X's location
// unchanged (A named by the action preferred), "moved" wants X itself moved
// to a place that is neither A nor its corrected place.
std::vector<Pair> best_pairs(const Episode& e, const Description& d, bool moved) {
  const Scene& s = e.before.scene;
  std::vector<std::string> named = l4::named_objects(e);
  std::vector<Pair> best;
  int best_score = -1;
  for (const auto& x : d.objects) {
    const Object* ox = s.object(x);
    if (ox->parent.empty() || x == e.before.held) continue;
    l4::Location end = l4::location_of(e.after, x);
    bool x_moved = !(end == l4::location_of(e.before, x));
    if (x_moved != moved) continue;
    std::vector<std::string> below = sim::descendants(s, x);
    for (const auto& a : d.objects) {
      const Object* oa = s.object(a);
      if (a == x || a == ox->parent || a == e.before.held || contains(below, a)) continue;
      if (link_of(*oa) == Link::None || !TypeTable::builtin().can_hold(oa->type, ox->type)) continue;
      if (end.kind == l4::Location::Kind::Receptacle && end.id == a) continue;
      int score = moved ? 0 : 2 * contains(named, a);
      if (score > best_score) best.clear(), best_score = score;
      if (score == best_score) best.push_back({x, a});
    }
  }
  return best;
}

// The description with X's containment fact pointing at A instead of B.
// X's facts (and those of anything resting on it) move next to A's, so the
// order of the sentences does not give the true place away.
void misstate(Description& d, const Scene& s, const Pair& p) {
  std::vector<std::string> moving = sim::descendants(s, p.x), at_wrong = sim::descendants(s, p.wrong);
  moving.push_back(p.x);
  at_wrong.push_back(p.wrong);
  std::vector<Fact> kept, moved;
  for (auto& f : d.facts) (contains(moving, f.a) ? moved : kept).push_back(std::move(f));
  for (auto& f : moved)
    if (f.kind == FactKind::Contain && f.a == p.x) {
      f.b = p.wrong;
      f.link = link_of(*s.object(p.wrong));
    }
  size_t at = 0;
  for (size_t i = 0; i < kept.size(); ++i)
    if (contains(at_wrong, kept[i].a)) at = i + 1;
  kept.insert(kept.begin() + std::ptrdiff_t(at), moved.begin(), moved.end());
  d.facts = std::move(kept);
}

std::optional<TaskItem> make_item(const FamilyInfo& info, const CaseContext& ctx, const l4::Picked& p,
                                  Variant v, bool moved, Rng& rng) {
  const Episode& e = *p.episode;
  Description d = l4::describe_before(e, rng, 1 + int(rng.below(2)));
  std::vector<Pair> pairs = best_pairs(e, d, moved);
  if (pairs.empty()) return std::nullopt;
  Pair pair = rng.pick(pairs);
  const Object& x = *e.before.scene.object(pair.x);
  misstate(d, e.before.scene, pair);

  TaskItem item = start_item(info, ctx, p.case_id, v);
  item.description = std::move(d);
  const LabelTable& labels = item.description.labels;
  l4::Location after = l4::location_of(e.after, pair.x);
  if (after.kind != l4::Location::Kind::Agent && !labels.has(after.id)) return std::nullopt;
  std::string key = x.link == Link::In ? "narr.correction.in" : "narr.correction.on";
  item.narration = {{key, {arg_object("obj", pair.x), arg_object("rec", x.parent)}}};
  for (auto& s : l4::narrate(e)) item.narration.push_back(std::move(s));
  item.question = {"q.beliefRevision", {arg_object("obj", pair.x)}};
  item.gold = l4::location_label(labels, after);
  item.scoring[sk::object] = labels.label(pair.x);
  item.scoring[sk::location_kind] = l4::location_kind(after);
  item.scoring[sk::stated] = labels.label(pair.wrong);
  item.scoring[sk::corrected] = labels.label(x.parent);
  item.scoring[sk::episode] = e.id;
  add_shortcut(item, "stated", labels.label(pair.wrong));
  add_shortcut(item, "no-change", labels.label(x.parent));
  finish_item(item, int(e.trajectory.size()));
  return item;
}

}  // namespace

std::optional<TaskItem> build_beliefRevision(const FamilyInfo& info, const CaseContext& ctx, int j, Variant v) {
  const bool moved = !design_is(info, v, "static");
  const bool want_agent = design_is(info, v, "moved-agent");
  for (int attempt = 0; attempt < l4::kAttempts; ++attempt) {
    l4::Picked p = l4::pick(ctx, info, moved ? 'l' : 's', j, attempt);
    if (!p.episode || !l4::all_succeeded(*p.episode) || !l4::floor_room_clear(*p.episode)) continue;
    Rng rng = ctx.rng(info.id, j, attempt);
    auto item = make_item(info, ctx, p, v, moved, rng);
    if (item && moved && l4::insist(attempt) && (item->gold == l4::kAgentLabel) != want_agent) continue;
    if (item) return item;
  }
  return std::nullopt;
}

}  // namespace mm
