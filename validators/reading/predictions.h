// Reading model predictions: JSONL files whose lines are
// {"id": <item id>, "model": <name>, "output": <raw model text>} (other
// fields are ignored). One file may hold several models; several files may
// be given (typically one per model). Nothing is silently dropped: a line
// that is not JSON, lacks a field or has a wrong type is a LineError with
// file:line and what was expected; a repeated (id, model) pair is a
// Duplicate (the first one is scored); ids the release lacks are Unknown;
// release ids a model has no line for are missing (see match_predictions).
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "base/error.h"
#include "base/json_util.h"

namespace mm::score {

/// Lines longer than this are reported, not parsed.
inline constexpr size_t kMaxPredictionLineBytes = size_t(64) << 20;
/// JSON nesting allowed in a prediction line.
inline constexpr size_t kMaxPredictionDepth = 64;

struct Prediction {
  std::string id, model, output;
  std::string file;
  size_t line = 0;
};

struct LineError {
  std::string file;
  size_t line = 0;
  std::string message;  // what was expected and what was found
  std::string text() const;  // "file:line: message"
};

struct Duplicate {
  std::string id, model;
  std::string first, again;  // "file:line" of the scored line and of the repeat
};

struct PredictionSet {
  std::vector<Prediction> predictions;  // valid, first occurrences, in reading order
  std::vector<LineError> errors;
  /// Requests the model-running tool recorded as failed (an API error, an
  /// expired request, a sample that errored), with the tool's message: the
  /// item counts as missing.
  std::vector<LineError> failed;
  /// One line per file read in another tool's shape: what it was read as.
  std::vector<std::string> sources;
  std::vector<Duplicate> duplicates;
  std::vector<std::string> models;      // sorted
  std::vector<std::string> damage;      // damaged files read with allow_partial: what was lost
  /// (model, id) -> "file:line" of the prediction scored.
  std::map<std::pair<std::string, std::string>, std::string> first_at;
};

/// Adds one prediction read at p.file:p.line, or records it as a duplicate
/// of an earlier (model, id).
void add_prediction(Prediction p, PredictionSet& set);

/// The JSON value of one line of a JSONL file, within the limits above, or
/// a message saying why it is not one (column and what was found).
Result<Json> parse_prediction_line(std::string_view line);

/// Parses the lines of one file's text (named `file` in messages) into
/// `set`, honouring duplicates across everything added so far.
void add_predictions(std::string_view text, const std::string& file, PredictionSet& set);

/// Reads one prediction file whole (gzip undone; see read_predictions for
/// damaged files, whose loss goes to set.damage); a file without a
/// non-blank line is an Error naming it.
Result<std::string> read_prediction_file(const std::string& file, bool allow_partial, PredictionSet& set);

/// Reads files (plain or gzip) in order; a file that cannot be read is an
/// Error naming it.
/// A damaged (truncated, corrupt) gzip file is an error unless
/// `allow_partial`: then its complete lines are read and `damage` says what
/// was dropped.
Result<PredictionSet> read_predictions(const std::vector<std::string>& files, bool allow_partial = false);

}  // namespace mm::score
