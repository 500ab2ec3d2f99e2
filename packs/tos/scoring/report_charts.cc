#include "packs/tos/scoring/report_charts.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <optional>

#include <fmt/format.h>

#include "validators/reporting/report_svg.h"

namespace mm::tos {
namespace {

using report::Series;

std::optional<double> pct_of(const Mean& m) { return m.n ? std::optional<double>(100 * m.mean()) : std::nullopt; }

using ByTask = std::map<std::string, std::map<std::string, Mean>>;  // task -> condition -> cell

// A task's score in a condition ("all": pooled), none where it has none.
std::optional<double> cell_pct(const ByTask& by_task, const std::string& task, const std::string& condition) {
  auto t = by_task.find(task);
  if (t == by_task.end()) return std::nullopt;
  auto c = t->second.find(condition);
  return c == t->second.end() ? std::nullopt : pct_of(c->second);
}

// Step numbers as x labels, every fifth written (and the first).
std::vector<std::string> step_names(size_t first, size_t last) {
  std::vector<std::string> out;
  for (size_t k = first; k <= last; ++k) out.push_back(k == first || k % 5 == 0 ? std::to_string(k) : std::string());
  return out;
}

// A name fit for a file: letters, digits, '.', '-' and '_' kept, the rest '_'.
std::string file_safe(const std::string& s) {
  std::string out = s;
  for (char& c : out)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '.' && c != '-' && c != '_') c = '_';
  return out;
}

std::optional<Chart> gain_chart(const Exploration& e, const std::string& explorer, const std::vector<Active>& active) {
  size_t steps = e.gain.size();
  for (const Active& a : active) steps = std::max(steps, a.gain_curve.size());
  if (steps == 0) return std::nullopt;
  std::vector<Series> series;
  auto curve = [&](const std::vector<Mean>& c) {
    std::vector<std::optional<double>> v;
    for (const Mean& m : c) v.push_back(pct_of(m));
    return v;
  };
  if (!e.gain.empty()) series.push_back({explorer + " (release)", report::palette_colour(0), false, curve(e.gain)});
  for (size_t i = 0; i < active.size(); ++i)
    if (!active[i].gain_curve.empty())
      series.push_back({active[i].name, report::palette_colour(i + 1), true, curve(active[i].gain_curve)});
  Chart c{"information_gain.svg", "Information gain over steps", {}};
  c.svg = report::line_chart(c.title, "step", "information gain (%)", step_names(1, steps), series);
  return c;
}

std::optional<Chart> correctness_chart(const std::vector<Active>& active) {
  int last = -1;
  for (const Active& a : active)
    if (!a.map_correctness.empty()) last = std::max(last, a.map_correctness.rbegin()->first);
  if (last < 0) return std::nullopt;
  std::vector<Series> series;
  for (size_t i = 0; i < active.size(); ++i) {
    if (active[i].map_correctness.empty()) continue;
    std::vector<std::optional<double>> v(static_cast<size_t>(last) + 1);
    for (const auto& [step, m] : active[i].map_correctness)
      if (step >= 0) v[static_cast<size_t>(step)] = pct_of(m);
    series.push_back({active[i].name, report::palette_colour(i + 1), false, v});
  }
  Chart c{"map_correctness.svg", "Cognitive-map correctness over steps", {}};
  c.svg = report::line_chart(c.title, "steps taken before the probe", "global map correctness (%)",
                             step_names(0, static_cast<size_t>(last)), series);
  return c;
}

Chart passive_active_chart(const Cells& cells, const std::vector<Active>& active, const std::vector<std::string>& tasks) {
  std::vector<std::string> rows;
  std::vector<std::vector<std::optional<double>>> values;
  for (const auto& [model, regimes] : cells)
    for (const auto& [regime, by_task] : regimes) {
      rows.push_back(model + " passive (" + regime + ")");
      std::vector<std::optional<double>> row;
      for (const std::string& t : tasks) row.push_back(cell_pct(by_task, t, "all"));
      values.push_back(row);
    }
  for (const Active& a : active) {
    rows.push_back(a.name + " active");
    std::vector<std::optional<double>> row;
    for (const std::string& t : tasks) {
      auto it = a.tasks.find(t);
      row.push_back(it == a.tasks.end() ? std::nullopt : pct_of(it->second));
    }
    values.push_back(row);
  }
  Chart c{"passive_active.svg", "Passive against active, by task (%)", {}};
  c.svg = report::heatmap(c.title, rows, tasks, values);
  return c;
}

Chart conditions_chart(const std::string& model, const std::string& regime, const ByTask& by_task,
                       const std::vector<std::string>& tasks, const std::vector<std::string>& conditions) {
  std::vector<std::string> rows;
  std::vector<std::vector<std::optional<double>>> values;
  for (const std::string& l : conditions) {
    if (!cell_pct(by_task, "all", l)) continue;  // a condition this model did not answer
    rows.push_back(l);
    std::vector<std::optional<double>> row;
    for (const std::string& t : tasks) row.push_back(cell_pct(by_task, t, l));
    values.push_back(row);
  }
  Chart c{file_safe("tasks_" + model + "_" + regime) + ".svg", fmt::format("{} ({}): task by condition (%)", model, regime),
          {}};
  c.svg = report::heatmap(c.title, rows, tasks, values);
  return c;
}

}  // namespace

std::vector<Chart> report_charts(const Cells& cells, const Exploration& explorer, const std::string& explorer_name,
                                 const std::vector<Active>& active, const std::vector<std::string>& tasks,
                                 const std::vector<std::string>& conditions) {
  std::vector<Chart> out;
  if (auto c = gain_chart(explorer, explorer_name, active)) out.push_back(std::move(*c));
  if (auto c = correctness_chart(active)) out.push_back(std::move(*c));
  std::vector<std::string> columns = tasks;
  columns.push_back("all");
  if (!active.empty()) out.push_back(passive_active_chart(cells, active, columns));
  for (const auto& [model, regimes] : cells)
    for (const auto& [regime, by_task] : regimes)
      out.push_back(conditions_chart(model, regime, by_task, columns, conditions));
  for (Chart& c : out) c.svg = report::standalone_svg(c.svg);
  return out;
}

}  // namespace mm::tos
