// Shared fixtures of the Theory of Space tests: the pack's kinds and the
// default-layout worlds of seed 7.
#pragma once

#include <doctest/doctest.h>

#include "packs/tos/world_gen.h"

namespace mm::tos::test {

inline const std::vector<Kind>& kinds() {
  static const std::vector<Kind> k = *load_kinds();
  return k;
}

inline World world(int index, Layout l = {}, uint64_t seed = 7) {
  auto w = generate_world(seed, l, index, kinds());
  REQUIRE_MESSAGE(w.ok(), (w.ok() ? "" : w.error().message));
  return *w;
}

}  // namespace mm::tos::test
