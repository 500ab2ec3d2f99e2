// Shared by the SPACE battery tests: how many items each population check
// generates, and the seed it uses.
#pragma once

#include <cstdint>

namespace mm::space::test {

inline constexpr uint64_t kSeed = 20240917;
inline constexpr int kPopulation = 300;  // the brief asks for at least 200 per task

}  // namespace mm::space::test
