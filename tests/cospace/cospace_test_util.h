// Shared by the CoSpace tests: the seed and population of the brute-force
// checks, and the scene behind an item.
#pragma once

#include <doctest/doctest.h>

#include <string>

#include "packs/cospace/item.h"
#include "packs/cospace/scene.h"

namespace mm::cospace::test {

inline constexpr uint64_t kSeed = 20250611;
inline constexpr int kPopulation = 200;  // the brief asks for at least 200 panoramas per task

/// Regenerates an item's scene from its id "<stream>-<index>-<attempt>".
inline Scene scene_of(const Item& item) {
  const std::string& id = item.scene;
  size_t b = id.rfind('-'), a = id.rfind('-', b - 1);
  REQUIRE(a != std::string::npos);
  return generate_scene(item.seed, id.substr(0, a), std::stoi(id.substr(a + 1, b - a - 1)), std::stoi(id.substr(b + 1)));
}

}  // namespace mm::cospace::test
