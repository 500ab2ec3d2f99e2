// The Rotation tasks (paper section 3.2; docs/cospace.md). Their panoramas
// are partial (3 to 5 views, less than a full turn) and the prompt states
// no heading: a turning angle can be read only from what adjacent views
// share, never from a printed number or from the count of views. Their
// scenes are plain Theory of Space worlds, where every object kind occurs
// once, and the prompt says so (Item::unique_kinds): a kind mentioned in two
// views is one object, the cue a picture gives by the object's look.
// Without it, any larger angle is explained by calling the repeated
// mentions different objects, and the angle is rarely fixed.
//
// ROT-Ang: "What is the turning angle between adjacent views?": 3 or 4
// views turned clockwise by one step from kRotationSteps; two options, the
// step and another step of that list. Asked only when the views fit the
// gold step and refute the other.
//
// ROT-Dif: "Which view does not belong to the sequence?": five views whose
// headings follow one step s except one view j, turned by a further
// delta in {-30, -15, 15, 30} degrees (every gap between neighbours stays
// between 15 and 75 degrees, so neighbours still overlap). The answer is
// open: the 1-based number of view j. Asked only when every gap sequence
// (multiples of 15 from 15 to 75) that explains the views singles out j.
#pragma once

#include <cstdint>
#include <vector>

#include "packs/cospace/item.h"

namespace mm::cospace {

/// ROT-Ang item `index` of `seed`: the gold at position index mod 2, and
/// the larger of the two steps in every other pair of items, so position
/// and size say nothing.
Item make_rot_ang(uint64_t seed, int index);
/// Brute force from the views' bins alone (headings unread): the only
/// option whose step explains the views, or -1.
int solve_rot_ang(const Item& item);

/// ROT-Dif item `index` of `seed`; the exceptional view is view index mod 5 + 1.
Item make_rot_dif(uint64_t seed, int index);
/// The exceptional view (0-based) of a sequence of four gaps, or -1 when
/// the gaps are not "one step everywhere except around one view".
int exceptional_view(const std::vector<int>& gaps);
/// Brute force from the views' bins alone: tries every gap sequence and
/// returns the 1-based view all explaining sequences single out, or 0 (also
/// when one step for every gap explains the views).
int solve_rot_dif(const Item& item);

}  // namespace mm::cospace
