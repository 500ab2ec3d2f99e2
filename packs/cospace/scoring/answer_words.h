// The words a CoSpace answer is read in, for one condition of a release
// (vocabulary/<condition>.json, format mentalmap.cospace-vocabulary): the
// SPACE pack's choice words (option labels as the prompts print them,
// answer markers, option words, hedges, refusals: choice_words.h) for the
// multiple-choice tasks, and the number words of every lexicon plus the
// ordinals a view is named by ("the third view") for the open ones
// (CNT, ROT-Dif). The generator writes it; the scorer reads only it.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "base/error.h"
#include "base/json_util.h"
#include "packs/space/scoring/choice_words.h"

namespace mm::cospace {

struct AnswerWords {
  space::ChoiceWords choice;
  /// Normalised word -> value, longest word first (digits are read apart).
  std::vector<std::pair<std::string, int>> numbers;

  /// Normalises and sorts `numbers` (and the choice words); call after filling.
  void normalise();
  Json to_json() const;
  /// The file's text: one field a line.
  std::string dump() const;
  /// Reads the file; errors name `source` and the field.
  static Result<AnswerWords> from_json(const Json& j, const std::string& source);
};

/// Ordinals 1..8 that name a view in the eight languages ("third",
/// "tercera", "dritte", "الثالثة", ...), which no lexicon's numbers hold.
const std::vector<std::pair<std::string, int>>& builtin_ordinals();

}  // namespace mm::cospace
