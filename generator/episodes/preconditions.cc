// Preconditions of the simulated actions. Each action checks, in this order:
// the ids exist; the object's type affords the action; the hand; the object
// can be reached (no closed enclosure around it); its current state
// ("already ..." first, then the locks between two states). The order is
// part of the contract: the failure code of an action that breaks several
// rules is the first one in that order (docs/episodes.md).
#include "generator/episodes/sim_internal.h"
#include "generator/episodes/simulator.h"

namespace mm {
namespace sim {
namespace {

// The unary state actions: which property affords each, which attribute it
// sets to which value, and how it fails. Effects and the sampler share it.
constexpr StateRule kStateRules[] = {
    {ActionType::OpenObject, &ObjectType::openable, Attr::IsOpen, true, Failure::NotOpenable,
     Failure::AlreadyOpen},
    {ActionType::CloseObject, &ObjectType::openable, Attr::IsOpen, false, Failure::NotOpenable,
     Failure::AlreadyClosed},
    {ActionType::ToggleObjectOn, &ObjectType::toggleable, Attr::IsToggled, true,
     Failure::NotToggleable, Failure::AlreadyOn},
    {ActionType::ToggleObjectOff, &ObjectType::toggleable, Attr::IsToggled, false,
     Failure::NotToggleable, Failure::AlreadyOff},
    {ActionType::SliceObject, &ObjectType::sliceable, Attr::IsSliced, true, Failure::NotSliceable,
     Failure::AlreadySliced},
    {ActionType::BreakObject, &ObjectType::breakable, Attr::IsBroken, true, Failure::NotBreakable,
     Failure::AlreadyBroken},
    {ActionType::CookObject, &ObjectType::cookable, Attr::IsCooked, true, Failure::NotCookable,
     Failure::AlreadyCooked},
    {ActionType::DirtyObject, &ObjectType::dirtyable, Attr::IsDirty, true, Failure::NotDirtyable,
     Failure::AlreadyDirty},
    {ActionType::CleanObject, &ObjectType::dirtyable, Attr::IsDirty, false, Failure::NotDirtyable,
     Failure::AlreadyClean},
    {ActionType::FillObjectWithLiquid, &ObjectType::fillable, Attr::IsFilledWithLiquid, true,
     Failure::NotFillable, Failure::AlreadyFilled},
    {ActionType::EmptyLiquidFromObject, &ObjectType::fillable, Attr::IsFilledWithLiquid, false,
     Failure::NotFillable, Failure::AlreadyEmpty},
    {ActionType::UseUpObject, &ObjectType::used_up, Attr::IsUsedUp, true, Failure::NotUsable,
     Failure::AlreadyUsedUp},
};

}  // namespace

const StateRule* state_rule(ActionType a) {
  for (const auto& r : kStateRules)
    if (r.action == a) return &r;
  return nullptr;
}

}  // namespace sim

namespace {

using sim::state_rule;
using sim::state_value;
using sim::StateRule;

bool affords(const Object& o, bool ObjectType::*prop) {
  const ObjectType* t = sim::type_of(o);
  return t && t->*prop;
}

// Locks between two states of one object (AI2-THOR's Microwave: it runs
// only closed and opens only when off), set per type in the table.
Failure state_lock(ActionType a, const Object& o) {
  const ObjectType* t = sim::type_of(o);
  if (!t) return Failure::None;
  if (a == ActionType::ToggleObjectOn && t->must_be_closed_to_turn_on &&
      state_value(o, Attr::IsOpen))
    return Failure::IsOpen;
  if (a == ActionType::OpenObject && t->must_be_off_to_open && state_value(o, Attr::IsToggled))
    return Failure::IsOn;
  return Failure::None;
}

// Records the rules an action breaks, in check order: the first one only
// (check_action) or every one (failing_reasons). A check function returns
// as soon as `stop` says so; rules that only make sense once an earlier one
// holds (what is in the hand) are guarded explicitly.
class Reasons {
 public:
  explicit Reasons(bool all) : all_(all) {}
  /// Records `f`; true when the check should stop here.
  bool stop(Failure f) {
    if (n_ < kMax) found_[n_++] = f;
    return !all_;
  }
  Failure first() const { return n_ ? found_[0] : Failure::None; }
  std::vector<Failure> all() const { return {found_, found_ + n_}; }

