#include "generator/render/floorplan.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include <spawn.h>
#include <sys/wait.h>
#include <limits>
#include <map>
#include <set>

#include <filesystem>

#include <fmt/format.h>

#include "base/file_io.h"
#include "base/html.h"
#include "base/sha256.h"
#include "base/text.h"
#include "generator/core/object_types.h"

extern char** environ;

namespace mm {
namespace {

constexpr double kScale = 100;  // SVG units per metre
constexpr double kMargin = 0.8;  // metres around the house (room for the compass)

struct Bounds {
  double x0 = std::numeric_limits<double>::max(), z0 = x0, x1 = -x0, z1 = -x0;
  void add(Vec2 p) {
    x0 = std::min(x0, p.x), x1 = std::max(x1, p.x), z0 = std::min(z0, p.z), z1 = std::max(z1, p.z);
  }
};

// Scene metres to SVG units: x to the right, north (+z) up.
struct Frame {
  Bounds b;
  double sx(double x) const { return std::round((x - b.x0 + kMargin) * kScale * 10) / 10; }
  double sy(double z) const { return std::round((b.z1 - z + kMargin) * kScale * 10) / 10; }
};

std::string type_word(const Lexicon& lx, const std::string& type, const NameContext& at) {
  auto it = lx.types.find(type);
  return it == lx.types.end() ? type : it->second.at(at).word();
}

std::string room_word(const Lexicon& lx, const std::string& type) {
  auto it = lx.rooms.find(type);
  return it == lx.rooms.end() ? type : it->second.word();
}

std::string text_element(double x, double y, const std::string& text, const char* cls, const Lexicon& lx) {
  return fmt::format("<text x=\"{}\" y=\"{}\" class=\"{}\"{}>{}</text>\n", x, y, cls,
                     lx.bidi_isolate ? " direction=\"rtl\"" : "", html_escape(text));
}

// A footprint: the type's width (x) and depth (z) turned by yaw, with an
// arrow from its centre toward its front.
std::string footprint(const Frame& f, const Object& o, const ObjectType* t) {
  double w = t && t->size[0] > 0 ? t->size[0] : 0.4, d = t && t->size[1] > 0 ? t->size[1] : 0.4;
  double cx = f.sx(o.position.x), cy = f.sy(o.position.z);
  double rad = o.yaw * M_PI / 180;
  double fx = std::sin(rad) * d / 2 * kScale, fy = -std::cos(rad) * d / 2 * kScale;  // toward the front
  return fmt::format(
      "<g class=\"object\" data-id=\"{}\" data-type=\"{}\" data-x=\"{}\" data-z=\"{}\">"
      "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" transform=\"rotate({} {} {})\"/>"
      "<line x1=\"{}\" y1=\"{}\" x2=\"{:.1f}\" y2=\"{:.1f}\" class=\"facing\"/></g>\n",
      html_escape(o.id), html_escape(o.type), o.position.x, o.position.z, cx - w * kScale / 2, cy - d * kScale / 2,
      w * kScale, d * kScale, o.yaw, cx, cy, cx, cy, cx + fx, cy + fy);
}

std::string compass(const Frame& f, const Lexicon& lx) {
  double x = (f.b.x1 - f.b.x0 + 2 * kMargin) * kScale - 40, y = 45;
  auto dir = lx.directions.find("north");
  std::string n = dir == lx.directions.end() ? "N" : dir->second.word();
  return fmt::format(
      "<g class=\"compass\"><line x1=\"{0}\" y1=\"{1}\" x2=\"{0}\" y2=\"{2}\"/>"
      "<polygon points=\"{0},{2} {3},{4} {5},{4}\"/>\n",
      x, y + 25, y - 15, x - 6, y - 3, x + 6) +
         text_element(x, y - 22, n, "compass-label", lx) + "</g>\n";
}

}  // namespace

std::string floorplan_label(const Lexicon& lx, const Scene& scene, const Object& o) {
  const Room* room = scene.room(o.room);
  const Object* parent = o.parent.empty() ? nullptr : scene.object(o.parent);
  return type_word(lx, o.type, {room ? room->type : "", parent ? parent->type : "", false});
}

namespace {

// A label's box, estimated from its text: wide (CJK, Hangul) characters are
// about a font size wide, others about half (14 px labels).
struct Box {
  double x0, y0, x1, y1;
  bool overlaps(const Box& o) const { return x0 < o.x1 && o.x0 < x1 && y0 < o.y1 && o.y0 < y1; }
};

double text_width(const std::string& text, double font_px) {
  double w = 0;
  for (char32_t c : to_u32(text)) {
    bool wide = (c >= 0x1100 && c <= 0x11FF) || (c >= 0x2E80 && c <= 0xA4CF) || (c >= 0xAC00 && c <= 0xD7A3) ||
                (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFF00 && c <= 0xFF60);
    bool mark = (c >= 0x0E31 && c <= 0x0E3A && c != 0x0E32 && c != 0x0E33) || (c >= 0x0E47 && c <= 0x0E4E) ||
                (c >= 0x064B && c <= 0x065F);  // Thai and Arabic marks take no width
    w += mark ? 0 : wide ? font_px : font_px * 0.55;
  }
  return w;
}

// Places labels one by one where they overlap none placed before: the first
// free spot of a few around the anchor, else the first spot.
class LabelPlacer {
 public:
  explicit LabelPlacer(const Lexicon& lx) : lx_(lx) {}
  void reserve(const Box& b) { placed_.push_back(b); }
  std::string place(double x, double y, const std::string& text) {
    const double w = text_width(text, 14) + 4, h = 16;
    // Candidate baselines' centres relative to the anchor.
    const std::vector<std::pair<double, double>> spots = {
        {0, -9}, {0, 22}, {w / 2 + 10, 6}, {-w / 2 - 10, 6}, {0, -27}, {0, 40}, {w / 2 + 10, -12}, {-w / 2 - 10, -12},
        {w / 2 + 10, 24}, {-w / 2 - 10, 24}, {0, -45}, {0, 58}};
    size_t chosen = 0;
    for (size_t i = 0; i < spots.size(); ++i) {
      Box b = box(x + spots[i].first, y + spots[i].second, w, h);
      if (std::none_of(placed_.begin(), placed_.end(), [&](const Box& o) { return b.overlaps(o); })) {
        chosen = i;
        break;
      }
    }
    double tx = std::round((x + spots[chosen].first) * 10) / 10, ty = std::round((y + spots[chosen].second) * 10) / 10;
    placed_.push_back(box(tx, ty, w, h));
    std::string leader = chosen == 0 ? std::string()
                                     : fmt::format("<line class=\"leader\" x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\"/>", x, y,
                                                   tx, ty - 5);
    return leader + text_element(tx, ty, text, "label", lx_);
  }

