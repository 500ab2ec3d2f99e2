#include "packs/tos/scoring/report.h"

#include <cmath>
#include <filesystem>
#include <map>
#include <set>

#include <fmt/format.h>

#include "base/file_io.h"
#include "packs/common/reading/release_files.h"
#include "packs/tos/scoring/report_charts.h"
#include "packs/tos/scoring/report_data.h"
#include "packs/tos/probes.h"
#include "packs/tos/tasks.h"

namespace mm::tos {
namespace {

Result<Cells> read_results(const std::vector<std::string>& files) {
  Cells cells;
  for (const std::string& f : files) {
    Status st = pack::each_json_line(f, [&](const Json& j, const std::string& where) -> Status {
      for (const char* k : {"model", "task", "language", "regime"})
        if (!j.contains(k) || !j[k].is_string())
          return Error{fmt::format("{}: /{}: expected a string (a results line of `mentalmap score` on a Theory of "
                                   "Space release)",
                                   where, k)};
      if (!j.contains("score") || !j["score"].is_number()) return Error{fmt::format("{}: /score: expected a number", where)};
      double x = j["score"].get<double>();
      auto& by_task = cells[j["model"].get<std::string>()][j["regime"].get<std::string>()];
      by_task[j["task"].get<std::string>()][j["language"].get<std::string>()].add(x);
      by_task[j["task"].get<std::string>()]["all"].add(x);
      by_task["all"][j["language"].get<std::string>()].add(x);
      by_task["all"]["all"].add(x);
      return {};
    });
    if (!st) return st.error();
  }
  return cells;
}

// Mean curve by step over curves of different lengths, a finished curve
// carrying its last value.
std::vector<Mean> mean_curve(const std::vector<std::vector<double>>& curves) {
  size_t longest = 0;
  for (const auto& c : curves) longest = std::max(longest, c.size());
  std::vector<Mean> out(longest);
  for (const auto& c : curves)
    for (size_t k = 0; k < longest; ++k) out[k].add(c[std::min(k, c.size() - 1)]);
  return out;
}

Result<Exploration> read_logs(const std::string& dir) {
  Exploration e;
  std::vector<std::string> logs;
  std::error_code ec;
  for (const auto& f : std::filesystem::directory_iterator(dir + "/worlds", ec))
    if (f.path().string().ends_with(".log.jsonl")) logs.push_back(f.path().string());
  std::sort(logs.begin(), logs.end());
  std::vector<std::vector<double>> curves;
  for (const std::string& path : logs) {
    std::vector<double> curve;
    double cost = 0;
    // The world's objects, to tell when the log has seen them all.
    std::set<std::string> unseen;
    std::string world = path.substr(0, path.size() - std::string(".log.jsonl").size()) + ".json";
    if (auto text = read_file(world))
      if (Json w = Json::parse(*text, nullptr, false); !w.is_discarded() && w.contains("objects"))
        for (const Json& o : w["objects"])
          if (o.contains("name") && o["name"].is_string()) unseen.insert(o["name"].get<std::string>());
    bool covered = unseen.empty();
    Status st = pack::each_json_line(path, [&](const Json& j, const std::string&) -> Status {
      curve.push_back(j.value("information_gain", 0.0));
      cost = j.value("cost", 0.0);
      if (j.contains("observation") && j["observation"].is_object()) {
        const Json& o = j["observation"];
        if (o.contains("here") && o["here"].is_string()) unseen.erase(o["here"].get<std::string>());
        if (o.contains("seen") && o["seen"].is_array())
          for (const Json& s : o["seen"])
            if (s.contains("name") && s["name"].is_string()) unseen.erase(s["name"].get<std::string>());
      }
      if (!covered && unseen.empty()) covered = true, e.coverage.add(static_cast<double>(curve.size()));
      return {};
    });
    if (!st) return st.error();
    if (curve.empty()) continue;
    e.steps.add(static_cast<double>(curve.size()));
    e.cost.add(cost);
    e.final_gain.add(curve.back());
    curves.push_back(std::move(curve));
  }
  e.gain = mean_curve(curves);
  return e;
}

std::string pct(const Mean& c) { return c.n ? fmt::format("{:.1f}", 100 * c.mean()) : std::string("–"); }

// An episode's curves (score_log): information gain after each step, and
// each global map probe's correctness by the steps taken before it.
Status read_curves(const Json& j, const std::string& where, std::vector<std::vector<double>>& curves,
                   std::map<int, Mean>& maps) {
  if (j.contains("information_gain_per_step")) {
    const Json& c = j["information_gain_per_step"];
    if (!c.is_array()) return Error{where + ": /information_gain_per_step: expected a list of numbers"};
    std::vector<double> curve;
    for (const Json& x : c) {
      if (!x.is_number()) return Error{where + ": /information_gain_per_step: expected a list of numbers"};
      curve.push_back(x.get<double>());
    }
    if (!curve.empty()) curves.push_back(std::move(curve));
  }
  if (j.contains("map_correctness_per_step")) {
    const Json& m = j["map_correctness_per_step"];
    auto pair_ok = [](const Json& p) {
      return p.is_array() && p.size() == 2 && p[0].is_number_integer() && p[1].is_number();
    };
    if (!m.is_array() || !std::all_of(m.begin(), m.end(), pair_ok))
      return Error{where + ": /map_correctness_per_step: expected a list of [steps, correctness] pairs"};
    for (const Json& p : m) maps[p[0].get<int>()].add(p[1].get<double>());
  }
  return {};
}

Result<Active> read_active(const std::string& file) {
  Active a;
  a.name = std::filesystem::path(file).stem().string();
  std::vector<std::vector<double>> curves;
  Status st = pack::each_json_line(file, [&](const Json& j, const std::string& where) -> Status {
    if (!j.is_object() || !j.contains("steps") || !j["steps"].is_number())
      return Error{fmt::format("{}: expected a results line of `mentalmap tos score` (with \"steps\")", where)};
    ++a.episodes;
    a.steps.add(j["steps"].get<double>());
    if (j.contains("information_gain") && j["information_gain"].is_number()) a.gain.add(j["information_gain"].get<double>());
    if (Status c = read_curves(j, where, curves, a.map_correctness); !c) return c;
    if (!j.contains("questions")) return {};
    const Json& q = j["questions"];
    if (!q.is_object() || !q.contains("tasks") || !q["tasks"].is_object())
      return Error{fmt::format("{}: /questions/tasks: expected an object of task means", where)};
    ++a.answered;
    for (const auto& [task, v] : q["tasks"].items()) {
      if (!v.is_number()) return Error{fmt::format("{}: /questions/tasks/{}: expected a number", where, task)};
      a.tasks[task].add(v.get<double>());
    }
    if (q.contains("mean") && q["mean"].is_number()) a.tasks["all"].add(q["mean"].get<double>());
    return {};
  });
  if (!st) return st.error();
  a.gain_curve = mean_curve(curves);
  return a;
}

// Passive beside active, task by task: each passive model and regime (every
// condition pooled), then each active agent.
void passive_against_active(const Cells& cells, const std::vector<Active>& active, Report& r) {
  std::vector<std::string> tasks = task_names();
  tasks.push_back("all");
  std::string& md = r.markdown;
  md += "\n## Passive against active\n\nPassive: the release's questions after the explorer's log, every condition "
        "pooled. Active: the agent explored itself (`tos play --questions`), then answered three questions per task; "
        "each episode's task mean, averaged over episodes.\n\n| task |";
  // One table cell; a task or condition without scores shows a dash.
  auto cell = [&md](const std::string& text) {
    md += ' ';
    md += text;
    md += " |";
  };
  auto mean_of = [](const std::map<std::string, Mean>& by, const std::string& key) {
    auto it = by.find(key);
    return it == by.end() ? std::string("–") : pct(it->second);
  };
  std::vector<std::pair<std::string, const std::map<std::string, std::map<std::string, Mean>>*>> passive;
  for (const auto& [model, regimes] : cells)
    for (const auto& [regime, by_task] : regimes) passive.push_back({model + " passive (" + regime + ")", &by_task});
  for (const auto& [name, by] : passive) cell(name);
  for (const Active& a : active) cell(a.name + " active");
  md += "\n| --- |";
  for (size_t i = 0; i < passive.size() + active.size(); ++i) md += " ---: |";
  md += "\n";
  for (const auto& t : tasks) {
    md += "| " + t + " |";
    for (const auto& [name, by] : passive) {
      auto it = by->find(t);
      cell(it == by->end() ? std::string("–") : mean_of(it->second, "all"));
    }
    for (const Active& a : active) cell(mean_of(a.tasks, t));
    md += "\n";
  }
  md += "\n| agent | episodes | answered | steps | information gain |\n| --- | ---: | ---: | ---: | ---: |\n";
  for (const Active& a : active) {
    md += fmt::format("| {} | {} | {} | {:.1f} | {:.3f} |\n", a.name, a.episodes, a.answered, a.steps.mean(), a.gain.mean());
    Json j = {{"episodes", a.episodes}, {"answered", a.answered}, {"steps", a.steps.mean()},
              {"information_gain", a.gain.mean()}};
    for (const auto& [task, m] : a.tasks) j["tasks"][task] = {{"n", m.n}, {"mean", m.mean()}};
    r.summary["active"][a.name] = j;
  }
}

}  // namespace

Result<Report> make_report(const std::string& release, const std::vector<std::string>& results,
                           const std::vector<std::string>& active) {
  auto m = pack::open_pack_manifest(release, "tos", false);
  if (!m) return m.error();
  auto cells = read_results(results);
  if (!cells) return cells.error();
  auto expl = read_logs(release);
  if (!expl) return expl.error();
  std::vector<Active> agents;
  for (const std::string& f : active) {
    auto a = read_active(f);
    if (!a) return a.error();
    agents.push_back(std::move(*a));
  }
  std::map<std::string, double> floor;
  if (m->contains("baselines"))
    for (auto& [task, by] : (*m)["baselines"].items())
      for (auto& [name, v] : by.items()) floor[task] = std::max(floor[task], v.get<double>());
  std::vector<std::string> tasks = release_task_names();
  std::vector<std::string> langs = m->value("languages", std::vector<std::string>());
  langs.push_back("all");

  Report r;
  std::string& md = r.markdown;
  md += fmt::format("# Theory of Space: results\n\nRelease `{}` (seed {}, {} questions, explorer {}). Scores are "
                    "percent of the paper's metric (docs/tos.md); \"all\" pools conditions or tasks.\n",
                    release, m->value("seed", 0), m->value("questions", 0), m->value("explorer", std::string()));
  for (auto& [model, regimes] : *cells)
    for (auto& [regime, by_task] : regimes) {
      md += fmt::format("\n## {} ({})\n\n| condition |", model, regime);
      for (const auto& t : tasks) md += " " + t + " |";
      md += " all |\n| --- |";
      for (size_t i = 0; i <= tasks.size(); ++i) md += " ---: |";
      md += "\n";
      for (const auto& l : langs) {
        if (by_task["all"][l].n == 0) continue;  // a condition this model did not answer
        md += "| " + l + " |";
        for (const auto& t : tasks) md += " " + pct(by_task[t][l]) + " |";
        md += " " + pct(by_task["all"][l]) + " |\n";
      }
      md += "\nEvery condition pooled, with the 95 % interval, the task's floor (its best blind baseline) and the "
            "score above it, (mean − floor) / (1 − floor):\n\n| task | n | mean | ± | floor | above floor |\n"
            "| --- | ---: | ---: | ---: | ---: | ---: |\n";
      for (const auto& t : tasks) {
        const Mean& c = by_task[t]["all"];
        double f = floor.count(t) ? floor[t] : 0;
        md += fmt::format("| {} | {} | {} | {:.1f} | {:.1f} | {:.1f} |\n", t, c.n, pct(c), 100 * c.half_ci(), 100 * f,
                          c.n && f < 1 ? 100 * (c.mean() - f) / (1 - f) : 0.0);
        r.summary["models"][model][regime][t] = {{"n", c.n}, {"mean", c.mean()}, {"ci95", c.half_ci()}, {"floor", f}};
      }
    }
  if (!agents.empty()) passive_against_active(*cells, agents, r);
  md += fmt::format("\n## Exploration ({})\n\n{} logs: {:.1f} steps and cost {:.1f} on average; every object seen "
                    "after {:.1f} steps ({} of the logs); information gain at the end {:.3f}.\n\n"
                    "| step | information gain |\n| ---: | ---: |\n",
                    m->value("explorer", std::string()), expl->steps.n, expl->steps.mean(), expl->cost.mean(),
                    expl->coverage.mean(), expl->coverage.n, expl->final_gain.mean());
  for (size_t k = 0; k < expl->gain.size(); ++k) md += fmt::format("| {} | {:.3f} |\n", k + 1, expl->gain[k].mean());
  Json curve = Json::array();
  for (const Mean& c : expl->gain) curve.push_back(std::round(c.mean() * 1e4) / 1e4);
  r.summary["exploration"] = {{"logs", expl->steps.n},      {"steps", expl->steps.mean()},
                              {"steps_to_full_coverage", expl->coverage.mean()},
                              {"cost", expl->cost.mean()},   {"final_information_gain", expl->final_gain.mean()},
                              {"information_gain_per_step", curve}};
  r.charts = report_charts(*cells, *expl, m->value("explorer", std::string()), agents, tasks, langs);
  md += "\n## Charts\n\n";
  for (const Chart& c : r.charts) md += fmt::format("![{}](charts/{})\n\n", c.title, c.file);
  return r;
}

}  // namespace mm::tos
