// The CoSpace measures over `score` results lines (docs/cospace.md,
// "Consistency prompts and metrics"), per model, regime, condition and task:
//   accuracy   share of the original prompts right;
//   ACC_q      Direction and Counting: the mean over both prompts of each
//              consistency pair (original and rotated);
//   ACC_p      the share of pairs with both prompts right; gap = ACC_q - ACC_p;
//   disrupted  share of the shuffled-order prompts right (diagnostic);
//   PLA-Dec | PLA-QA  PLA-Dec accuracy over the targets whose PLA-QA is
//              right, in the original and in the disrupted order.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "base/error.h"
#include "base/json_util.h"

namespace mm::cospace {

struct TaskCell {
  size_t questions = 0, right = 0;     // original prompts
  size_t pairs = 0, pair_prompts_right = 0, pairs_both = 0;
  size_t disrupted = 0, disrupted_right = 0;
  size_t read = 0, prompts = 0;        // prompts whose answer was read (any order)
  double accuracy() const { return questions ? double(right) / questions : 0; }
  double acc_q() const { return pairs ? double(pair_prompts_right) / (2.0 * pairs) : 0; }
  double acc_p() const { return pairs ? double(pairs_both) / pairs : 0; }
  double disrupted_accuracy() const { return disrupted ? double(disrupted_right) / disrupted : 0; }
};

struct ConditionalCell {
  size_t given = 0, both = 0;  // targets with PLA-QA right, and PLA-Dec right too
  double accuracy() const { return given ? double(both) / given : 0; }
};

struct Cell {
  std::map<std::string, TaskCell> tasks;          // task name -> cell
  std::map<std::string, ConditionalCell> conditional;  // "original" / "disrupted"
};

/// model -> regime -> condition -> cell.
using Cells = std::map<std::string, std::map<std::string, std::map<std::string, Cell>>>;

/// Gathers results lines (fields model, regime, language, task, order,
/// pair, score, status); `where` names a line that lacks one.
class Metrics {
 public:
  Status add(const Json& line, const std::string& where);
  Cells cells() const;

 private:
  struct Line {
    std::string task, order, pair;
    bool right = false, read = false;
  };
  std::map<std::vector<std::string>, std::vector<Line>> by_;  // model, regime, condition
};

/// One row per (model, regime, condition, task): questions, accuracy,
/// ACC_q, ACC_p, gap, disrupted accuracy, tab-separated, with a header.
std::string metrics_table(const Cells& cells);
/// model -> regime -> condition -> {tasks: task -> {...}, "PLA-Dec|PLA-QA": {original, disrupted}}.
Json metrics_json(const Cells& cells);

}  // namespace mm::cospace