 private:
  static constexpr int kMax = 8;
  bool all_;
  Failure found_[kMax]{};
  int n_ = 0;
};

void check_state_action(const WorldState& w, const StateRule& r, const Object& o, Reasons& out) {
  if (!affords(o, r.affords) && out.stop(r.cannot)) return;
  // AI2-THOR slices nothing in the agent's own hand.
  if (r.action == ActionType::SliceObject && o.id == w.held && out.stop(Failure::IsHeld)) return;
  if (sim::closed_enclosure(w.scene, o) && out.stop(Failure::InsideClosed)) return;
  // A broken cup cannot hold liquid.
  if (r.action == ActionType::FillObjectWithLiquid && state_value(o, Attr::IsBroken) &&
      out.stop(Failure::AlreadyBroken))
    return;
  if (affords(o, r.affords) && state_value(o, r.attr) == r.target && out.stop(r.already)) return;
  if (Failure lock = state_lock(r.action, o); lock != Failure::None) out.stop(lock);
}

void check_pickup(const WorldState& w, const Object& o, Reasons& out) {
  if (!affords(o, &ObjectType::pickupable) && out.stop(Failure::NotPickupable)) return;
  if (o.id == w.held && out.stop(Failure::IsHeld)) return;
  if (!w.held.empty() && o.id != w.held && out.stop(Failure::HandFull)) return;
  if (sim::closed_enclosure(w.scene, o)) out.stop(Failure::InsideClosed);
}

void check_put(const WorldState& w, const Action& a, const Object& r, Reasons& out) {
  if (w.held.empty() && out.stop(Failure::HandEmpty)) return;
  if (!w.held.empty() && !a.object.empty() && a.object != w.held && out.stop(Failure::NotHeld)) return;
  const ObjectType* rt = sim::type_of(r);
  if ((!rt || !rt->receptacle) && out.stop(Failure::NotReceptacle)) return;
  if (!w.held.empty() && rt && rt->receptacle &&
      !TypeTable::builtin().can_put(r.type, w.scene.object(w.held)->type) && out.stop(Failure::WrongReceptacle))
    return;
  if (sim::carried_by_hand(w, r) && out.stop(Failure::IsHeld)) return;
  if (sim::closed_enclosure(w.scene, r) && out.stop(Failure::InsideClosed)) return;
  if (rt && rt->link == Link::In && rt->openable && !state_value(r, Attr::IsOpen) &&
      out.stop(Failure::ReceptacleClosed))
    return;
  if (rt && rt->receptacle && static_cast<int>(w.scene.children(r.id).size()) >= rt->capacity)
    out.stop(Failure::ReceptacleFull);
}

void check_release(const WorldState& w, const Action& a, Reasons& out) {
  if (w.held.empty() && out.stop(Failure::HandEmpty)) return;
  if (!w.held.empty() && !a.object.empty() && a.object != w.held) out.stop(Failure::NotHeld);
}

void check_push(const WorldState& w, const Object& o, bool push, Reasons& out) {
  if (!affords(o, &ObjectType::pickupable) && out.stop(Failure::NotMovable)) return;
  if (sim::carried_by_hand(w, o) && out.stop(Failure::IsHeld)) return;
  if (sim::closed_enclosure(w.scene, o) && out.stop(Failure::InsideClosed)) return;
  if (affords(o, &ObjectType::pickupable) && !sim::carried_by_hand(w, o) && !sim::push_target(w.scene, o, push))
    out.stop(Failure::NotMovable);
}

void check(const WorldState& w, const Action& a, Reasons& out) {
  bool releases = a.type == ActionType::PutObject || a.type == ActionType::DropHandObject ||
                  a.type == ActionType::ThrowObject;
  if ((!a.object.empty() && !w.scene.object(a.object)) || (!releases && a.object.empty()) ||
      (!w.held.empty() && !w.scene.object(w.held))) {
    out.stop(Failure::NoSuchObject);
    return;
  }
  switch (a.type) {
    case ActionType::PickupObject: return check_pickup(w, *w.scene.object(a.object), out);
    case ActionType::PutObject: {
      const Object* r = a.receptacle.empty() ? nullptr : w.scene.object(a.receptacle);
      if (!r) {
        out.stop(Failure::NoSuchObject);
        return;
      }
      return check_put(w, a, *r, out);
    }
    case ActionType::DropHandObject:
    case ActionType::ThrowObject: return check_release(w, a, out);
    case ActionType::PushObject:
    case ActionType::PullObject: return check_push(w, *w.scene.object(a.object), a.type == ActionType::PushObject, out);
    default: break;
  }
  const StateRule* rule = state_rule(a.type);
  if (rule) check_state_action(w, *rule, *w.scene.object(a.object), out);
  else out.stop(Failure::NoSuchObject);
}

}  // namespace

Failure check_action(const WorldState& w, const Action& a) {
  Reasons out(false);
  check(w, a, out);
  return out.first();
}

std::vector<Failure> failing_reasons(const WorldState& w, const Action& a) {
  Reasons out(true);
  check(w, a, out);
  return out.all();
}

}  // namespace mm
