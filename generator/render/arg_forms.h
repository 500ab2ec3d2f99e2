// Turns typed arguments into the named values a message needs, through the
// lexicon's form recipes. For an argument named `obj` a template may use
// `{obj}` (the default form), `{obj_<form>}` for any recipe the language
// defines, `{obj_<field>}` for a raw lexicon field (e.g. obj_gender for a
// select) and `{obj_key}` for the canonical label.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "base/text.h"
#include "generator/render/item_names.h"
#include "generator/render/lexicon.h"
#include "generator/tasks/facts.h"
#include "generator/tasks/item.h"

namespace mm {

class FormEngine {
 public:
  /// Compiles the lexicon's recipes; errors name the recipe.
  static Result<std::shared_ptr<const FormEngine>> create(const Lexicon& lx);

  /// The values for the argument names a message uses. `item_names` says
  /// how the item writes each object/room id and type; `cache` memoises
  /// forms within one prompt.
  Result<std::vector<MessageArg>> expand(const std::vector<std::string>& names,
                                         const std::vector<Arg>& args, const ItemNames& item_names,
                                         std::map<std::string, std::string>& cache) const;

  /// The lexicon entry of a label, as the variant its placement chooses.
  /// `shared`: the entry's shared word (or its own), as a kind written in
  /// one series takes (item_names.h).
  Result<const LexEntry*> entry_of(const LabelTable::Entry& e, bool shared = false) const;
  /// The noun of a label in this language ("apple", "cabinet 2", ...).
  Result<std::string> label_noun(const LabelTable::Entry& e, bool shared = false) const;
  /// A form of a labelled object or room.
  Result<std::string> entity_form(const LabelTable::Entry& e, const std::string& form, bool shared = false) const;
  /// The noun and a form of a label written with `entry` and number `index`
  /// (0: unnumbered), as an item's names choose them.
  Result<std::string> noun_of(const LabelTable::Entry& e, const LexEntry& entry, int index) const;
  Result<std::string> form_of(const LabelTable::Entry& e, const LexEntry& entry, int index,
                              const std::string& form) const;
  /// A form of a generic object type (with an optional count), worded for a
  /// room type when the lexicon has a variant for it.
  Result<std::string> type_form(const std::string& type, const std::string& form, int64_t count = -1,
                                const NameContext& at = {}) const;
  /// A form of a generic object type written with `entry`.
  Result<std::string> type_form_of(const std::string& type, const LexEntry& entry, const std::string& form,
                                   int64_t count = -1) const;
  /// A counted phrase ("three apples").
  Result<std::string> counted(const std::string& type, int64_t n, const NameContext& at = {}) const;

  const Lexicon& lexicon() const { return lx_; }

 private:
  explicit FormEngine(const Lexicon& lx) : lx_(lx) {}
  Result<std::string> apply(const std::string& recipe_name, const std::map<std::string, std::string>& recipes,
                            const LexEntry& entry, std::vector<MessageArg> extra) const;
  std::string final_class(const std::string& text) const;
  Result<std::string> value_for(const Arg& a, const std::string& suffix, const ItemNames& names,
                                std::map<std::string, std::string>& cache) const;

  const Lexicon& lx_;
  std::map<std::string, std::shared_ptr<Message>> recipes_;  // recipe text -> compiled
  std::shared_ptr<Message> numbered_;
};

}  // namespace mm
