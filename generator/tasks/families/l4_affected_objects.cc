// affectedObjects (L4b): "Which objects did these actions change, either
// where they are or one of their states?" after a narrated chain of three
// actions. A receptacle that only received something does not count (the
// question says so), nor does the agent.
//
// Case: the chain episode of case j (then j + a * stride). The scene block is
// the before-state of the touched pieces plus at most one other piece of
// those rooms, so unchanged objects (the receptacles, their other contents,
// the extra piece) are in view as distractors.
//
// Gold: the labels of the objects with at least one change in the event
// vocabulary (location or a state other than isPickedUp), sorted; scored
// with set F1. Scoring data: each object's changed attributes.
//
// Rejected: chains with changes outside the vocabulary (a push, things riding
// along with a moved object: whether they "changed" is a matter of reading),
// unclear floors.
#include <optional>
#include <set>

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
  const LabelTable& labels = item.description.labels;
  std::vector<l4::Change> changes = l4::episode_changes(e);
  if (changes.empty() || !l4::labelled(labels, changes)) return std::nullopt;

  std::set<std::string> affected;
  OJson detail = OJson::object();
  for (const auto& c : changes) {
    std::string label = labels.label(c.object);
    affected.insert(label);
    if (!detail.contains(label)) detail[label] = OJson::array();
    detail[label].push_back(c.attribute);
  }
  item.narration = l4::narrate(e);
  item.question = {"q.affectedObjects", {}};
  item.gold = OJson(std::vector<std::string>(affected.begin(), affected.end()));
  OJson sorted = OJson::object();
  for (const auto& label : affected) sorted[label] = detail[label];
  item.scoring[sk::changed_attributes] = sorted;
  item.scoring[sk::episode] = e.id;
  add_shortcut(item, "no-change", OJson::array());
  finish_item(item, int(e.trajectory.size()));
  return item;
}

}  // namespace

std::optional<TaskItem> build_affectedObjects(const FamilyInfo& info, const CaseContext& ctx, int j, Variant v) {
  for (int attempt = 0; attempt < l4::kAttempts; ++attempt) {
    l4::Picked p = l4::pick(ctx, info, 'c', j, attempt);
    if (!suits(p.episode)) continue;
    Rng rng = ctx.rng(info.id, j, attempt);
    if (auto item = make_item(info, ctx, p, v, rng)) return item;
  }
  return std::nullopt;
}

}  // namespace mm
