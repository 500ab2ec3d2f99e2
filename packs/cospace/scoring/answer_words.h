// The words a CoSpace answer is read in, for one condition of a release
// (vocabulary/<condition>.json, format mentalmap.cospace-vocabulary): the
// SPACE pack's choice words (option labels as the prompts print them,
// answer markers, option words, hedges, refusals: choice_words.h) for the
// multiple-choice tasks, and the number words of every lexicon plus the
// ordinals a view is named by ("the third view") for the open ones
// (CNT, ROT-Dif), and the words of actions (action_words.h) a PLA-Dec
// answer may paraphrase its option in. The generator writes it; the scorer
// reads only it.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "base/error.h"
#include "base/json_util.h"
#include "packs/cospace/scoring/action_words.h"
#include "packs/space/scoring/choice_words.h"

namespace mm::cospace {

class ActionReader;

struct AnswerWords {
  space::ChoiceWords choice;
  /// Normalised word -> value, longest word first (digits are read apart).
  std::vector<std::pair<std::string, int>> numbers;
  /// Option key -> every word any lexicon has for it (directions and object
  /// kinds: word, plural, aliases, context variants), normalised: an answer
  /// that names the option in its own words ("delante a la derecha").
  std::map<std::string, std::vector<std::string>> aliases;
  /// The words of PLA-Dec actions ("turn", "degrees", "go", ...); a file
  /// without them reads no paraphrased actions.
  ActionWords actions;
  /// Not written to the file: every alias and refusal, longest first. A
  /// number word inside one is no number (Thai เก้า "nine" in เก้าอี้
  /// "chair", สาม "three" in ไม่สามารถ "cannot").
  std::vector<std::string> blockers;
  /// Not written to the file: `actions` and the direction aliases, ready to
  /// read (read_actions.h); shared by copies.
  std::shared_ptr<const ActionReader> action_reader;

  /// Normalises and sorts `numbers` (and the choice words); call after filling.
  void normalise();
  Json to_json() const;
  /// The file's text: one field a line.
  std::string dump() const;
  /// Reads the file; errors name `source` and the field.
  static Result<AnswerWords> from_json(const Json& j, const std::string& source);
};

/// Numbers an angle is written with beyond the lexicons' (thirty, forty-five,
/// sixty, ... in the eight languages).
const std::vector<std::pair<std::string, int>>& builtin_angle_words();

/// Ordinals 1..8 that name a view in the eight languages ("third",
/// "tercera", "dritte", "الثالثة", ...), which no lexicon's numbers hold.
const std::vector<std::pair<std::string, int>>& builtin_ordinals();

}  // namespace mm::cospace
