// Internal to the parser: the prepared text of one output and the readers
// of the JSON formats and the free-text diagnostics.
#pragma once

#include <string>
#include <string_view>

#include "validators/reading/answer_text.h"
#include "validators/reading/gold.h"
#include "validators/reading/parse.h"
#include "validators/reading/phrase_index.h"

namespace mm::score {

/// An output normalised, cleaned and cut into answer segments. Segments
/// point into `cleaned`: build it in place with prepare_text, never copy.
struct Text {
  const GoldItem& item;
  const PhraseIndex& index;
  std::string_view raw;  // the output as written (case kept)
  std::string normalised, cleaned;
  Segments segments;
  Text(const GoldItem& g, const PhraseIndex& i) : item(g), index(i) {}
  Text(const Text&) = delete;
  Text& operator=(const Text&) = delete;
};
void prepare_text(std::string_view output, Text& t);

bool is_json_format(Format f);
/// Label lists, sequences and free text: answers read as lists of items.
bool list_format(Format f);
/// A list's first item that names a room and nothing the answer lists is
/// its lead-in ("キッチンには、冷蔵庫、…"), not an element.
bool lead_in(std::string_view item, const PhraseIndex& index);
/// Whether `text` holds a phrase of `kind` ("nothing", a room name, ...).
bool mentions(std::string_view text, const PhraseIndex& index, Kind kind);

/// Histogram, event list, state map and graph (parse_json.cc): the JSON
/// answer of the expected shape, from the raw output (t need not be
/// prepared); false when there is none.
bool read_json_answer(std::string_view raw, const Text& t, Parsed& out);
/// When read_json_answer found nothing (t prepared): a histogram written as
/// text, else the reason in out.note.
void read_json_fallback(std::string_view raw, const Text& t, Parsed& out);
/// rtlAnchorPreference and sceneListing (parse_free.cc).
void read_free_text(std::string_view raw, const Text& t, Parsed& out);

}  // namespace mm::score
