// CNT (paper section 3.2; docs/cospace.md): "How many <kind>s are there
// around you?" over a full-circle panorama with every heading stated. The
// answer is open (a whole number): the objects of that kind in the
// standpoint's room, each counted once although overlapping views mention
// most of them twice. Views never mark a mention as seen before. Asked only
// when the views alone fix the count (every stitching gives it).
#pragma once

#include <cstdint>

#include "packs/cospace/item.h"

namespace mm::cospace {

/// CNT item `index` of `seed`. Three in four ask about a kind with two or
/// more objects in the room when there is one.
Item make_cnt(uint64_t seed, int index);
/// Brute force from the shown views: the count every stitching gives, or
/// -1 when stitchings disagree.
int solve_cnt(const Item& item);

}  // namespace mm::cospace
