#include "generator/core/geometry.h"

#include <cmath>

#include "format/directions.h"

namespace mm {

double wrap360(double deg) {
  double r = std::fmod(deg, 360.0);
  if (r < 0) r += 360.0;
  if (r >= 360.0) r -= 360.0;
  return r;
}

double angle_diff(double a, double b) {
  double d = wrap360(a - b);
  return d > 180.0 ? d - 360.0 : d;
}

double bearing(double dx, double dz) {
  return wrap360(std::atan2(dx, dz) * 180.0 / M_PI);
}

double distance(Vec2 a, Vec2 b) { return std::hypot(a.x - b.x, a.z - b.z); }

std::string_view compass_name(Compass c) { return kCompassNames[static_cast<int>(c)]; }
std::string_view ego_name(Ego e) { return kEgoNames[static_cast<int>(e)]; }

std::optional<Compass> parse_compass(std::string_view s) {
  int b = compass_bin(s);
  return b < 0 ? std::nullopt : std::optional<Compass>(static_cast<Compass>(b));
}

std::optional<Ego> parse_ego(std::string_view s) {
  int b = ego_bin(s);
  return b < 0 ? std::nullopt : std::optional<Ego>(static_cast<Ego>(b));
}

int direction_bin(double bearing_deg) {
  return static_cast<int>(std::floor(wrap360(bearing_deg + 22.5) / 45.0)) % 8;
}

double bin_margin(double bearing_deg) {
  double within = std::fmod(wrap360(bearing_deg + 22.5), 45.0);
  return std::min(within, 45.0 - within);
}

int bin_steps(int a, int b) {
  int d = ((a - b) % 8 + 8) % 8;
  return d > 4 ? 8 - d : d;
}

bool point_in_polygon(Vec2 p, const std::vector<Vec2>& poly) {
  bool inside = false;
  for (size_t i = 0, j = poly.size() - 1; i < poly.size(); j = i++) {
    const Vec2& a = poly[i];
    const Vec2& b = poly[j];
    if ((a.z > p.z) != (b.z > p.z)) {
      double x = (b.x - a.x) * (p.z - a.z) / (b.z - a.z) + a.x;
      if (p.x < x) inside = !inside;
    }
  }
  return inside;
}

double polygon_area(const std::vector<Vec2>& poly) {
  double s = 0;
  for (size_t i = 0, j = poly.size() - 1; i < poly.size(); j = i++)
    s += poly[j].x * poly[i].z - poly[i].x * poly[j].z;
  return std::fabs(s) / 2.0;
}

Vec2 polygon_centroid(const std::vector<Vec2>& poly) {
  double a = 0, cx = 0, cz = 0;
  for (size_t i = 0, j = poly.size() - 1; i < poly.size(); j = i++) {
    double cross = poly[j].x * poly[i].z - poly[i].x * poly[j].z;
    a += cross;
    cx += (poly[j].x + poly[i].x) * cross;
    cz += (poly[j].z + poly[i].z) * cross;
  }
  if (std::fabs(a) < 1e-12) {
    Vec2 m;
    for (const auto& p : poly) { m.x += p.x; m.z += p.z; }
    if (!poly.empty()) { m.x /= poly.size(); m.z /= poly.size(); }
    return m;
  }
  return {cx / (3 * a), cz / (3 * a)};
}

bool Box2::overlaps(const Box2& o, double gap) const {
  return min_x < o.max_x + gap && o.min_x < max_x + gap && min_z < o.max_z + gap &&
         o.min_z < max_z + gap;
}

bool Box2::contains(Vec2 p, double eps) const {
  return p.x >= min_x - eps && p.x <= max_x + eps && p.z >= min_z - eps && p.z <= max_z + eps;
}

Box2 polygon_bounds(const std::vector<Vec2>& poly) {
  Box2 b{1e300, 1e300, -1e300, -1e300};
  for (const auto& p : poly) {
    b.min_x = std::min(b.min_x, p.x);
    b.max_x = std::max(b.max_x, p.x);
    b.min_z = std::min(b.min_z, p.z);
    b.max_z = std::max(b.max_z, p.z);
  }
  return b;
}

Box2 footprint(Vec2 c, double width, double depth, double yaw_deg) {
  int quarter = static_cast<int>(std::lround(wrap360(yaw_deg) / 90.0)) % 4;
  double hx = (quarter % 2 == 0 ? width : depth) / 2;
  double hz = (quarter % 2 == 0 ? depth : width) / 2;
  return {c.x - hx, c.z - hz, c.x + hx, c.z + hz};
}

}  // namespace mm
