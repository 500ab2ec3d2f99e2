#include "packs/space/scoring/report.h"

#include <fmt/format.h>

#include "base/file_io.h"
#include "packs/common/reading/release_files.h"
#include "packs/space/scoring/episode_tally.h"
#include "packs/space/scoring/paper_figures.h"
#include "packs/space/scoring/tally.h"

namespace mm::space {
namespace {

std::string percent(double x) { return fmt::format("{:.1f}", 100 * x); }
std::string figure(const std::optional<double>& x) { return x ? fmt::format("{:.1f}", *x) : "–"; }

std::string_view measure_name(Measure m) {
  switch (m) {
    case Measure::Mean: return "mean over trials";
    case Measure::Spl: return "SPL";
    case Measure::Success: return "success";
  }
  return "";
}

// The cell of `task` in `cells` (which may be absent), or nullptr.
template <class Cell>
const Cell* cell_of(const std::map<std::string, Cell>* cells, const std::string& task) {
  if (!cells) return nullptr;
  auto it = cells->find(task);
  return it == cells->end() ? nullptr : &it->second;
}

// One table of one scale: a row per task with results, in the paper's
// order, then the average of the score column (as the paper's tables).
std::string scale_table(std::string_view scale, const std::map<std::string, TallyCell>* mcq,
                        const std::map<std::string, EpisodeCell>* episodes) {
  std::string rows;
  double sum = 0;
  size_t n = 0;
  for (const PaperTask& t : paper_tasks()) {
    if (t.scale != scale) continue;
    std::string count, strict, score;
    if (t.measure == Measure::Mean) {
      const TallyCell* c = cell_of(mcq, t.name);
      if (!c) continue;
      count = fmt::format("{} {}", c->questions, c->questions == 1 ? "question" : "questions");
      strict = percent(c->strict_score());
      score = percent(c->mean());
      sum += 100 * c->mean();
    } else {
      const EpisodeCell* c = cell_of(episodes, t.name);
      if (!c) continue;
      count = fmt::format("{} {}", c->runs, c->runs == 1 ? "play" : "plays");
      double x = t.measure == Measure::Spl ? c->mean_spl() : c->success_rate();
      score = percent(x);
      sum += 100 * x;
    }
    ++n;
    rows += fmt::format("| {} | {} | {} | {} | {} | {:.1f} | {} |\n", t.label, measure_name(t.measure), count,
                        strict, score, t.chance, figure(t.human));
  }
  if (!n) return "";
  std::string title = scale == "large" ? "Large scale (the paper's Table 1, DM text)"
                                       : "Small scale (the paper's Table 2, text only)";
  return fmt::format("\n### {}\n\n| task | measure | n | strict % | score % | chance % | human % |\n"
                     "| --- | --- | ---: | ---: | ---: | ---: | ---: |\n{}| average | {} tasks | | | {:.1f} | | |\n",
                     title, rows, n, sum / n);
}

std::string model_tables(const std::map<std::string, TallyCell>* mcq, const std::map<std::string, EpisodeCell>* episodes) {
  return scale_table("large", mcq, episodes) + scale_table("small", mcq, episodes);
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
  EpisodeTally episodes;
  for (const std::string& f : results)
    if (Status st = pack::each_json_line(f,
                                         [&](const Json& j, const std::string& where) {
                                           return is_episode_result(j) ? episodes.add(j, where) : tally.add(j, where);
                                         });
        !st)
      return st.error();
  Cells cells = tally.cells();
  const EpisodeCells& played = episodes.cells();
  SpaceReport r;
  r.summary = {{"format", "mentalmap-space-report"},
               {"results", results},
               {"cells", tally_json(cells)},
               {"episodes", episode_json(played)}};
  r.markdown =
      "# SPACE results\n\nMultiple choice: the score is the mean over trials, the share of trials right (chance "
      "25 %); strict counts a question right when all four of its trials are (the gold in position A, B, C and D "
      "in turn; chance 1/256). Unanswered trials count as wrong. Interactive tasks (from `mentalmap score LOG`): "
      "route retracing and shortcut discovery by SPL (success weighted by path length), MCT and CSWM by the share "
      "of episodes won; they are language-neutral, so a model's episodes appear under each of its conditions. "
      "Chance and human figures are the paper's (Table 1, DM text; Table 2, text only); the paper has no human "
      "figure for the interactive tasks. Average: the mean of the score column over the tasks shown.\n";
  for (const auto& [model, regimes] : cells) {
    auto eps = played.find(model);
    for (const auto& [regime, conds] : regimes)
      for (const auto& [cond, tasks] : conds)
        r.markdown += fmt::format("\n## {} — {}, {}\n{}", model, cond, regime,
                                  model_tables(&tasks, eps == played.end() ? nullptr : &eps->second));
  }
  for (const auto& [model, tasks] : played)
    if (!cells.contains(model))
      r.markdown += fmt::format("\n## {} — interactive tasks\n{}", model, model_tables(nullptr, &tasks));
  return r;
}

}  // namespace mm::space
