// The Direction tasks (paper section 3.2; docs/cospace.md). Both use a
// full-circle panorama with every view's heading stated.
//
// DIR-Rec: "Where is the <kind>?": the compass direction (one of the eight
// 45-degree bins of tos::Allo, N = [-22.5, 22.5)) of the one object of that
// kind around the standpoint. Four options: the gold and three other
// directions. Asked only when the views alone fix the bin.
//
// DIR-Obj: "What is visible in the <intercardinal> direction?": four object
// kinds, exactly one with an object in that 45-degree bin; the three
// distractors have none there, some seen elsewhere in the room and at least
// one absent from the room. Asked only when the views alone settle every
// option.
#pragma once

#include <cstdint>
#include <string>

#include "packs/cospace/item.h"

namespace mm::cospace {

/// DIR-Rec item `index` of `seed`; gold at position index mod 4.
Item make_dir_rec(uint64_t seed, int index);
/// Brute force from the shown views (stitching, no world): the direction
/// key of the target, or "" when the views do not fix one bin.
std::string solve_dir_rec(const Item& item);

/// DIR-Obj item `index` of `seed`; gold at position index mod 4.
Item make_dir_obj(uint64_t seed, int index);
/// Brute force from the shown views: the only option surely in the asked
/// direction when no other option may be there, else -1.
int solve_dir_obj(const Item& item);

}  // namespace mm::cospace
