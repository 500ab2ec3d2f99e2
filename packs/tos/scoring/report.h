// `mentalmap tos report`: the tables a paper prints for a Theory of Space
// release (docs/tos.md), from `score` results files and the release:
// each model's mean per task and condition (with the number of items and
// a 95 % interval), the score above each task's floor, and how the
// release's explorer gathered information (steps, cost, information gain
// per step, averaged over its logs). With the results of active episodes
// (`tos score` of `tos play --questions` logs), a table sets each task's
// passive mean beside its active mean, as the paper's passive-active gap.
// Charts (SVG): information gain and map correctness over steps, passive
// against active, and each model's tasks by condition.
#pragma once

#include <string>
#include <vector>

#include "base/error.h"
#include "base/json_util.h"
#include "packs/tos/scoring/report_charts.h"

namespace mm::tos {

struct Report {
  std::string markdown;  // tables.md
  Json summary;          // summary.json
  std::vector<Chart> charts;  // charts/<file>, each shown in tables.md
};

/// `active`: results files of `mentalmap tos score` (one line per episode),
/// each file one agent, named by the file's stem.
Result<Report> make_report(const std::string& release, const std::vector<std::string>& results,
                           const std::vector<std::string>& active = {});

}  // namespace mm::tos
