// What `tos report` reads, shared by its tables (report.cc) and its
// charts (report_charts.cc): score results by model, regime, task and
// condition; the release explorer's logs; the active agents' episodes.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace mm::tos {

struct Mean {
  double sum = 0, sq = 0;
  size_t n = 0;
  void add(double x) { sum += x, sq += x * x, ++n; }
  double mean() const { return n ? sum / n : 0; }
  // Half-width of the normal 95 % interval of the mean.
  double half_ci() const {
    if (n < 2) return 0;
    double var = std::max(0.0, (sq - sum * sum / n) / (n - 1));
    return 1.96 * std::sqrt(var / n);
  }
};

// model -> regime -> task -> condition -> cell ("all" pools conditions).
using Cells = std::map<std::string, std::map<std::string, std::map<std::string, std::map<std::string, Mean>>>>;

// The explorer's logs: steps and cost per log, information gain per step.
struct Exploration {
  Mean steps, cost, final_gain;
  Mean coverage;  // the step after which every object had been seen (the paper's Scout: about 9)
  std::vector<Mean> gain;  // by step, a finished log carrying its last value
};

// One active agent's episodes: the task means of their questions, steps
// and information gain.
struct Active {
  std::string name;
  std::map<std::string, Mean> tasks;  // "all": every question's episode mean
  Mean steps, gain;
  std::vector<Mean> gain_curve;           // information gain by step, a finished episode carrying its last value
  std::map<int, Mean> map_correctness;    // global map probes by the steps taken before them
  size_t episodes = 0, answered = 0;  // answered: episodes whose questions were scored
};

}  // namespace mm::tos
