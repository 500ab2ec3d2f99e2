// replay(before, log) == after, over many sampled episodes of the test house,
// and replay's errors when an event does not fit the state.
#include <doctest/doctest.h>

#include "generator/episodes/sampler.h"
#include "tests/episodes/test_scene.h"

namespace mm {
namespace {

using test::act;
using A = ActionType;

TEST_CASE("replaying the log of 1,200 sampled episodes gives their after-state") {
  Scene s = test::test_house();
  int checked = 0, changed = 0;
  for (uint64_t seed = 1; seed <= 40; ++seed)
    for (int i = 0; i < 30; ++i) {
      auto e = i % 3 == 2 ? sample_chain(s, seed, i) : sample_single_action(s, seed, i);
      REQUIRE(e.has_value());
      auto r = replay(e->before, e->log);
      REQUIRE_MESSAGE(r.ok(), e->id, ": ", (r.ok() ? "" : r.error().message));
      CHECK(test::world_text(*r) == test::world_text(e->after));
      CHECK(r->held == e->after.held);
      ++checked;
      changed += !e->log.empty();
    }
  CHECK(checked == 1200);
  CHECK(changed > 900);
}

Episode sample_put() {
  return run_episode(test::test_world(),
                     {act(A::OpenObject, "Fridge|1"), act(A::PickupObject, "Apple|1"),
                      act(A::PutObject, "Apple|1", "Fridge|1")},
                     "test-house-ec0001", "chain");
}

TEST_CASE("replay names the event whose before-value does not match") {
  Episode e = sample_put();
  REQUIRE(e.log.size() > 2);
  std::vector<Event> log = e.log;
  log[1].before = "Sink|1";  // Apple's parent before the pickup was the counter
  auto r = replay(e.before, log);
  REQUIRE_FALSE(r.ok());
  CHECK(r.error().message.find("log event 1") != std::string::npos);
  CHECK(r.error().message.find("object 'Apple|1'") != std::string::npos);
  CHECK(r.error().message.find("attribute 'parent'") != std::string::npos);
  CHECK(r.error().message.find("CounterTop|1") != std::string::npos);
}

TEST_CASE("replay rejects unknown objects, attributes and ill-typed values") {
  WorldState w = test::test_world();
  struct Bad {
    Event event;
    const char* expect;
  };
  const std::vector<Bad> bad = {
      {{0, "Ghost|1", "isOpen", false, true}, "no object 'Ghost|1'"},
      {{0, "Fridge|1", "colour", false, true}, "unknown attribute 'colour'"},
      {{0, "Apple|1", "isOpen", false, true}, "a Apple has no state 'isOpen'"},
      {{0, "Fridge|1", "held", nullptr, "Apple|1"}, "belongs to the object 'agent'"},
      {{0, "Fridge|1", "isOpen", false, "yes"}, "expected true or false"},
      {{0, "Apple|1", "room", "kitchen", "attic"}, "expected a room id"},
      {{0, "Apple|1", "link", "on", "under"}, "expected \"in\", \"on\" or \"none\""},
      {{0, "Apple|1", "parent", "CounterTop|1", "Apple|1"}, "is not another object"},
      {{0, "agent", "held", nullptr, "Ghost|1"}, "no object 'Ghost|1'"},
      {{0, "Apple|1", "position", Json::array({2.5, 0.9, 4.6}), Json::array({1, 2})},
       "expected [x, y, z]"},
  };
  for (const auto& b : bad) {
    CAPTURE(b.expect);
    auto r = replay(w, {b.event});
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().message.find("log event 0") != std::string::npos);
    CHECK(r.error().message.find(b.expect) != std::string::npos);
  }
}

TEST_CASE("an empty log replays to the same state") {
  WorldState w = test::test_world();
  auto r = replay(w, {});
  REQUIRE(r.ok());
  CHECK(test::world_text(*r) == test::world_text(w));
}

}  // namespace
}  // namespace mm