 private:
  static Box box(double cx, double baseline, double w, double h) {
    return {cx - w / 2, baseline - h + 3, cx + w / 2, baseline + 3};
  }
  const Lexicon& lx_;
  std::vector<Box> placed_;
};

}  // namespace

Result<std::string> floorplan_svg(const Scene& scene, const Lexicon& lx, const PlanView& view) {
  std::set<std::string> rooms(view.rooms.begin(), view.rooms.end());
  std::set<std::string> objects(view.objects.begin(), view.objects.end());
  auto room_drawn = [&](const std::string& id) { return rooms.empty() || rooms.count(id) > 0; };
  auto object_drawn = [&](const Object& o) { return view.every_object ? room_drawn(o.room) : objects.count(o.id) > 0; };
  auto name_of = [&](const std::string& id, const std::string& fallback) {
    auto it = view.names.find(id);
    return it == view.names.end() ? fallback : it->second;
  };
  Frame f;
  for (const auto& r : scene.rooms)
    if (room_drawn(r.id))
      for (const auto& p : r.polygon) f.b.add(p);
  if (f.b.x1 < f.b.x0) return Error{fmt::format("scene {}: no rooms to draw", scene.id)};
  const TypeTable& types = TypeTable::builtin();
  double width = (f.b.x1 - f.b.x0 + 2 * kMargin) * kScale, height = (f.b.z1 - f.b.z0 + 2 * kMargin) * kScale;
  std::string svg = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {0} {1}\" width=\"{0}\" height=\"{1}\" "
      "data-scene=\"{2}\" data-language=\"{3}\" xml:lang=\"{3}\">\n"
      "<style>.room{{fill:#f4f1ea;stroke:#555;stroke-width:4}} .room-label{{font:bold 22px sans-serif;fill:#333;"
      "text-anchor:middle}} .object rect{{fill:#d9e3f0;stroke:#4a6a8a;stroke-width:2}} .facing{{stroke:#c0392b;"
      "stroke-width:3}} .small{{fill:#e67e22}} .label{{font:14px sans-serif;fill:#222;text-anchor:middle}} "
      ".leader{{stroke:#999;stroke-width:1}} "
      ".door{{fill:#fff;stroke:#8a5a2b;stroke-width:3}} .compass line{{stroke:#222;stroke-width:3}} "
      ".compass-label{{font:bold 18px sans-serif;text-anchor:middle}}</style>\n"
      "<rect width=\"{0}\" height=\"{1}\" fill=\"#ffffff\"/>\n",
      width, height, html_escape(scene.id), html_escape(lx.language));
  LabelPlacer labels(lx);
  std::string room_labels;
  for (const auto& r : scene.rooms) {
    if (!room_drawn(r.id)) continue;
    std::string points;
    double cx = 0, cz = 0;
    for (const auto& p : r.polygon) {
      points += fmt::format("{}{},{}", points.empty() ? "" : " ", f.sx(p.x), f.sy(p.z));
      cx += p.x, cz += p.z;
    }
    cx /= double(r.polygon.size()), cz /= double(r.polygon.size());
    svg += fmt::format("<polygon class=\"room\" data-id=\"{}\" data-type=\"{}\" points=\"{}\"/>\n", html_escape(r.id),
                       html_escape(r.type), points);
    const std::string name = name_of(r.id, room_word(lx, r.type));
    double w = text_width(name, 22) + 6;
    labels.reserve({f.sx(cx) - w / 2, f.sy(cz) - 20, f.sx(cx) + w / 2, f.sy(cz) + 5});
    room_labels += text_element(f.sx(cx), f.sy(cz), name, "room-label", lx);
  }
  svg += room_labels;
  for (const auto& d : scene.doors) {
    bool drawn = d.exterior ? room_drawn(d.room0) : room_drawn(d.room0) && room_drawn(d.room1);
    if (drawn)
      svg += fmt::format("<rect class=\"door\" data-id=\"{}\" x=\"{}\" y=\"{}\" width=\"24\" height=\"24\"/>\n",
                         html_escape(d.id), f.sx(d.position.x) - 12, f.sy(d.position.z) - 12);
  }
  // Floor and wall objects first (footprints), then what rests on them.
  for (const auto& o : scene.objects)
    if (o.parent.empty() && object_drawn(o)) svg += footprint(f, o, types.find(o.type));
  for (const auto& o : scene.objects)
    if (!o.parent.empty() && object_drawn(o))
      svg += fmt::format(
          "<circle class=\"small\" data-id=\"{}\" data-type=\"{}\" data-parent=\"{}\" data-x=\"{}\" data-z=\"{}\" "
          "cx=\"{}\" cy=\"{}\" r=\"6\"/>\n",
          html_escape(o.id), html_escape(o.type), html_escape(o.parent), o.position.x, o.position.z,
          f.sx(o.position.x), f.sy(o.position.z));
  for (const auto& o : scene.objects)
    if (object_drawn(o))
      svg += labels.place(f.sx(o.position.x), f.sy(o.position.z), name_of(o.id, floorplan_label(lx, scene, o)));
  return svg + compass(f, lx) + "</svg>\n";
}

