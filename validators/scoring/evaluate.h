// Evaluators: one per key of the task catalogue (generator/tasks/registry.cc).
// Each compares a parsed answer with the gold in canonical terms and gives
// a binary `correct` (after normalisation), a score in [0, 1] (partial
// credit where the metric has one, else equal to correct) and named
// components (precision/recall/F1, the L5 sub-metrics, diagnostics).
// docs/metrics.md defines every evaluator with worked examples.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "base/json_util.h"
#include "validators/reading/gold.h"
#include "validators/reading/parse.h"

namespace mm::score {

struct Score {
  bool correct = false;
  double score = 0;
  OJson components = OJson::object();
};

/// Every evaluator key this scorer implements, sorted.
const std::vector<std::string>& evaluator_keys();
bool known_evaluator(std::string_view key);

/// Scores `p` against `g`. A parse that is not Ok scores 0 with the
/// evaluator's components zeroed (so results aggregate uniformly).
Score evaluate(const GoldItem& g, const Parsed& p);

}  // namespace mm::score
