// Distractors of a one-bin question (perspective taking, large-scale
// direction estimation) as the corners of a rectangle, as in every other
// SPACE task (docs/space.md, "Distractors"): the gold with a first slip,
// with the second slip "opposite" (the bin turned half a circle) and with
// both. The four options are then two opposite pairs, {gold, gold + 4} and
// {slip, slip + 4}: each option has its opposite among the others, and
// mirror images and neighbours pair up across the two pairs alike, so no
// option is special in the options alone (the slip-hub baseline).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "base/rng.h"
#include "packs/space/bin8.h"

namespace mm::space {

using BinSlip = std::pair<std::string, Bin8>;

/// The three distractors for `gold`, in a drawn order: the first slip drawn
/// among `first_slips` (kind, bin) whose bin is neither the gold nor its
/// opposite, the opposite ("opposite") and the first slip's opposite
/// ("<kind>+opposite"). A neighbour of the gold always qualifies, so the
/// caller lists both neighbours among its slips; throws std::logic_error
/// when none qualifies.
std::vector<BinSlip> bin_slip_distractors(Rng& rng, Bin8 gold, std::vector<BinSlip> first_slips);

}  // namespace mm::space
