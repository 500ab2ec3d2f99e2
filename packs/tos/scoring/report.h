// `mentalmap tos report`: the tables a paper prints for a Theory of Space
// release (docs/tos.md), from `score` results files and the release:
// each model's mean per task and condition (with the number of items and
// a 95 % interval), the score above each task's floor, and how the
// release's explorer gathered information (steps, cost, information gain
// per step, averaged over its logs).
#pragma once

#include <string>
#include <vector>

#include "base/error.h"
#include "base/json_util.h"

namespace mm::tos {

struct Report {
  std::string markdown;  // tables.md
  Json summary;          // summary.json
};

Result<Report> make_report(const std::string& release, const std::vector<std::string>& results);

}  // namespace mm::tos
