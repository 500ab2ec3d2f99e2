// Finding JSON inside free text. Models wrap their JSON in prose, code
// fences and reasoning; some write a draft first and the answer last, some
// truncate. The scanner walks the text once with an explicit bracket stack
// (strings and escapes respected, never a regular expression) and yields
// every balanced {...} or [...] span at every nesting level. Candidates are
// then tried latest-ending first, outermost first, and the first one that
// parses and has the shape the item expects wins.
//
// Limits (documented in docs/metrics.md):
//  - brackets nest at most kMaxScanDepth deep; deeper text resets the scan;
//  - a candidate nested more than kMaxJsonDepth levels is never parsed;
//  - at most kMaxCandidatesTried candidates are parsed per output;
//  - a raw newline inside a string ends the string as broken (JSON forbids
//    it), so a stray quote in prose cannot swallow the rest of the text.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string_view>
#include <vector>

#include "base/json_util.h"

namespace mm::score {

inline constexpr size_t kMaxScanDepth = 256;
inline constexpr size_t kMaxJsonDepth = 64;
inline constexpr size_t kMaxCandidatesTried = 64;

/// A balanced span [begin, end) of the text and how deeply it nests inside.
struct JsonSpan {
  size_t begin = 0, end = 0;
  size_t depth = 0;  // 1 for "{}" or "[]"
};

/// Every balanced bracket span, ordered by end offset (inner spans before
/// the span enclosing them). Linear in the text size.
std::vector<JsonSpan> balanced_spans(std::string_view text);

/// Deepest bracket nesting outside strings, counting stops at `cap`.
size_t nesting_depth(std::string_view text, size_t cap);

/// Parses text as one JSON value without exceptions; nullopt when it is not
/// exactly one JSON value or nests deeper than kMaxJsonDepth.
std::optional<Json> parse_json_safely(std::string_view text);

struct Extracted {
  Json value;
  JsonSpan span;
  bool whole = false;  // the span is the entire trimmed text
};

/// Calls `take(span, candidate_text, whole)` for each candidate in the order
/// extract_json tries them (latest-ending first, outermost first, starting
/// with `open` when given, within the depth and count limits) until it
/// returns true; returns whether one did.
bool for_each_candidate(std::string_view text, char open,
                        const std::function<bool(const JsonSpan&, std::string_view, bool)>& take);

/// The last complete candidate accepted by `shape` (see the file comment),
/// or nullopt. `open` ('{' or '[', 0 for either) skips other candidates
/// without parsing them.
std::optional<Extracted> extract_json(std::string_view text, char open,
                                      const std::function<bool(const Json&)>& shape);

}  // namespace mm::score
