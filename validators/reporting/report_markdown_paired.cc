// tables.md: the paired analyses across languages (aggregate_paired.h).
#include <fmt/format.h>

#include "validators/reporting/report_format.h"
#include "validators/reporting/report_markdown.h"

namespace mm::report {

namespace {

std::string scratchpad_markdown(const PairedAnalysis& p) {
  if (p.scratchpad.empty()) return "";
  std::string out =
      "## Scratchpad lift (paired with the direct regime)\n\n"
      "The same items in the direct and the scratchpad regime: mean scores and the lift with a 95 % paired "
      "bootstrap interval, beside what the paper pre-registered (L3 rising from about 14 % to 35-50 %, L0-L2 "
      "staying within ±5 points).\n\n";
  std::vector<std::vector<std::string>> rows;
  for (const auto& l : p.scratchpad)
    rows.push_back({l.model, l.language, fmt::format("L{}", l.level), fmt::format("{}", l.units), pct(l.direct),
                    pct(l.scratchpad), signed_pct(l.lift),
                    fmt::format("[{}, {}]", signed_pct(l.ci.lo), signed_pct(l.ci.hi)), preregistered_lift(l.level)});
  return out + md_table({"model", "language", "level", "units", "direct", "scratchpad", "lift", "95 % CI",
                         "pre-registered"},
                        rows) +
         "\n";
}

}  // namespace

std::string paired_markdown(const Report& r) {
  const PairedAnalysis& p = r.paired;
  if (p.consistency.empty()) return scratchpad_markdown(p);
  std::string out =
      "## Cross-language consistency (paired)\n\n"
      "Each unit is one question in one regime, answered in every condition the model was scored in. "
      "All right / none right: the share of units right in every language / in none. Per pair of "
      "languages: units right in both, only in the first, only in the second, in neither, and McNemar's "
      "exact p on the discordant pairs.\n\n";
  std::vector<std::vector<std::string>> rows;
  for (const auto& c : p.consistency)
    rows.push_back({c.model, fmt::format("{}", fmt::join(c.languages, ", ")), fmt::format("{}", c.units),
                    pct(double(c.all_right) / double(c.units)), pct(double(c.none_right) / double(c.units))});
  out += md_table({"model", "languages", "units", "all right", "none right"}, rows) + "\n";
  rows.clear();
  for (const auto& c : p.consistency)
    for (const auto& q : c.pairs)
      rows.push_back({c.model, q.a + " / " + q.b, fmt::format("{}", q.both), fmt::format("{}", q.a_only),
                      fmt::format("{}", q.b_only), fmt::format("{}", q.neither), fmt::format("{:.4f}", q.mcnemar_p)});
  out += md_table({"model", "pair", "both", "first only", "second only", "neither", "McNemar p"}, rows) + "\n";
  if (!p.deltas.empty()) {
    out += "### Deltas against English (paired)\n\n"
           "Mean score in the language minus in English over the same units, with a 95 % paired "
           "bootstrap interval.\n\n";
    rows.clear();
    for (const auto& d : p.deltas)
      rows.push_back({d.model, d.language, fmt::format("{}", d.units), signed_pct(d.delta),
                      fmt::format("[{}, {}]", signed_pct(d.ci.lo), signed_pct(d.ci.hi))});
    out += md_table({"model", "language", "units", "delta", "95 % CI"}, rows) + "\n";
  }
  if (p.rows_without_base_id)
    out += fmt::format("{} results carry no base_id (scored by an older mentalmap) and are not paired.\n\n",
                       p.rows_without_base_id);
  return out + scratchpad_markdown(p);
}

}  // namespace mm::report
