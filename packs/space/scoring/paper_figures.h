// The SPACE paper's task tables as the report prints them (docs/space.md,
// "Report"): every task in the order of the paper's Table 1 (large scale,
// DM text) and Table 2 (small scale, text only), what it is measured by,
// chance, and the human figure the paper reports where it gives one (the
// multiple-choice tasks only: the paper ran no human on the interactive
// ones).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mm::space {

enum class Measure {
  Mean,     ///< multiple choice: the share of trials right (strict beside it)
  Spl,      ///< route retracing, shortcut discovery: success weighted by path length
  Success,  ///< MCT, CSWM: the share of episodes won
};

struct PaperTask {
  std::string name;   ///< the task's name in the release ("direction", "mrt", "route", ...)
  std::string label;  ///< the paper's column ("Direction estimation", "MRT", ...)
  std::string scale;  ///< "large" or "small"
  Measure measure = Measure::Mean;
  double chance = 0;                ///< percent (SPL x 100 for Spl)
  std::optional<double> human;      ///< percent, where the paper gives it
};

/// Every task, the large scale first (Table 1 order), then the small
/// scale (Table 2 order).
const std::vector<PaperTask>& paper_tasks();
const PaperTask* find_paper_task(std::string_view name);

}  // namespace mm::space
