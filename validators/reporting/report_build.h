// Everything `mentalmap report` shows, computed once from the rows: the
// cells, the level composites (both regimes pooled, and per regime), the
// Overall columns and every diagnostic. The writers (report_json,
// report_markdown, report_html) only format this.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "validators/reporting/aggregate.h"
#include "validators/reporting/aggregate_diagnostics.h"
#include "validators/reporting/aggregate_families.h"
#include "validators/reporting/aggregate_paired.h"

namespace mm::report {

using OverallMap = std::map<std::pair<std::string, int>, Overall>;

struct Report {
  std::vector<std::string> files, duplicates;
  int64_t rows = 0;
  int64_t min_n = kMinCellN;  // cells with fewer items are left out of composites
  Axes axes;
  Cells cells;
  Composites composites;            // both regimes pooled: Table 3 / Table 9
  OverallMap overall;               // of `composites`
  std::map<std::string, Composites> by_regime;  // "direct", "reasoning" (when present)
  std::vector<FrameRow> frames;
  std::vector<AnchorRow> anchors;
  std::vector<DeltaCell> delta_cells;
  std::vector<LevelDelta> level_deltas;
  std::vector<JsonValidityRow> json_validity;
  std::vector<CliffRow> cliff;
  std::vector<GraphF1Row> graph_f1;
  std::vector<AnswerRow> answers;
  std::vector<FamilyRow> families;  // models and blind baselines
  PairedAnalysis paired;            // cross-language consistency and deltas against English
  int64_t baseline_rows = 0;        // results of "baseline:*" models
  std::map<std::string, double> chance;  // family -> chance level (report --baselines)

  /// The composite of (model, language, level), if any.
  const Composite* find(const std::string& model, const std::string& language, int level) const;
  /// Overall of (model, level), if any.
  const Overall* find_overall(const std::string& model, int level) const;
};

Report build_report(const Rows& input, int64_t min_n = kMinCellN);

}  // namespace mm::report
