// partialObservation (L4a): "After this, can X be seen?" An object cannot be
// seen when it is shut inside a closed receptacle somewhere up its
// containment chain (the egg in the closed fridge, the fork in the closed
// drawer of a closed cabinet); everything else, including what the agent
// holds, can.
//
// Designs (dealt by the release plan) fix what the action does to X:
//   "hidden-visible" (a quarter): X was shut away and the action opens
//     what holds it (answer yes);
//   "visible-hidden" (half): X could be seen and the action closes it in
//     (answer no);
//   "visible-visible" (a quarter): X could be seen and still can (yes).
// So the answers are half yes, the action changes what can be seen in three
// items of four, and answering from the description alone (the no-change
// shortcut) is right only in the last quarter. The first two use episodes
// that open or close something (kind 'o'), the last any single action.
//
// Case: a successful episode of the family's own (l4::pick). The scene
// block is the before-state of the touched pieces plus one or two other
// pieces of those rooms that hold something, so enclosures other than the
// one acted on are in view too. X is drawn from the described objects that
// rest in/on something (or are moved by the action) with the design's
// before/after visibility, preferring objects behind a door of some kind,
// then objects the action touches or that rest in/on them.
//
// Gold: yes/no. Shortcut "no-change": whether X could be seen before.
//
// Rejected: failed steps; episodes offering no candidate of the design.
#include <algorithm>
#include <optional>

#include "generator/tasks/families/builders.h"
#include "generator/tasks/families/common.h"
#include "generator/episodes/simulator.h"
#include "generator/tasks/families/l4_common.h"

namespace mm {
namespace {

// Objects the action touches, and everything resting in/on them (before and after).
std::vector<std::string> touched(const Episode& e) {
  std::vector<std::string> out = l4::named_objects(e);
  for (const auto& id : l4::named_objects(e)) {
    for (const auto& r : sim::descendants(e.before.scene, id)) out.push_back(r);
    for (const auto& r : sim::descendants(e.after.scene, id)) out.push_back(r);
  }
  return out;
}

// Inside something that can be opened or closed, so a door decides whether it shows.
bool behind_a_door(const Scene& s, const std::string& id) {
  for (const Object* o = s.object(id); o && !o->parent.empty(); o = s.object(o->parent))
    if (o->link == Link::In && s.object(o->parent)->state.has(Attr::IsOpen)) return true;
  return false;
}

bool contains(const std::vector<std::string>& v, const std::string& id) {
  return std::find(v.begin(), v.end(), id) != v.end();
}

struct Want {
  bool before = true, after = true;  // visible before / after the action
};

Want wanted(const FamilyInfo& info, Variant v) {
  if (design_is(info, v, "hidden-visible")) return {false, true};
  if (design_is(info, v, "visible-hidden")) return {true, false};
  return {true, true};
}

// The candidates of the design that make the best question: a door decides
// it (2), the action touches it (1).
std::vector<std::string> best_candidates(const Episode& e, const Description& d, Want want) {
  std::vector<std::string> near = touched(e), moved = l4::moved_objects(e), best;
  int best_score = -1;
  for (const auto& id : d.objects) {
    const Object* o = e.after.scene.object(id);
    if (o->parent.empty() && !contains(moved, id)) continue;  // furniture stands in the open
    bool visible = !l4::shut_away(e.after.scene, id), was = !l4::shut_away(e.before.scene, id);
    if (visible != want.after || was != want.before) continue;
    int score = 2 * behind_a_door(e.after.scene, id) + contains(near, id);
    if (score > best_score) best.clear(), best_score = score;
    if (score == best_score) best.push_back(id);
  }
  return best;
}

std::optional<TaskItem> make_item(const FamilyInfo& info, const CaseContext& ctx, const l4::Picked& p,
                                  Variant v, Want want, Rng& rng) {
  const Episode& e = *p.episode;
  Description d = l4::describe_before(e, rng, 1 + int(rng.below(2)));
  std::vector<std::string> pool = best_candidates(e, d, want);
  if (pool.empty()) return std::nullopt;
  auto target = std::optional(rng.pick(pool));
  TaskItem item = start_item(info, ctx, p.case_id, v);
  item.description = std::move(d);
  item.narration = l4::narrate(e);
  item.question = {"q.partialObservation", {arg_object("obj", *target)}};
  item.gold = want.after;
  const LabelTable& labels = item.description.labels;
  item.scoring[sk::object] = labels.label(*target);
  item.scoring[sk::visible_before] = want.before;
  add_shortcut(item, "no-change", want.before);
  item.scoring[sk::location] = l4::location_label(labels, l4::location_of(e.after, *target));
  item.scoring[sk::episode] = e.id;
  finish_item(item, 1);
  return item;
}

}  // namespace

std::optional<TaskItem> build_partialObservation(const FamilyInfo& info, const CaseContext& ctx, int j,
                                                 Variant v) {
  const Want want = wanted(info, v);
  const char kind = want.before == want.after ? 's' : 'o';
  for (int attempt = 0; attempt < l4::kAttempts; ++attempt) {
    l4::Picked p = l4::pick(ctx, info, kind, j, attempt);
    if (!p.episode || !l4::all_succeeded(*p.episode) || !l4::floor_room_clear(*p.episode)) continue;
    Rng rng = ctx.rng(info.id, j, attempt);
    if (auto item = make_item(info, ctx, p, v, want, rng)) return item;
  }
  return std::nullopt;
}

}  // namespace mm
