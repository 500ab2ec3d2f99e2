// actionFailure (L4a): the narration says the agent tries one action; "Does
// the attempt succeed? If it fails, what is the reason?"
//
// Case: single-action episodes from index j on (j + a * stride on later
// attempts). Even j want an episode whose action fails (the sampler fails
// about a fifth of its episodes on purpose, through a real precondition),
// odd j one whose action succeeds, so "none" is the answer half the time.
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
    case ActionType::OpenObject: return {F::NotOpenable, F::AlreadyOpen, F::InsideClosed};
    case ActionType::CloseObject: return {F::NotOpenable, F::AlreadyClosed, F::InsideClosed};
    case ActionType::ToggleObjectOn: return {F::NotToggleable, F::AlreadyOn, F::InsideClosed};
    case ActionType::ToggleObjectOff: return {F::NotToggleable, F::AlreadyOff, F::InsideClosed};
    case ActionType::SliceObject: return {F::NotSliceable, F::AlreadySliced, F::InsideClosed};
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

// A unary state action: the type property that affords it, and the
// attribute it sets to `target` (its "already" reason when it holds).
struct Rule {
  bool ObjectType::*prop;
  Attr attr;
  bool target;
};

std::optional<Rule> rule_of(ActionType t) {
  using T = ObjectType;
  switch (t) {
    case ActionType::OpenObject: return Rule{&T::openable, Attr::IsOpen, true};
    case ActionType::CloseObject: return Rule{&T::openable, Attr::IsOpen, false};
    case ActionType::ToggleObjectOn: return Rule{&T::toggleable, Attr::IsToggled, true};
    case ActionType::ToggleObjectOff: return Rule{&T::toggleable, Attr::IsToggled, false};
    case ActionType::SliceObject: return Rule{&T::sliceable, Attr::IsSliced, true};
    case ActionType::BreakObject: return Rule{&T::breakable, Attr::IsBroken, true};
    case ActionType::CookObject: return Rule{&T::cookable, Attr::IsCooked, true};
    case ActionType::DirtyObject: return Rule{&T::dirtyable, Attr::IsDirty, true};
    case ActionType::CleanObject: return Rule{&T::dirtyable, Attr::IsDirty, false};
    case ActionType::FillObjectWithLiquid: return Rule{&T::fillable, Attr::IsFilledWithLiquid, true};
    case ActionType::EmptyLiquidFromObject: return Rule{&T::fillable, Attr::IsFilledWithLiquid, false};
    case ActionType::UseUpObject: return Rule{&T::used_up, Attr::IsUsedUp, true};
    default: return std::nullopt;
  }
}

bool affords(const Object& o, bool ObjectType::*prop) {
  const ObjectType* t = TypeTable::builtin().find(o.type);
  return t && t->*prop;
}

// The held object, or something resting (at any depth) in/on it.
bool carried(const WorldState& w, const Object& o) {
  if (w.held.empty()) return false;
  if (o.id == w.held) return true;
  for (const Object* a : w.scene.ancestors(o.id))
    if (a->id == w.held) return true;
  return false;
}

// How many reasons stop the action, each checked on its own (the simulator
// reports only the first in its order; one reason makes the answer unique).
int reason_count(const WorldState& w, const Action& a) {
  const Object* o = w.scene.object(l4::acted_object(a, w));
  if (!o) return 0;
  bool enclosed = l4::shut_away(w.scene, o->id);
  switch (a.type) {
    case ActionType::PickupObject:
      return !affords(*o, &ObjectType::pickupable) + (!w.held.empty() && w.held != o->id) +
             (w.held == o->id) + enclosed;
    case ActionType::PutObject: {
      const Object* r = w.scene.object(a.receptacle);
      if (!r) return 0;
      const ObjectType* rt = TypeTable::builtin().find(r->type);
      bool closed = r->state.has(Attr::IsOpen) && !r->state.get(Attr::IsOpen);
      // Reasons a reader cannot see count too: they make the stated one not the only one.
      bool unfit = !rt || !rt->receptacle || (!w.held.empty() && !TypeTable::builtin().can_hold(
                                                                       r->type, w.scene.object(w.held)->type));
      bool full = rt && int(w.scene.children(r->id).size()) >= rt->capacity;
      return w.held.empty() + closed + l4::shut_away(w.scene, r->id) + carried(w, *r) + unfit + full;
    }
    case ActionType::DropHandObject:
    case ActionType::ThrowObject: return w.held.empty();
    case ActionType::PushObject:
    case ActionType::PullObject:
      return !affords(*o, &ObjectType::pickupable) + carried(w, *o) + enclosed;
    default: break;
  }
  auto r = rule_of(a.type);
  if (!r) return 0;
  bool cannot = !affords(*o, r->prop);
  bool already = !cannot && o->state.get(r->attr) == r->target;
  bool broken = a.type == ActionType::FillObjectWithLiquid && o->state.get(Attr::IsBroken);
  return cannot + enclosed + already + broken;
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
  return want_fail && inferable(s.failure) && reason_count(e->before, s.action) == 1;
}

TaskItem make_item(const FamilyInfo& info, const CaseContext& ctx, const l4::Picked& p, Variant v, Rng& rng) {
  const Episode& e = *p.episode;
  const Step& s = e.trajectory.front();
  TaskItem item = start_item(info, ctx, p.case_id, v);
  item.description = l4::describe_before(e.before, l4::named_objects(e), rng, 1 + int(rng.below(2)));
  item.narration = {l4::step_sentence(s.action, e.before, true)};
  item.question = {"q.actionFailure", {}};
  item.choices = offered(s.action.type, s.failure);
  item.gold = std::string(failure_code(s.failure));
  item.scoring["action"] = std::string(action_name(s.action.type));
  item.scoring["succeeds"] = s.success;
  item.scoring["episode"] = e.id;
  finish_item(item, 1);
  return item;
}

}  // namespace

std::optional<TaskItem> build_actionFailure(const FamilyInfo& info, const CaseContext& ctx, int j, Variant v) {
  bool want_fail = j % 2 == 0;
  for (int attempt = 0; attempt < l4::kAttempts; ++attempt) {
    l4::Picked p = l4::pick_single(ctx, j, attempt);
    if (!suits(p.episode, want_fail)) continue;
    Rng rng = ctx.rng(info.id, j, attempt);
    return make_item(info, ctx, p, v, rng);
  }
  return std::nullopt;
}

}  // namespace mm
