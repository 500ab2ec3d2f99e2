// Where in a model's output the answer is. Works on normalised text
// (text_norm.h). The rules, in order (docs/metrics.md, "Finding the answer"):
//  1. reasoning blocks (<think>...</think>) are dropped, \boxed{x} and
//     \text{x} become x, code-fence lines, backticks, asterisks, heading and
//     quote marks and line enumerators ("1.", "2)") are removed;
//  2. if an answer marker of the item's language or of English occurs
//     ("answer:", "final answer:", "the answer is", ...), the last one wins
//     and the answer is the first non-empty line after it (for lists: up to
//     the next blank line);
//  3. otherwise scalar answers are looked for in the only line, or in the
//     first and then the last non-empty line (the last first for the
//     reasoning regime), and lists in the whole text (direct regime) or its
//     last paragraph (reasoning regime).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "validators/reading/phrase_index.h"

namespace mm::score {

/// Step 1 on normalised text.
std::string clean_output(std::string_view normalised);

/// Where the last answer marker ends in cleaned text, or npos.
size_t marker_end(std::string_view cleaned, const std::vector<std::string>& markers);

/// The text segments to read an answer from, best first (steps 2-3).
/// `from_marker` tells whether the first segment follows a marker.
struct Segments {
  std::vector<std::string_view> list;
  bool from_marker = false;
};
Segments answer_segments(std::string_view cleaned, const std::vector<std::string>& markers, bool list_answer,
                         bool reasoning);

/// Splits a list answer into items at newlines and at the index's list
/// separators (",", "and", ...); empty items are dropped.
std::vector<std::string_view> split_items(std::string_view segment, const PhraseIndex& index);

/// True when the text reads like a refusal or a claim that the answer
/// cannot be known: it holds one of the index's refusal phrases (the
/// condition's lexicon and English; docs/metrics.md).
bool looks_like_refusal(std::string_view normalised, const PhraseIndex& index);
/// Where the first of those phrases starts in the text, or npos.
size_t refusal_at(std::string_view normalised, const PhraseIndex& index);

}  // namespace mm::score
