// multiEvent (L4b): "Consider only these two of the agent's actions: ...
// List every change that these two actions caused", after a narrated chain
// of three actions. The reader has to attribute each change to the action
// that caused it and leave out the third action's changes.
//
// Case: the chain episode of case j (then j + a * stride). Two of the three
// steps are drawn (every pair equally likely) and quoted in the question in
// the order they happened, each rendered as its narration sentence. The
// scene block is the before-state of the touched pieces plus at most one
// other piece of those rooms.
//
// Gold: the changes of the two steps in the event vocabulary of eventSet
// (docs/tasks/dynamic.md), sorted by object label, then attribute. Scoring
// data: the two steps (0-based), the changes with their before values and
// steps, and the third step's changes (the distractors).
//
// Rejected: as eventSet (changes outside the vocabulary, unclear floors); a
// chain whose steps have no changes cannot occur after that guard.
#include <optional>

#include "generator/tasks/families/builders.h"
#include "generator/tasks/families/common.h"
#include "generator/tasks/families/l4_common.h"

namespace mm {
namespace {

bool suits(const Episode* e) {
  return e && e->trajectory.size() >= 3 && l4::all_succeeded(*e) && l4::floor_room_clear(*e) &&
         l4::vocabulary_covers(*e);
}

// Two distinct steps in chronological order.
std::pair<int, int> draw_steps(int n, Rng& rng) {
  std::vector<std::pair<int, int>> pairs;
  for (int a = 0; a < n; ++a)
    for (int b = a + 1; b < n; ++b) pairs.emplace_back(a, b);
  return rng.pick(pairs);
}

std::optional<TaskItem> make_item(const FamilyInfo& info, const CaseContext& ctx, const l4::Picked& p,
                                  Variant v, Rng& rng) {
  const Episode& e = *p.episode;
  auto [first, second] = draw_steps(int(e.trajectory.size()), rng);
  TaskItem item = start_item(info, ctx, p.case_id, v);
  item.description = l4::describe_before(e, rng, int(rng.below(2)));
  const LabelTable& labels = item.description.labels;
  std::vector<l4::Change> all = l4::episode_changes(e), asked, rest;
  for (const auto& c : all) (c.step == first || c.step == second ? asked : rest).push_back(c);
  if (asked.empty() || !l4::labelled(labels, all)) return std::nullopt;

  std::vector<WorldState> states = l4::step_states(e);
  item.narration = l4::narrate(e);
  item.question = {"q.multiEvent",
                   {l4::arg_action("a", e.trajectory[size_t(first)].action, states[size_t(first)]),
                    l4::arg_action("b", e.trajectory[size_t(second)].action, states[size_t(second)]),
                    l4::arg_vocabulary("attrs")}};
  item.gold = l4::changes_json(asked, labels);
  item.scoring[sk::steps] = {first, second};
  item.scoring[sk::changes] = l4::changes_detail_json(asked, labels);
  item.scoring[sk::other_changes] = l4::changes_json(rest, labels);
  item.scoring[sk::vocabulary] = l4::vocabulary();
  item.scoring[sk::episode] = e.id;
  add_shortcut(item, "no-change", OJson::array());
  finish_item(item, int(e.trajectory.size()));
  return item;
}

}  // namespace

std::optional<TaskItem> build_multiEvent(const FamilyInfo& info, const CaseContext& ctx, int j, Variant v) {
  for (int attempt = 0; attempt < l4::kAttempts; ++attempt) {
    l4::Picked p = l4::pick(ctx, info, 'c', j, attempt);
    if (!suits(p.episode)) continue;
    Rng rng = ctx.rng(info.id, j, attempt);
    if (auto item = make_item(info, ctx, p, v, rng)) return item;
  }
  return std::nullopt;
}

}  // namespace mm
