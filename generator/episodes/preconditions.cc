// Preconditions of the simulated actions. Each action checks, in this order:
// the ids exist; the object's type affords the action; the hand; the object
// can be reached (no closed enclosure around it); its current state. The
// order is part of the contract: the failure code of an action that breaks
// several rules is the first one in that order (docs/episodes.md).
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

Failure check_state_action(const WorldState& w, const StateRule& r, const Object& o) {
  if (!affords(o, r.affords)) return r.cannot;
  if (sim::closed_enclosure(w.scene, o)) return Failure::InsideClosed;
  // A broken cup cannot hold liquid.
  if (r.action == ActionType::FillObjectWithLiquid && state_value(o, Attr::IsBroken))
    return Failure::AlreadyBroken;
  if (state_value(o, r.attr) == r.target) return r.already;
  return Failure::None;
}

Failure check_pickup(const WorldState& w, const Object& o) {
  if (!affords(o, &ObjectType::pickupable)) return Failure::NotPickupable;
  if (o.id == w.held) return Failure::IsHeld;
  if (!w.held.empty()) return Failure::HandFull;
  if (sim::closed_enclosure(w.scene, o)) return Failure::InsideClosed;
  return Failure::None;
}

Failure check_put(const WorldState& w, const Action& a, const Object& r) {
  if (w.held.empty()) return Failure::HandEmpty;
  if (!a.object.empty() && a.object != w.held) return Failure::NotHeld;
  const Object& item = *w.scene.object(w.held);
  const ObjectType* rt = sim::type_of(r);
  if (!rt || !rt->receptacle) return Failure::NotReceptacle;
  if (!TypeTable::builtin().can_hold(r.type, item.type)) return Failure::WrongReceptacle;
  if (sim::carried_by_hand(w, r)) return Failure::IsHeld;
  if (sim::closed_enclosure(w.scene, r)) return Failure::InsideClosed;
  if (rt->link == Link::In && rt->openable && !state_value(r, Attr::IsOpen))
    return Failure::ReceptacleClosed;
  if (static_cast<int>(w.scene.children(r.id).size()) >= rt->capacity)
    return Failure::ReceptacleFull;
  return Failure::None;
}

Failure check_release(const WorldState& w, const Action& a) {
  if (w.held.empty()) return Failure::HandEmpty;
  if (!a.object.empty() && a.object != w.held) return Failure::NotHeld;
  return Failure::None;
}

Failure check_push(const WorldState& w, const Object& o, bool push) {
  if (!affords(o, &ObjectType::pickupable)) return Failure::NotMovable;
  if (sim::carried_by_hand(w, o)) return Failure::IsHeld;
  if (sim::closed_enclosure(w.scene, o)) return Failure::InsideClosed;
  if (!sim::push_target(w.scene, o, push)) return Failure::NotMovable;
  return Failure::None;
}

}  // namespace

Failure check_action(const WorldState& w, const Action& a) {
  bool releases = a.type == ActionType::PutObject || a.type == ActionType::DropHandObject ||
                  a.type == ActionType::ThrowObject;
  if (!a.object.empty() && !w.scene.object(a.object)) return Failure::NoSuchObject;
  if (!releases && a.object.empty()) return Failure::NoSuchObject;
  if (!w.held.empty() && !w.scene.object(w.held)) return Failure::NoSuchObject;
  switch (a.type) {
    case ActionType::PickupObject: return check_pickup(w, *w.scene.object(a.object));
    case ActionType::PutObject: {
      const Object* r = a.receptacle.empty() ? nullptr : w.scene.object(a.receptacle);
      if (!r) return Failure::NoSuchObject;
      return check_put(w, a, *r);
    }
    case ActionType::DropHandObject:
    case ActionType::ThrowObject: return check_release(w, a);
    case ActionType::PushObject:
    case ActionType::PullObject:
      return check_push(w, *w.scene.object(a.object), a.type == ActionType::PushObject);
    default: break;
  }
  const StateRule* rule = state_rule(a.type);
  return rule ? check_state_action(w, *rule, *w.scene.object(a.object)) : Failure::NoSuchObject;
}

}  // namespace mm