Status floorplan_png(const std::string& svg_path, const std::string& png_path, int width_px) {
  // rsvg-convert run directly (no shell): any file name is passed as it is.
  std::string width = std::to_string(width_px);
  std::vector<const char*> argv = {"rsvg-convert", "--width", width.c_str(), "--keep-aspect-ratio", "--format",
                                   "png", "--output", png_path.c_str(), svg_path.c_str(), nullptr};
  pid_t pid = 0;
  if (posix_spawnp(&pid, "rsvg-convert", nullptr, nullptr, const_cast<char* const*>(argv.data()), environ) != 0)
    return Error{"rsvg-convert not found: it is Debian's librsvg2-bin (.ci/install-deps installs it)"};
  int status = 0;
  if (waitpid(pid, &status, 0) < 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
    return Error{fmt::format("{}: rsvg-convert could not rasterise it (status {})", svg_path, status)};
  return Status::Ok();
}

namespace {

// What rsvg-convert says its version is ("" when it cannot be run), once per process.
const std::string& rasteriser_version() {
  static const std::string version = [] {
    std::string out;
    FILE* p = popen("rsvg-convert --version 2>/dev/null", "r");
    if (!p) return out;
    char buf[256];
    while (fgets(buf, sizeof buf, p)) out += buf;
    pclose(p);
    return out;
  }();
  return version;
}

}  // namespace

std::string floorplan_cache_dir() {
  const char* set = std::getenv("MENTALMAP_CACHE");
  if (set) return std::string(set) == "off" ? std::string() : std::string(set) + "/floorplans";
  if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg) return std::string(xdg) + "/mentalmap/floorplans";
  if (const char* home = std::getenv("HOME"); home && *home) return std::string(home) + "/.cache/mentalmap/floorplans";
  return "";
}

Result<std::string> floorplan_png_bytes(const std::string& svg, const std::string& scratch_dir,
                                        const std::string& name, int width_px) {
  // A PNG made before on this machine from the same SVG, width and rasteriser.
  const std::string cache = floorplan_cache_dir();
  const std::string key = sha256_hex(fmt::format("{}\n{}\n{}", width_px, rasteriser_version(), svg));
  const std::string cached = cache.empty() ? "" : fmt::format("{}/{}/{}.png", cache, key.substr(0, 2), key);
  if (!cached.empty())
    if (auto hit = read_file(cached); hit && hit->compare(0, 8, "\x89PNG\r\n\x1a\n") == 0) return hit;
  std::string svg_path = scratch_dir + "/" + name + ".svg", png_path = scratch_dir + "/" + name + ".png";
  MM_CHECK(write_file(svg_path, svg));
  Status st = floorplan_png(svg_path, png_path, width_px);
  auto png = st ? read_file(png_path) : Result<std::string>(st.error());
  std::remove(svg_path.c_str());
  std::remove(png_path.c_str());
  if (png && !cached.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(std::filesystem::path(cached).parent_path(), ec);
    if (!ec) (void)write_file_atomic(cached, *png);  // a cache that cannot be written is only slower
  }
  return png;
}

}  // namespace mm
