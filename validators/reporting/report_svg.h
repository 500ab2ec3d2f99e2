// Inline SVG charts for report.html: a line chart, a scatter plot with
// reference lines, and a heatmap with printed values. Pure string
// building; every text goes through mm::html_escape. Axes run 0–100 (%).
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace mm::report {

struct Series {
  std::string name, colour;
  bool dashed = false;
  std::vector<std::optional<double>> values;  // one per x position, in % (gaps allowed)
};

/// Lines over categorical x positions (e.g. L0..L5), legend on the right.
std::string line_chart(const std::string& title, const std::string& x_label, const std::string& y_label,
                       const std::vector<std::string>& x_names, const std::vector<Series>& series);

struct Point {
  double x = 0, y = 0;  // in %
  std::string label;    // printed beside the point
  std::string colour, group;  // group: legend entry
};

/// A reference line y = slope · x, drawn dashed and labelled at its end.
struct RefLine {
  double slope = 1;
  std::string label;
};

std::string scatter_chart(const std::string& title, const std::string& x_label, const std::string& y_label,
                          const std::vector<Point>& points, const std::vector<RefLine>& refs);

/// Rows × columns of values in % (none = "n/a" on grey), each printed.
std::string heatmap(const std::string& title, const std::vector<std::string>& rows,
                    const std::vector<std::string>& columns,
                    const std::vector<std::vector<std::optional<double>>>& values);

/// The style rules the charts' classes need (grid, axes, titles, labels),
/// for a page that holds them.
std::string chart_css();
/// A chart as a file of its own: its style rules written inside it.
std::string standalone_svg(const std::string& chart);

/// A readable colour for series i (colour-blind-safe palette, cycled).
std::string palette_colour(size_t i);
/// The colour of a language (fixed per language so charts agree).
std::string language_colour(const std::string& language);

}  // namespace mm::report
