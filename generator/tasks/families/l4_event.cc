// event (L4a): "Where is X now?" after one narrated action.
//
// Case: the single-action episode of case j (then of j + a * stride on later
// attempts) whose action succeeded and moved something: picked it up, put it
// in/on a receptacle, set it down or threw it on the floor. X is the moved
// object; when it carries things (a plate with an apple on it), half the
// cases ask about one of those riders instead, whose answer is the object
// they still rest on. The scene block is the before-state of the pieces the
// action touches plus one or two other pieces of those rooms that hold
// something, so the answer is one location among several stated ones.
//
// The case draws which kind of answer it prefers (receptacle, the agent's
// hand, a floor) and looks for it during the first three quarters of its attempts.
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

// The object the question asks about: the moved object, or sometimes one of
// the things riding along with it.
std::string choose_target(const Episode& e, Rng& rng) {
  std::vector<std::string> moved = l4::moved_objects(e);
  std::string target = moved.front();
  std::vector<std::string> along = l4::riders(e.after.scene, target);
  if (!along.empty() && rng.chance(0.5)) target = rng.pick(along);
  return target;
}

bool suits(const Episode* e) {
  return e && l4::all_succeeded(*e) && !l4::moved_objects(*e).empty() && l4::floor_room_clear(*e);
}

TaskItem make_item(const FamilyInfo& info, const CaseContext& ctx, const l4::Picked& p, Variant v,
                   Rng& rng) {
  const Episode& e = *p.episode;
  std::string target = choose_target(e, rng);
  TaskItem item = start_item(info, ctx, p.case_id, v);
  item.description = l4::describe_before(e.before, l4::named_objects(e), rng, 1 + int(rng.below(2)));
  item.narration = l4::narrate(e);
  item.question = {"q.event", {arg_object("obj", target)}};
  l4::Location after = l4::location_of(e.after, target);
  const LabelTable& labels = item.description.labels;
  item.gold = l4::location_label(labels, after);
  item.scoring["object"] = labels.label(target);
  item.scoring["location_kind"] = l4::location_kind(after);
  item.scoring["before"] = l4::location_label(labels, l4::location_of(e.before, target));
  item.scoring["episode"] = e.id;
  finish_item(item, 1);
  return item;
}

}  // namespace

std::optional<TaskItem> build_event(const FamilyInfo& info, const CaseContext& ctx, int j, Variant v) {
  // Receptacle, hand and floor answers equally often, as far as episodes allow.
  auto wanted = l4::Location::Kind(l4::case_draw(ctx, info.id, j, 3));
  for (int attempt = 0; attempt < l4::kAttempts; ++attempt) {
    l4::Picked p = l4::pick_single(ctx, j, attempt);
    if (!suits(p.episode)) continue;
    Rng rng = ctx.rng(info.id, j, attempt);
    TaskItem item = make_item(info, ctx, p, v, rng);
    if (l4::insist(attempt) && item.scoring["location_kind"] != l4::location_kind({wanted, ""})) continue;
    return item;
  }
  return std::nullopt;
}

}  // namespace mm
