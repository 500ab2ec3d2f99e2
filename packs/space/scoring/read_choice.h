// Which option a model's raw output chose (docs/space.md, "Scoring"), in
// any of the eight languages, by these rules in order:
//  1. the output is normalised (score::normalise_text) and cleaned as the
//     staircase's reader does (reasoning blocks, \boxed{}, markdown);
//     nothing left is Empty;
//  2. after the last answer marker ("Answer:", "答案是", ...): the first
//     line read from its start: a label, "(B)", "B)", "option B", "选项B";
//     two labels offered ("B or C", "B/C") are a hedge, read as Refusal;
//  3. otherwise whole lines: the first then the last (the last first in
//     the reasoning regime), each read as a label standing alone or
//     followed at once by ")", ".", ":" ("B) the card ..."; a grid row
//     "B . W" is none), or an option word and a label anywhere in it ("I
//     pick option B");
//  4. otherwise the option's own text (after the marker, else the whole
//     output, or its last paragraph in the reasoning regime), when exactly
//     one option's text occurs there (a text inside a longer option's text
//     that occurs there does not count);
//  5. otherwise Refusal when a refusal phrase occurs, else Invalid.
// A label matches on word borders only: "a" inside a word never reads as A.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "packs/space/scoring/choice_words.h"

namespace mm::space {

enum class ChoiceStatus { Ok, Invalid, Empty, Refusal };
/// "ok", "invalid", "empty", "refusal".
std::string_view choice_status_name(ChoiceStatus s);

struct Choice {
  ChoiceStatus status = ChoiceStatus::Invalid;
  int position = -1;  ///< 0..3 (A..D) when Ok
  std::string how;    ///< "marker", "line" or "option-text" when Ok
  std::string note;   ///< why not Ok ("hedge: b or c", ...)
};

/// Where an option's text (or one of its words) occurs in an answer.
struct OptionHit {
  int option;
  size_t begin, end;
};
/// The options with an occurrence that lies inside no longer occurrence of
/// another option ("right" inside "front-right" does not count), each once,
/// in the order of `hits`.
std::vector<int> uncovered_options(const std::vector<OptionHit>& hits);

/// Outputs longer than this are not read (Invalid).
inline constexpr size_t kMaxChoiceOutputBytes = size_t(1) << 20;

/// Reads `output`; `options` are the four options' texts in position order
/// as the prompt showed them (grids one row per line).
Choice read_choice(std::string_view output, const ChoiceWords& w, const std::vector<std::string>& options,
                   bool reasoning);

}  // namespace mm::space
