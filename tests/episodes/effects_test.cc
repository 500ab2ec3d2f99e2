// The exact events of every action on the test house: one per changed
// attribute, in canonical order (object id, then attribute rank).
#include <doctest/doctest.h>

#include <algorithm>

#include "tests/episodes/test_scene.h"

namespace mm {
namespace {

using test::act;
using A = ActionType;

Json pos(double x, double y, double z) { return Json::array({x, y, z}); }

Event ev(const char* object, const char* attribute, Json before, Json after, int step = 0) {
  return Event{step, object, attribute, std::move(before), std::move(after)};
}

std::string show(const std::vector<Event>& log) {
  std::string s;
  for (const auto& e : log)
    s += std::to_string(e.step) + " " + e.object + " " + e.attribute + " " + e.before.dump() +
         " -> " + e.after.dump() + "\n";
  return s;
}

// Runs `action` after `setup` and returns its events (step 0).
std::vector<Event> events_of(const std::vector<Action>& setup, const Action& action,
                             WorldState* out = nullptr) {
  WorldState w = test::test_world();
  test::setup(w, setup);
  std::vector<Event> log;
  Step s = apply_action(w, action, 0, log);
  CHECK_MESSAGE(s.success, failure_code(s.failure));
  if (out) *out = w;
  return log;
}

void check_events(const std::vector<Event>& got, const std::vector<Event>& want) {
  CHECK_MESSAGE(got == want, "got:\n", show(got), "want:\n", show(want));
}

TEST_CASE("pickup lifts the object and fills the hand") {
  WorldState w = test::test_world();
  std::vector<Event> log;
  Step s = apply_action(w, act(A::PickupObject, "Plate|1"), 2, log);
  CHECK(s.success);
  check_events(log, {ev("Plate|1", "parent", "CounterTop|1", nullptr, 2),
                     ev("Plate|1", "link", "on", "none", 2),
                     ev("Plate|1", "isPickedUp", false, true, 2),
                     ev("agent", "held", nullptr, "Plate|1", 2)});
  // The bread on the plate keeps its place on the plate.
  CHECK(w.scene.object("Bread|1")->parent == "Plate|1");
  CHECK(w.held == "Plate|1");
}

TEST_CASE("put carries what rests on the held object along") {
  check_events(events_of({act(A::OpenObject, "Fridge|1"), act(A::PickupObject, "Plate|1")},
                         act(A::PutObject, "Plate|1", "Fridge|1")),
               {ev("Bread|1", "position", pos(3.0, 0.95, 4.6), pos(0.275, 0.95, 2.74)),
                ev("Plate|1", "parent", nullptr, "Fridge|1"), ev("Plate|1", "link", "none", "in"),
                ev("Plate|1", "position", pos(3.0, 0.9, 4.6), pos(0.275, 0.9, 2.74)),
                ev("Plate|1", "isPickedUp", true, false), ev("agent", "held", "Plate|1", nullptr)});
}

TEST_CASE("put into another room changes the room") {
  WorldState w;
  check_events(events_of({act(A::PickupObject, "Apple|1")},
                         act(A::PutObject, "Apple|1", "CoffeeTable|1"), &w),
               {ev("Apple|1", "parent", nullptr, "CoffeeTable|1"), ev("Apple|1", "link", "none", "on"),
                ev("Apple|1", "room", "kitchen", "living"),
                ev("Apple|1", "position", pos(2.5, 0.9, 4.6), pos(9.0, 0.5, 2.68)),
                ev("Apple|1", "isPickedUp", true, false), ev("agent", "held", "Apple|1", nullptr)});
  CHECK(check_scene(w.scene, TypeTable::builtin()).ok());
}

TEST_CASE("drop lands the held object on the floor below it") {
  check_events(events_of({act(A::PickupObject, "Apple|1")}, act(A::DropHandObject, "Apple|1")),
               {ev("Apple|1", "position", pos(2.5, 0.9, 4.6), pos(2.5, 0.0, 4.6)),
                ev("Apple|1", "isPickedUp", true, false), ev("agent", "held", "Apple|1", nullptr)});
}

TEST_CASE("throw lands towards the room centre and breaks what is breakable") {
  check_events(events_of({act(A::PickupObject, "Vase|1")}, act(A::ThrowObject, "Vase|1")),
               {ev("Vase|1", "position", pos(9.3, 0.5, 2.5), pos(9.0, 0.0, 2.5)),
                ev("Vase|1", "isBroken", false, true), ev("Vase|1", "isPickedUp", true, false),
                ev("agent", "held", "Vase|1", nullptr)});
  // A filled mug spills as well.
  auto log = events_of({act(A::OpenObject, "Microwave|1"), act(A::FillObjectWithLiquid, "Mug|1"),
                        act(A::PickupObject, "Mug|1")},
                       act(A::ThrowObject, "Mug|1"));
  REQUIRE(log.size() == 5);
  CHECK(log[1] == ev("Mug|1", "isBroken", false, true));
  CHECK(log[2] == ev("Mug|1", "isFilledWithLiquid", true, false));
}

TEST_CASE("push and pull move along the line through the room centre") {
  check_events(events_of({}, act(A::PushObject, "Apple|1")),
               {ev("Apple|1", "position", pos(2.5, 0.9, 4.6), pos(2.454, 0.9, 4.795))});
  check_events(events_of({}, act(A::PullObject, "Apple|1")),
               {ev("Apple|1", "position", pos(2.5, 0.9, 4.6), pos(2.546, 0.9, 4.405))});
  check_events(events_of({}, act(A::PushObject, "Plate|1")),
               {ev("Bread|1", "position", pos(3.0, 0.95, 4.6), pos(3.0, 0.95, 4.8)),
                ev("Plate|1", "position", pos(3.0, 0.9, 4.6), pos(3.0, 0.9, 4.8))});
}

TEST_CASE("a push stops at the edge of the counter, then has no room") {
  WorldState w = test::test_world();
  test::setup(w, {act(A::PushObject, "Plate|1"), act(A::PushObject, "Plate|1")});
  CHECK(w.scene.object("Plate|1")->position.z == doctest::Approx(4.905));
  CHECK(check_action(w, act(A::PushObject, "Plate|1")) == Failure::NotMovable);
  CHECK(check_action(w, act(A::PullObject, "Plate|1")) == Failure::None);
}

TEST_CASE("each state action changes exactly its attribute") {
  struct Case {
    std::vector<Action> setup;
    Action action;
    Event want;
  };
  const std::vector<Case> cases = {
      {{}, act(A::OpenObject, "Fridge|1"), ev("Fridge|1", "isOpen", false, true)},
      {{act(A::OpenObject, "Box|1")}, act(A::CloseObject, "Box|1"),
       ev("Box|1", "isOpen", true, false)},
      {{}, act(A::ToggleObjectOn, "FloorLamp|1"), ev("FloorLamp|1", "isToggled", false, true)},
      {{act(A::ToggleObjectOn, "Laptop|1")}, act(A::ToggleObjectOff, "Laptop|1"),
       ev("Laptop|1", "isToggled", true, false)},
      {{}, act(A::SliceObject, "Apple|1"), ev("Apple|1", "isSliced", false, true)},
      {{}, act(A::BreakObject, "Vase|1"), ev("Vase|1", "isBroken", false, true)},
      {{}, act(A::CookObject, "Potato|1"), ev("Potato|1", "isCooked", false, true)},
      {{}, act(A::DirtyObject, "Plate|1"), ev("Plate|1", "isDirty", false, true)},
      {{}, act(A::CleanObject, "Pot|1"), ev("Pot|1", "isDirty", true, false)},
      {{}, act(A::FillObjectWithLiquid, "Pot|1"), ev("Pot|1", "isFilledWithLiquid", false, true)},
      {{act(A::FillObjectWithLiquid, "Pot|1")}, act(A::EmptyLiquidFromObject, "Pot|1"),
       ev("Pot|1", "isFilledWithLiquid", true, false)},
      {{}, act(A::UseUpObject, "TissueBox|1"), ev("TissueBox|1", "isUsedUp", false, true)},
      {{act(A::PickupObject, "Potato|1")}, act(A::SliceObject, "Bread|1"),
       ev("Bread|1", "isSliced", false, true)},
      {{act(A::OpenObject, "Fridge|1"), act(A::PickupObject, "Egg|1")}, act(A::BreakObject, "Egg|1"),
       ev("Egg|1", "isBroken", false, true)},
  };
  for (const auto& c : cases) {
    CAPTURE(action_name(c.action.type));
    CAPTURE(c.action.object);
    check_events(events_of(c.setup, c.action), {c.want});
  }
}

TEST_CASE("breaking a switched-on laptop switches it off") {
  // AI2-THOR's cracked screens go dark: one more event, isToggled.
  check_events(events_of({act(A::ToggleObjectOn, "Laptop|1")}, act(A::BreakObject, "Laptop|1")),
               {ev("Laptop|1", "isToggled", true, false), ev("Laptop|1", "isBroken", false, true)});
  // Switched off already: only the break.
  check_events(events_of({}, act(A::BreakObject, "Laptop|1")),
               {ev("Laptop|1", "isBroken", false, true)});
  // A thrown phone that breaks goes dark as well.
  auto log = events_of({act(A::ToggleObjectOn, "CellPhone|1"), act(A::PickupObject, "CellPhone|1")},
                       act(A::ThrowObject, "CellPhone|1"));
  CHECK(std::find(log.begin(), log.end(), ev("CellPhone|1", "isToggled", true, false)) != log.end());
  CHECK(std::find(log.begin(), log.end(), ev("CellPhone|1", "isBroken", false, true)) != log.end());
}

TEST_CASE("a broken object stays in the hand that held it") {
  // AI2-THOR drops what breaks in the hand; here it stays held (docs/episodes.md).
  WorldState w;
  check_events(events_of({act(A::PickupObject, "CellPhone|1"), act(A::ToggleObjectOn, "CellPhone|1")},
                         act(A::BreakObject, "CellPhone|1"), &w),
               {ev("CellPhone|1", "isToggled", true, false),
                ev("CellPhone|1", "isBroken", false, true)});
  CHECK(w.held == "CellPhone|1");
  CHECK(sim::state_value(*w.scene.object("CellPhone|1"), Attr::IsPickedUp));
}

TEST_CASE("breaking a filled mug empties it") {
  check_events(events_of({act(A::OpenObject, "Microwave|1"), act(A::FillObjectWithLiquid, "Mug|1")},
                         act(A::BreakObject, "Mug|1")),
               {ev("Mug|1", "isBroken", false, true),
                ev("Mug|1", "isFilledWithLiquid", true, false)});
}

TEST_CASE("run_episode records outcomes and tags events with their step") {
  WorldState before = test::test_world();
  Episode e = run_episode(before,
                          {act(A::OpenObject, "Fridge|1"), act(A::OpenObject, "Fridge|1"),
                           act(A::PickupObject, "Apple|1"), act(A::PutObject, "Apple|1", "Fridge|1")},
                          "test-house-ec0000", "chain");
  REQUIRE(e.trajectory.size() == 4);
  CHECK(e.trajectory[0].success);
  CHECK(e.trajectory[1].failure == Failure::AlreadyOpen);
  CHECK(e.trajectory[3].success);
  for (const auto& ev : e.log) CHECK(ev.step != 1);
  CHECK(e.log.front().step == 0);
  CHECK(e.log.back().step == 3);
  CHECK(e.after.scene.object("Apple|1")->parent == "Fridge|1");
  CHECK(e.after.scene.object("Apple|1")->link == Link::In);
  CHECK(e.after.held.empty());
  CHECK(test::world_text(e.before) == test::world_text(before));
  CHECK(check_scene(e.after.scene, TypeTable::builtin()).ok());
}

TEST_CASE("symbolic attributes are everything but the position") {
  CHECK(is_symbolic_attribute("parent"));
  CHECK(is_symbolic_attribute("held"));
  CHECK(is_symbolic_attribute("isOpen"));
  CHECK_FALSE(is_symbolic_attribute("position"));
  CHECK_FALSE(is_symbolic_attribute("colour"));
}

}  // namespace
}  // namespace mm
