// Pieces every row of the MCQ table (mcq_tasks.h) builds its questions
// from: message arguments, question ids, grid options, the eight direction
// bins as words, and the circular distance of bins.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "base/json_util.h"
#include "packs/space/mcq/mcq_tasks.h"

namespace mm::space {

/// A literal argument (a letter, a number, a symbol).
TextArg lit(std::string name, std::string value);
TextArg sym(std::string name, char c);

/// "space-<task>-<index>".
std::string question_id(std::string_view task, uint64_t index);

/// Cells of a grid that are not kEmpty.
int marked_cells(const CharGrid& g);
/// A grid option: the grid, its rows as the value, its marked cells.
OptionValue grid_option(const CharGrid& g);
/// A question with its task, id, record and gold; the rest left to fill.
McqQuestion base_question(std::string task, uint64_t index, Json record, int gold);

/// The eight bin words as key arguments {front} .. {front_left}
/// (space.bin.*), for questions that list the sectors.
TextArgs bin_word_args();
/// A one-line option naming bin `bin` (0 = front, clockwise).
OptionValue bin_option(int bin);
/// Steps round the circle between two bins (0..4).
double bin_distance(const Json& a, const Json& b);
/// Shortcut baseline of bin options: per option, how many of the others are
/// a likely slip of it (its mirror image left for right, its opposite, a
/// neighbour), read from the options alone.
std::vector<double> bin_slip_hub(const McqQuestion& q);
/// Shortcut baseline of bin options: the option nearest straight ahead
/// (a prior on where targets lie, read from the options alone).
std::vector<double> bin_nearest_front(const McqQuestion& q);

}  // namespace mm::space
