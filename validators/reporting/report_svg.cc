#include "validators/reporting/report_svg.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <map>

#include "base/html.h"

namespace mm::report {
namespace {

// The plotting area inside an SVG: margins leave room for ticks, axis
// labels and the legend.
struct Frame {
  double left = 64, top = 40, width = 360, height = 240;
  double x(double pct) const { return left + width * std::clamp(pct, 0.0, 100.0) / 100.0; }
  double y(double pct) const { return top + height * (1.0 - std::clamp(pct, 0.0, 100.0) / 100.0); }
  double bottom() const { return top + height; }
  double right() const { return left + width; }
};

std::string text(double x, double y, const std::string& s, const char* anchor = "middle", const char* extra = "") {
  return fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"{}\"{}>{}</text>\n", x, y, anchor, extra,
                     html_escape(s));
}

std::string open_svg(double w, double h, const std::string& title) {
  return fmt::format("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{:.0f}\" height=\"{:.0f}\" "
                     "viewBox=\"0 0 {:.0f} {:.0f}\" role=\"img\" aria-label=\"{}\">\n<title>{}</title>\n",
                     w, h, w, h, html_escape(title), html_escape(title)) +
         text(w / 2, 22, title, "middle", " class=\"chart-title\"");
}

// The y axis 0–100 with grid lines every 20, and the axis labels.
std::string y_axis(const Frame& f, const std::string& y_label) {
  std::string s;
  for (int v = 0; v <= 100; v += 20) {
    s += fmt::format("<line class=\"grid\" x1=\"{:.1f}\" y1=\"{:.1f}\" x2=\"{:.1f}\" y2=\"{:.1f}\"/>\n", f.left,
                     f.y(v), f.right(), f.y(v));
    s += text(f.left - 6, f.y(v) + 4, std::to_string(v), "end");
  }
  s += fmt::format("<line class=\"axis\" x1=\"{0:.1f}\" y1=\"{1:.1f}\" x2=\"{0:.1f}\" y2=\"{2:.1f}\"/>\n", f.left,
                   f.top, f.bottom());
  s += fmt::format("<text class=\"axis-label\" transform=\"translate({:.1f},{:.1f}) rotate(-90)\" "
                   "text-anchor=\"middle\">{}</text>\n",
                   f.left - 42, f.top + f.height / 2, html_escape(y_label));
  return s;
}

std::string x_axis_line(const Frame& f, const std::string& x_label) {
  return fmt::format("<line class=\"axis\" x1=\"{0:.1f}\" y1=\"{1:.1f}\" x2=\"{2:.1f}\" y2=\"{1:.1f}\"/>\n", f.left,
                     f.bottom(), f.right()) +
         text(f.left + f.width / 2, f.bottom() + 36, x_label, "middle", " class=\"axis-label\"");
}

std::string legend(double x, double y, const std::vector<std::pair<std::string, std::string>>& entries,
                   bool lines, const std::vector<bool>& dashed = {}) {
  std::string s;
  for (size_t i = 0; i < entries.size(); ++i) {
    double yy = y + 18.0 * double(i);
    const auto& [name, colour] = entries[i];
    if (lines)
      s += fmt::format("<line x1=\"{:.1f}\" y1=\"{:.1f}\" x2=\"{:.1f}\" y2=\"{:.1f}\" stroke=\"{}\" "
                       "stroke-width=\"2.5\"{}/>\n",
                       x, yy - 4, x + 22, yy - 4, colour,
                       i < dashed.size() && dashed[i] ? " stroke-dasharray=\"5 3\"" : "");
    else
      s += fmt::format("<circle cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"5\" fill=\"{}\"/>\n", x + 11, yy - 4, colour);
    s += text(x + 28, yy, name, "start");
  }
  return s;
}

// Chooses a label position next to its point that clears every label
// placed before it: the point's own line first, then alternately above and
// below, staying inside the plotting area. Labels are about 11 px tall and
// 6.5 px per character wide.
struct Placed {
  double x, y, width;
};
double label_y(const std::vector<Placed>& placed, const Frame& f, double x, double y, double width) {
  auto clear = [&](double yy) {
    for (const Placed& p : placed)
      if (x < p.x + p.width && p.x < x + width && std::abs(p.y - yy) < 12) return false;
    return yy >= f.top + 10 && yy <= f.bottom() - 2;
  };
  for (int k = 0; k < 40; ++k) {
    double yy = y + (k % 2 ? -1.0 : 1.0) * 12.0 * double((k + 1) / 2);
    if (clear(yy)) return yy;
  }
  return y;
}

// Points of one colour at the same place become one point whose label
// lists them all ("en, es, Struct."), so labels do not pile up.
std::vector<Point> merge_coincident(const std::vector<Point>& points, const Frame& f) {
  std::vector<Point> out;
  for (const Point& p : points) {
    auto same = std::find_if(out.begin(), out.end(), [&](const Point& q) {
      return q.colour == p.colour && std::abs(f.x(q.x) - f.x(p.x)) < 1 && std::abs(f.y(q.y) - f.y(p.y)) < 1;
    });
    if (same == out.end()) out.push_back(p);
    else same->label += ", " + p.label;
  }
  return out;
}

}  // namespace

