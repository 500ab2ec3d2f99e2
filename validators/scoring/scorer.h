// `mentalmap score` as a library call: match predictions to a checked
// release, parse and evaluate every (model, item) pair, and emit one
// results line per pair in release order, then model name. Missing
// predictions score 0 and are listed; unknown ids, duplicates and broken
// prediction lines are listed; predictions that mostly name ids the release
// does not have are refused as belonging to another release.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "base/error.h"
#include "base/json_util.h"
#include "validators/scoring/evaluate.h"
#include "validators/reading/parse.h"
#include "validators/reading/predictions.h"
#include "validators/reading/release_input.h"

namespace mm::score {

inline constexpr int kResultFormatVersion = 1;

/// A file whose share of unknown ids exceeds this is refused.
inline constexpr double kMaxUnknownShare = 0.5;

struct ItemResult {
  const GoldItem* item = nullptr;
  std::string model;
  Parsed parsed;
  Score score;
};

/// The results line of one (model, item): every key always present, in a
/// fixed order (docs/metrics.md, "Results file").
OJson result_json(const ItemResult& r);
/// result_json(r) as one line of text (no newline), written directly:
/// byte-identical to result_json(r).dump() with invalid UTF-8 replaced.
std::string result_line(const ItemResult& r);

/// Parses and evaluates one output (or a missing prediction when `output`
/// is null) for an item; `index` is the index of the item's language.
ItemResult score_item(const GoldItem& item, const std::string& model, const std::string* output,
                      const PhraseIndex& index);

struct ModelSummary {
  std::string model;
  int64_t items = 0, ok = 0, invalid = 0, empty = 0, refusal = 0, missing = 0;
  int64_t correct = 0, off_language = 0, unknown = 0, duplicates = 0;
  /// Predictions for items of conditions outside ScoreScope::languages.
  int64_t outside = 0;
  double score_sum = 0;
  std::vector<std::string> missing_ids;  // release order
  /// Conditions of the release this model was not scored in (no
  /// predictions there, or left out by ScoreScope::languages), with their
  /// item counts: reports show them as n/a, not as 0.
  std::map<std::string, int64_t> unscored;
};

/// Which conditions are scored. Empty `languages`: for each model, every
/// condition it answered at least one item of (a model that answered only
/// English is scored on English; its Chinese column is n/a, not 0).
/// Otherwise exactly these conditions for every model; their unanswered
/// items are missing (score 0).
struct ScoreScope {
  std::set<std::string> languages;
};

struct ScoreReport {
  std::vector<ModelSummary> models;       // sorted by model
  std::vector<std::string> unknown;       // "file:line: id ... (model ...)"
  std::vector<Duplicate> duplicates;
  std::vector<LineError> errors;
  int64_t results = 0;
  bool scoped = false;  // ScoreScope::languages was given
};

/// Scores every model of `preds` on every item of `release` (items built
/// and scored a chunk at a time on `threads` workers), handing each results
/// line (JSON text, no newline) to `sink` in release order, then model: the
/// same bytes for any thread count. Errors: a language without a
/// vocabulary, predictions for another release, a gold line that does not
/// read.
Result<ScoreReport> score_predictions(const Release& release, const PredictionSet& preds,
                                      const std::function<void(const std::string&)>& sink, int threads = 2,
                                      const ScoreScope& scope = {});

}  // namespace mm::score
