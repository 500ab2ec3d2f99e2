// Distractors of a one-bin question (perspective taking, large-scale
// direction estimation) as the corners of a rectangle, as in every other
// SPACE task (docs/space.md, "Distractors"): the gold with a first slip,
// with the second slip "opposite" (the bin turned half a circle) and with
// both. The four options are then two opposite pairs, {gold, gold + 4} and
// {slip, slip + 4}: each option has its opposite among the others, and
// mirror images and neighbours pair up across the two pairs alike, so no
// option is special in the options alone (the slip-hub baseline). The
// first slip is a diagonal bin half the time and a straight one (front,
// right, back, left) otherwise, whatever the gold is, so the longer names
// of the diagonals tell nothing either.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "base/rng.h"
#include "packs/space/bin8.h"

namespace mm::space {

using BinSlip = std::pair<std::string, Bin8>;

/// The three distractors for `gold`, in a drawn order: a first slip, the
/// opposite ("opposite") and the first slip's opposite ("<kind>+opposite").
/// The first slip is drawn among the task's own slips (`task_slips`, e.g.
/// the page's up taken as the facing, left and right swapped) and the
/// generic ones (the two neighbours "neighbour", the two quarter turns
/// "quarter"), keeping those neither the gold nor its opposite and of the
/// drawn shape (diagonal or straight; a neighbour always has the other
/// shape than the gold, a quarter turn the same, so both shapes are always
/// there).
std::vector<BinSlip> bin_slip_distractors(Rng& rng, Bin8 gold, std::vector<BinSlip> task_slips);

}  // namespace mm::space
