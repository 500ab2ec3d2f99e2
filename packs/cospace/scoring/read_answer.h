// Reading a CoSpace answer (docs/cospace.md, "Scoring"). Multiple-choice
// tasks are read as the SPACE pack reads them (read_choice.h: a label after
// an answer marker, a label line, or one option's text); where the options
// are numbers (ROT-Ang's angles), a number answered alone names the option
// of that value; where they are action sequences (PLA-Dec), an answer that
// says the actions in its own words names the one option they are
// (read_actions.h), read where option text is (after the last answer
// marker, else the whole output or, reasoning, its last paragraph). Open
// tasks (CNT's count, ROT-Dif's view number) read one number, by these
// rules in order:
//  1. the output is normalised and cleaned as every reader does; nothing
//     left is Empty;
//  2. the line after the last answer marker, else the first line then the
//     last (the last first in the reasoning regime), each read for its
//     first number: digits (also Arabic-Indic and Thai), a number word of
//     any lexicon, or an ordinal ("the third view", "第三", "الثالثة");
//     two numbers offered ("2 or 3") are a hedge, read as Refusal;
//  3. otherwise Refusal when a refusal phrase occurs, else Invalid.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "packs/cospace/scoring/answer_words.h"
#include "packs/space/scoring/read_choice.h"

namespace mm::cospace {

struct Read {
  space::ChoiceStatus status = space::ChoiceStatus::Invalid;
  int position = -1;  ///< the option chosen (multiple choice), when Ok
  int number = -1;    ///< the number read (open), when Ok
  std::string how;    ///< "marker", "line", "option-text", "option-words", "option-actions" or "number"
  std::string note;   ///< why not Ok
};

/// An open answer's number.
Read read_number(std::string_view output, const AnswerWords& w, bool reasoning);

/// A multiple-choice answer; `texts` are the options as the prompt showed
/// them and `keys` their canonical keys ("30" for an angle).
Read read_option(std::string_view output, const AnswerWords& w, const std::vector<std::string>& texts,
                 const std::vector<std::string>& keys, bool reasoning);

}  // namespace mm::cospace
