// Internal to the parser: turning mentions (phrase_index.h) into canonical
// values of the kind an item wants, resolved against the item's label
// vocabulary and offered choices, and choosing one value for a scalar
// answer. Shared by parse.cc, parse_json.cc and parse_free.cc.
#pragma once

#include <optional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "validators/reading/gold.h"
#include "validators/reading/phrase_index.h"

namespace mm::score {

/// Whose words a value was read through.
enum class Lang : uint8_t {
  Neutral,  // canonical notation or digits
  Own,      // the item's language
  Foreign,  // only another language (English)
};

/// What an answer is made of.
enum class Want { Boolean, Number, Label, Type, State, Failure, Direction, Letter };

struct Value {
  std::string text;        // canonical: "true", "3", "Cabinet_2", "Mug", "isOpen_true", "north", ...
  size_t begin = 0, end = 0;  // byte offsets in the text it was read from
  Lang lang = Lang::Neutral;
  bool ambiguous = false;  // the phrase had several readings
  bool known = true;       // within the item's vocabulary / choices
  bool plural = false;     // a plural noun ("apples")
};

/// The value kind of an item's scalar or list answer.
Want want_for(const GoldItem& g);

/// Values of kind `w` in normalised text, left to right.
std::vector<Value> values_in(std::string_view text, Want w, const GoldItem& g, const PhraseIndex& index);

/// The whole of `seg` (normalised text), trimmed of spaces, quotes,
/// brackets and punctuation, written exactly as one of the item's canonical
/// keys (a label, a type name for type answers, an offered choice: the
/// struct notation, as the prompt's own examples write names): that key,
/// read in no language (an exact key wins over a word of the item's
/// language that is spelt the same, such as Spanish "pan" for the label
/// Pan). nullopt otherwise.
std::optional<Value> canonical_value(std::string_view seg, Want w, const GoldItem& g);

/// A name written as a JSON string (graph node, event object, histogram
/// key): the value it reads as when the whole string is one name, else its
/// normalised text (unknown).
Value name_of_string(const std::string& raw, Want w, const GoldItem& g, const PhraseIndex& index);

/// One value for a scalar answer read from `seg` (see docs/metrics.md):
/// all values agree; else the item's subject (`subject`, may be empty) is
/// set aside; else a value opening the segment and followed by punctuation
/// or the end (with `leading_decides`, booleans: any value opening the
/// segment, as "不在同一个房间：…在卧室" is read "no"); else the last value,
/// marked ambiguous (not decisive).
struct Pick {
  std::optional<Value> value;
  bool decisive = false;
};
Pick pick_scalar(std::string_view seg, const std::vector<Value>& vals, const std::string& subject,
                 bool leading_decides = false);

/// Off-language: some value was read only through another language and
/// none through the item's own.
bool off_language(const std::vector<Value>& vals);

}  // namespace mm::score
