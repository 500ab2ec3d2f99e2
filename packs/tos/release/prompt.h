// Theory of Space prompts in a condition's language (templates/<lang>/tos.msg,
// docs/tos.md): the building's rules, the exploration log step by step, one
// of the nine questions and its answer format; and the words answers are
// read back in (answer_words.h).
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "base/error.h"
#include "generator/render/renderer.h"
#include "generator/tasks/enums.h"
#include "packs/tos/answer_words.h"
#include "packs/tos/env.h"
#include "packs/tos/false_belief_question.h"
#include "packs/tos/tasks.h"

namespace mm::tos {

class TosPrompter {
 public:
  /// Loads the condition's lexicon and templates ("en", ..., "struct").
  static Result<TosPrompter> load(std::string_view lang);

  /// The whole prompt: rules, the log, the question, the answer format.
  Result<std::string> prompt(const World& w, const std::vector<Turn>& log, const Question& q, Regime r) const;

  /// The exploration part alone (rules and log), shared by a world's items.
  Result<std::string> exploration(const World& w, const std::vector<Turn>& log) const;
  /// A second exploration after the world was shifted unseen (false
  /// belief): the sentence that says so, then its steps.
  Result<std::string> reexploration(const World& shifted, const std::vector<Turn>& log) const;
  /// The exploration a probe is asked after: the log cut at a cognitive-map
  /// probe's step; for false belief, the whole log, then `again` (its shift
  /// and second log).
  Result<std::string> probe_exploration(const World& w, const std::vector<Turn>& log, const Question& q,
                                        const Reexploration* again) const;
  /// The question and answer format after an exploration.
  Result<std::string> question(const World& w, const Question& q, Regime r) const;
  /// The same in each of `regimes` (the question is worded once).
  Result<std::vector<std::string>> questions(const World& w, const Question& q,
                                             const std::vector<Regime>& regimes) const;

  /// The gold answer as a careful model answering in this condition would
  /// write it, in the instruction's format and words (the oracle of tests).
  Result<std::string> answer_text(const World& w, const Question& q) const;

  /// Every word this condition's prompts give a thing, a direction, a
  /// distance or "none", mapped to the canonical spelling, with the
  /// canonical and English words besides.
  Result<AnswerWords> answer_words() const;

  const std::string& language() const { return r_->language(); }

 private:
  explicit TosPrompter(std::shared_ptr<const Renderer> r) : r_(std::move(r)) {}
  std::shared_ptr<const Renderer> r_;
};

}  // namespace mm::tos
