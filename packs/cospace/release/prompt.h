// CoSpace prompts in a condition's words (templates/<lang>/cospace.msg,
// docs/cospace.md "Prompts"): the opening that says how the views were
// taken, the view rule and the direction and distance bins (the Theory of
// Space pack's words, tos.msg), the views one per paragraph, each thing by
// kind, direction bin and distance bin, then the question, the options
// labelled as the condition labels them (the SPACE pack's labels,
// space.msg) or the open answer's format, and the regime's line.
#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "base/error.h"
#include "generator/render/renderer.h"
#include "generator/tasks/enums.h"
#include "packs/cospace/item.h"
#include "packs/cospace/scoring/answer_words.h"

namespace mm::cospace {

/// The conditions whose templates hold cospace.msg, in the benchmark's order.
std::vector<std::string> cospace_conditions();

/// What every condition's answer words share: every lexicon's answer
/// markers, refusals and number words, the ordinals, the option and hedge
/// words (a release computes it once).
Result<AnswerWords> shared_answer_words();

class CospacePrompter {
 public:
  /// Loads the condition's lexicon and templates; an error names the
  /// condition when it has no templates/<lang>/cospace.msg.
  static Result<CospacePrompter> load(std::string_view lang);

  /// The prompt of an item in each regime (worded once): the prompt in
  /// regime r is body + endings[r] (the regime's line).
  struct Prompts {
    std::string body;
    std::vector<std::string> endings;  ///< one per regime asked for, in order
  };
  Result<Prompts> prompts(const Item& item, const std::vector<Regime>& regimes) const;
  /// The options' texts in position order as the prompt shows them (empty
  /// for an open question): what an answer may quote.
  Result<std::vector<std::string>> option_texts(const Item& item) const;
  /// The gold as a careful model would write it here ("Answer: B",
  /// "Answer: 3"): the oracle of tests.
  Result<std::string> answer_text(const Item& item) const;
  /// The words answers in this condition are read in: its labels and
  /// answer phrase over `shared` (shared_answer_words).
  Result<AnswerWords> answer_words(const AnswerWords& shared) const;
  Result<AnswerWords> answer_words() const;

  const std::string& language() const { return r_->language(); }

 private:
  // Sentences every prompt repeats (the rules of a kind of panorama, view
  // headings, mention lines, questions, options, the answer format), worded
  // once; safe from several workers.
  class Memo {
   public:
    template <class F>
    Result<std::string> get(const std::string& key, F make) {
      {
        std::lock_guard<std::mutex> lock(mu_);
        if (auto it = done_.find(key); it != done_.end()) return it->second;
      }
      Result<std::string> r = make();
      if (r) {
        std::lock_guard<std::mutex> lock(mu_);
        done_.emplace(key, *r);
      }
      return r;
    }

   private:
    std::mutex mu_;
    std::unordered_map<std::string, std::string> done_;  // never iterated
  };

  explicit CospacePrompter(std::shared_ptr<const Renderer> r) : r_(std::move(r)), memo_(std::make_shared<Memo>()) {}
  Result<std::string> say(const std::string& key, std::vector<Arg> args = {}) const;
  Result<std::string> word(const std::string& key, std::vector<Arg> args = {}) const;
  Result<std::string> kind_word(const std::string& kind, const std::string& room_type) const;
  /// The item's asked kind placed in its house room, so a question words it as the views do.
  LabelTable labels(const Item& item) const;
  Result<std::string> say(const std::string& key, std::vector<Arg> args, const LabelTable& labels) const;
  Result<std::string> option_text(Task t, const std::string& key, const std::string& room_type) const;
  /// The condition's own words for actions (going ahead, turning back, the
  /// word joining two actions, "degrees"), from its templates.
  Result<ActionWords> template_action_words() const;
  Result<std::string> view_head(const Item& item, size_t i) const;
  Result<std::string> mention_line(const Mention& m, const std::string& room_type) const;
  Result<std::string> view_text(const Item& item, size_t i) const;
  Result<std::string> rules(const Item& item) const;
  Result<std::string> rules_uncached(const Item& item) const;
  Result<std::string> question(const Item& item) const;
  Result<std::string> question_uncached(const Item& item) const;
  /// A sentence without arguments ("space.options", a regime's line).
  Result<std::string> fixed(const std::string& key) const;
  /// The options under their heading, one per line, labelled by position.
  Result<std::string> options_paragraph(const std::vector<std::string>& texts) const;
  /// The line that says how to choose among `options` labelled options.
  Result<std::string> choose_line(size_t options) const;
  std::shared_ptr<const Renderer> r_;
  std::shared_ptr<Memo> memo_;
};

}  // namespace mm::cospace
