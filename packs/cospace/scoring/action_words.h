// The words a PLA-Dec answer's actions are read in when it paraphrases an
// option ("First turn right by 90 degrees, then walk ahead"; docs/cospace.md,
// "Scoring"): the pack's data (packs/cospace/data/actions.json, every
// language's words), to which the generator adds a condition's own template
// words. A release writes them under "actions" in vocabulary/<condition>.json;
// the reader (read_actions.h) adds the lexicons' direction words from the
// file's "aliases".
#pragma once

#include <map>
#include <string>
#include <utility>
#include <vector>

#include "base/error.h"
#include "base/json_util.h"

namespace mm::cospace {

/// Where the pack's action words live (an embedded resource).
inline constexpr char kActionWordsPath[] = "packs/cospace/data/actions.json";

/// The categories of plain words, in the order a word listed in two of them
/// is read by (the data file's comment says what each means).
const std::vector<std::string>& action_word_categories();
/// The categories of [word, degrees] pairs: "angles" and "turn-angle".
const std::vector<std::string>& action_value_categories();
/// The order-word categories ("next-earlier", ...): a word may stand in
/// several of them ("first": the action named next or just before is first).
bool is_order_category(const std::string& category);

struct ActionWords {
  /// Category -> words, normalised (score::normalise_phrase), sorted, unique.
  std::map<std::string, std::vector<std::string>> words;
  /// Category -> [word, degrees], normalised, sorted, unique.
  std::map<std::string, std::vector<std::pair<std::string, int>>> values;

  bool empty() const { return words.empty() && values.empty(); }
  /// Adds every word of `other`.
  void merge(const ActionWords& other);
  /// Normalises, sorts and drops empty words and categories; call after filling.
  void normalise();
  /// Words listed in two categories that do not combine (two kinds of word,
  /// or an order word that is also another kind), one line each: "'x': turn, go".
  std::vector<std::string> conflicts() const;
  Json to_json() const;
  /// Reads the "actions" object of a vocabulary file, or one language of the
  /// data file; errors name `source`, the category and the entry.
  static Result<ActionWords> from_json(const Json& j, const std::string& source);
};

/// The pack's words in every language, merged (kActionWordsPath); an error
/// names the file, the language and the category, and any conflict.
Result<ActionWords> builtin_action_words();

}  // namespace mm::cospace
