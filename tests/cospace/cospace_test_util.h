// Shared by the CoSpace tests: the seed and population of the brute-force
// checks, and the scene behind an item.
#pragma once

#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "packs/cospace/item.h"
#include "packs/cospace/scene.h"

namespace mm::cospace::test {

inline constexpr uint64_t kSeed = 20250611;
inline constexpr int kPopulation = 200;  // the brief asks for at least 200 panoramas per task

/// Regenerates an item's scene from its id "<stream>:<index>:<attempt>:<extra>".
inline Scene scene_of(const Item& item) {
  std::vector<std::string> parts;
  std::string rest = item.scene;
  for (size_t at = rest.find(':'); at != std::string::npos; at = rest.find(':')) {
    parts.push_back(rest.substr(0, at));
    rest = rest.substr(at + 1);
  }
  parts.push_back(rest);
  REQUIRE(parts.size() == 4);
  return generate_scene(item.seed, parts[0], std::stoi(parts[1]), std::stoi(parts[2]), std::stoi(parts[3]));
}

}  // namespace mm::cospace::test
