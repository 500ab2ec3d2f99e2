#include "validators/reporting/report_markdown.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cctype>

#include "validators/reporting/report_format.h"

namespace mm::report {

namespace {

// Numbers (and "n/a") align right; a column with any other text aligns left.
bool numeric_column(const std::vector<std::vector<std::string>>& rows, size_t col) {
  for (const auto& r : rows) {
    if (col >= r.size() || r[col] == "n/a" || r[col].empty()) continue;
    char c = r[col][0];
    if (!(std::isdigit(static_cast<unsigned char>(c)) || c == '+' || c == '-')) return false;
  }
  return !rows.empty();
}

}  // namespace

std::string md_table(const std::vector<std::string>& header, const std::vector<std::vector<std::string>>& rows) {
  auto line = [](const std::vector<std::string>& cells) {
    std::string s = "|";
    for (std::string c : cells) {
      for (size_t p = c.find('|'); p != std::string::npos; p = c.find('|', p + 2)) c.replace(p, 1, "\\|");
      s += " " + c + " |";
    }
    return s + "\n";
  };
  std::string out = line(header) + "|";
  for (size_t i = 0; i < header.size(); ++i) out += numeric_column(rows, i) ? "---:|" : "---|";
  out += "\n";
  for (const auto& r : rows) out += line(r);
  return out + "\n";
}

namespace {

std::string composite_text(const Report& r, const std::string& model, const std::string& language, int level) {
  const Composite* c = r.find(model, language, level);
  return pct(c ? c->value : std::nullopt);
}

// "a/b/c" over three levels; Overall marks languages missing from the eight.
std::string triple(const Report& r, const std::string& model, const std::string& language, const int (&levels)[3]) {
  std::vector<std::string> parts;
  for (int l : levels) parts.push_back(composite_text(r, model, language, l));
  return fmt::format("{}/{}/{}", parts[0], parts[1], parts[2]);
}

std::string overall_text(const Report& r, const std::string& model, int level) {
  const Overall* o = r.find_overall(model, level);
  if (!o || !o->value) return "n/a";
  std::string s = pct(o->value);
  return o->languages < int(kNaturalLanguages.size()) ? fmt::format("{}†", s) : s;
}

std::string staircase_table(const Report& r, const int (&levels)[3]) {
  std::vector<std::string> header = {"Model"};
  for (const auto& l : r.axes.languages) header.push_back(language_title(l));
  header.push_back("Overall");
  std::vector<std::vector<std::string>> rows;
  for (const auto& m : r.axes.models) {
    std::vector<std::string> row = {m};
    for (const auto& l : r.axes.languages) row.push_back(triple(r, m, l, levels));
    std::vector<std::string> o;
    for (int lv : levels) o.push_back(overall_text(r, m, lv));
    row.push_back(fmt::format("{}/{}/{}", o[0], o[1], o[2]));
    rows.push_back(row);
  }
  return md_table(header, rows);
}

std::string table9(const Report& r) {
  std::string out;
  std::vector<std::string> header = {"Condition"};
  for (int l = 0; l <= kMaxLevel; ++l) header.push_back(fmt::format("L{}", l));
  for (const auto& m : r.axes.models) {
    std::vector<std::vector<std::string>> rows;
    for (const auto& lang : r.axes.languages) {
      std::vector<std::string> row = {language_title(lang)};
      for (int l = 0; l <= kMaxLevel; ++l) row.push_back(composite_text(r, m, lang, l));
      rows.push_back(row);
    }
    std::vector<std::string> row = {"Overall"};
    for (int l = 0; l <= kMaxLevel; ++l) row.push_back(overall_text(r, m, l));
    rows.push_back(row);
    out += fmt::format("**{}**\n\n{}", m, md_table(header, rows));
  }
  return out;
}

}  // namespace

std::string tables_markdown(const Report& r) {
  std::string out = "# MentalMap results\n\n";
  out += fmt::format("{} results from {}; cells with n < {} are left out of composites. ", r.rows,
                     fmt::join(r.files, ", "), r.min_n);
  out += "Values are percentages; L0–L4 composites macro-average the pass rate over families, L5 the mean "
         "L5-composite score. Overall is the equal-weight mean of the eight natural languages (Struct. not "
         "included); † marks an Overall over fewer than eight languages. See docs/report.md.\n\n";
  if (!r.duplicates.empty())
    out += fmt::format("{} duplicated (model, id) lines were ignored (see summary.json).\n\n", r.duplicates.size());
  out += "## Table 3: L3 / L4 / L5 per model and language\n\n" + staircase_table(r, {3, 4, 5});
  out += "## Table 10: L0 / L1 / L2 per model and language\n\n" + staircase_table(r, {0, 1, 2});
  out += "## Table 9: per model, levels × conditions\n\n" + table9(r);
  out += families_markdown(r);
  if (std::string l5 = l5_scores_markdown(r); !l5.empty()) out += "\n" + l5;
  if (std::string paired = paired_markdown(r); !paired.empty()) out += "\n" + paired;
  return out + diagnostics_markdown(r);
}

}  // namespace mm::report
