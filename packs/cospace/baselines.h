// Shortcut baselines over items (docs/cospace.md, "Validity"): answerers
// that skip the one step a task is about. The tests hold them to their
// bounds: counting every mention is wrong on at least 80 % of CNT items,
// and ignoring the overlap is at chance on ROT-Ang.
#pragma once

#include "packs/cospace/item.h"

namespace mm::cospace {

/// CNT without stitching: the number of mentions of the target kind summed
/// over the shown views.
int count_every_mention(const Item& item);

/// ROT-Ang without the overlap: uses the number of views and the options
/// only, taking the views to split the full turn evenly, and answers the
/// option (a step in degrees) nearest 360 / N; ties go to the first option.
/// Returns an option index.
int ignore_overlap(const Item& item);

/// Any MCQ answered by its first option: the position-bias baseline.
int first_option(const Item& item);

}  // namespace mm::cospace
