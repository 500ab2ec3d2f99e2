// What the readers of the tools' shapes share (harness_outputs.cc
// dispatches to them).
#pragma once

#include <string>
#include <string_view>

#include "base/error.h"
#include "base/json_util.h"
#include "harness/import/harness_outputs.h"
#include "validators/reading/predictions.h"

namespace mm::harness {

/// One input file, read whole (gzip undone).
struct InputFile {
  std::string path;
  std::string text;
};

void read_openai_batch(const InputFile& f, const ImportOptions& opt, score::PredictionSet& set);
Status read_lm_eval_samples(const InputFile& f, const ImportOptions& opt, score::PredictionSet& set);
Status read_inspect_json(const InputFile& f, const Json& log, const ImportOptions& opt, score::PredictionSet& set);
Status read_inspect_eval(const InputFile& f, const ImportOptions& opt, score::PredictionSet& set);
void read_generic(const InputFile& f, const ImportOptions& opt, score::PredictionSet& set);

/// The value at a dotted path ("a.b.0.c": object keys and array indices),
/// or null.
const Json* at_path(const Json& j, std::string_view dotted);
/// A string at `key` of an object, or "".
std::string string_at(const Json& j, const char* key);
/// An id as text: a string as it is, an integer in decimal.
std::optional<std::string> id_text(const Json& v);
/// A chat message's content as text: a string, or the "text" parts of a
/// list of content parts joined with newlines (reasoning parts skipped).
std::string content_text(const Json& content);
/// Calls `each(line_number, json)` for every non-blank line; a line that is
/// not JSON is a LineError in `set`.
void for_each_json_line(const InputFile& f, score::PredictionSet& set,
                        const std::function<void(size_t, const Json&)>& each);

}  // namespace mm::harness
