#include "validators/reporting/report_html.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <cmath>

#include "base/html.h"
#include "validators/reporting/report_format.h"
#include "validators/reporting/report_svg.h"

namespace mm::report {
namespace {

constexpr const char* kStyle = R"(
body { font-family: "Noto Sans", "DejaVu Sans", Arial, sans-serif; margin: 24px 32px; color: #1a1a1a; max-width: 1300px; }
h1 { font-size: 24px; } h2 { font-size: 19px; margin-top: 32px; border-bottom: 1px solid #ccc; }
p.note { color: #444; font-size: 14px; max-width: 980px; }
.charts { display: flex; flex-wrap: wrap; gap: 12px; }
svg { background: #ffffff; border: 1px solid #e2e2e2; font-size: 12px; }
)";

std::optional<double> as_pct(const std::optional<double>& v) {
  return v ? std::optional<double>(*v * 100) : std::nullopt;
}

std::optional<double> composite_pct(const Report& r, const std::string& m, const std::string& lang, int level) {
  const Composite* c = r.find(m, lang, level);
  return c ? as_pct(c->value) : std::nullopt;
}

std::string staircase_charts(const Report& r) {
  std::vector<std::string> x_names;
  for (int l = 0; l <= kMaxLevel; ++l) x_names.push_back(fmt::format("L{}", l));
  std::string s;
  for (const auto& m : r.axes.models) {
    std::vector<Series> series;
    for (const auto& lang : r.axes.languages) {
      Series se{language_title(lang), language_colour(lang), lang == kStructLanguage, {}};
      for (int l = 0; l <= kMaxLevel; ++l) se.values.push_back(composite_pct(r, m, lang, l));
      series.push_back(std::move(se));
    }
    s += line_chart(fmt::format("Staircase: {}", m), "Level", "Composite (%)", x_names, series);
  }
  return s;
}

std::map<std::string, std::string> model_colours(const Report& r) {
  std::map<std::string, std::string> out;
  for (size_t i = 0; i < r.axes.models.size(); ++i) out[r.axes.models[i]] = palette_colour(i);
  return out;
}

std::string cliff_chart(const Report& r) {
  auto colours = model_colours(r);
  std::vector<Point> points;
  for (const auto& c : r.cliff)
    if (c.l0 && c.l3)
      points.push_back({*c.l0 * 100, *c.l3 * 100, language_title(c.language), colours[c.model], c.model});
  return scatter_chart("L3 against L0 per (model, language)", "L0 composite (%)", "L3 composite (%)", points,
                       {{0.5, "L3 = L0/2"}, {0.25, "L3 = L0/4"}});
}

std::string graph_chart(const Report& r) {
  auto colours = model_colours(r);
  std::vector<Point> points;
  for (const auto& g : r.graph_f1)
    if (g.node_f1 && g.edge_f1)
      points.push_back({*g.node_f1 * 100, *g.edge_f1 * 100, language_title(g.language), colours[g.model], g.model});
  return scatter_chart("L5 node F1 against edge F1 per (model, language)", "Node F1 (%)", "Edge F1 (%)", points,
                       {{1.0, "node = edge"}});
}

// Mean of the level composites a (model, language) has.
std::optional<double> level_mean(const Report& r, const std::string& m, const std::string& lang) {
  std::vector<std::optional<double>> v;
  for (int l = 0; l <= kMaxLevel; ++l) v.push_back(composite_pct(r, m, lang, l));
  return mean_of(v);
}

std::optional<double> overall_mean(const Report& r, const std::string& m) {
  std::vector<std::optional<double>> v;
  for (int l = 0; l <= kMaxLevel; ++l) {
    const Overall* o = r.find_overall(m, l);
    v.push_back(o ? as_pct(o->value) : std::nullopt);
  }
  return mean_of(v);
}

std::string heatmap_chart(const Report& r) {
  std::vector<std::string> columns;
  for (const auto& l : r.axes.languages) columns.push_back(language_title(l));
  columns.push_back("Overall");
  std::vector<std::vector<std::optional<double>>> values;
  for (const auto& m : r.axes.models) {
    std::vector<std::optional<double>> row;
    for (const auto& l : r.axes.languages) row.push_back(level_mean(r, m, l));
    row.push_back(overall_mean(r, m));
    values.push_back(row);
  }
  return heatmap("Mean level composite (L0–L5), model × language", r.axes.models, columns, values);
}

std::string section(const std::string& title, const std::string& note, const std::string& body) {
  return fmt::format("<h2>{}</h2>\n<p class=\"note\">{}</p>\n<div class=\"charts\">\n{}</div>\n", html_escape(title),
                     html_escape(note), body);
}

}  // namespace

std::string report_html(const Report& r) {
  std::string s = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                  "<title>MentalMap report</title>\n<style>" +
                  std::string(kStyle) + chart_css() + "</style>\n</head>\n<body>\n<h1>MentalMap report</h1>\n";
  s += fmt::format("<p class=\"note\">{}</p>\n",
                   html_escape(fmt::format("{} results, {} models ({}), conditions {}. Cells with n < {} are left "
                                           "out of composites; L0–L4 composites are pass rates, L5 the mean "
                                           "L5-composite score; the tables are in tables.md, every number in "
                                           "summary.json.",
                                           r.rows, r.axes.models.size(), fmt::join(r.axes.models, ", "),
                                           fmt::join(r.axes.languages, ", "), r.min_n)));
  s += section("Staircase per language", "One chart per model; one line per language (Struct. dashed); gaps are "
               "levels without a cell of n ≥ 10.", staircase_charts(r));
  s += section("L3 against L0", "Each point is a (model, language) pair; below the L3 = L0/2 line is the cliff.",
               cliff_chart(r));
  s += section("Node F1 against edge F1 (L5)", "Mean over L5 items; below the diagonal, nodes are found more "
               "reliably than containment edges.", graph_chart(r));
  s += section("Model × language", "Mean of the available level composites (%); Overall averages the levels' "
               "Overall values (eight natural languages, equal weight).", heatmap_chart(r));
  return s + "</body>\n</html>\n";
}

}  // namespace mm::report
