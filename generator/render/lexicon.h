// A language's lexicon (lexicons/<lang>.json): words for every object type,
// room type, direction, state and failure reason, the aliases a model may
// answer with, and the grammar data templates need, expressed as ICU
// MessageFormat "form recipes" so a translator edits data, not C++.
// See docs/rendering.md for the format.
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "base/error.h"

namespace mm {

struct LexVariant;

/// Where a labelled object stands: the context a name may depend on (a sink
/// in a kitchen is a different word from one in a bathroom in most languages).
struct NameContext {
  std::string room;     // the room type it stands in ("" when unknown)
  std::string support;  // the type of the receptacle it rests in or on ("" on the floor or a wall)
  bool shared = false;  // several of its kind in one item would take different words
  std::string type;     // the thing's own type, for words said of it (a state: th a TV พัง, a cup แตก)
};

/// A word with its grammatical fields (sg, pl, gender, classifier, ...) and
/// the aliases accepted when scoring.
struct LexEntry {
  std::map<std::string, std::string> fields;
  std::vector<std::string> aliases;
  /// Other words for other places, first match wins (lexicon "variants").
  std::vector<LexVariant> variants;
  /// "listing": "one_word": a room's listing that would list the kind under
  /// two of its words (a pillow on the bed and one on the armchair) names it
  /// with one word and one series instead, as any phrase covering both does.
  bool listing_one_word = false;
  /// fields.at("sg") (every entry has one).
  const std::string& word() const;
  /// The entry for a thing standing at `p`: the first variant whose
  /// conditions all hold, else this entry; when `p.shared`, the variant
  /// marked "shared" (one word for all of them), else this entry.
  const LexEntry& at(const NameContext& p) const;
};

/// A variant of an entry: its conditions (each list, when given, must name
/// the placement's room type or support type) and the entry it gives (the
/// base entry's fields and aliases with the variant's over them).
/// The entry of a key in a table of the lexicon; null when it has none.
const LexEntry* lookup(const std::map<std::string, LexEntry>& table, const std::string& key);

struct LexVariant {
  std::vector<std::string> rooms;
  std::vector<std::string> on;
  std::vector<std::string> types;  // "where": {"type": [...]}: the thing's own type (state words)
  bool shared = false;  // "where": {"shared": true}: the word when places would split the kind
  LexEntry entry;
  bool holds(const NameContext& p) const;
  /// A placement that chooses this variant (its first room and support).
  NameContext example() const;
};

struct Lexicon;

/// Every word a state value is offered or read as: the entry's word and
/// aliases, each variant's (a thing's type may word it: th พัง for a TV),
/// and the forms named by the lexicon's genders (es "f": sucia).
std::vector<std::string> state_words(const Lexicon& lx, const LexEntry& e);

struct Lexicon {
  std::string language;   // "en", "zh", ..., "struct"
  std::string name;       // "English"
  std::string locale;     // ICU locale for plurals, numbers, lists ("ar@numbers=arab")
  bool rtl = false;
  bool capitalize = false;       // upper-case the first letter of each sentence
  bool bidi_isolate = false;     // wrap Latin runs in FSI/PDI (right-to-left scripts)
  bool hangul_finals = false;    // compute the "final" recipe parameter (Korean particles)
  bool list_form_on_last = false;  // a list's form (its particle) goes on its last item only (ko "A, B, C는")
  std::string sentence_separator = " ";
  std::string decimal_format = "decimal";  // how distances are written: "decimal"
  std::vector<std::pair<std::string, std::string>> contractions;  // applied after formatting
  std::pair<std::string, std::string> choice_quotes;  // around each offered choice ("«", "»"); none by default

  /// Recipes: form name ("" = default) -> ICU message over the entry's fields
  /// plus "noun" (the label's noun), "n" (its number), "numbered" (yes/no),
  /// "count" (for counted phrases) and "final" (Korean).
  std::map<std::string, std::string> object_forms, room_forms, type_forms;
  std::string numbered;  // recipe for a numbered label's noun: fields + "n"
  std::map<std::string, std::string> field_defaults;  // missing field -> field to use instead

  std::map<std::string, LexEntry> types, rooms, directions, failures, attributes;
  /// Locations that are not objects: "Agent" (in the agent's hand), "Floor".
  std::map<std::string, LexEntry> specials;
  /// attr name -> "true"/"false" -> entry (word + aliases), e.g. isOpen.true = "open".
  std::map<std::string, std::map<std::string, LexEntry>> states;
  std::vector<std::string> yes, no;
  std::map<int, std::vector<std::string>> number_words;
  std::vector<std::string> answer_markers;  // "Answer:", "答案：", ...
  std::vector<std::string> nothing;         // words for an empty answer ("nothing", "none")
  std::vector<std::string> refusals;        // phrases that decline or hedge ("cannot be determined")
  std::map<std::string, std::string> digit_finals;  // Korean: digit -> vowel/consonant/rieul

  /// The value of `field` for an entry, honouring field_defaults; nullptr if absent.
  const std::string* field(const LexEntry& e, const std::string& name) const;
};

/// Loads lexicons/<lang>.json from the resources. Errors name the file and
/// the JSON pointer of what is wrong.
Result<Lexicon> load_lexicon(std::string_view lang);

/// Languages that have a lexicon, sorted ("ar", "de", ..., "struct").
std::vector<std::string> available_languages();

/// The natural languages of the benchmark in catalogue order, then "struct".
const std::vector<std::string>& benchmark_conditions();

}  // namespace mm
