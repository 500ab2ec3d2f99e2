// Reading a model's raw output as an answer of the item's output format.
// The result is a canonical value in the gold's own terms (labels, type
// names, direction keys, state keys, failure codes, booleans, numbers,
// JSON structures over canonical labels), whatever language or notation
// the model used, plus how it was read. Never throws; any input is safe
// (limits in json_scan.h and docs/metrics.md).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "base/json_util.h"
#include "validators/reading/gold.h"
#include "validators/reading/graph_sets.h"
#include "validators/reading/phrase_index.h"

namespace mm::score {

/// Outputs longer than this are not read (status invalid).
inline constexpr size_t kMaxOutputBytes = size_t(8) << 20;

enum class ParseStatus {
  Ok,       // an answer of the expected format was found
  Invalid,  // text was there but no answer of the format could be read
  Empty,    // nothing but whitespace or markup
  Refusal,  // no answer, and the text declines or says it cannot be known
  Missing,  // no prediction for the item (set by the scorer, never by parse)
};
std::string_view status_name(ParseStatus s);

struct Parsed {
  ParseStatus status = ParseStatus::Invalid;
  Json answer;                // the canonical answer when status is Ok
  bool off_language = false;  // read only through words of another language
  bool ambiguous = false;     // several different values; the documented rule chose one
  bool from_marker = false;   // the answer followed an answer marker
  bool json_valid = false;    // JSON formats: a JSON value of the expected shape was found
  bool strict_json = false;   // ... and it is the whole trimmed output
  std::vector<std::string> unrecognised;  // list items no known name matched (normalised)
  std::string note;           // why not Ok, or what was noteworthy
  /// Graph answers are kept as sets only (`answer` stays null), so scoring
  /// needs no JSON; parsed_answer() gives the canonical JSON.
  std::shared_ptr<const GraphSets> graph;
};

/// The canonical answer as JSON: `answer`, or the graph's JSON form.
Json parsed_answer(const Parsed& p);

/// The part of a scratchpad-regime answer the scorer reads: the text after
/// the last "</scratchpad>" (tags matched case-insensitively), else the text
/// before an unclosed "<scratchpad>", else the whole output. Direction marks
/// inside the tags are ignored.
std::string after_scratchpad(std::string_view output);

/// Reads `output` for `item`; `index` must be the index of item.language.
Parsed parse_output(std::string_view output, const GoldItem& item, const PhraseIndex& index);

}  // namespace mm::score
