// Blind baselines of a release and the validity gate over them
// (docs/baselines.md). Every item is answered without reasoning, by
//   - random: a seeded uniform guess over the item's answer space;
//   - constant: every constant answer worth trying (the best one per family
//     and condition is reported);
//   - majority: the most frequent gold of the family and condition, fitted on
//     one half of the houses and scored on the other (both ways);
//   - each shortcut the family declares in its gold data (no-change, stated,
//     actual, narration-order, last-mentioned, first-option);
// and every answer is scored by the real scorer. The oracle (the gold
// written the same way) is scored too: it shows that the scorer reads the
// baselines' way of writing in every condition.
//
// The gate (DESIGN.md §9): in no condition may a constant, majority or
// shortcut baseline pass more than 55 % of a two-answer family or 40 % of
// any other, nor the no-change shortcut more than 10 % of a family whose
// question is about a change. L0-L1 reading families are gated by the
// constant, majority and random baselines only; diagnostic families are
// reported, never gated. Random is gated with a sampling allowance.
#pragma once

#include <cstdint>
#include <functional>
#include <string_view>
#include <map>
#include <string>
#include <vector>

#include "base/error.h"
#include "base/json_util.h"
#include "validators/reading/gold.h"

namespace mm::baselines {

inline constexpr int kTableFormatVersion = 1;
inline constexpr double kTwoAnswerBound = 0.55;
inline constexpr double kOtherBound = 0.40;
inline constexpr double kNoChangeBound = 0.10;
inline constexpr const char* kNoChange = "no-change";

/// How a family is gated, from the release's family table.
struct FamilyGate {
  int level = 0;
  /// "reading" (L0-L1: shortcuts reported only), "change" (the question is
  /// about a change: no-change bound), "diagnostic" (never gated) or "".
  std::string gate;
  bool two_answer = false;
};

/// Passes and mean score of one baseline over some items.
struct Rate {
  int64_t n = 0, pass = 0;
  double score_sum = 0;
  double rate() const { return n ? double(pass) / double(n) : 0; }
  double mean() const { return n ? score_sum / double(n) : 0; }
  void add(bool passed, double score) { ++n, pass += passed, score_sum += score; }
};

/// One (family, condition).
struct Cell {
  int64_t items = 0;
  double chance = 0;       // expected pass rate of uniform guessing
  Rate random, majority, oracle, constant;
  std::string constant_answer;  // the best constant, as written
  std::map<std::string, Rate> shortcuts;
};

struct Table {
  std::map<std::string, FamilyGate> families;
  std::map<std::string, std::map<std::string, Cell>> cells;  // family -> condition -> cell
};

struct Violation {
  std::string family, condition, baseline;
  double rate = 0, bound = 0;
  int64_t n = 0;
  std::string text() const;
};

struct Options {
  uint64_t seed = 0;
  int threads = 1;
};

/// Where `mentalmap baselines` sends the chosen answers: one prediction line
/// ({"id","model","output"}, model "baseline:<name>") per item and baseline,
/// and the scorer's results line for it, in release order then model.
struct Sinks {
  std::function<void(const std::string& baseline, const std::string& line)> prediction;
  std::function<void(const std::string& line)> result;
};

/// Answers every item of a gold file's text with every baseline and scores
/// the answers; with `sinks`, also emits the chosen answers. Errors: an
/// unreadable gold line (file:line), a condition without a lexicon.
Result<Table> compute_text(std::string_view gold_text, const std::string& path,
                           const std::map<std::string, FamilyGate>& families, const Options& opt,
                           const Sinks* sinks = nullptr);
Result<Table> compute_file(const std::string& gold_path, const std::map<std::string, FamilyGate>& families,
                           const Options& opt, const Sinks* sinks = nullptr);

/// The gate's verdict: every (family, condition, baseline) over its bound.
std::vector<Violation> check_gate(const Table& t);

/// baselines.json: the per-condition table.
OJson table_json(const Table& t);
/// The manifest's summary: per family its gate class, chance and, for each
/// baseline, the highest pass rate over the conditions.
OJson table_summary(const Table& t);
/// The per-family Markdown table (worst condition per baseline vs chance),
/// as the dataset card prints it.
std::string table_markdown(const Table& t);

}  // namespace mm::baselines
