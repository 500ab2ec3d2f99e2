// How one answer was found, read and scored, step by step: what a user
// needs when a score looks wrong (`mentalmap explain`). The steps are the
// scorer's own (parse_output, evaluate), not a re-implementation.
#pragma once

#include <string>

#include "base/error.h"
#include "validators/reading/release_input.h"

namespace mm::score {

/// The item `id` of `release`, answered by `output`, explained as plain
/// text (one step per paragraph). Error: the id is not in the release.
Result<std::string> explain_answer(const Release& release, const std::string& id, const std::string& output);

}  // namespace mm::score
