// Shared by the SPACE battery tests: how many items each population check
// generates, and the seed it uses.
#pragma once

#include <cstdint>
#include <set>
#include <string>

namespace mm::space::test {

inline constexpr uint64_t kSeed = 20240917;
inline constexpr int kPopulation = 300;  // the brief asks for at least 200 per task

/// Adds the slips a distractor kind names ("a" or, for two combined, "a+b") to `out`.
inline void add_slips(const std::string& kind, std::set<std::string>& out) {
  size_t plus = kind.find('+');
  out.insert(kind.substr(0, plus));
  if (plus != std::string::npos) out.insert(kind.substr(plus + 1));
}

}  // namespace mm::space::test
