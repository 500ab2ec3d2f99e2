#include "packs/space/mcq.h"

#include <stdexcept>

namespace mm::space {

std::vector<Trial> mcq_trials(int gold) {
  if (gold < 0 || gold >= kOptions) throw std::invalid_argument("mcq_trials: gold index out of range");
  std::vector<int> distractors;
  for (int i = 0; i < kOptions; ++i)
    if (i != gold) distractors.push_back(i);
  std::vector<Trial> trials;
  for (int t = 0; t < kOptions; ++t) {
    Trial trial;
    trial.gold_position = t;
    size_t next = 0;
    for (int p = 0; p < kOptions; ++p) trial.order[p] = p == t ? gold : distractors[next++];
    trials.push_back(trial);
  }
  return trials;
}

std::string_view position_letter(int position) {
  static constexpr std::string_view kLetters[] = {"A", "B", "C", "D"};
  if (position < 0 || position >= kOptions) throw std::invalid_argument("position_letter: out of range");
  return kLetters[position];
}

}  // namespace mm::space