std::string palette_colour(size_t i) {
  static const char* kPalette[] = {"#4e79a7", "#e15759", "#59a14f", "#f28e2b", "#b07aa1",
                                   "#76b7b2", "#9c755f", "#d4a017", "#ff9da7", "#6b6b6b"};
  return kPalette[i % std::size(kPalette)];
}

std::string language_colour(const std::string& language) {
  // Okabe–Ito, with yellow darkened to stay readable on white.
  static const std::map<std::string, std::string> kColours = {
      {"en", "#0072b2"}, {"zh", "#d55e00"}, {"ja", "#cc79a7"}, {"ko", "#009e73"}, {"es", "#e69f00"},
      {"ar", "#56b4e9"}, {"th", "#9a8700"}, {"de", "#000000"}, {"struct", "#888888"}};
  auto it = kColours.find(language);
  return it == kColours.end() ? "#7f7f7f" : it->second;
}

std::string chart_css() {
  return "svg .chart-title { font-size: 14px; font-weight: bold; }\n"
         "svg .axis-label { font-size: 13px; }\n"
         "svg .grid { stroke: #e6e6e6; } svg .axis { stroke: #333; }\n"
         "svg .ref { stroke: #444; stroke-width: 1.3; } svg .ref-label { fill: #444; font-style: italic; }\n"
         "svg .point-label { font-size: 11px; fill: #222; }\n";
}

std::string standalone_svg(const std::string& chart) {
  size_t open_end = chart.find(">\n");
  if (open_end == std::string::npos) return chart;
  return chart.substr(0, open_end + 2) + "<style>\nsvg { font-family: \"Noto Sans\", \"DejaVu Sans\", Arial, "
         "sans-serif; font-size: 12px; }\n" + chart_css() + "</style>\n<rect width=\"100%\" height=\"100%\" "
         "fill=\"#ffffff\"/>\n" + chart.substr(open_end + 2);
}

std::string line_chart(const std::string& title, const std::string& x_label, const std::string& y_label,
                       const std::vector<std::string>& x_names, const std::vector<Series>& series) {
  Frame f;
  double w = f.right() + 130, h = f.bottom() + 52;
  std::string s = open_svg(w, h, title) + y_axis(f, y_label) + x_axis_line(f, x_label);
  size_t k = x_names.size();
  auto xpos = [&](size_t i) { return f.left + f.width * (k > 1 ? double(i) / double(k - 1) : 0.5); };
  for (size_t i = 0; i < k; ++i) s += text(xpos(i), f.bottom() + 18, x_names[i]);
  std::vector<std::pair<std::string, std::string>> entries;
  std::vector<bool> dashed;
  for (const Series& se : series) {
    std::string pts;
    for (size_t i = 0; i < se.values.size() && i < k; ++i) {
      if (!se.values[i]) continue;
      pts += fmt::format("{:.1f},{:.1f} ", xpos(i), f.y(*se.values[i]));
      s += fmt::format("<circle cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"3\" fill=\"{}\"/>\n", xpos(i), f.y(*se.values[i]),
                       se.colour);
    }
    s += fmt::format("<polyline class=\"series\" fill=\"none\" stroke=\"{}\" stroke-width=\"2\"{} points=\"{}\"/>\n",
                     se.colour, se.dashed ? " stroke-dasharray=\"5 3\"" : "", pts);
    entries.emplace_back(se.name, se.colour);
    dashed.push_back(se.dashed);
  }
  return s + legend(f.right() + 18, f.top + 8, entries, true, dashed) + "</svg>\n";
}

