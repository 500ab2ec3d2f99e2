// eventSet (L4b): "List every change that these actions caused", after a
// narrated chain of three actions on disjoint objects.
//
// Case: the chain episode of case j (then j + a * stride on later attempts).
// The scene block is the before-state of the pieces the chain touches, plus
// at most one other piece of those rooms that holds something.
//
// Gold: the transition log in the event vocabulary (docs/tasks/dynamic.md):
// one {"object", "attribute", "value"} per change, where "parent" is an
// object's location (receptacle label, "Agent" when held, room label on the
// floor) and the other attributes are state attributes with true/false
// (isPickedUp is left out: it only repeats "parent": "Agent"; link, room,
// position and the agent's "held" are folded into "parent" or left out).
// Sorted by object label, then "parent", then attributes in catalogue order.
// Scoring data: the same changes with their values before the chain and
// the step (0-based) that caused each.
//
// Rejected: chains whose log has changes outside the vocabulary only (a push
// moves an object without changing where it rests; things riding along
// with a moved object change position and room only), since a reader would
// rightly list them; drops/throws whose floor room is unclear.
#include <optional>

#include "generator/tasks/families/builders.h"
#include "generator/tasks/families/common.h"
#include "generator/tasks/families/l4_common.h"

namespace mm {
namespace {

bool suits(const Episode* e) {
  return e && l4::all_succeeded(*e) && l4::floor_room_clear(*e) && l4::vocabulary_covers(*e);
}

std::optional<TaskItem> make_item(const FamilyInfo& info, const CaseContext& ctx, const l4::Picked& p,
                                  Variant v, Rng& rng) {
  const Episode& e = *p.episode;
  TaskItem item = start_item(info, ctx, p.case_id, v);
  item.description = l4::describe_before(e, rng, int(rng.below(2)));
  std::vector<l4::Change> changes = l4::episode_changes(e);
  const LabelTable& labels = item.description.labels;
  if (changes.empty() || !l4::labelled(labels, changes)) return std::nullopt;
  item.narration = l4::narrate(e);
  item.question = {"q.eventSet", {l4::arg_vocabulary("attrs")}};
  item.gold = l4::changes_json(changes, labels);
  item.scoring[sk::changes] = l4::changes_detail_json(changes, labels);
  item.scoring[sk::vocabulary] = l4::vocabulary();
  item.scoring[sk::episode] = e.id;
  add_shortcut(item, "no-change", OJson::array());
  finish_item(item, int(e.trajectory.size()));
  return item;
}

}  // namespace

std::optional<TaskItem> build_eventSet(const FamilyInfo& info, const CaseContext& ctx, int j, Variant v) {
  for (int attempt = 0; attempt < l4::kAttempts; ++attempt) {
    l4::Picked p = l4::pick(ctx, info, 'c', j, attempt);
    if (!suits(p.episode)) continue;
    Rng rng = ctx.rng(info.id, j, attempt);
    if (auto item = make_item(info, ctx, p, v, rng)) return item;
  }
  return std::nullopt;
}

}  // namespace mm
