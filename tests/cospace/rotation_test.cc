// ROT-Ang and ROT-Dif: the gold follows from the true headings, a
// brute-force search over hypothesised headings recovers it from the bins
// alone, no heading is stated, and an answerer blind to the overlap is at
// chance.
#include <doctest/doctest.h>

#include <array>

#include "packs/cospace/baselines.h"
#include "packs/cospace/tasks/rotation.h"
#include "tests/cospace/cospace_test_util.h"

using namespace mm::cospace;

TEST_CASE("ROT-Ang gold is the true step and only it explains the views") {
  int blind = 0, first = 0;
  std::array<int, 2> at{};
  for (int i = 0; i < test::kPopulation; ++i) {
    Item it = make_rot_ang(test::kSeed, i);
    REQUIRE(it.options.size() == 2);
    CHECK(it.stated == 0);
    CHECK_FALSE(to_json(it)["views"][0].contains("heading"));
    for (size_t k = 1; k < it.views.size(); ++k)
      CHECK(wrap_degrees(it.views[k].heading - it.views[k - 1].heading) == std::stoi(it.answer));
    CHECK(it.options[it.gold] == it.answer);
    CHECK(solve_rot_ang(it) == it.gold);
    // The stated premise holds: no kind but doors twice in the room.
    CHECK(it.unique_kinds);
    Scene s = test::scene_of(it);
    for (int o : s.room_objects()) CHECK(s.count_in_room(s.world.things[o].type) == 1);
    blind += ignore_overlap(it) == it.gold;
    first += first_option(it) == it.gold;
    ++at[it.gold];
  }
  MESSAGE("ignore-the-overlap right on " << blind << " of " << test::kPopulation << ", first option on " << first);
  CHECK(at[0] == at[1]);
  CHECK(blind * 100 >= 40 * test::kPopulation);
  CHECK(blind * 100 <= 60 * test::kPopulation);
}

TEST_CASE("exceptional_view reads the one-odd-view gap patterns") {
  CHECK(exceptional_view({15, 45, 45, 45}) == 0);
  CHECK(exceptional_view({45, 45, 45, 60}) == 4);
  CHECK(exceptional_view({30, 60, 45, 45}) == 1);
  CHECK(exceptional_view({45, 30, 60, 45}) == 2);
  CHECK(exceptional_view({30, 30, 15, 45}) == 3);
  CHECK(exceptional_view({45, 45, 45, 45}) == -1);
  CHECK(exceptional_view({30, 60, 30, 60}) == -1);
}

TEST_CASE("ROT-Dif gold is the view off the step and only it explains the views") {
  std::array<int, 5> at{};
  for (int i = 0; i < test::kPopulation; ++i) {
    Item it = make_rot_dif(test::kSeed, i);
    REQUIRE(it.views.size() == 5);
    CHECK(it.stated == 0);
    std::vector<int> gaps;
    for (size_t k = 1; k < it.views.size(); ++k)
      gaps.push_back(wrap_degrees(it.views[k].heading - it.views[k - 1].heading));
    CHECK(exceptional_view(gaps) + 1 == std::stoi(it.answer));
    CHECK(solve_rot_dif(it) == std::stoi(it.answer));
    ++at[std::stoi(it.answer) - 1];
  }
  for (int n : at) CHECK(n == test::kPopulation / 5);
}

TEST_CASE("rotation items are deterministic") {
  for (int i = 0; i < 10; ++i) {
    CHECK(to_json(make_rot_ang(test::kSeed, i)).dump() == to_json(make_rot_ang(test::kSeed, i)).dump());
    CHECK(to_json(make_rot_dif(test::kSeed, i)).dump() == to_json(make_rot_dif(test::kSeed, i)).dump());
  }
}
