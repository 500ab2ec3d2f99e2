// Shared by the environment tests: the seed, how many house environments a
// population check covers, and the index of the k-th house environment.
#pragma once

#include <cstdint>

#include "tests/space/space_test_util.h"

namespace mm::space::test {

inline constexpr int kHouses = 200;  // the brief asks for at least 200 house items per task

/// Index of the k-th house environment (house_environment: index % 4 == 3).
inline constexpr uint64_t house_index(int k) { return 4 * static_cast<uint64_t>(k) + 3; }

}  // namespace mm::space::test
