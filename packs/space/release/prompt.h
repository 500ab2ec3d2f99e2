// SPACE prompts in a condition's words (templates/<lang>/space.msg,
// docs/space.md "Prompts"): a multiple-choice question of the task table
// (mcq_tasks.h) in one trial's option order: the task's instruction (what
// the arrays mean, the legend), the stimulus grids, the question, the four
// options labelled as the condition labels them, the line that asks for
// one option's label, and the regime's answer-format line. Grids are
// printed one row per line with their cells separated by single spaces, so
// every cell stays one token.
#pragma once

#include <array>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "base/error.h"
#include "generator/render/renderer.h"
#include "generator/tasks/enums.h"
#include "packs/space/mcq.h"
#include "packs/space/mcq/mcq_tasks.h"
#include "packs/space/scoring/choice_words.h"

namespace mm::space {

/// The conditions whose templates hold space.msg (en, struct, and every
/// language a translator has done since), in the benchmark's order.
std::vector<std::string> space_conditions();

class SpacePrompter {
 public:
  /// Loads the condition's lexicon and templates; an error names the
  /// condition when it has no templates/<lang>/space.msg.
  static Result<SpacePrompter> load(std::string_view lang);

  /// The prompt of one trial in each regime (the question worded once).
  Result<std::vector<std::string>> prompts(const McqQuestion& q, const Trial& t,
                                           const std::vector<Regime>& regimes) const;
  /// The options' texts in the trial's position order, as the prompt shows
  /// them (a grid one row per line): what an answer may quote.
  Result<std::vector<std::string>> option_texts(const McqQuestion& q, const Trial& t) const;

  /// The four labels, A to D (space.label.*).
  const std::array<std::string, 4>& labels() const { return labels_; }
  /// The answer phrase for a position (space.answer): "Answer: B".
  Result<std::string> answer(int position) const;
  /// The words answers in this condition are read in: its labels and
  /// answer phrase, every lexicon's answer markers and refusals, and the
  /// built-in option and hedge words (choice_words.h).
  Result<ChoiceWords> choice_words() const;

  const std::string& language() const { return r_->language(); }
  /// One message of space.msg (or any template) with text arguments: a
  /// sentence (`sentence`) or a phrase inside other text.
  Result<std::string> text(const std::string& key, const TextArgs& args, bool sentence = false) const;

 private:
  explicit SpacePrompter(std::shared_ptr<const Renderer> r) : r_(std::move(r)) {}
  std::shared_ptr<const Renderer> r_;
  std::array<std::string, 4> labels_;
};

/// A grid as the prompts print it: one row per line, cells separated by spaces.
std::string grid_text(const CharGrid& g);

}  // namespace mm::space
