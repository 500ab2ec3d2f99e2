// Option-only rules of the SPACE blind baselines (baselines.h): each reads
// a question's four options (their values, grids and English texts) and
// nothing of the stimulus, and scores every option; the baseline answers
// the best. A sound item leaves every rule at chance. These were the
// option-only test's rules (docs/space.md, "Option-only baselines"); the
// release's gate now runs them on every task.
#pragma once

#include <string>
#include <vector>

#include "packs/space/mcq/mcq_tasks.h"

namespace mm::space {

/// Scores per option (item order); `texts` are the options as printed in English.
using OptionScores = std::vector<double>;

/// Summed distance of each option to the other three (the task's distance,
/// else generic_distance): consensus answers the least, outlier the most.
OptionScores summed_distances(const McqQuestion& q, double (*distance)(const Json&, const Json&));
/// How many other options have each option's value multiset (numbers
/// sorted, or a grid's or text's characters sorted).
OptionScores shared_multisets(const McqQuestion& q);
/// How many different characters each option's printed text uses.
OptionScores distinct_symbols(const std::vector<std::string>& texts);
/// How many other options are each option's grid turned in the plane
/// (cropped first); every option 0 where the options are not grids.
OptionScores same_up_to_turns(const McqQuestion& q);
/// Each score negated.
OptionScores negated(OptionScores s);

}  // namespace mm::space
