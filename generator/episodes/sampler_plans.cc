// Candidate plans for the episode sampler. Every plan is checked against the
// simulator itself (check_action), so a plan that says an action fails with
// "receptacle-closed" fails for exactly that reason when it is run.
#include <algorithm>

#include "generator/episodes/sampler_internal.h"
#include "generator/episodes/sim_internal.h"
#include "generator/episodes/simulator.h"

namespace mm::sampling {
namespace {

bool is_release(ActionType t) {
  return t == ActionType::PutObject || t == ActionType::DropHandObject ||
         t == ActionType::ThrowObject;
}

// Doorways, windows and the like are part of the building: "try to pick up
// the window" is not an episode anyone pictures.
bool is_structure(const Object& o) {
  const ObjectType* t = sim::type_of(o);
  return !t || t->placement == Placement::Structure;
}

// The opposite action whose success prepares a state for `t` (open a box so
// it can be closed), or nullopt for one-way changes.
std::optional<ActionType> preparing_action(ActionType t) {
  switch (t) {
    case ActionType::CloseObject: return ActionType::OpenObject;
    case ActionType::OpenObject: return ActionType::CloseObject;
    case ActionType::ToggleObjectOff: return ActionType::ToggleObjectOn;
    case ActionType::ToggleObjectOn: return ActionType::ToggleObjectOff;
    case ActionType::CleanObject: return ActionType::DirtyObject;
    case ActionType::DirtyObject: return ActionType::CleanObject;
    case ActionType::EmptyLiquidFromObject: return ActionType::FillObjectWithLiquid;
    case ActionType::FillObjectWithLiquid: return ActionType::EmptyLiquidFromObject;
    default: return std::nullopt;
  }
}

// The action that brings an object into a state locking `t`, when its type
// has such a lock (open the microwave, then it will not switch on).
std::optional<ActionType> locking_action(ActionType t, const Object& o) {
  const ObjectType* type = sim::type_of(o);
  if (!type) return std::nullopt;
  if (t == ActionType::ToggleObjectOn && type->must_be_closed_to_turn_on)
    return ActionType::OpenObject;
  if (t == ActionType::OpenObject && type->must_be_off_to_open) return ActionType::ToggleObjectOn;
  return std::nullopt;
}

// The action that releases a lock (close the open microwave to run it).
std::optional<ActionType> unlocking_action(Failure f) {
  if (f == Failure::IsOpen) return ActionType::CloseObject;
  if (f == Failure::IsOn) return ActionType::ToggleObjectOff;
  return std::nullopt;
}

WorldState holding(const WorldState& w, const std::string& id) {
  WorldState h = w;
  std::vector<Event> sink;
  apply_action(h, {ActionType::PickupObject, id, ""}, 0, sink);
  return h;
}

// Puts a reader pictures: into the fridge, the cabinet, the sink, in the
// room the object is in; putting it back where it came from is dull.
double put_weight(const Object& item, const Object& r, const std::string& origin) {
  if (r.id == origin) return 0.25;
  const ObjectType* rt = sim::type_of(r);
  double w = item.room == r.room ? 4.0 : 0.5;  // carrying things across the house is rarer
  return rt && rt->link == Link::In ? 2 * w : w;
}

// Put and hand-full plans need something in hand first.
void held_plans(const WorldState& w, ActionType t, bool fail, const std::string& h,
                std::vector<Plan>& out) {
  WorldState hw = holding(w, h);
  std::vector<Action> setup = {{ActionType::PickupObject, h, ""}};
  const Object& item = *hw.scene.object(h);
  std::string origin = w.scene.object(h)->parent;
  for (const auto& o : hw.scene.objects) {
    if (o.id == h || is_structure(o)) continue;
    Action a{t, t == ActionType::PutObject ? h : o.id, t == ActionType::PutObject ? o.id : ""};
    Failure f = check_action(hw, a);
    bool wanted = fail ? f != Failure::None && f != Failure::NotHeld && f != Failure::IsHeld
                       : f == Failure::None;
    if (t == ActionType::PickupObject) wanted = fail && f == Failure::HandFull;
    if (wanted)
      out.push_back({setup, a, f, t == ActionType::PutObject ? put_weight(item, o, origin) : 1});
  }
}

void release_plans(const WorldState& w, ActionType t, bool fail,
                   const std::vector<std::string>& hands, std::vector<Plan>& out) {
  if (t == ActionType::PutObject) {
    for (const auto& h : hands) held_plans(w, t, fail, h, out);
  } else if (!fail) {
    for (const auto& h : hands) out.push_back({{{ActionType::PickupObject, h, ""}}, {t, h, ""}});
  }
  if (!fail) return;
  // Empty hand: "put the apple on the counter" when nothing is held.
  for (const auto& id : pickable(w)) {
    const Object& o = *w.scene.object(id);
    std::string target;
    if (t == ActionType::PutObject) {
      for (const auto& r : w.scene.objects)
        if (r.id != id && TypeTable::builtin().can_put(r.type, o.type)) {
          target = r.id;
          break;
        }
      if (target.empty()) continue;
    }
    out.push_back({{}, {t, id, target}, Failure::HandEmpty});
  }
}

// Everything else acts on one object: look at each object in turn.
void object_plans(const WorldState& w, ActionType t, bool fail, std::vector<Plan>& out) {
  const sim::StateRule* rule = sim::state_rule(t);
  auto prep = preparing_action(t);
  for (const auto& o : w.scene.objects) {
    if (is_structure(o)) continue;
    Action a{t, o.id, ""};
    Failure f = check_action(w, a);
    if (!fail && f == Failure::None) out.push_back({{}, a, f});
    if (fail && f != Failure::None && f != Failure::IsHeld) out.push_back({{}, a, f});
    // A real earlier action reaches the state: "open the open box" after
    // opening it, "close the fridge" after opening it.
    if (fail && rule && f == Failure::None) out.push_back({{a}, a, rule->already});
    if (!fail && prep && f != Failure::None && check_action(w, {*prep, o.id, ""}) == Failure::None)
      out.push_back({{{*prep, o.id, ""}}, a, Failure::None, 0.5});
    // The locks of a microwave: "switch on the microwave" after opening it
    // fails with is-open; closing it first lets it run.
    auto lock = locking_action(t, o);
    if (fail && lock && f == Failure::None &&
        check_action(w, {*lock, o.id, ""}) == Failure::None)
      out.push_back({{{*lock, o.id, ""}}, a,
                     t == ActionType::ToggleObjectOn ? Failure::IsOpen : Failure::IsOn});
    auto unlock = unlocking_action(f);
    if (!fail && unlock && check_action(w, {*unlock, o.id, ""}) == Failure::None)
      out.push_back({{{*unlock, o.id, ""}}, a, Failure::None, 0.5});
  }
}

}  // namespace

bool fits_closed_receptacle(const WorldState& w, const std::string& id) {
  const Object* o = w.scene.object(id);
  if (!o) return false;
  for (const auto& r : w.scene.objects) {
    const ObjectType* rt = sim::type_of(r);
    if (rt && rt->link == Link::In && rt->openable && !sim::state_value(r, Attr::IsOpen) &&
        TypeTable::builtin().can_put(r.type, o->type))
      return true;
  }
  return false;
}

std::vector<std::string> pickable(const WorldState& w) {
  std::vector<std::string> out;
  for (const auto& o : w.scene.objects)
    if (check_action(w, {ActionType::PickupObject, o.id, ""}) == Failure::None)
      out.push_back(o.id);
  return out;
}

std::string pick_up_something(WorldState& w, Rng& rng) {
  std::vector<std::string> pool = pickable(w);
  if (pool.empty()) return "";
  std::string h = rng.pick(pool);
  std::string origin = w.scene.object(h)->parent;
  std::vector<Event> sink;
  apply_action(w, {ActionType::PickupObject, h, ""}, 0, sink);
  return origin;
}

std::vector<Plan> single_plans(const WorldState& w, ActionType t, bool fail,
                               const std::vector<std::string>& hands) {
  std::vector<Plan> out;
  if (is_release(t)) {
    release_plans(w, t, fail, hands, out);
    return out;
  }
  object_plans(w, t, fail, out);
  if (fail && t == ActionType::PickupObject)
    for (size_t i = 0; i < hands.size() && i < 2; ++i) held_plans(w, t, true, hands[i], out);
  if (fail && (t == ActionType::PushObject || t == ActionType::PullObject))
    for (const auto& h : hands) out.push_back({{{ActionType::PickupObject, h, ""}}, {t, h, ""},
                                               Failure::IsHeld});
  // "Slice the apple in hand": AI2-THOR slices nothing the agent holds.
  if (fail && t == ActionType::SliceObject)
    for (const auto& h : hands) {
      const ObjectType* ht = sim::type_of(*w.scene.object(h));
      if (ht && ht->sliceable)
        out.push_back({{{ActionType::PickupObject, h, ""}}, {t, h, ""}, Failure::IsHeld});
    }
  return out;
}

std::vector<Plan> chain_plans(const WorldState& w, ActionType t, const std::set<std::string>& used,
                              const std::string& origin) {
  std::vector<Plan> out;
  if (is_release(t)) {
    if (w.held.empty() || used.count(w.held)) return out;
    if (t != ActionType::PutObject) return {{{}, {t, w.held, ""}}};
    const Object& item = *w.scene.object(w.held);
    for (const auto& r : w.scene.objects) {
      Action a{t, w.held, r.id};
      if (!used.count(r.id) && check_action(w, a) == Failure::None)
        out.push_back({{}, a, Failure::None, put_weight(item, r, origin)});
    }
    return out;
  }
  for (const auto& o : w.scene.objects) {
    Action a{t, o.id, ""};
    if (!used.count(o.id) && !is_structure(o) && check_action(w, a) == Failure::None)
      out.push_back({{}, a});
  }
  return out;
}

double failure_weight(Failure f) {
  switch (f) {
    case Failure::ReceptacleClosed: return 6;
    case Failure::NotPickupable:
    case Failure::HandFull:
    case Failure::AlreadyOpen:
    case Failure::AlreadyClosed:
    case Failure::AlreadyOn:
    case Failure::AlreadyOff:
    case Failure::AlreadySliced:
    case Failure::AlreadyBroken:
    case Failure::AlreadyCooked:
    case Failure::AlreadyDirty:
    case Failure::AlreadyClean:
    case Failure::AlreadyFilled:
    case Failure::AlreadyEmpty:
    case Failure::AlreadyUsedUp:
    case Failure::IsOpen:
    case Failure::IsOn: return 3;
    case Failure::HandEmpty:
    case Failure::WrongReceptacle:
    case Failure::ReceptacleFull:
    case Failure::NotMovable: return 2;
    case Failure::None:
    case Failure::NoSuchObject:
    case Failure::NotHeld: return 0;
    default: return 1;
  }
}

}  // namespace mm::sampling
