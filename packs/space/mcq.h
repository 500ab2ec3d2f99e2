// The paper's multiple-choice protocol (SPACE, appendix A.4): each question
// is asked four times, the correct option moving through positions A to D,
// so a model that favours one letter scores exactly chance on that bias.
// Only the gold option moves; the distractors keep their order.
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "base/rng.h"

#include "packs/space/grid.h"

namespace mm::space {

/// One presentation of an item's four options.
struct Trial {
  int gold_position = 0;       ///< 0..3: where the gold option is shown (A..D)
  std::array<int, 4> order{};  ///< order[p] = the item's option index shown at position p
};

/// The four trials of an item whose gold option index is `gold` (0..3):
/// trial t shows the gold at position t and the three distractors, in the
/// item's option order, in the remaining positions top to bottom.
std::vector<Trial> mcq_trials(int gold);

/// The item's options in the order a trial shows them.
template <class T>
std::vector<T> arranged(const std::vector<T>& options, const Trial& trial) {
  std::vector<T> out;
  for (int idx : trial.order) out.push_back(options[static_cast<size_t>(idx)]);
  return out;
}

/// Draws where the gold stands among an item's options (its stored order)
/// and lays them out: the gold there, the distractors in their order in the
/// other places, each with its kind. Returns the gold's index.
template <class T>
int place_gold(Rng& rng, const std::string& gold_kind, const T& gold,
               const std::vector<std::pair<std::string, T>>& distractors, std::vector<T>& options,
               std::vector<std::string>& kinds) {
  int at = static_cast<int>(rng.below(kOptions));
  size_t next = 0;
  for (int i = 0; i < kOptions; ++i) {
    const auto& [kind, value] = i == at ? std::pair<std::string, T>{gold_kind, gold} : distractors[next++];
    options.push_back(value);
    kinds.push_back(kind);
  }
  return at;
}

/// "A".."D" for positions 0..3.
std::string_view position_letter(int position);

}  // namespace mm::space
