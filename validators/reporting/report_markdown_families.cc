// tables.md, per family: every model's pass rate with its 95 % Wilson
// interval, and beside them the blind baselines of the release (when their
// results, from `mentalmap baselines`, are among the inputs): the best of
// them and the random guess. Then the L5 change metrics.
#include <fmt/format.h>

#include <map>
#include <set>

#include "validators/reporting/report_format.h"
#include "validators/reporting/report_markdown.h"

namespace mm::report {
namespace {

using Table = std::vector<std::vector<std::string>>;

std::string pass_ci(const FamilyRow& f) {
  return fmt::format("{:.1f} [{:.1f}, {:.1f}]", 100.0 * double(f.pass) / double(std::max<int64_t>(1, f.n)),
                     100 * f.pass_ci.lo, 100 * f.pass_ci.hi);
}

}  // namespace

std::string families_markdown(const Report& r) {
  std::vector<std::string> models;
  std::set<std::string> seen;
  bool baselines = false;
  for (const auto& f : r.families) {
    if (is_baseline_model(f.model)) baselines = true;
    else if (seen.insert(f.model).second) models.push_back(f.model);
  }
  std::sort(models.begin(), models.end());
  // family -> model -> row, in level order.
  std::vector<std::pair<int, std::string>> order;
  std::map<std::string, std::map<std::string, const FamilyRow*>> by;
  for (const auto& f : r.families) {
    if (!by.count(f.family)) order.emplace_back(f.level, f.family);
    by[f.family][f.model] = &f;
  }
  const bool chance = !r.chance.empty();
  std::vector<std::string> header{"Level", "Family"};
  if (chance) header.push_back("Chance");
  for (const auto& m : models) header.push_back(m);
  if (baselines) header.insert(header.end(), {"Best blind baseline", "Random"});
  Table rows;
  for (const auto& [level, family] : order) {
    std::vector<std::string> row{level < 0 ? "diag." : fmt::format("L{}", level), family};
    if (chance) row.push_back(r.chance.count(family) ? pct(r.chance.at(family)) : "n/a");
    const auto& per = by[family];
    for (const auto& m : models) row.push_back(per.count(m) ? pass_ci(*per.at(m)) : "n/a");
    if (baselines) {
      const FamilyRow* best = nullptr;
      for (const auto& [m, f] : per)
        if (is_baseline_model(m) && (!best || f->pass * best->n > best->pass * f->n)) best = f;
      auto random = per.find(std::string(kBaselinePrefix) + "random");
      row.push_back(best ? fmt::format("{:.1f} ({})", 100.0 * double(best->pass) / double(best->n),
                                       best->model.substr(std::string(kBaselinePrefix).size()))
                         : "n/a");
      row.push_back(random != per.end() ? pct(double(random->second->pass) / double(random->second->n)) : "n/a");
    }
    rows.push_back(std::move(row));
  }
  std::string intro =
      "Pass rate per family over every condition, mode and regime, with its 95 % Wilson interval.";
  if (chance)
    intro += " Chance: the pass rate of a uniform guess over each item's answer space, from the release's "
             "baselines.json.";
  if (baselines)
    intro += " Beside the models, the release's blind baselines (answers given without reasoning, scored by the "
             "same scorer: docs/baselines.md): the best of them and the random guess.";
  return "## Per family\n\n" + intro + "\n\n" + md_table(header, rows);
}

std::string l5_scores_markdown(const Report& r) {
  Table rows;
  for (const auto& f : r.families)
    if (f.score_ci && !is_baseline_model(f.model))
      rows.push_back({f.model, f.family, std::to_string(f.n),
                      fmt::format("{:.1f} [{:.1f}, {:.1f}]", 100 * f.score_mean, 100 * f.score_ci->lo,
                                  100 * f.score_ci->hi)});
  if (rows.empty()) return "";
  return "## L5 mean scores\n\nThe L5 composite score (partial credit, docs/metrics.md §6) per family, with its "
         "95 % percentile bootstrap interval (2,000 resamples of the items).\n\n" +
         md_table({"Model", "Family", "n", "Mean score [95 % CI]"}, rows);
}

std::string change_markdown(const Report& r) {
  Table rows;
  for (const auto& f : r.families)
    if (f.change_pass)
      rows.push_back({f.model, f.family, std::to_string(f.n), pct(double(f.pass) / double(f.n)), pct(f.change_pass),
                      pct(f.delta_f1)});
  if (rows.empty()) return "";
  return "## L5 changes: strict pass vs change pass\n\nThe paper's strict pass can be met by copying the "
         "described (or actual) graph; change pass also needs every changed edge right, delta F1 scores the "
         "changed edges alone (docs/metrics.md).\n\n" +
         md_table({"Model", "Family", "n", "Strict pass", "Change pass", "Delta F1"}, rows);
}

}  // namespace mm::report
