// The diagnostics sections of tables.md.
#include <fmt/format.h>

#include <algorithm>

#include "validators/reporting/report_format.h"
#include "validators/reporting/report_markdown.h"

namespace mm::report {
namespace {

using Table = std::vector<std::vector<std::string>>;

std::string yes_no(bool b) { return b ? "yes" : "no"; }

std::string share(int64_t k, int64_t n) { return n ? pct(double(k) / double(n)) : "n/a"; }

std::string cliff_section(const Report& r) {
  Table rows;
  int diagnostic = 0, holds = 0;
  for (const auto& c : r.cliff) {
    if (c.diagnostic) ++diagnostic, holds += c.below_half;
    rows.push_back({c.model, language_title(c.language), pct(c.l0), pct(c.l3), fixed3(c.ratio),
                    c.l0 && c.l3 ? yes_no(c.below_half) : "n/a", c.l0 && c.l3 ? yes_no(c.below_quarter) : "n/a",
                    yes_no(c.diagnostic)});
  }
  return fmt::format("## L3 cliff: L3 < L0/2 per (model, language)\n\nIn the cliff-diagnostic regime (L0 > {:.0f}%) "
                     "the test holds in {} of {} pairs.\n\n",
                     kCliffRegimeL0 * 100, holds, diagnostic) +
         md_table({"Model", "Language", "L0", "L3", "L3/L0", "L3 < L0/2", "L3 < L0/4", "L0 > 40%"}, rows);
}

std::string frames_section(const Report& r) {
  Table rows;
  for (const auto& f : r.frames) {
    int64_t n = 0;
    for (const auto& [frame, k] : f.n) n += k;
    rows.push_back({f.model, language_title(f.language), pct(f.accuracy.at("relative")),
                    pct(f.accuracy.at("absolute")), pct(f.accuracy.at("intrinsic")), signed_pct(f.drop_absolute),
                    signed_pct(f.drop_intrinsic), std::to_string(f.families),
                    f.small ? fmt::format("{} (small)", n) : std::to_string(n)});
  }
  return "## Frame of reference: per-frame accuracy and frame-shift drop\n\nFamilies asked in all three "
         "frames; drop = relative − absolute (or intrinsic), in points.\n\n" +
         md_table({"Model", "Language", "Relative", "Absolute", "Intrinsic", "Drop abs.", "Drop int.", "Families",
                   "n"},
                  rows);
}

std::string anchors_section(const Report& r) {
  if (r.anchors.empty()) return "";
  Table rows;
  for (const auto& a : r.anchors)
    rows.push_back({a.model, language_title(a.language), std::to_string(a.n()), share(a.source, a.n()),
                    share(a.target, a.n()), share(a.unknown, a.n())});
  return "## Reading direction: anchor distribution on rtlAnchorPreference\n\n" +
         md_table({"Model", "Language", "n", "Source", "Target", "Unknown"}, rows);
}

std::string level_delta_section(const Report& r) {
  if (r.level_deltas.empty()) return "";
  Table rows;
  for (const auto& d : r.level_deltas)
    rows.push_back({d.model, fmt::format("L{}", d.level), pct(d.direct), pct(d.reasoning), signed_pct(d.delta)});
  return "## Reasoning − direct\n\nOverall per level under each regime (composites computed per regime).\n\n" +
         md_table({"Model", "Level", "Direct", "Reasoning", "Δ (points)"}, rows);
}

std::string extreme_cells_section(const Report& r) {
  std::vector<const DeltaCell*> cells;
  for (const auto& d : r.delta_cells)
    if (d.delta && !d.small) cells.push_back(&d);
  if (cells.empty()) return "";
  // Largest |delta| first; ties keep the cells' key order (stable sort).
  std::stable_sort(cells.begin(), cells.end(),
                   [](const DeltaCell* a, const DeltaCell* b) { return std::abs(*a->delta) > std::abs(*b->delta); });
  Table rows;
  for (size_t i = 0; i < cells.size() && i < 20; ++i) {
    const DeltaCell& d = *cells[i];
    rows.push_back({d.model, fmt::format("L{}", d.level), d.family, language_title(d.language), d.mode,
                    pct(cell_value(d.level, d.direct)), pct(cell_value(d.level, d.reasoning)), signed_pct(d.delta)});
  }
  return fmt::format("Largest per-cell deltas ({} of {} paired cells with n ≥ {}; all in summary.json):\n\n",
                     rows.size(), cells.size(), r.min_n) +
         md_table({"Model", "Level", "Family", "Language", "Mode", "Direct", "Reasoning", "Δ"}, rows);
}

std::string json_validity_section(const Report& r) {
  if (r.json_validity.empty()) return "";
  Table rows;
  for (const auto& j : r.json_validity)
    rows.push_back({j.model, j.regime, std::to_string(j.n), pct(j.json_valid), pct(j.strict_json)});
  return "## L5 JSON validity by regime (natural languages)\n\n" +
         md_table({"Model", "Regime", "n", "JSON valid", "Strict JSON"}, rows);
}

std::string graph_section(const Report& r) {
  if (r.graph_f1.empty()) return "";
  Table rows;
  for (const auto& g : r.graph_f1)
    rows.push_back({g.model, language_title(g.language), std::to_string(g.n), pct(g.node_f1), pct(g.edge_f1),
                    signed_pct(g.gap)});
  return "## L5 node F1 vs edge F1\n\n" + md_table({"Model", "Language", "n", "Node F1", "Edge F1", "Gap"}, rows);
}

std::string answers_section(const Report& r) {
  Table rows;
  int flagged = 0;
  for (const auto& a : r.answers) {
    flagged += a.constant;
    std::string top = a.top_answer.size() > 40 ? a.top_answer.substr(0, 40) + "…" : a.top_answer;
    rows.push_back({a.model, a.family, std::to_string(a.n), pct(a.invalid_rate), std::to_string(a.missing),
                    pct(a.top_share), "`" + top + "`", a.constant ? "**constant**" : ""});
  }
  return fmt::format("## Answers: invalid rate and most frequent answer\n\n{} (model, family) pairs give the same "
                     "answer to at least {:.0f}% of their parsed items.\n\n",
                     flagged, kConstantAnswerShare * 100) +
         md_table({"Model", "Family", "n", "Invalid", "Missing", "Top share", "Top answer", "Flag"}, rows);
}

std::string small_cells_section(const Report& r) {
  std::map<std::string, std::pair<int, int>> per_model;  // small, all
  for (const auto& [k, c] : r.cells) {
    auto& [small, all] = per_model[k.model];
    small += c.small();
    ++all;
  }
  Table rows;
  for (const auto& [m, counts] : per_model)
    rows.push_back({m, std::to_string(counts.second), std::to_string(counts.first)});
  return fmt::format("## Cells\n\nCells with n < {} are flagged and left out of every composite (`--min-n` sets the "
                     "bound; summary.json marks each cell).\n\n",
                     r.min_n) +
         md_table({"Model", "Cells", fmt::format("Flagged (n < {})", r.min_n)}, rows);
}

}  // namespace

std::string diagnostics_markdown(const Report& r) {
  return "# Diagnostics\n\n" + cliff_section(r) + frames_section(r) + anchors_section(r) + level_delta_section(r) +
         extreme_cells_section(r) + json_validity_section(r) + graph_section(r) + change_markdown(r) + answers_section(r) +
         small_cells_section(r);
}

}  // namespace mm::report
