#include "packs/space/scoring/report.h"

#include <fmt/format.h>

#include "base/file_io.h"
#include "packs/common/reading/release_files.h"
#include "packs/space/mcq/mcq_tasks.h"
#include "packs/space/scoring/tally.h"

namespace mm::space {
namespace {

std::string percent(double x) { return fmt::format("{:.1f}", 100 * x); }

// One table: a row per task in the table's order, then the average.
std::string task_table(const std::map<std::string, TallyCell>& tasks) {
  std::string out =
      "| task | ability | questions | strict % | mean % | chance % |\n| --- | --- | ---: | ---: | ---: | ---: |\n";
  double strict = 0, mean = 0;
  size_t n = 0;
  for (const McqTask& t : mcq_tasks()) {
    auto c = tasks.find(t.name);
    if (c == tasks.end()) continue;
    out += fmt::format("| {} | {} | {} | {} | {} | {} |\n", t.name, t.group, c->second.questions,
                       percent(c->second.strict_score()), percent(c->second.mean()), percent(kChanceMean));
    strict += c->second.strict_score();
    mean += c->second.mean();
    ++n;
  }
  for (const auto& [name, c] : tasks)
    if (!find_mcq_task(name)) out += fmt::format("| {} | ? | {} | {} | {} | {} |\n", name, c.questions,
                                                 percent(c.strict_score()), percent(c.mean()), percent(kChanceMean));
  if (n)
    out += fmt::format("| average | {} tasks | | {} | {} | {} |\n", n, percent(strict / n), percent(mean / n),
                       percent(kChanceMean));
  return out;
}

}  // namespace

bool is_space_results(const std::string& path) {
  auto text = read_file(path);
  if (!text) return false;
  auto j = Json::parse(text->substr(0, text->find('\n')), nullptr, false);
  return j.is_object() && j.value("pack", "") == "space";
}

Result<SpaceReport> make_space_report(const std::vector<std::string>& results) {
  Tally tally;
  for (const std::string& f : results)
    if (Status st = pack::each_json_line(f, [&](const Json& j, const std::string& where) { return tally.add(j, where); });
        !st)
      return st.error();
  Cells cells = tally.cells();
  SpaceReport r;
  r.summary = {{"format", "mentalmap-space-report"}, {"results", results}, {"cells", tally_json(cells)}};
  r.markdown = "# SPACE results\n\nStrict: a question is right when all four of its trials are (the gold in "
               "position A, B, C and D in turn; chance 1/256). Mean: the share of trials right (chance 25 %). "
               "Unanswered trials count as wrong. Tasks in the order of the paper's Table 2.\n";
  for (const auto& [model, regimes] : cells)
    for (const auto& [regime, conds] : regimes)
      for (const auto& [cond, tasks] : conds)
        r.markdown += fmt::format("\n## {} — {}, {}\n\n{}", model, cond, regime, task_table(tasks));
  return r;
}

}  // namespace mm::space
