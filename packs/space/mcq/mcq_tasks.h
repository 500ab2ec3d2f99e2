// The SPACE pack's multiple-choice tasks as the release sees them
// (docs/space.md, "The release"): each task a row of one table, each
// question in a language-neutral form the prompter words in any condition
// (templates/<lang>/space.msg) and the blind baselines read. A task plugs
// in by adding a row: its name, ability group, paper count and a maker
// that turns its core item into an McqQuestion; its messages go to
// space.msg under space.<name>.*.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/json_util.h"
#include "packs/space/grid.h"

namespace mm::space {

/// A message argument: literal text (a letter, a number, a symbol), or,
/// with `key`, the text of that template message (a word of the condition).
struct TextArg {
  std::string name, value;
  bool key = false;
};
using TextArgs = std::vector<TextArg>;

/// One part of a stimulus: a label line (template key and its arguments)
/// and, under it, a grid printed one row per line.
struct Block {
  std::string key;
  TextArgs args;
  std::optional<CharGrid> grid;
};

/// One option: a grid (printed under its label), or a line of parts, each
/// a template message, joined by single spaces.
struct OptionValue {
  std::optional<CharGrid> grid;
  std::vector<std::pair<std::string, TextArgs>> parts;
  Json value;       ///< canonical value (a grid's rows, a bin, a pair, ...) for the content baselines
  int marked = -1;  ///< non-empty cells of a grid, cells of a list; -1 where no count applies
};

struct McqQuestion {
  std::string task;  ///< the table's name ("mrt")
  std::string id;    ///< "space-<task>-<index>"
  Json record;       ///< the core item's canonical record (gold.jsonl)
  /// Arguments of space.<task>.intro, .legend and .question.
  TextArgs args;
  std::vector<Block> stimulus;       ///< printed in order after the intro
  std::vector<OptionValue> options;  ///< kOptions, in the item's order
  int gold = 0;                      ///< index into options
};

/// A shortcut baseline a task is checked against: reads part of the
/// stimulus (never solving the item) and scores each option; the baseline
/// answers the best-scored option, ties going to the earliest position.
struct Shortcut {
  std::string name;
  std::vector<double> (*score)(const McqQuestion& q) = nullptr;
};

struct McqTask {
  std::string name;   ///< "mrt": template keys space.<name>.*, question ids space-<name>-<index>
  std::string scale;  ///< "small" (large-scale rows say "large")
  std::string group;  ///< the ability the paper's section 3.2 names for it
  int paper_count = 0;  ///< questions in the paper profile (docs/space.md)
  McqQuestion (*make)(uint64_t seed, uint64_t index) = nullptr;
  /// Distance between two options' values (the consensus baseline); null:
  /// the generic one (cells of equal grids, characters, list elements).
  double (*distance)(const Json& a, const Json& b) = nullptr;
  std::vector<Shortcut> shortcuts;
  /// Whether space.<name>.legend exists (a rule the intro does not give).
  bool legend = false;
  /// The intro's key when several tasks share one ("space.large.intro");
  /// empty: space.<name>.intro.
  std::string intro;
};

/// Every MCQ task: the small scale in the paper's Table 2 order (MRT, PTT,
/// MPFB, JLO, SAtt, CBTT, SAdd), then the large scale in its Table 1 order
/// (direction, distance, map_sketch).
const std::vector<McqTask>& mcq_tasks();
/// The row of a task, or nullptr.
const McqTask* find_mcq_task(std::string_view name);

/// The generic distance of option values: differing cells of two grids of
/// one size, differing characters of two strings, elements of two lists
/// that the other lacks, |a - b| of numbers; 1e9 for values of different
/// shapes.
double generic_distance(const Json& a, const Json& b);

/// The seven small-scale rows (small_tasks.cc), in table order.
std::vector<McqTask> small_scale_tasks();
/// The three large-scale rows (large_tasks.cc): direction, distance and
/// map_sketch, each after its environment's tour walkthrough.
std::vector<McqTask> large_scale_tasks();

}  // namespace mm::space
