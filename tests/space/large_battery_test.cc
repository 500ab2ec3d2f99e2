// The three large-scale multiple-choice tasks together: common record
// fields, the stored gold spread over the four slots, and the four trials
// putting the gold at each position exactly a quarter of the time.
#include <doctest/doctest.h>

#include <functional>

#include "packs/space/large/direction.h"
#include "packs/space/large/distance.h"
#include "packs/space/large/map_sketch.h"
#include "packs/space/large/walkthrough.h"
#include "packs/space/mcq.h"
#include "tests/space/space_test_util.h"

using namespace mm::space;
using mm::space::test::kPopulation;
using mm::space::test::kSeed;

TEST_CASE("large-scale records share the common fields and spread the gold") {
  std::vector<std::pair<std::string, std::function<mm::Json(uint64_t)>>> tasks = {
      {"direction", [](uint64_t i) { return to_json(make_direction(kSeed, i)); }},
      {"distance", [](uint64_t i) { return to_json(make_distance(kSeed, i)); }},
      {"map_sketch", [](uint64_t i) { return to_json(make_map_sketch(kSeed, i)); }}};
  int at[4] = {0, 0, 0, 0}, presentations = 0;
  for (const auto& [name, record] : tasks) {
    CAPTURE(name);
    int slot[4] = {0, 0, 0, 0};
    for (int i = 0; i < kPopulation; ++i) {
      mm::Json j = record(i);
      CHECK(j.at("task") == name);
      CHECK(j.at("seed") == kSeed);
      CHECK(j.at("index") == i);
      CHECK(j.at("layout") == large_item_layout(kSeed, i).id);
      CHECK(j.at("walkthrough") == "tour");
      REQUIRE(j.at("options").size() == 4);
      int gold = j.at("gold").get<int>();
      ++slot[gold];
      for (const Trial& t : mcq_trials(gold)) ++at[t.gold_position], ++presentations;
    }
    MESSAGE(name << " stored gold per slot: " << slot[0] << " " << slot[1] << " " << slot[2] << " " << slot[3]);
    for (int s = 0; s < 4; ++s) CHECK(slot[s] * 100 >= kPopulation * 15);
    for (int s = 0; s < 4; ++s) CHECK(slot[s] * 100 <= kPopulation * 35);
  }
  for (int p = 0; p < 4; ++p) CHECK(at[p] * 4 == presentations);
}
