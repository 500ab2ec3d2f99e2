// Effects of the simulated actions and the transition log they produce.
//
// Effects edit the world state directly; a ChangeLog snapshots every object
// the first time an effect touches it and, at the end, turns the differences
// into events. Events therefore describe exactly what changed (one per
// attribute, none for an attribute set to the value it already had), in the
// canonical order: object id, then attribute rank.
#include <algorithm>
#include <map>

#include "generator/episodes/sim_internal.h"
#include "generator/episodes/simulator.h"

namespace mm {
namespace {

using sim::state_value;

class ChangeLog {
 public:
  explicit ChangeLog(WorldState& w) : w_(w), held_before_(w.held) {}

  /// The object, snapshotted before its first change.
  Object& touch(const std::string& id) {
    Object& o = *w_.scene.object(id);
    before_.try_emplace(id, o);
    return o;
  }

  void emit(int step, std::vector<Event>& out) const {
    std::vector<Event> evs;
    auto add = [&](const std::string& object, const std::string& attribute, Json before,
                   Json after) {
      if (before != after) evs.push_back({step, object, attribute, std::move(before), std::move(after)});
    };
    for (const auto& [id, old] : before_) {
      const Object& cur = *w_.scene.object(id);
      add(id, sim::kParent, id_json(old.parent), id_json(cur.parent));
      add(id, sim::kLink, std::string(link_name(old.link)), std::string(link_name(cur.link)));
      add(id, sim::kRoom, old.room, cur.room);
      if (!(old.position == cur.position))
        evs.push_back({step, id, sim::kPosition, sim::position_json(old.position),
                       sim::position_json(cur.position)});
      for (Attr a : kAllAttrs)
        add(id, std::string(attr_name(a)), state_value(old, a), state_value(cur, a));
    }
    add(sim::kAgent, sim::kHeld, id_json(held_before_), id_json(w_.held));
    std::stable_sort(evs.begin(), evs.end(), [](const Event& x, const Event& y) {
      if (x.object != y.object) return x.object < y.object;
      return sim::attribute_rank(x.attribute) < sim::attribute_rank(y.attribute);
    });
    out.insert(out.end(), evs.begin(), evs.end());
  }

 private:
  static Json id_json(const std::string& id) { return id.empty() ? Json(nullptr) : Json(id); }

  WorldState& w_;
  std::string held_before_;
  std::map<std::string, Object> before_;
};

void set_state(Object& o, Attr a, bool v) {
  if (state_value(o, a) != v) o.state.set(a, v);
}

// Keeps the stored value when the new one only differs below a millimetre,
// so an unmoved object never logs a move and files round-trip exactly.
void set_position(Object& o, Vec3 p) {
  p = sim::round_position(p);
  if (!(sim::round_position(o.position) == p)) o.position = p;
}

// Moves an object to `to` in `room_id`; whatever rests in/on it travels
// along by the same offset (kept inside the room).
void move_with_contents(WorldState& w, ChangeLog& ch, const std::string& id, Vec3 to,
                        const std::string& room_id) {
  std::vector<std::string> inside = sim::descendants(w.scene, id);
  Object& o = ch.touch(id);
  Vec3 from = o.position;
  set_position(o, to);
  o.room = room_id;
  Vec3 d{o.position.x - from.x, o.position.y - from.y, o.position.z - from.z};
  const Room* room = w.scene.room(room_id);
  for (const auto& cid : inside) {
    Object& c = ch.touch(cid);
    Vec3 p{c.position.x + d.x, c.position.y + d.y, c.position.z + d.z};
    if (room && !point_in_polygon(p.xz(), room->polygon)) p.x = o.position.x, p.z = o.position.z;
    if (!(d == Vec3{})) set_position(c, p);
    c.room = room_id;
  }
}

// A broken vessel loses its liquid, and a broken screen goes dark (AI2-THOR
// switches off a toggleable object when it breaks).
void break_object(Object& o) {
  const ObjectType* t = sim::type_of(o);
  set_state(o, Attr::IsBroken, true);
  if (t && t->fillable) set_state(o, Attr::IsFilledWithLiquid, false);
  if (t && t->toggleable) set_state(o, Attr::IsToggled, false);
}

void pickup(WorldState& w, ChangeLog& ch, const std::string& id) {
  Object& o = ch.touch(id);
  o.parent.clear();
  o.link = Link::None;
  set_state(o, Attr::IsPickedUp, true);
  w.held = id;
}

// Put, drop and throw: the held object leaves the hand for `parent` (or the
// floor when empty) at `to`.
void release(WorldState& w, ChangeLog& ch, const std::string& parent, Link link, Vec3 to,
             const std::string& room_id) {
  std::string id = w.held;
  Object& o = ch.touch(id);
  o.parent = parent;
  o.link = link;
  set_state(o, Attr::IsPickedUp, false);
  w.held.clear();
  move_with_contents(w, ch, id, to, room_id);
}

void put(WorldState& w, ChangeLog& ch, const Action& a) {
  const Object& r = *w.scene.object(a.receptacle);
  Vec3 to = sim::put_position(w.scene, r, w.held);
  release(w, ch, r.id, sim::type_of(r)->link, to, r.room);
}

void drop(WorldState& w, ChangeLog& ch, bool thrown) {
  const Object& item = *w.scene.object(w.held);
  std::string id = item.id, room = item.room;
  release(w, ch, "", Link::None, sim::floor_position(w.scene, item, thrown), room);
  if (!thrown) return;
  // A throw spills any liquid, and a breakable object does not survive it.
  Object& o = ch.touch(id);
  const ObjectType* t = sim::type_of(o);
  if (t && t->fillable) set_state(o, Attr::IsFilledWithLiquid, false);
  if (t && t->breakable) break_object(o);
}

void push(WorldState& w, ChangeLog& ch, const Action& a) {
  const Object& o = *w.scene.object(a.object);
  auto to = sim::push_target(w.scene, o, a.type == ActionType::PushObject);
  move_with_contents(w, ch, o.id, *to, o.room);
}

void change_state(WorldState& w, ChangeLog& ch, const Action& a) {
  const sim::StateRule& r = *sim::state_rule(a.type);
  Object& o = ch.touch(a.object);
  if (a.type == ActionType::BreakObject) return break_object(o);
  set_state(o, r.attr, r.target);
}

void apply_effects(WorldState& w, ChangeLog& ch, const Action& a) {
  switch (a.type) {
    case ActionType::PickupObject: return pickup(w, ch, a.object);
    case ActionType::PutObject: return put(w, ch, a);
    case ActionType::DropHandObject: return drop(w, ch, false);
    case ActionType::ThrowObject: return drop(w, ch, true);
    case ActionType::PushObject:
    case ActionType::PullObject: return push(w, ch, a);
    default: return change_state(w, ch, a);
  }
}

}  // namespace

Step apply_action(WorldState& w, const Action& a, int step, std::vector<Event>& log) {
  Step out{a, true, check_action(w, a)};
  if (out.failure != Failure::None) {
    out.success = false;
    return out;
  }
  ChangeLog ch(w);
  apply_effects(w, ch, a);
  ch.emit(step, log);
  return out;
}

Episode run_episode(const WorldState& before, const std::vector<Action>& actions,
                    const std::string& id, const std::string& kind) {
  Episode e;
  e.id = id;
  e.scene_id = before.scene.id;
  e.kind = kind;
  e.before = before;
  WorldState w = before;
  for (size_t i = 0; i < actions.size(); ++i)
    e.trajectory.push_back(apply_action(w, actions[i], static_cast<int>(i), e.log));
  e.after = std::move(w);
  return e;
}

}  // namespace mm
