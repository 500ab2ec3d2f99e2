// event (L4a): "Where is X now?" after one narrated action.
//
// Case: a single-action episode of the family's own (l4::pick) whose action
// succeeded and moved something: picked it up, put it in/on a receptacle,
// set it down or threw it on the floor. X is the object the action moved
// (never something riding on it, whose place does not change: the answer
// would be the stated one, which the no-change shortcut gets right). The
// scene block is the before-state of the pieces the action touches plus one
// or two other pieces of those rooms that hold something, so the answer is
// one location among several stated ones.
//
// Soft designs "receptacle", "agent" and "floor" (a third each) say which
// kind of answer the case looks for during the first three quarters of its
// attempts. Shortcut "no-change": X's stated location.
//
// Gold: the location label after the action (receptacle label, "Agent" when
// held, the room label when on the floor).
//
// Rejected: failed steps (they are narrated only by actionFailure), actions
// that move nothing (push, state changes), and drops/throws whose floor could
// be in more than one described room.
#include <optional>

#include "generator/tasks/families/builders.h"
#include "generator/tasks/families/common.h"
#include "generator/tasks/families/l4_common.h"

namespace mm {
namespace {

// The object the action moved itself (not what rides along with it).
std::string choose_target(const Episode& e) {
  std::string named = l4::acted_object(e.trajectory.front().action, e.before);
  for (const auto& id : l4::moved_objects(e))
    if (id == named) return id;
  return l4::moved_objects(e).front();
}

bool suits(const Episode* e) {
  return e && l4::all_succeeded(*e) && !l4::moved_objects(*e).empty() && l4::floor_room_clear(*e);
}

TaskItem make_item(const FamilyInfo& info, const CaseContext& ctx, const l4::Picked& p, Variant v,
                   Rng& rng) {
  const Episode& e = *p.episode;
  std::string target = choose_target(e);
  TaskItem item = start_item(info, ctx, p.case_id, v);
  item.description = l4::describe_before(e, rng, 1 + int(rng.below(2)));
  item.narration = l4::narrate(e);
  item.question = {"q.event", {arg_object("obj", target)}};
  l4::Location after = l4::location_of(e.after, target);
  const LabelTable& labels = item.description.labels;
  item.gold = l4::location_label(labels, after);
  item.scoring[sk::object] = labels.label(target);
  item.scoring[sk::location_kind] = l4::location_kind(after);
  item.scoring[sk::before] = l4::location_label(labels, l4::location_of(e.before, target));
  add_shortcut(item, "no-change", item.scoring[sk::before]);
  item.scoring[sk::episode] = e.id;
  finish_item(item, 1);
  return item;
}

}  // namespace

std::optional<TaskItem> build_event(const FamilyInfo& info, const CaseContext& ctx, int j, Variant v) {
  // Receptacle, hand and floor answers equally often, as far as episodes allow.
  auto wanted = design_is(info, v, "agent")   ? l4::Location::Kind::Agent
                : design_is(info, v, "floor") ? l4::Location::Kind::Floor
                                              : l4::Location::Kind::Receptacle;
  for (int attempt = 0; attempt < l4::kAttempts; ++attempt) {
    l4::Picked p = l4::pick(ctx, info, 's', j, attempt);
    if (!suits(p.episode)) continue;
    Rng rng = ctx.rng(info.id, j, attempt);
    TaskItem item = make_item(info, ctx, p, v, rng);
    if (l4::insist(attempt) && item.scoring[sk::location_kind] != l4::location_kind({wanted, ""})) continue;
    return item;
  }
  return std::nullopt;
}

}  // namespace mm
