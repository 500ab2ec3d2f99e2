// Episode JSON: canonical bytes, schema, round trip, and errors that name
// the offending field for broken files (a table of mutations).
#include <doctest/doctest.h>

#include <functional>

#include "base/schema_check.h"
#include "generator/episodes/sampler.h"
#include "tests/episodes/test_scene.h"

namespace mm {
namespace {

using test::act;
using A = ActionType;

Episode fridge_episode() {
  return run_episode(test::test_world(),
                     {act(A::OpenObject, "Fridge|1"), act(A::PickupObject, "Sofa|1"),
                      act(A::PickupObject, "Apple|1"), act(A::PutObject, "Apple|1", "Fridge|1")},
                     "test-house-ec0007", "chain");
}

Json as_json(const Episode& e) {
  auto j = parse_json(episode_dump(e), "episode");
  REQUIRE(j.ok());
  return *j;
}

TEST_CASE("episode JSON passes its schema and round-trips byte for byte") {
  Scene s = test::test_house();
  std::vector<Episode> episodes = {fridge_episode()};
  for (int i = 0; i < 40; ++i) episodes.push_back(*sample_single_action(s, 11, i));
  for (int i = 0; i < 20; ++i) episodes.push_back(*sample_chain(s, 11, i));
  auto checker = SchemaChecker::cached(kEpisodeSchema);
  REQUIRE(checker.ok());
  for (const auto& e : episodes) {
    CAPTURE(e.id);
    std::string text = episode_dump(e);
    Status st = (*checker)->validate_text(text, e.id);
    CHECK_MESSAGE(st.ok(), (st.ok() ? "" : st.error().message));
    auto back = episode_from_json(as_json(e), s, e.id);
    REQUIRE_MESSAGE(back.ok(), (back.ok() ? "" : back.error().message));
    CHECK(episode_dump(*back) == text);
    CHECK(back->trajectory.size() == e.trajectory.size());
    CHECK(back->log == e.log);
    CHECK(back->before.held == e.before.held);
  }
}

TEST_CASE("the episode file names its parts") {
  Json j = as_json(fridge_episode());
  CHECK(j["format"] == "mentalmap.episode");
  CHECK(j["version"] == 1);
  CHECK(j["scene"] == "test-house");
  CHECK(j["kind"] == "chain");
  CHECK(j["trajectory"][1]["failure"] == "not-pickupable");
  CHECK(j["trajectory"][1]["success"] == false);
  CHECK(j["trajectory"][3]["receptacle"] == "Fridge|1");
  CHECK(j["trajectory"][0]["failure"].is_null());
  CHECK(j["before"]["objects"].size() == test::test_house().objects.size());
  CHECK(j["after"]["objects"][3]["parent"] == "Fridge|1");  // Apple|1
}

struct Mutation {
  const char* name;
  std::function<void(Json&)> edit;
  const char* expect;  // a substring of the error
};

// Index of the apple in the object lists (scene order).
constexpr int kApple = 3;

const std::vector<Mutation>& mutations() {
  static const std::vector<Mutation> m = {
      {"missing trajectory", [](Json& j) { j.erase("trajectory"); }, "trajectory"},
      {"newer version", [](Json& j) { j["version"] = 2; }, "/version: episode format version 2"},
      {"wrong format", [](Json& j) { j["format"] = "mentalmap.scene"; }, "/format"},
      {"other scene", [](Json& j) { j["scene"] = "elsewhere"; }, "/scene: the episode belongs"},
      {"bad kind", [](Json& j) { j["kind"] = "triple"; }, "/kind"},
      {"unknown action", [](Json& j) { j["trajectory"][0]["action"] = "Juggle"; },
       "/trajectory/0/action"},
      {"unknown object in trajectory", [](Json& j) { j["trajectory"][0]["object"] = "Ghost|1"; },
       "/trajectory/0/object: no object 'Ghost|1' in scene 'test-house'"},
      {"unknown receptacle", [](Json& j) { j["trajectory"][3]["receptacle"] = "Ghost|2"; },
       "/trajectory/3/receptacle: no object 'Ghost|2'"},
      {"step out of order", [](Json& j) { j["trajectory"][2]["step"] = 5; },
       "/trajectory/2/step: expected 2, found 5"},
      {"unknown failure code", [](Json& j) { j["trajectory"][1]["failure"] = "melted"; },
       "/trajectory/1/failure"},
      {"failure without a code", [](Json& j) { j["trajectory"][1]["failure"] = nullptr; },
       "/trajectory/1/failure: a failed step needs a failure code"},
      {"success with a code", [](Json& j) { j["trajectory"][0]["failure"] = "hand-full"; },
       "/trajectory/0/failure: a successful step has no failure code"},
      {"unknown object in state", [](Json& j) { j["before"]["objects"][0]["id"] = "Ghost|1"; },
       "/before/objects/0/id: no object 'Ghost|1'"},
      {"duplicate object", [](Json& j) { j["after"]["objects"][1]["id"] = "Fridge|1"; },
       "/after/objects/1/id: duplicate object 'Fridge|1'"},
      {"missing object", [](Json& j) { j["before"]["objects"].erase(2); },
       "/before/objects: object 'CounterTop|1' of scene 'test-house' is missing"},
      {"unknown room", [](Json& j) { j["before"]["objects"][kApple]["room"] = "attic"; },
       "/before/objects/3/room: no room 'attic'"},
      {"unknown parent", [](Json& j) { j["before"]["objects"][kApple]["parent"] = "Ghost|3"; },
       "/before/objects/3/parent: no object 'Ghost|3'"},
      {"state the type lacks", [](Json& j) { j["before"]["objects"][kApple]["state"]["isOpen"] = true; },
       "/before/objects/3/state/isOpen: a Apple has no such state"},
      {"non-receptacle parent",
       [](Json& j) { j["before"]["objects"][kApple]["parent"] = "Knife|1"; },
       "/before: /objects/3 ('Apple|1')/parent: 'Knife|1' (Knife) is not a receptacle"},
      {"short position", [](Json& j) { j["after"]["objects"][0]["position"] = {1, 2}; },
       "/after/objects/0/position"},
      {"unknown held object", [](Json& j) { j["before"]["held"] = "Ghost|4"; },
       "/before/held: no object 'Ghost|4'"},
      {"unknown attribute", [](Json& j) { j["log"][0]["attribute"] = "colour"; },
       "/log/0/attribute"},
      {"event of a missing step", [](Json& j) { j["log"][0]["step"] = 9; },
       "/log/0/step: no step 9"},
      {"event of a failed step", [](Json& j) { j["log"][0]["step"] = 1; },
       "/log/0/step: step 1 failed"},
      {"event of an unknown object", [](Json& j) { j["log"][0]["object"] = "Ghost|5"; },
       "/log/0/object: no object 'Ghost|5'"},
      {"event that does not fit", [](Json& j) { j["log"][0]["before"] = true; },
       "/log: log event 0 (step 0, object 'Fridge|1', attribute 'isOpen')"},
      {"after-state that the log does not reach",
       [](Json& j) { j["after"]["objects"][kApple]["position"] = {1.0, 1.0, 1.0}; },
       "/after/objects/3 ('Apple|1'): differs from the before-state with the log replayed"},
      {"held that the log does not reach", [](Json& j) { j["after"]["held"] = "Knife|1"; },
       "/after/held: differs"},
      {"extra field", [](Json& j) { j["comment"] = "hi"; }, "does not match schema"},
  };
  return m;
}

TEST_CASE("a broken episode file gives an error naming the field") {
  Scene s = test::test_house();
  Json good = as_json(fridge_episode());
  REQUIRE(episode_from_json(good, s, "ep.json").ok());
  for (const auto& m : mutations()) {
    CAPTURE(m.name);
    Json j = good;
    m.edit(j);
    auto r = episode_from_json(j, s, "ep.json");
    REQUIRE_FALSE(r.ok());
    CHECK_MESSAGE(r.error().message.find(m.expect) != std::string::npos, r.error().message);
    CHECK(r.error().message.rfind("ep.json", 0) == 0);
  }
}

}  // namespace
}  // namespace mm
