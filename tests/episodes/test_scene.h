// A small hand-built house for the episode tests: a kitchen and a living
// room with one of each thing the simulator's rules care about (a closed
// fridge with an egg, a closed microwave holding a mug, a potato and a
// plate with bread on a counter, a dirty pot in the sink, a closed box with
// a card, a lamp).
#pragma once

#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "generator/core/scene.h"
#include "generator/episodes/episode.h"
#include "generator/episodes/sim_internal.h"
#include "generator/episodes/simulator.h"

namespace mm::test {

struct ObjSpec {
  const char* id;
  const char* type;
  const char* room;
  Vec3 pos;
  double yaw;
  const char* parent;
  std::vector<std::pair<Attr, bool>> state;  // overrides; other states start false
};

inline Object make_object(const ObjSpec& s) {
  Object o;
  o.id = s.id;
  o.type = s.type;
  o.room = s.room;
  o.position = s.pos;
  o.yaw = s.yaw;
  o.parent = s.parent;
  const ObjectType* t = TypeTable::builtin().find(s.type);
  REQUIRE_MESSAGE(t, s.type);
  for (Attr a : kAllAttrs)
    if (t->has_attr(a)) o.state.set(a, false);
  for (auto [a, v] : s.state) o.state.set(a, v);
  return o;
}

/// The test house; check_scene (strict) accepts it.
inline Scene test_house() {
  Scene s;
  s.id = "test-house";
  s.source = "builtin";
  s.origin = "tests/episodes/test_scene.h";
  s.rooms = {{"kitchen", "Kitchen", {{0, 0}, {6, 0}, {6, 5}, {0, 5}}},
             {"living", "LivingRoom", {{6, 0}, {12, 0}, {12, 5}, {6, 5}}}};
  s.doors = {{"door|0", "kitchen", "living", false, {6, 2.5}}};
  const std::vector<ObjSpec> specs = {
      {"Fridge|1", "Fridge", "kitchen", {0.5, 0.9, 2.5}, 90, "", {}},
      {"Egg|1", "Egg", "kitchen", {0.5, 0.9, 2.5}, 0, "Fridge|1", {}},
      {"CounterTop|1", "CounterTop", "kitchen", {3, 0.45, 4.6}, 180, "", {}},
      {"Apple|1", "Apple", "kitchen", {2.5, 0.9, 4.6}, 0, "CounterTop|1", {}},
      {"Plate|1", "Plate", "kitchen", {3.0, 0.9, 4.6}, 0, "CounterTop|1", {}},
      {"Bread|1", "Bread", "kitchen", {3.0, 0.95, 4.6}, 0, "Plate|1", {}},
      {"Knife|1", "Knife", "kitchen", {3.5, 0.9, 4.6}, 0, "CounterTop|1", {}},
      {"Potato|1", "Potato", "kitchen", {1.0, 0.9, 4.6}, 0, "CounterTop|1", {}},
      {"Microwave|1", "Microwave", "kitchen", {2.0, 0.9, 4.6}, 180, "CounterTop|1", {}},
      {"Mug|1", "Mug", "kitchen", {2.0, 0.95, 4.6}, 0, "Microwave|1", {}},
      {"Sink|1", "Sink", "kitchen", {5.0, 0.45, 4.65}, 180, "", {}},
      {"Pot|1", "Pot", "kitchen", {5.0, 0.8, 4.65}, 0, "Sink|1", {{Attr::IsDirty, true}}},
      {"Cabinet|1", "Cabinet", "kitchen", {3.0, 0.45, 0.35}, 0, "", {}},
      {"Sofa|1", "Sofa", "living", {9, 0.42, 4.5}, 180, "", {}},
      {"Laptop|1", "Laptop", "living", {8.6, 0.9, 4.5}, 0, "Sofa|1", {}},
      {"CellPhone|1", "CellPhone", "living", {9.4, 0.9, 4.5}, 0, "Sofa|1", {}},
      {"CoffeeTable|1", "CoffeeTable", "living", {9, 0.22, 2.5}, 0, "", {}},
      {"Box|1", "Box", "living", {8.8, 0.5, 2.5}, 0, "CoffeeTable|1", {}},
      {"CreditCard|1", "CreditCard", "living", {8.8, 0.5, 2.5}, 0, "Box|1", {}},
      {"Vase|1", "Vase", "living", {9.3, 0.5, 2.5}, 0, "CoffeeTable|1", {}},
      {"TissueBox|1", "TissueBox", "living", {9.0, 0.5, 2.3}, 0, "CoffeeTable|1", {}},
      {"FloorLamp|1", "FloorLamp", "living", {11.5, 0.8, 0.5}, 0, "", {}},
  };
  for (const auto& spec : specs) {
    Object o = make_object(spec);
    if (!o.parent.empty()) {
      for (const auto& p : s.objects)
        if (p.id == o.parent) o.link = TypeTable::builtin().find(p.type)->link;
    }
    s.objects.push_back(std::move(o));
  }
  s.reindex();
  return s;
}

inline WorldState test_world() { return WorldState{test_house(), ""}; }

/// Applies actions that must all succeed (test setup).
inline void setup(WorldState& w, const std::vector<Action>& actions) {
  std::vector<Event> sink;
  for (const auto& a : actions) {
    Step s = apply_action(w, a, 0, sink);
    REQUIRE_MESSAGE(s.success, action_name(a.type), " ", a.object, " failed: ",
                    failure_code(s.failure));
  }
}

/// Canonical text of a world state, for exact comparisons.
inline std::string world_text(const WorldState& w) { return sim::world_state_to_json(w).dump(); }

inline Action act(ActionType t, std::string object, std::string receptacle = "") {
  return Action{t, std::move(object), std::move(receptacle)};
}

}  // namespace mm::test
