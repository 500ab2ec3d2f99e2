// The diagnostic lenses of the report (DESIGN §7, paper §3 and appendix
// A.2/A.3/B): frame of reference, reading-direction anchor, reasoning
// effort, JSON validity, the L3 cliff, the node–edge dissociation, and a
// constant-answer detector. Each is a pure function of the rows or of the
// composites; rates are fractions in [0, 1].
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "validators/reporting/aggregate.h"

namespace mm::report {

inline constexpr const char* kFrames[] = {"relative", "absolute", "intrinsic"};
/// A family whose most frequent answer has at least this share is flagged.
inline constexpr double kConstantAnswerShare = 0.9;
/// The paper's cliff-diagnostic regime: L0 above this.
inline constexpr double kCliffRegimeL0 = 0.4;

/// Per (model, language): accuracy per frame over the families that were
/// asked in all three frames (so the frames compare like with like), each
/// family's per-frame pass rate pooled over its items, then macro-averaged.
struct FrameRow {
  std::string model, language;
  std::map<std::string, std::optional<double>> accuracy;  // frame -> rate
  std::map<std::string, int64_t> n;                        // frame -> items
  std::optional<double> drop_absolute, drop_intrinsic;     // relative − other
  int families = 0;
  bool small = false;  // some frame has fewer than the minimum n items
};
std::vector<FrameRow> frame_rows(const std::vector<Row>& rows, int64_t min_n = kMinCellN);

/// Per (model, language) on rtlAnchorPreference: which object the answer
/// anchored on.
struct AnchorRow {
  std::string model, language;
  int64_t source = 0, target = 0, unknown = 0;
  int64_t n() const { return source + target + unknown; }
};
std::vector<AnchorRow> anchor_rows(const std::vector<Row>& rows);

/// Reasoning − direct per cell without the regime (model, level, family,
/// language, mode), on the cell value (pass rate, L5 mean score).
struct DeltaCell {
  std::string model, family, language, mode;
  int level = 0;
  Cell direct, reasoning;
  std::optional<double> delta;  // none unless both regimes have the cell
  bool small = false;           // either side has n below the minimum
};
std::vector<DeltaCell> delta_cells(const Cells& cells);

/// Per (model, level): Overall under each regime and their difference.
struct LevelDelta {
  std::string model;
  int level = 0;
  std::optional<double> direct, reasoning, delta;
};
std::vector<LevelDelta> level_deltas(const Composites& direct, const Composites& reasoning);

/// Per (model, regime): L5 items of the natural languages, mean json_valid
/// and strict_json.
struct JsonValidityRow {
  std::string model, regime;
  int64_t n = 0;
  std::optional<double> json_valid, strict_json;
};
std::vector<JsonValidityRow> json_validity_rows(const std::vector<Row>& rows);

/// Per (model, language): the L3 < L0/2 test on the level composites.
struct CliffRow {
  std::string model, language;
  std::optional<double> l0, l3, ratio;  // ratio = L3 / L0 (none when L0 is 0)
  bool below_half = false, below_quarter = false;
  bool diagnostic = false;  // L0 > kCliffRegimeL0: the test is meaningful
};
std::vector<CliffRow> cliff_rows(const Composites& composites);

/// Per (model, language): mean node F1 and edge F1 over L5 items.
struct GraphF1Row {
  std::string model, language;
  int64_t n = 0;
  std::optional<double> node_f1, edge_f1, gap;  // gap = node − edge
};
std::vector<GraphF1Row> graph_f1_rows(const std::vector<Row>& rows);

/// Per (model, family): how often the answer was unusable, and the share of
/// the most frequent parsed answer (ties broken by the smaller answer text).
struct AnswerRow {
  std::string model, family;
  int64_t n = 0, ok = 0, invalid = 0, missing = 0;  // invalid: invalid, empty, refusal
  std::string top_answer;
  int64_t top_count = 0;
  std::optional<double> invalid_rate, top_share;  // top_share over ok answers
  bool constant = false;                          // top_share ≥ kConstantAnswerShare
};
std::vector<AnswerRow> answer_rows(const std::vector<Row>& rows);

}  // namespace mm::report
