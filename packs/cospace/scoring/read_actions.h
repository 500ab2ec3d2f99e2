// Reading the actions of a PLA-Dec answer that paraphrases an option
// (docs/cospace.md, "Scoring"): "First turn right by 90 degrees, then go
// straight ahead", "右に90度回ってからまっすぐ進む", "um 90 Grad nach rechts
// drehen, dann geradeaus gehen". The reader finds the words of
// action_words.h (and the lexicons' direction words) in the answer, the
// longest first, and reads them as a careful grader would:
//  - a turn is a turn word with its side (right, left, clockwise, ...) and
//    its angle (a number with its degrees, or a bare 45, 90, 135 or 180)
//    within three words and no punctuation of it, in any order; or a turn
//    that names its side or angle itself ("右转", "quarter turn"); or a turn
//    to face a sector ("turn to face the back-left") when no side or angle
//    is given. 180 degrees either way, or a turn-back phrase ("turn
//    around"), is a turn back; a side and no angle ("turn left") is a turn
//    of unknown angle; an angle and no side leaves the answer unread; a
//    turn word alone is no action;
//  - going ahead is a go word ("advance", "直进"), a verb of going beside a
//    forward word ("walk forward", "まっすぐ進む"), or a forward word right
//    after a "then" that follows an action ("dann geradeaus");
//  - the actions are in the order written, unless order words say
//    otherwise ("go ahead after turning right", "往前走之前先向右转");
//  - order words that disagree, a negation in a clause with an action, or
//    a choice offered among the actions ("turn right or go ahead") leave the
//    answer unread.
// The answer names an option when its actions, in order, are that option's
// (a turn of unknown angle fits any angle on its side) and no other's.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "packs/cospace/scoring/action_words.h"

namespace mm::cospace {

struct Action {
  enum class Kind { Turn, Go };
  Kind kind = Kind::Go;
  int side = 0;      ///< a turn's side: +1 right, -1 left, 0 back (180 degrees)
  int degrees = -1;  ///< a turn's angle, -1 when the answer gave none ("turn left")
  bool operator==(const Action&) const = default;
};

/// "turn-right-90", "turn-left", "turn-back", "go-ahead".
std::string action_name(const Action& a);
/// The actions of an option key ("turn-left-45,go-ahead"); nullopt when
/// the key is no action sequence.
std::optional<std::vector<Action>> key_actions(std::string_view key);

/// ActionRead::note when the text holds no action at all.
inline constexpr char kNoActions[] = "no actions found";

struct ActionRead {
  std::vector<Action> actions;
  std::string note;  ///< why nothing was read; empty when `actions` holds the read
};

class ActionReader {
 public:
  /// `aliases` are a vocabulary's (option key -> words): the sector keys'
  /// words read as sides and sectors, "front"'s as forward words, every
  /// other key's as no action word.
  ActionReader(const ActionWords& words, const std::map<std::string, std::vector<std::string>>& aliases);
  /// Reads a normalised text (score::normalise_text).
  ActionRead read(std::string_view text) const;

  /// One word the reader looks for: what it is (read_actions.cc's Cat),
  /// the side and angle it names, the order relations of an order word.
  struct Entry {
    std::string word;  ///< normalised, without a closing '*'
    int cat = 0;
    int side = 0, degrees = -1;
    unsigned order = 0;
    bool prefix = false;  ///< also the longer words it begins
    int rank = 0;         ///< 0 the vocabulary's action words, 1 a lexicon's
  };

 private:
  std::map<std::string, std::vector<Entry>> by_first_;  // first code point -> words starting with it
  std::vector<std::string> clitics_;
};

/// The one option whose actions the read actions are, or -1 with `note`
/// saying why (none fits, or several do).
int option_by_actions(const std::vector<Action>& read, const std::vector<std::vector<Action>>& options,
                      std::string* note);

}  // namespace mm::cospace
