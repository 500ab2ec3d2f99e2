#include "packs/tos/world_svg.h"

#include <algorithm>

#include <fmt/format.h>

#include "base/html.h"

namespace mm::tos {
namespace {

constexpr int kCell = 36;    // pixels per grid cell
constexpr int kMargin = 48;  // room for labels and the north arrow

// The drawing's frame: the rooms' cells and their walls, y flipped so that
// north is up.
struct Frame {
  int x0, y0, x1, y1;
  double px(double x) const { return kMargin + (x - x0) * kCell; }
  double py(double y) const { return kMargin + (y1 - y) * kCell; }
  int width() const { return (x1 - x0 + 1) * kCell + 2 * kMargin; }
  int height() const { return (y1 - y0 + 1) * kCell + 2 * kMargin; }
};

Frame frame_of(const World& w) {
  Frame f{0, 0, 0, 0};
  bool first = true;
  for (const Room& r : w.rooms) {
    if (first) f = {r.x0 - 1, r.y0 - 1, r.x1 + 1, r.y1 + 1}, first = false;
    f.x0 = std::min(f.x0, r.x0 - 1), f.y0 = std::min(f.y0, r.y0 - 1);
    f.x1 = std::max(f.x1, r.x1 + 1), f.y1 = std::max(f.y1, r.y1 + 1);
  }
  return f;
}

// A triangle pointing along heading h, centred on the cell's centre.
std::string arrow(const Frame& f, Cell c, Heading h, double size, const std::string& style) {
  Cell d = step_of(h);
  double cx = f.px(c.x) + kCell / 2.0, cy = f.py(c.y) + kCell / 2.0;
  double ux = d.x, uy = -d.y;  // screen direction
  double tipx = cx + ux * size, tipy = cy + uy * size;
  double bx = cx - ux * size * 0.5, by = cy - uy * size * 0.5;
  double px = -uy * size * 0.6, py = ux * size * 0.6;
  return fmt::format("<polygon points=\"{:.1f},{:.1f} {:.1f},{:.1f} {:.1f},{:.1f}\" {}/>", tipx, tipy, bx + px, by + py,
                     bx - px, by - py, style);
}

}  // namespace

std::string world_svg(const World& w, const ThingLabel& label) {
  const Frame f = frame_of(w);
  std::string out = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}\" height=\"{1}\" viewBox=\"0 0 {0} {1}\" "
      "font-family=\"sans-serif\" font-size=\"10\" role=\"img\" aria-label=\"{2}\">\n"
      "<rect width=\"{0}\" height=\"{1}\" fill=\"#ffffff\"/>\n",
      f.width(), f.height(), html_escape(w.id + ", seen from above"));
  // Walls: the ring of cells around each room (a door replaces one of them).
  for (const Room& r : w.rooms)
    out += fmt::format("<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"#8a8a8a\"/>\n", f.px(r.x0 - 1),
                       f.py(r.y1 + 1), (r.x1 - r.x0 + 3) * kCell, (r.y1 - r.y0 + 3) * kCell);
  // Floors: every room's cells, a grid line per cell, its name in a corner.
  for (const Room& r : w.rooms) {
    out += fmt::format("<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"#f4efe4\" stroke=\"#d8cfbd\"/>\n",
                       f.px(r.x0), f.py(r.y1), (r.x1 - r.x0 + 1) * kCell, (r.y1 - r.y0 + 1) * kCell);
    for (int x = r.x0 + 1; x <= r.x1; ++x)
      out += fmt::format("<line x1=\"{0}\" y1=\"{1}\" x2=\"{0}\" y2=\"{2}\" stroke=\"#e3dccd\"/>\n", f.px(x), f.py(r.y1),
                         f.py(r.y0 - 1));
    for (int y = r.y0; y < r.y1; ++y)
      out += fmt::format("<line x1=\"{1}\" y1=\"{0}\" x2=\"{2}\" y2=\"{0}\" stroke=\"#e3dccd\"/>\n", f.py(y), f.px(r.x0),
                         f.px(r.x1 + 1));
    out += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" fill=\"#6b5f48\" font-style=\"italic\">{}</text>\n",
                       f.px(r.x0) + 3, f.py(r.y1) + 11, html_escape(r.name));
  }
  auto name_of = [&](const Thing& t) { return label ? label(t) : t.name; };
  // Doors: the wall cell they open, with their name.
  for (const Thing& t : w.things) {
    if (!t.is_door()) continue;
    out += fmt::format(
        "<rect x=\"{:.1f}\" y=\"{:.1f}\" width=\"{}\" height=\"{}\" fill=\"#c9a86b\" stroke=\"#7a5c2e\"/>\n"
        "<text x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"middle\" fill=\"#3d2b0e\">{}</text>\n",
        f.px(t.at.x) + 2, f.py(t.at.y) + 2, kCell - 4, kCell - 4, f.px(t.at.x) + kCell / 2.0,
        f.py(t.at.y) + kCell / 2.0 + 3, html_escape(name_of(t)));
  }
  // Objects: a disc on the cell, an arrow for the facing, the name below
  // the disc in even columns and above it in odd ones, so that neighbours
  // in a row do not write over each other.
  for (const Thing& t : w.things) {
    if (t.is_door()) continue;
    double cx = f.px(t.at.x) + kCell / 2.0, cy = f.py(t.at.y) + kCell / 2.0;
    out += fmt::format("<circle cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"{}\" fill=\"#4c78a8\"/>\n", cx, cy, kCell / 3);
    if (t.facing) out += arrow(f, t.at, *t.facing, kCell / 3.0, "fill=\"#ffffff\"") + "\n";
    double label_y = t.at.x % 2 == 0 ? cy + kCell / 2.0 + 4 : cy - kCell / 2.0 + 1;
    out += fmt::format(
        "<text x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"middle\" fill=\"#1b2a3a\" stroke=\"#ffffff\" "
        "stroke-width=\"3\" paint-order=\"stroke\">{}</text>\n",
        cx, label_y, html_escape(name_of(t)));
  }
  // The agent's start pose, and north.
  out += arrow(f, w.start, w.start_heading, kCell / 2.5, "fill=\"#d62728\" stroke=\"#7f1010\"") + "\n";
  out += fmt::format(
      "<text x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"middle\" fill=\"#7f1010\" font-weight=\"bold\">(0, 0)</text>\n",
      f.px(w.start.x) + kCell / 2.0, f.py(w.start.y) - 3);
  out += fmt::format(
      "<g transform=\"translate({} {})\"><polygon points=\"0,-14 6,4 0,0 -6,4\" fill=\"#333333\"/>"
      "<text y=\"16\" text-anchor=\"middle\" font-weight=\"bold\">N</text></g>\n",
      f.width() - kMargin / 2, kMargin / 2 + 6);
  out += "</svg>\n";
  return out;
}

}  // namespace mm::tos
