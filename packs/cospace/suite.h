// The seven tasks behind one interface, their prompts per question, and
// the paper's consistency metrics over graded prompts (docs/cospace.md,
// "Consistency"): ACC_q and ACC_p for Direction and Counting (sections
// 4.1, 5.2) and PLA-Dec accuracy conditional on PLA-QA (section 5.2).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "packs/cospace/item.h"

namespace mm::cospace {

/// The original item `index` of task `t` (a planning task gives its half of the pair).
Item make_item(Task t, uint64_t seed, int index);
/// The task's brute-force checker from the shown views, as an answer key
/// (comparable to Item::answer); "" when the views do not settle it.
std::string solve(const Item& item);

/// Direction and Counting are asked twice (section 4.1).
bool paired_task(Task t);
/// Direction, Counting and Planning have a disrupted-order prompt (section 5.1).
bool disrupted_task(Task t);
/// Every prompt of question `index`: the original, its rotated twin when
/// paired_task, and its disrupted diagnostic when disrupted_task.
std::vector<Item> prompts(Task t, uint64_t seed, int index);

struct Graded {
  const Item* item = nullptr;
  bool correct = false;
};

struct PairMetrics {
  int questions = 0;  ///< pairs with both an original and a rotated prompt
  double acc_q = 0;   ///< mean correctness over those prompts
  double acc_p = 0;   ///< share of pairs with both prompts correct
};
/// ACC_q and ACC_p over the original and rotated prompts of `graded`,
/// grouped by Item::pair; disrupted prompts are ignored.
PairMetrics pair_metrics(const std::vector<Graded>& graded);

struct Conditional {
  int given = 0;       ///< pairs whose PLA-QA is correct
  double accuracy = 0; ///< share of those whose PLA-Dec is correct too
};
/// PLA-Dec given PLA-QA over one condition's prompts (original or disrupted).
Conditional conditional_accuracy(const std::vector<Graded>& graded, Condition condition);

}  // namespace mm::cospace
