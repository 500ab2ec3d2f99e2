// Scoring a Theory of Space answer as the paper does (section 3.3, D5):
//   relation (direction, persp.take, act2view, loc2view): 0.5 for the
//     direction bin, 0.5 for the distance bin;
//   perc.dec: the object's name;  ment.rot: the four names in order;
//   view2act: correct when carrying out the answer's actions from the stated
//     pose (each Goto to a thing then in view) shows the target in the
//     asked bins: any such sequence is right;
//   alloc.map: (K/N) * exp(-RMSE / L) over the named objects, L the RMS
//     distance of the world's objects from the origin; facing accuracy beside;
//   view2loc: exp(-error / L), the heading beside.
// Answers are read from raw model text: the last line that holds an answer
// of the task's kind, JSON anywhere for maps and poses, bin names in the
// pack's canonical English spelling (other languages come through the
// lexicons: docs/tos.md).
#pragma once

#include <string>
#include <string_view>

#include "base/json_util.h"
#include "packs/tos/tasks.h"

namespace mm::tos {

struct Score {
  double score = 0;
  bool parsed = false;   // an answer of the task's kind was found
  Json answer;           // what was read, in the gold's shape
  Json details;          // direction/distance parts, K/N and RMSE, facing accuracy, ...
};

Score score_answer(const World& w, const Question& q, std::string_view output);

/// The gold of a question written as a careful model would write it (the
/// oracle of the tests and the baselines).
std::string gold_text(const Question& q);

}  // namespace mm::tos
