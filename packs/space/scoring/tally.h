// The SPACE pack's measures over `score` results lines (docs/space.md,
// "Scoring"): each item is right (1) or wrong (0); a question is asked in
// four trials, the gold in each position once, and counts as right under
// the strict rule when all four are; its mean is the share of its trials
// right. A task's strict score is the share of its questions right, its
// mean the share of its trials; chance is 25 % for the mean and 1/256 for
// the strict score.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "base/error.h"
#include "base/json_util.h"

namespace mm::space {

inline constexpr double kChanceMean = 0.25;
inline constexpr double kChanceStrict = 1.0 / 256;

/// Questions and trials of one task in one (model, regime, condition).
struct TallyCell {
  size_t questions = 0, strict = 0;  // questions, and those right in all four trials
  size_t trials = 0, right = 0;      // trials (missing ones included), and those right
  size_t read = 0;                   // trials whose answer named an option
  double strict_score() const { return questions ? double(strict) / questions : 0; }
  double mean() const { return trials ? double(right) / trials : 0; }
};

/// model -> regime -> condition -> task -> cell.
using Cells = std::map<std::string, std::map<std::string, std::map<std::string, std::map<std::string, TallyCell>>>>;

/// Tallies results lines (fields model, regime, language, task, question,
/// trial, score, status); `where` names a line that lacks one.
class Tally {
 public:
  Status add(const Json& line, const std::string& where);
  Cells cells() const;

 private:
  struct Question {
    size_t trials = 0, right = 0, read = 0;
  };
  // model, regime, condition, task -> question -> its trials
  std::map<std::vector<std::string>, std::map<std::string, Question>> by_;
};

/// One row per (model, regime, task, condition): questions, strict, mean,
/// read share and chance, tab-separated, with a header line.
std::string tally_table(const Cells& cells);
/// The same as JSON: model -> regime -> task -> condition -> {questions,
/// trials, strict, mean, read, chance, strict_chance}.
Json tally_json(const Cells& cells);

}  // namespace mm::space