std::string scatter_chart(const std::string& title, const std::string& x_label, const std::string& y_label,
                          const std::vector<Point>& points, const std::vector<RefLine>& refs) {
  Frame f{64, 40, 360, 360};
  std::vector<std::pair<std::string, std::string>> entries;
  for (const Point& p : points)
    if (std::find(entries.begin(), entries.end(), std::make_pair(p.group, p.colour)) == entries.end())
      entries.emplace_back(p.group, p.colour);
  double w = f.right() + 190, h = std::max(f.bottom() + 52, f.top + 18.0 * double(entries.size()) + 20);
  std::string s = open_svg(w, h, title) + y_axis(f, y_label) + x_axis_line(f, x_label);
  for (int v = 0; v <= 100; v += 20) s += text(f.x(v), f.bottom() + 18, std::to_string(v));
  // Reference lines: distinct dash patterns, named in the legend (labels
  // on the plot would sit where the points are).
  static const char* kDashes[] = {"7 4", "2 3", "10 3 2 3"};
  for (size_t i = 0; i < refs.size(); ++i) {
    const RefLine& r = refs[i];
    double x_end = r.slope > 1 ? 100 / r.slope : 100;
    s += fmt::format("<line class=\"ref\" stroke-dasharray=\"{}\" x1=\"{:.1f}\" y1=\"{:.1f}\" x2=\"{:.1f}\" "
                     "y2=\"{:.1f}\"/>\n",
                     kDashes[i % 3], f.x(0), f.y(0), f.x(x_end), f.y(x_end * r.slope));
    double ly = f.top + 8 + 18.0 * double(entries.size() + i) + 10;
    s += fmt::format("<line class=\"ref\" stroke-dasharray=\"{}\" x1=\"{:.1f}\" y1=\"{:.1f}\" x2=\"{:.1f}\" "
                     "y2=\"{:.1f}\"/>\n",
                     kDashes[i % 3], f.right() + 18, ly - 4, f.right() + 40, ly - 4);
    s += text(f.right() + 46, ly, r.label, "start", " class=\"ref-label\"");
  }
  // Every point is an obstacle for every label.
  std::vector<Placed> placed;
  std::vector<Point> merged = merge_coincident(points, f);
  for (const Point& p : merged) placed.push_back({f.x(p.x) - 5, f.y(p.y) + 4, 10});
  for (const Point& p : merged) {
    s += fmt::format("<circle class=\"point\" cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"5\" fill=\"{}\" fill-opacity=\"0.85\">"
                     "<title>{}</title></circle>\n",
                     f.x(p.x), f.y(p.y), p.colour, html_escape(fmt::format("{} {}: ({:.1f}, {:.1f})", p.group,
                                                                           p.label, p.x, p.y)));
    if (p.label.empty()) continue;
    double lx = f.x(p.x) + 8, width = 6.5 * double(p.label.size());
    if (lx + width > f.right() + 6) lx = f.x(p.x) - 8 - width;  // keep clear of the legend
    double ly = label_y(placed, f, lx, f.y(p.y) + 4, width);
    placed.push_back({lx, ly, width});
    s += text(lx, ly, p.label, "start", " class=\"point-label\"");
  }
  return s + legend(f.right() + 18, f.top + 8, entries, false) + "</svg>\n";
}

std::string heatmap(const std::string& title, const std::vector<std::string>& rows,
                    const std::vector<std::string>& columns,
                    const std::vector<std::vector<std::optional<double>>>& values) {
  const double cw = 64, ch = 30, left = 200, top = 60;
  double w = left + cw * double(columns.size()) + 20, h = top + ch * double(rows.size()) + 20;
  std::string s = open_svg(w, h, title);
  for (size_t c = 0; c < columns.size(); ++c) s += text(left + cw * (double(c) + 0.5), top - 8, columns[c]);
  for (size_t r = 0; r < rows.size(); ++r) {
    double y = top + ch * double(r);
    s += text(left - 8, y + ch / 2 + 4, rows[r], "end");
    for (size_t c = 0; c < columns.size(); ++c) {
      std::optional<double> v = r < values.size() && c < values[r].size() ? values[r][c] : std::nullopt;
      // Light to dark blue; white text on the dark half.
      double t = v ? std::clamp(*v / 100.0, 0.0, 1.0) : 0;
      std::string fill = v ? fmt::format("rgb({},{},{})", int(239 - 205 * t), int(243 - 140 * t), int(255 - 75 * t))
                           : std::string("#dddddd");
      s += fmt::format("<rect class=\"cell\" x=\"{:.1f}\" y=\"{:.1f}\" width=\"{:.1f}\" height=\"{:.1f}\" "
                       "fill=\"{}\" stroke=\"#ffffff\"/>\n",
                       left + cw * double(c), y, cw, ch, fill);
      s += text(left + cw * (double(c) + 0.5), y + ch / 2 + 4, v ? fmt::format("{:.1f}", *v) : "n/a", "middle",
                t > 0.55 ? " fill=\"#ffffff\"" : " fill=\"#111111\"");
    }
  }
  return s + "</svg>\n";
}

}  // namespace mm::report
