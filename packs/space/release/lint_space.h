// `mentalmap lint`'s checks of a condition's space.msg beyond what every
// template file gets (keys and arguments as English has them, syntax,
// plurals, English left in the text): the words answers are read in must
// read back, and every task's messages must render.
#pragma once

#include <string>
#include <vector>

namespace mm::space {

struct SpaceLintFinding {
  bool error = true;
  std::string where;    ///< "templates/de/space.msg"
  std::string message;
};

/// Nothing when the condition has no space.msg (lint's key check says so).
/// Errors: the four labels are not four different non-empty words once
/// normalised; an answer written with the answer phrase (space.answer), or a
/// label alone, does not read back as its own option; a sample question of
/// a task fails to render in a trial or regime.
std::vector<SpaceLintFinding> lint_space(const std::string& lang);

}  // namespace mm::space
