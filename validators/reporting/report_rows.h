// Reading the per-item results JSONL that `mentalmap score` writes
// (docs/metrics.md §7) into compact rows for aggregation. Only what the
// report needs is kept: the cell axes, the outcome, a few L5 components,
// the rtlAnchorPreference anchor and a key of the canonical answer.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/error.h"

namespace mm::report {

struct Row {
  std::string id, base_id, model, family, language, mode, regime, frame, order, status;
  int level = 0;
  bool correct = false;
  double score = 0;
  std::optional<double> json_valid, strict_json, node_f1, edge_f1;  // L5 components
  std::optional<double> delta_f1, change_pass;  // L5 change metrics (dynamic/counterfactual graphs)
  std::string anchor;  // rtlAnchorPreference: source / target / unknown; "" otherwise
  /// The canonical answer as compact JSON ("" when null). Long answers
  /// (graphs) become "#<fnv1a-64 hex> <first 48 bytes>" so equal answers
  /// still compare equal without keeping megabytes.
  std::string answer;
};

struct Rows {
  std::vector<Row> rows;                // first occurrence of each (model, id), in reading order
  std::vector<std::string> files;       // as given
  std::vector<std::string> duplicates;  // "file:line: model M, id I repeats file:line (ignored)"
};

/// Answers longer than this are keyed by hash.
inline constexpr size_t kMaxAnswerKey = 160;

/// Parses the lines of one file's text (named `file` in messages) into
/// `out`. Errors name the place: "file:line: invalid JSON: ...",
/// "file:line: missing key 'family'", "file:line: key 'level': expected
/// integer, found \"x\"". Blank lines are skipped.
Status add_results(std::string_view text, const std::string& file, Rows& out);

/// Reads every file in order; the first broken line stops reading.
Result<Rows> read_results(const std::vector<std::string>& files);

}  // namespace mm::report
