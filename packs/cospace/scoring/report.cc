#include "packs/cospace/scoring/report.h"

#include <fmt/format.h>

#include "packs/common/reading/release_files.h"
#include "packs/cospace/item.h"
#include "packs/cospace/scoring/metrics.h"

namespace mm::cospace {
namespace {

// Chance on a task: one option in the number offered, one view in five;
// CNT has no fixed chance (shown as "-").
std::string chance(Task t) {
  switch (t) {
    case Task::RotAng: return "50.0";
    case Task::RotDif: return "20.0";
    case Task::Cnt: return "-";
    default: return "25.0";
  }
}

std::string pct(double v) { return fmt::format("{:.1f}", 100 * v); }

}  // namespace

Result<CospaceReport> make_cospace_report(const std::vector<std::string>& results) {
  Metrics m;
  for (const std::string& f : results)
    if (Status st = pack::each_json_line(f, [&](const Json& j, const std::string& where) { return m.add(j, where); }); !st)
      return st.error();
  Cells cells = m.cells();
  CospaceReport r;
  r.summary = {{"format", "mentalmap.cospace-report"}, {"cells", metrics_json(cells)}};
  std::string& md = r.markdown;
  md = "# CoSpace results\n\nAccuracy on the original prompts; ACC_q (mean over the two prompts of a consistency "
       "pair) and ACC_p (both right) for Direction and Counting; the disrupted order (views shuffled) as a "
       "diagnostic; percentages (docs/cospace.md).\n";
  for (const auto& [model, regimes] : cells)
    for (const auto& [regime, conds] : regimes)
      for (const auto& [cond, cell] : conds) {
        md += fmt::format("\n## {} · {} · {}\n\n| task | questions | accuracy | chance | ACC_q | ACC_p | gap | disrupted |\n"
                          "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n",
                          model, regime, cond);
        for (Task t : kTasks) {
          auto it = cell.tasks.find(std::string(task_name(t)));
          if (it == cell.tasks.end()) continue;
          const TaskCell& c = it->second;
          md += fmt::format("| {} | {} | {} | {} | {} | {} | {} | {} |\n", it->first, c.questions, pct(c.accuracy()),
                            chance(t), c.pairs ? pct(c.acc_q()) : "-", c.pairs ? pct(c.acc_p()) : "-",
                            c.pairs ? pct(c.acc_q() - c.acc_p()) : "-", c.disrupted ? pct(c.disrupted_accuracy()) : "-");
        }
        for (const auto& [order, c] : cell.conditional)
          md += fmt::format("\nPLA-Dec given PLA-QA ({} order): {} % of {} targets.\n", order, pct(c.accuracy()), c.given);
      }
  return r;
}

}  // namespace mm::cospace
