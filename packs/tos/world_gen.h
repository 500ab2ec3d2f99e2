// Seeded generation of Theory of Space worlds: rooms placed one by one
// beside an existing room (so the doors form a tree), objects of distinct
// kinds on distinct floor cells, a start cell and heading, then the whole
// world turned and shifted into the task frame (start at (0, 0) facing N).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "base/error.h"
#include "packs/tos/world.h"

namespace mm::tos {

struct Kind {
  std::string type;
  bool facing = false;
};

/// The kinds of packs/tos/data/kinds.json (embedded; --resources overrides).
Result<std::vector<Kind>> load_kinds();

/// Checks a layout before any work: at least 1 room, rooms 3..10 cells a
/// side, 1..8 objects per room, and no more objects than kinds.
Status check_layout(const Layout& layout, size_t kinds);

/// World `index` of a seed: the same (seed, layout, index) always gives the
/// same world. The id is "tos-<index>" (the paper's evaluation instances
/// 0-99 are indices 0-99).
Result<World> generate_world(uint64_t seed, const Layout& layout, int index,
                             const std::vector<Kind>& kinds);

}  // namespace mm::tos
