// Shared by the CoSpace tests: the seed and population of the brute-force
// checks, and the scene behind an item (grid world or house room).
#pragma once

#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "packs/cospace/item.h"
#include "packs/cospace/house_scene.h"
#include "packs/cospace/scene.h"

namespace mm::cospace::test {

inline constexpr uint64_t kSeed = 20250611;
inline constexpr int kPopulation = 200;  // the brief asks for at least 200 panoramas per task

/// Regenerates an item's scene from its id (a grid world or a house room).
inline Scene scene_of(const Item& item) {
  Scene s = scene_from_id(item.seed, item.scene);
  REQUIRE(s.id == item.scene);
  REQUIRE(s.source == item.source);
  return s;
}

/// How many of the first kPopulation questions of a full-circle task stand in a house room.
inline int house_questions() {
  int n = 0;
  for (int i = 0; i < kPopulation; ++i) n += house_question(i);
  return n;
}

}  // namespace mm::cospace::test
