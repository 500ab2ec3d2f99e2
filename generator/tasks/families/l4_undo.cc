// undo (L4a): "Suppose the agent undid that action exactly: where would X be?"
// The answer is where X was before the narrated action, which the reader has
// to recover from the before-state once the action has been applied in mind.
//
// Case: the single-action episode of case j (then j + a * stride on later
// attempts) whose action succeeded and changed where something is. X is the
// object that moved (never a rider: its place does not change). The scene
// block is the before-state of the touched pieces plus one or two other
// pieces of the same rooms that hold something, so several receptacles are
// candidates.
//
// Half the cases (drawn per case) look for an answer other than "Agent"
// during the first three quarters of their attempts.
//
// Gold: X's location before the action (receptacle label, "Agent" when the
// agent held it, the room label when it lay on the floor).
//
// Rejected: failed steps, actions that move nothing (undoing them would not
// move X: the question would presuppose a change that did not happen), and
// drops/throws whose floor could be in more than one described room.
#include <optional>

#include "generator/tasks/families/builders.h"
#include "generator/tasks/families/common.h"
#include "generator/tasks/families/l4_common.h"

namespace mm {
namespace {

bool suits(const Episode* e) {
  return e && l4::all_succeeded(*e) && !l4::moved_objects(*e).empty() && l4::floor_room_clear(*e);
}

// Prefers the object the action names over anything else that moved.
std::string choose_target(const Episode& e) {
  std::vector<std::string> moved = l4::moved_objects(e);
  std::string named = l4::acted_object(e.trajectory.front().action, e.before);
  for (const auto& id : moved)
    if (id == named) return id;
  return moved.front();
}

TaskItem make_item(const FamilyInfo& info, const CaseContext& ctx, const l4::Picked& p, Variant v,
                   Rng& rng) {
  const Episode& e = *p.episode;
  std::string target = choose_target(e);
  TaskItem item = start_item(info, ctx, p.case_id, v);
  item.description = l4::describe_before(e.before, l4::named_objects(e), rng, 1 + int(rng.below(2)));
  item.narration = l4::narrate(e);
  item.question = {"q.undo", {arg_object("obj", target)}};
  const LabelTable& labels = item.description.labels;
  l4::Location before = l4::location_of(e.before, target);
  item.gold = l4::location_label(labels, before);
  item.scoring["object"] = labels.label(target);
  item.scoring["location_kind"] = l4::location_kind(before);
  item.scoring["after"] = l4::location_label(labels, l4::location_of(e.after, target));
  item.scoring["episode"] = e.id;
  finish_item(item, 1);
  return item;
}

}  // namespace

std::optional<TaskItem> build_undo(const FamilyInfo& info, const CaseContext& ctx, int j, Variant v) {
  // Half the cases look for an object that came out of a receptacle (or off
  // a floor); most moves are puts and drops, whose undo answer is "Agent".
  bool want_agent = l4::case_draw(ctx, info.id, j, 2) == 0;
  for (int attempt = 0; attempt < l4::kAttempts; ++attempt) {
    l4::Picked p = l4::pick_single(ctx, j, attempt);
    if (!suits(p.episode)) continue;
    Rng rng = ctx.rng(info.id, j, attempt);
    TaskItem item = make_item(info, ctx, p, v, rng);
    if (l4::insist(attempt) && (item.gold == l4::kAgentLabel) != want_agent) continue;
    return item;
  }
  return std::nullopt;
}

}  // namespace mm
