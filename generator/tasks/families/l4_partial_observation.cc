// partialObservation (L4a): "After this, can X be seen?" An object cannot be
// seen when it is shut inside a closed receptacle somewhere up its
// containment chain (the egg in the closed fridge, the fork in the closed
// drawer of a closed cabinet); everything else, including what the agent
// holds, can.
//
// Case: the single-action episode of case j (then j + a * stride) whose
// action succeeded. The scene block is the before-state of the touched
// pieces plus one or two other pieces of those rooms that hold something, so
// enclosures other than the one acted on are in view too. X is drawn from
// the described objects that rest in/on something (or are moved by the
// action), preferring objects whose visibility the action changed (the
// contents of a fridge being opened or closed), then objects behind a door
// of some kind (in a drawer, a fridge, a box: open or closed), then objects
// the action touches or that rest in/on them.
//
// Gold: yes/no; even j want yes, odd j no, so the answers are balanced.
//
// Rejected: failed steps; episodes offering no candidate with the wanted
// answer (the next attempt is tried).
#include <algorithm>
#include <optional>

#include "generator/tasks/families/builders.h"
#include "generator/tasks/families/common.h"
#include "generator/tasks/families/l4_common.h"

namespace mm {
namespace {

// Objects the action touches, and everything resting in/on them (before and after).
std::vector<std::string> touched(const Episode& e) {
  std::vector<std::string> out = l4::named_objects(e);
  for (const auto& id : l4::named_objects(e)) {
    for (const auto& r : l4::riders(e.before.scene, id)) out.push_back(r);
    for (const auto& r : l4::riders(e.after.scene, id)) out.push_back(r);
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

// The candidates with the wanted answer that make the best question: the
// visibility changed (4), a door decides it (2), the action touches it (1).
std::vector<std::string> best_candidates(const Episode& e, const Description& d, bool want_visible) {
  std::vector<std::string> near = touched(e), moved = l4::moved_objects(e), best;
  int best_score = -1;
  for (const auto& id : d.objects) {
    const Object* o = e.after.scene.object(id);
    if (o->parent.empty() && !contains(moved, id)) continue;  // furniture stands in the open
    bool visible = !l4::shut_away(e.after.scene, id);
    if (visible != want_visible) continue;
    int score = 4 * (visible == l4::shut_away(e.before.scene, id)) +
                2 * behind_a_door(e.after.scene, id) + contains(near, id);
    if (score > best_score) best.clear(), best_score = score;
    if (score == best_score) best.push_back(id);
  }
  return best;
}

std::optional<TaskItem> make_item(const FamilyInfo& info, const CaseContext& ctx, const l4::Picked& p,
                                  Variant v, bool want_visible, Rng& rng) {
  const Episode& e = *p.episode;
  Description d = l4::describe_before(e.before, l4::named_objects(e), rng, 1 + int(rng.below(2)));
  std::vector<std::string> pool = best_candidates(e, d, want_visible);
  if (pool.empty()) return std::nullopt;
  auto target = std::optional(rng.pick(pool));
  TaskItem item = start_item(info, ctx, p.case_id, v);
  item.description = std::move(d);
  item.narration = l4::narrate(e);
  item.question = {"q.partialObservation", {arg_object("obj", *target)}};
  item.gold = want_visible;
  const LabelTable& labels = item.description.labels;
  item.scoring["object"] = labels.label(*target);
  item.scoring["visible_before"] = !l4::shut_away(e.before.scene, *target);
  item.scoring["location"] = l4::location_label(labels, l4::location_of(e.after, *target));
  item.scoring["episode"] = e.id;
  finish_item(item, 1);
  return item;
}

}  // namespace

std::optional<TaskItem> build_partialObservation(const FamilyInfo& info, const CaseContext& ctx, int j,
                                                 Variant v) {
  bool want_visible = j % 2 == 0;
  for (int attempt = 0; attempt < l4::kAttempts; ++attempt) {
    l4::Picked p = l4::pick_single(ctx, j, attempt);
    if (!p.episode || !l4::all_succeeded(*p.episode) || !l4::floor_room_clear(*p.episode)) continue;
    Rng rng = ctx.rng(info.id, j, attempt);
    if (auto item = make_item(info, ctx, p, v, want_visible, rng)) return item;
  }
  return std::nullopt;
}

}  // namespace mm
