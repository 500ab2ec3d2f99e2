// Reading a Theory of Space answer written in any language of a release:
// every word a prompt uses for a thing, a direction, a distance or "none"
// is mapped back to the pack's canonical spelling (Sofa, door 1, N,
// front-left, slightly far, none) before the answer is scored. The words of
// a language are written by the generator into the release
// (vocabulary/<condition>.json, format mentalmap.tos-vocabulary), so a
// release is read as its own prompts worded it.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "base/error.h"
#include "base/json_util.h"

namespace mm::tos {

class AnswerWords {
 public:
  /// `boundaries`: the language separates words with spaces and a word
  /// must not match inside a longer one (en, es, de); off for scripts that
  /// write words together or attach particles (zh, ja, th, ko, ar).
  AnswerWords(std::string condition, bool boundaries);

  /// `surface` (as a prompt or an answer writes it) means `canonical`.
  /// Matching folds case, except for abbreviations of one or two capital
  /// letters, which match only as written; the first canonical given for a
  /// surface stays.
  /// Without word boundaries the word without its spaces is added too.
  void add(std::string_view surface, std::string canonical);

  /// `text` with every word replaced by its canonical spelling: longest
  /// match first, left to right, never inside a longer match; text between
  /// matches is kept byte for byte.
  std::string canonical(std::string_view text) const;

  const std::string& condition() const { return condition_; }
  bool boundaries() const { return boundaries_; }
  /// (surface, canonical) pairs, sorted: the file's content.
  std::vector<std::pair<std::string, std::string>> pairs() const;

  Json to_json() const;
  /// The file's text: to_json() with one word pair per line.
  std::string dump() const;
  /// Reads the file; errors name `source` and the field.
  static Result<AnswerWords> from_json(const Json& j, const std::string& source);

 private:
  void insert(std::string_view surface, std::string canonical);
  struct Word {
    std::u32string folded;
    std::string surface, canonical;
    /// An abbreviation of one or two capitals ("SO", "NO", "N") matches
    /// only in capitals: "so" and "no" are everyday words.
    std::u32string exact;
  };
  std::string condition_;
  bool boundaries_ = false;
  std::vector<Word> words_;  // sorted by folded text
  size_t longest_ = 0;       // code points
};

/// The canonical words every language also accepts (English and the
/// canonical spellings themselves): directions, distances, compass names.
void add_canonical_words(AnswerWords& w);

}  // namespace mm::tos
