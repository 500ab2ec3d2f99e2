// The words a SPACE answer is read in, for one condition of a release
// (vocabulary/<condition>.json, format mentalmap.space-vocabulary): the four
// option labels as the prompts print them, the answer markers ("Answer:",
// "答案是", ...), the words that name an option ("option", "选项", ...), the
// words that offer two ("or", "或", ...) and the phrases that decline. The
// generator writes it from the condition's space.msg and every lexicon, so
// an answer is read in any of the eight languages whatever its condition,
// and a release is read as its own prompts worded it.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "base/error.h"
#include "base/json_util.h"

namespace mm::space {

struct ChoiceWords {
  std::string condition;
  std::array<std::string, 4> labels;  ///< positions A..D as printed (space.label.*)
  /// Not in the file: where the labels are not A..D (ar أ..د, th ก..ง), a
  /// or b .. d read as the same positions, as a model may answer in Latin
  /// letters whatever the prompt's script; empty otherwise.
  std::array<std::string, 4> latin_labels;
  /// Every list below is normalised (score::normalise_text), longest first.
  std::vector<std::string> markers;       ///< answer markers: the answer phrase's and every lexicon's
  std::vector<std::string> option_words;  ///< "option", "choice", "选项", ...
  std::vector<std::string> hedges;        ///< "or", "and", "/", "或", ...: two labels joined by one is a hedge
  std::vector<std::string> refusals;      ///< phrases that decline or say it cannot be known

  /// Normalises every entry (labels too) and sorts the lists longest first,
  /// dropping duplicates; call after filling the lists.
  void normalise();

  Json to_json() const;
  /// The file's text: to_json() with one field a line.
  std::string dump() const;
  /// Reads the file; errors name `source` and the field.
  static Result<ChoiceWords> from_json(const Json& j, const std::string& source);
};

/// The keys of the four option labels in a condition's space.msg (the
/// CoSpace pack labels its options with them too).
inline constexpr const char* kLabelKeys[4] = {"space.label.a", "space.label.b", "space.label.c", "space.label.d"};
/// Stands for the label while the answer phrase (space.answer) is worded,
/// so that what comes before it can be cut off as an answer marker.
inline constexpr const char* kLabelSlot = "\uE001";

/// Words every condition accepts besides its own: the eight languages'
/// words for "option" and for "or".
const std::vector<std::string>& builtin_option_words();
const std::vector<std::string>& builtin_hedges();

}  // namespace mm::space
