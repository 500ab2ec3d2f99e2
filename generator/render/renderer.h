// Renders language-neutral items into prompts for one condition (a natural
// language or the structured control): scene block, question block and
// answer-format instruction block.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "base/error.h"
#include "generator/render/arg_forms.h"
#include "generator/render/lexicon.h"
#include "generator/render/templates.h"
#include "generator/tasks/item.h"

namespace mm {

class Renderer {
 public:
  /// Loads the lexicon and templates of a condition ("en", ..., "struct").
  static Result<std::shared_ptr<const Renderer>> load(std::string_view lang);

  const Lexicon& lexicon() const { return lexicon_; }
  const TemplateSet& templates() const { return templates_; }
  const FormEngine& forms() const { return *forms_; }
  const std::string& language() const { return lexicon_.language; }

  /// How an item names its things in this language (item_names.h).
  ItemNames names(const TaskItem& item) const;
  /// One sentence of an item; `cache` memoises object forms within a prompt.
  Result<std::string> sentence(const Sentence& s, const ItemNames& names,
                               std::map<std::string, std::string>& cache) const;
  /// A phrase: a sentence's text without the sentence's finish (no
  /// capital, no contraction): a word or a name used inside other text.
  Result<std::string> phrase(const Sentence& s, const ItemNames& names,
                             std::map<std::string, std::string>& cache) const;
  Result<std::string> phrase(const Sentence& s, const LabelTable& labels,
                             std::map<std::string, std::string>& cache) const;
  /// One sentence on its own, named as a description sentence would be.
  Result<std::string> sentence(const Sentence& s, const LabelTable& labels,
                               std::map<std::string, std::string>& cache) const;
  /// The scene block: description in a mode, then the narration if any.
  /// The blocks of a prompt; `names`: the item's names(item) when the
  /// caller has them (they are worked out otherwise).
  Result<std::string> scene_block(const TaskItem& item, Mode m, const ItemNames* names = nullptr) const;
  Result<std::string> question_block(const TaskItem& item, const ItemNames* names = nullptr) const;
  Result<std::string> instruction_block(const TaskItem& item, Regime r, const ItemNames* names = nullptr) const;
  /// The three blocks separated by blank lines.
  Result<std::string> prompt(const TaskItem& item, Mode m, Regime r) const;

 private:
  Renderer() = default;
  Result<std::string> paragraph(const std::vector<Sentence>& ss, const ItemNames& names,
                                std::map<std::string, std::string>& cache) const;
  Lexicon lexicon_;
  TemplateSet templates_;
  std::shared_ptr<const FormEngine> forms_;
};

/// An example of a JSON answer format: keys and relation labels as specified,
/// object and room names as the language's descriptions write them.
/// `variant` is the item's instruction variant ("slice": no room node).
std::string json_example(Format f, const Lexicon& lx, const std::string& variant = "");

}  // namespace mm
