// actionFailure (L4a): the narration says the agent tries one action; "Does
// the attempt succeed? If it fails, what is the reason?"
//
// Case: single-action episodes of the family's own (l4::pick). Design
// "failure" (two thirds) draws episodes that fail on purpose through a real
// precondition (kind 'f'), "success" (a third) single actions that succeed
// (kind 's'), so "none"
// is the answer in a third of the items and no failure code comes near it.
// Shortcut "first-option": the first offered answer ("none").
// The scene block is the before-state of the touched pieces (plus one or two
// other pieces of the rooms), which states everything the reason rests on:
// what the agent holds, what is open or closed, on, sliced, dirty, ...
//
// Gold: "none" or the failure code (docs/episodes.md); item.choices is a
// small closed set rendered from the lexicon's failure words: "none", the
// reasons that can stop this kind of action (the gold among them), in a
// fixed order.
//
// Rejected: failures a reader cannot infer from the text (no such object,
// holding a different object than named, a full receptacle — capacities are
// not stated —, a receptacle of the wrong kind or not a receptacle at all —
// the type table's rules are not stated —, no room to push); failures where
// more than one reason holds (an apple inside a closed fridge that cannot be
// switched on), since only the first is the gold.
#include <algorithm>
#include <optional>

#include "generator/episodes/simulator.h"
#include "generator/tasks/families/builders.h"
#include "generator/tasks/families/common.h"
#include "generator/tasks/families/l4_common.h"

namespace mm {
namespace {

bool inferable(Failure f) {
  switch (f) {
    case Failure::NoSuchObject:
    case Failure::NotHeld:
    case Failure::ReceptacleFull:
    case Failure::WrongReceptacle:
    case Failure::NotReceptacle:
    case Failure::NotMovable: return false;
    default: return true;
  }
}

// The reasons that can stop an action of this type, in the order offered.
std::vector<Failure> reasons_for(ActionType t) {
  using F = Failure;
  switch (t) {
    case ActionType::PickupObject: return {F::NotPickupable, F::HandFull, F::IsHeld, F::InsideClosed};
    case ActionType::PutObject: return {F::HandEmpty, F::ReceptacleClosed, F::InsideClosed, F::IsHeld};
    case ActionType::DropHandObject:
    case ActionType::ThrowObject: return {F::HandEmpty, F::NotPickupable};
    case ActionType::PushObject:
    case ActionType::PullObject: return {F::IsHeld, F::InsideClosed, F::NotMovable};
    case ActionType::OpenObject: return {F::NotOpenable, F::AlreadyOpen, F::IsOn, F::InsideClosed};
    case ActionType::CloseObject: return {F::NotOpenable, F::AlreadyClosed, F::InsideClosed};
    case ActionType::ToggleObjectOn: return {F::NotToggleable, F::AlreadyOn, F::IsOpen, F::InsideClosed};
    case ActionType::ToggleObjectOff: return {F::NotToggleable, F::AlreadyOff, F::InsideClosed};
    case ActionType::SliceObject: return {F::NotSliceable, F::AlreadySliced, F::IsHeld, F::InsideClosed};
    case ActionType::BreakObject: return {F::NotBreakable, F::AlreadyBroken, F::InsideClosed};
    case ActionType::CookObject: return {F::NotCookable, F::AlreadyCooked, F::InsideClosed};
    case ActionType::DirtyObject: return {F::NotDirtyable, F::AlreadyDirty, F::InsideClosed};
    case ActionType::CleanObject: return {F::NotDirtyable, F::AlreadyClean, F::InsideClosed};
    case ActionType::FillObjectWithLiquid: return {F::NotFillable, F::AlreadyFilled, F::AlreadyBroken, F::InsideClosed};
    case ActionType::EmptyLiquidFromObject: return {F::NotFillable, F::AlreadyEmpty, F::InsideClosed};
    case ActionType::UseUpObject: return {F::NotUsable, F::AlreadyUsedUp, F::InsideClosed};
  }
  return {};
}

std::vector<std::string> offered(ActionType t, Failure gold) {
  std::vector<std::string> out{std::string(failure_code(Failure::None))};
  for (Failure f : reasons_for(t)) out.emplace_back(failure_code(f));
  if (gold != Failure::None && std::find(out.begin(), out.end(), failure_code(gold)) == out.end())
    out.emplace_back(failure_code(gold));
  return out;
}

bool suits(const Episode* e, bool want_fail) {
  if (!e || e->trajectory.size() != 1) return false;
  const Step& s = e->trajectory.front();
  if (s.success) return !want_fail;
  // One reason only: the simulator reports the first rule broken, and a
  // second one (even one the reader cannot see) would make it not the only
  // answer.
  return want_fail && inferable(s.failure) && failing_reasons(e->before, s.action).size() == 1;
}

TaskItem make_item(const FamilyInfo& info, const CaseContext& ctx, const l4::Picked& p, Variant v, Rng& rng) {
  const Episode& e = *p.episode;
  const Step& s = e.trajectory.front();
  TaskItem item = start_item(info, ctx, p.case_id, v);
  item.description = l4::describe_before(e, rng, 1 + int(rng.below(2)));
  item.narration = {l4::step_sentence(s.action, e.before, true)};
  item.question = {"q.actionFailure", {}};
  item.choices = offered(s.action.type, s.failure);
  item.gold = std::string(failure_code(s.failure));
  item.scoring[sk::action] = std::string(action_name(s.action.type));
  item.scoring[sk::succeeds] = s.success;
  item.scoring[sk::episode] = e.id;
  add_shortcut(item, "first-option", item.choices.front());
  finish_item(item, 1);
  return item;
}

}  // namespace

std::optional<TaskItem> build_actionFailure(const FamilyInfo& info, const CaseContext& ctx, int j, Variant v) {
  const bool want_fail = design_is(info, v, "failure");
  for (int attempt = 0; attempt < l4::kAttempts; ++attempt) {
    l4::Picked p = l4::pick(ctx, info, want_fail ? 'f' : 's', j, attempt);
    if (!suits(p.episode, want_fail)) continue;
    Rng rng = ctx.rng(info.id, j, attempt);
    return make_item(info, ctx, p, v, rng);
  }
  return std::nullopt;
}

}  // namespace mm
