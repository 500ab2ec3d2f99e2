// Every failure code the simulator can give, reached on the test house, and
// the promise that a failed action changes nothing and logs nothing.
#include <doctest/doctest.h>

#include "generator/core/object_types.h"
#include "tests/episodes/test_scene.h"

namespace mm {
namespace {

using test::act;
using A = ActionType;

struct FailureCase {
  const char* name;
  std::vector<Action> setup;
  Action action;
  Failure expect;
};

const std::vector<FailureCase>& failure_cases() {
  static const std::vector<FailureCase> cases = {
      {"unknown id", {}, act(A::PickupObject, "Banana|9"), Failure::NoSuchObject},
      {"put into unknown receptacle", {act(A::PickupObject, "Apple|1")},
       act(A::PutObject, "Apple|1", "Shelf|9"), Failure::NoSuchObject},
      {"pick up a counter", {}, act(A::PickupObject, "CounterTop|1"), Failure::NotPickupable},
      {"pick up while holding", {act(A::PickupObject, "Apple|1")},
       act(A::PickupObject, "Knife|1"), Failure::HandFull},
      {"pick up the held apple", {act(A::PickupObject, "Apple|1")},
       act(A::PickupObject, "Apple|1"), Failure::IsHeld},
      {"pick up the egg in the closed fridge", {}, act(A::PickupObject, "Egg|1"),
       Failure::InsideClosed},
      {"pick up the card in the closed box", {}, act(A::PickupObject, "CreditCard|1"),
       Failure::InsideClosed},
      {"put with nothing held", {}, act(A::PutObject, "Apple|1", "CounterTop|1"),
       Failure::HandEmpty},
      {"drop with nothing held", {}, act(A::DropHandObject, "Apple|1"), Failure::HandEmpty},
      {"throw with nothing held", {}, act(A::ThrowObject, "Apple|1"), Failure::HandEmpty},
      {"put what is not held", {act(A::PickupObject, "Apple|1")},
       act(A::PutObject, "Knife|1", "Sink|1"), Failure::NotHeld},
      {"drop what is not held", {act(A::PickupObject, "Apple|1")},
       act(A::DropHandObject, "Knife|1"), Failure::NotHeld},
      {"put on a lamp", {act(A::PickupObject, "Apple|1")},
       act(A::PutObject, "Apple|1", "FloorLamp|1"), Failure::NotReceptacle},
      {"put an apple in a cabinet", {act(A::PickupObject, "Apple|1")},
       act(A::PutObject, "Apple|1", "Cabinet|1"), Failure::WrongReceptacle},
      {"put into the closed fridge", {act(A::PickupObject, "Apple|1")},
       act(A::PutObject, "Apple|1", "Fridge|1"), Failure::ReceptacleClosed},
      {"put into the full microwave",
       {act(A::OpenObject, "Microwave|1"), act(A::PickupObject, "Apple|1")},
       act(A::PutObject, "Apple|1", "Microwave|1"), Failure::ReceptacleFull},
      {"a knife into the mug: the type rule before reach",
       {act(A::PickupObject, "Knife|1")}, act(A::PutObject, "Knife|1", "Mug|1"),
       Failure::WrongReceptacle},
      {"open a sofa", {}, act(A::OpenObject, "Sofa|1"), Failure::NotOpenable},
      {"open the open fridge", {act(A::OpenObject, "Fridge|1")}, act(A::OpenObject, "Fridge|1"),
       Failure::AlreadyOpen},
      {"close the closed fridge", {}, act(A::CloseObject, "Fridge|1"), Failure::AlreadyClosed},
      {"switch on an apple", {}, act(A::ToggleObjectOn, "Apple|1"), Failure::NotToggleable},
      {"switch on the lit lamp", {act(A::ToggleObjectOn, "FloorLamp|1")},
       act(A::ToggleObjectOn, "FloorLamp|1"), Failure::AlreadyOn},
      {"switch off the dark lamp", {}, act(A::ToggleObjectOff, "FloorLamp|1"),
       Failure::AlreadyOff},
      {"slice a plate", {}, act(A::SliceObject, "Plate|1"), Failure::NotSliceable},
      {"slice the sliced apple", {act(A::SliceObject, "Apple|1")}, act(A::SliceObject, "Apple|1"),
       Failure::AlreadySliced},
      {"slice the apple in hand", {act(A::PickupObject, "Apple|1")},
       act(A::SliceObject, "Apple|1"), Failure::IsHeld},
      {"slice the bread on the plate in hand", {act(A::PickupObject, "Plate|1")},
       act(A::SliceObject, "Bread|1"), Failure::None},
      {"switch on the open microwave", {act(A::OpenObject, "Microwave|1")},
       act(A::ToggleObjectOn, "Microwave|1"), Failure::IsOpen},
      {"open the running microwave", {act(A::ToggleObjectOn, "Microwave|1")},
       act(A::OpenObject, "Microwave|1"), Failure::IsOn},
      {"close the open microwave", {act(A::OpenObject, "Microwave|1")},
       act(A::CloseObject, "Microwave|1"), Failure::None},
      {"switch off the running microwave", {act(A::ToggleObjectOn, "Microwave|1")},
       act(A::ToggleObjectOff, "Microwave|1"), Failure::None},
      {"break an apple", {}, act(A::BreakObject, "Apple|1"), Failure::NotBreakable},
      {"break the broken vase", {act(A::BreakObject, "Vase|1")}, act(A::BreakObject, "Vase|1"),
       Failure::AlreadyBroken},
      {"cook an apple", {}, act(A::CookObject, "Apple|1"), Failure::NotCookable},
      {"cook a whole bread (AI2-THOR cooks only slices)", {}, act(A::CookObject, "Bread|1"),
       Failure::NotCookable},
      {"cook the cooked potato", {act(A::CookObject, "Potato|1")}, act(A::CookObject, "Potato|1"),
       Failure::AlreadyCooked},
      {"dirty an apple", {}, act(A::DirtyObject, "Apple|1"), Failure::NotDirtyable},
      {"dirty the dirty pot", {}, act(A::DirtyObject, "Pot|1"), Failure::AlreadyDirty},
      {"clean the clean plate", {}, act(A::CleanObject, "Plate|1"), Failure::AlreadyClean},
      {"fill an apple", {}, act(A::FillObjectWithLiquid, "Apple|1"), Failure::NotFillable},
      {"fill the mug in the closed microwave", {}, act(A::FillObjectWithLiquid, "Mug|1"),
       Failure::InsideClosed},
      {"fill the full mug",
       {act(A::OpenObject, "Microwave|1"), act(A::FillObjectWithLiquid, "Mug|1")},
       act(A::FillObjectWithLiquid, "Mug|1"), Failure::AlreadyFilled},
      {"fill the broken mug", {act(A::OpenObject, "Microwave|1"), act(A::BreakObject, "Mug|1")},
       act(A::FillObjectWithLiquid, "Mug|1"), Failure::AlreadyBroken},
      {"empty the empty pot", {}, act(A::EmptyLiquidFromObject, "Pot|1"), Failure::AlreadyEmpty},
      {"use up an apple", {}, act(A::UseUpObject, "Apple|1"), Failure::NotUsable},
      {"use up the used-up tissues", {act(A::UseUpObject, "TissueBox|1")},
       act(A::UseUpObject, "TissueBox|1"), Failure::AlreadyUsedUp},
      {"push the counter", {}, act(A::PushObject, "CounterTop|1"), Failure::NotMovable},
      {"pull the fridge", {}, act(A::PullObject, "Fridge|1"), Failure::NotMovable},
      {"push the held apple", {act(A::PickupObject, "Apple|1")}, act(A::PushObject, "Apple|1"),
       Failure::IsHeld},
      {"push the bread on the held plate", {act(A::PickupObject, "Plate|1")},
       act(A::PushObject, "Bread|1"), Failure::IsHeld},
      {"push the egg in the closed fridge", {}, act(A::PushObject, "Egg|1"),
       Failure::InsideClosed},
      {"open the held box", {act(A::PickupObject, "Box|1")},
       act(A::OpenObject, "Box|1"), Failure::None},
  };
  return cases;
}

TEST_CASE("the test house is a valid strict scene") {
  Scene s = test::test_house();
  Status st = check_scene(s, TypeTable::builtin());
  CHECK_MESSAGE(st.ok(), (st.ok() ? "" : st.error().message));
}

TEST_CASE("each precondition gives its failure code and leaves the state alone") {
  for (const auto& c : failure_cases()) {
    CAPTURE(c.name);
    WorldState w = test::test_world();
    test::setup(w, c.setup);
    CHECK(failure_code(check_action(w, c.action)) == failure_code(c.expect));
    if (c.expect == Failure::None) continue;
    std::string before = test::world_text(w);
    std::vector<Event> log;
    Step s = apply_action(w, c.action, 3, log);
    CHECK_FALSE(s.success);
    CHECK(s.failure == c.expect);
    CHECK(s.action == c.action);
    CHECK(log.empty());
    CHECK(test::world_text(w) == before);
  }
}

TEST_CASE("every failure code except none is reachable in the test house") {
  std::set<Failure> reached;
  for (const auto& c : failure_cases()) reached.insert(c.expect);
  for (const auto& [code, f] : std::vector<std::pair<const char*, Failure>>{
           {"no-such-object", Failure::NoSuchObject}, {"not-held", Failure::NotHeld},
           {"inside-closed", Failure::InsideClosed}, {"receptacle-full", Failure::ReceptacleFull},
           {"already-used-up", Failure::AlreadyUsedUp}, {"is-held", Failure::IsHeld},
           {"is-open", Failure::IsOpen}, {"is-on", Failure::IsOn}}) {
    CAPTURE(code);
    CHECK(reached.count(f) == 1);
  }
  for (int i = 1; i <= static_cast<int>(kLastFailure); ++i) {
    CAPTURE(failure_code(static_cast<Failure>(i)));
    CHECK(reached.count(static_cast<Failure>(i)) == 1);
  }
}

TEST_CASE("failure codes round-trip through their names") {
  for (int i = 0; i <= static_cast<int>(kLastFailure); ++i) {
    Failure f = static_cast<Failure>(i);
    CAPTURE(failure_code(f));
    CHECK(failure_code(f) != "unknown");
    CHECK(parse_failure(failure_code(f)) == f);
  }
  CHECK(failure_code(Failure::InsideClosed) == "inside-closed");
  CHECK(failure_code(Failure::IsOpen) == "is-open");
  CHECK(failure_code(Failure::IsOn) == "is-on");
  CHECK(failure_code(static_cast<Failure>(static_cast<int>(kLastFailure) + 1)) == "unknown");
}

TEST_CASE("the check order decides between several broken rules") {
  WorldState w = test::test_world();
  // A closed cabinet that cannot hold apples anyway: the type rule comes first.
  test::setup(w, {act(A::PickupObject, "Apple|1")});
  CHECK(check_action(w, act(A::PutObject, "Apple|1", "Cabinet|1")) == Failure::WrongReceptacle);
  // Not pickupable beats a full hand.
  CHECK(check_action(w, act(A::PickupObject, "Sofa|1")) == Failure::NotPickupable);
  // An empty hand beats everything about the receptacle.
  WorldState e = test::test_world();
  CHECK(check_action(e, act(A::PutObject, "Apple|1", "FloorLamp|1")) == Failure::HandEmpty);
}

TEST_CASE("slicing: the type rule, then the hand, then the state") {
  WorldState w = test::test_world();
  test::setup(w, {act(A::SliceObject, "Apple|1"), act(A::PickupObject, "Apple|1")});
  // The sliced apple in hand: the hand comes before "already sliced".
  CHECK(check_action(w, act(A::SliceObject, "Apple|1")) == Failure::IsHeld);
  WorldState p = test::test_world();
  test::setup(p, {act(A::PickupObject, "Plate|1")});
  // A plate in hand cannot be sliced at all: the type rule comes first.
  CHECK(check_action(p, act(A::SliceObject, "Plate|1")) == Failure::NotSliceable);
}

TEST_CASE("the microwave's locks come after the already-states and only where the table sets them") {
  // A scene may start with a microwave both open and on (no action reaches
  // that state): "already" is reported first.
  WorldState w = test::test_world();
  Object& m = *w.scene.object("Microwave|1");
  m.state.set(Attr::IsOpen, true);
  m.state.set(Attr::IsToggled, true);
  CHECK(check_action(w, act(A::ToggleObjectOn, "Microwave|1")) == Failure::AlreadyOn);
  CHECK(check_action(w, act(A::OpenObject, "Microwave|1")) == Failure::AlreadyOpen);
  CHECK(check_action(w, act(A::ToggleObjectOff, "Microwave|1")) == Failure::None);
  CHECK(check_action(w, act(A::CloseObject, "Microwave|1")) == Failure::None);
  // The flags belong to the Microwave: an open laptop switches on, and a
  // running one opens and closes.
  const ObjectType* laptop = TypeTable::builtin().find("Laptop");
  REQUIRE(laptop);
  CHECK_FALSE(laptop->must_be_closed_to_turn_on);
  CHECK_FALSE(laptop->must_be_off_to_open);
  WorldState l = test::test_world();
  test::setup(l, {act(A::OpenObject, "Laptop|1"), act(A::ToggleObjectOn, "Laptop|1"),
                  act(A::CloseObject, "Laptop|1"), act(A::OpenObject, "Laptop|1")});
  // The microwave, the whole cycle: close, run, stop, open.
  WorldState c = test::test_world();
  test::setup(c, {act(A::OpenObject, "Microwave|1"), act(A::CloseObject, "Microwave|1"),
                  act(A::ToggleObjectOn, "Microwave|1"), act(A::ToggleObjectOff, "Microwave|1"),
                  act(A::OpenObject, "Microwave|1")});
  CHECK(sim::state_value(*c.scene.object("Microwave|1"), Attr::IsOpen));
  CHECK_FALSE(sim::state_value(*c.scene.object("Microwave|1"), Attr::IsToggled));
}

TEST_CASE("a receptacle inside a closed one cannot be reached") {
  WorldState w = test::test_world();
  // The egg in the closed fridge; a plate put into the open fridge, then
  // the fridge closed: the plate cannot take the apple.
  test::setup(w, {act(A::OpenObject, "Fridge|1"), act(A::PickupObject, "Plate|1"),
                  act(A::PutObject, "Plate|1", "Fridge|1"), act(A::PickupObject, "Apple|1"),
                  act(A::CloseObject, "Fridge|1")});
  CHECK(check_action(w, act(A::PutObject, "Apple|1", "Plate|1")) == Failure::InsideClosed);
  CHECK(check_action(w, act(A::SliceObject, "Bread|1")) == Failure::InsideClosed);
  test::setup(w, {act(A::OpenObject, "Fridge|1")});
  CHECK(check_action(w, act(A::PutObject, "Apple|1", "Plate|1")) == Failure::None);
}

TEST_CASE("releasing without naming the object means the held one") {
  WorldState w = test::test_world();
  test::setup(w, {act(A::PickupObject, "Apple|1")});
  CHECK(check_action(w, act(A::DropHandObject, "")) == Failure::None);
  CHECK(check_action(w, act(A::PutObject, "", "Sink|1")) == Failure::None);
  CHECK(check_action(w, act(A::OpenObject, "")) == Failure::NoSuchObject);
}

}  // namespace
}  // namespace mm
