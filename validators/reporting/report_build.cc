#include "validators/reporting/report_build.h"

namespace mm::report {

const Composite* Report::find(const std::string& model, const std::string& language, int level) const {
  auto it = composites.find({model, language, level});
  return it == composites.end() ? nullptr : &it->second;
}

const Overall* Report::find_overall(const std::string& model, int level) const {
  auto it = overall.find({model, level});
  return it == overall.end() ? nullptr : &it->second;
}

Report build_report(const Rows& all, int64_t min_n) {
  Report r;
  r.min_n = min_n;
  r.files = all.files;
  r.duplicates = all.duplicates;
  r.rows = int64_t(all.rows.size());
  // Blind baselines go beside the models in the per-family table only; every
  // other table and diagnostic is about models.
  r.families = family_rows(all.rows);
  Rows input;
  for (const Row& row : all.rows)
    if (!is_baseline_model(row.model)) input.rows.push_back(row);
  r.baseline_rows = int64_t(all.rows.size() - input.rows.size());
  r.axes = axes_of(input.rows);
  r.cells = build_cells(input.rows, min_n);
  r.composites = level_composites(r.cells, kAllRegimes);
  r.overall = overall(r.composites);
  for (const char* regime : {"direct", "reasoning", "scratchpad"}) {
    Composites c = level_composites(r.cells, regime);
    if (!c.empty()) r.by_regime[regime] = std::move(c);
  }
  r.frames = frame_rows(input.rows, min_n);
  r.anchors = anchor_rows(input.rows);
  r.delta_cells = delta_cells(r.cells);
  r.level_deltas = level_deltas(r.by_regime["direct"], r.by_regime["reasoning"]);
  r.json_validity = json_validity_rows(input.rows);
  r.cliff = cliff_rows(r.composites);
  r.graph_f1 = graph_f1_rows(input.rows);
  r.answers = answer_rows(input.rows);
  r.paired = paired_analysis(input.rows);
  return r;
}

}  // namespace mm::report
