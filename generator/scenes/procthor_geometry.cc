#include "generator/scenes/procthor_geometry.h"

#include <algorithm>
#include <cstdlib>
#include <cmath>
#include <limits>
#include <string>

#include "base/json_util.h"

namespace mm::procthor {
namespace {

// Closest point to p on the segment a-b.
Vec2 closest_on_segment(Vec2 p, Vec2 a, Vec2 b) {
  double dx = b.x - a.x, dz = b.z - a.z;
  double len2 = dx * dx + dz * dz;
  if (len2 <= 0) return a;
  double t = ((p.x - a.x) * dx + (p.z - a.z) * dz) / len2;
  t = std::clamp(t, 0.0, 1.0);
  return {a.x + t * dx, a.z + t * dz};
}

Vec2 step(Vec2 from, double dx, double dz, double len) {
  double n = std::hypot(dx, dz);
  if (n <= 0) return from;
  return {from.x + dx / n * len, from.z + dz / n * len};
}

bool parse_double(std::string_view s, double* out) {
  // from_chars for double is not in every standard library yet; strtod on a
  // bounded copy is enough for ids of a few characters.
  if (s.empty() || s.size() > 32) return false;
  std::string copy(s);
  char* end = nullptr;
  double v = std::strtod(copy.c_str(), &end);
  if (end != copy.c_str() + copy.size() || !std::isfinite(v)) return false;
  *out = v;
  return true;
}

}  // namespace

Vec2 round_xz(Vec2 p) { return {round_mm(p.x), round_mm(p.z)}; }

double boundary_distance(Vec2 p, const std::vector<Vec2>& poly, Vec2* nearest) {
  double best = std::numeric_limits<double>::infinity();
  for (size_t i = 0, j = poly.size() - 1; i < poly.size(); j = i++) {
    Vec2 q = closest_on_segment(p, poly[j], poly[i]);
    double d = distance(p, q);
    if (d < best) {
      best = d;
      if (nearest) *nearest = q;
    }
  }
  return best;
}

std::optional<Vec2> pull_inside(Vec2 p, const std::vector<Vec2>& poly, double tol) {
  p = round_xz(p);
  if (poly.size() < 3) return std::nullopt;
  if (point_in_polygon(p, poly)) return p;
  Vec2 q;
  if (!(boundary_distance(p, poly, &q) <= tol)) return std::nullopt;
  // Step from the boundary point away from p (straight into the room), or
  // along the axes when p lies on the boundary itself; a few millimetres
  // survive rounding. Concave corners may need one of the later tries.
  Vec2 c = polygon_centroid(poly);
  const double dirs[][2] = {{q.x - p.x, q.z - p.z}, {1, 0}, {-1, 0}, {0, 1},
                            {0, -1},                {c.x - q.x, c.z - q.z}};
  for (double len : {0.002, 0.005, 0.01, 0.02}) {
    for (const auto& d : dirs) {
      Vec2 cand = round_xz(step(q, d[0], d[1], len));
      if (point_in_polygon(cand, poly)) return cand;
    }
  }
  return std::nullopt;
}

std::optional<RoomFit> fit_to_rooms(Vec2 p, const std::vector<Room>& rooms, double tol,
                                    size_t* nearest, double* dist) {
  Vec2 r = round_xz(p);
  for (size_t i = 0; i < rooms.size(); ++i)
    if (point_in_polygon(r, rooms[i].polygon)) return RoomFit{i, r};
  double best = std::numeric_limits<double>::infinity();
  size_t best_i = rooms.size();
  for (size_t i = 0; i < rooms.size(); ++i) {
    double d = boundary_distance(r, rooms[i].polygon);
    if (d < best) best = d, best_i = i;
  }
  if (nearest) *nearest = best_i;
  if (dist) *dist = best;
  if (best_i == rooms.size() || !(best <= tol)) return std::nullopt;
  auto inside = pull_inside(r, rooms[best_i].polygon, tol);
  if (!inside) return std::nullopt;
  return RoomFit{best_i, *inside};
}

Vec2 WallSegment::at(double offset) const {
  double len = length();
  if (len <= 0) return a;
  double t = std::clamp(offset / len, 0.0, 1.0);
  return {a.x + (b.x - a.x) * t, a.z + (b.z - a.z) * t};
}

std::optional<WallSegment> wall_segment(const std::vector<Vec3>& polygon) {
  if (polygon.empty()) return std::nullopt;
  Vec2 a = polygon.front().xz();
  for (const auto& p : polygon)
    if (distance(a, p.xz()) > 1e-6) return WallSegment{a, p.xz()};
  return std::nullopt;
}

std::optional<WallSegment> wall_segment_from_id(std::string_view id) {
  // "wall|<room>|x0|z0|x1|z1": the last four fields are the run's corners.
  double v[4];
  std::string_view rest = id;
  for (int k = 3; k >= 0; --k) {
    size_t bar = rest.rfind('|');
    if (bar == std::string_view::npos || !parse_double(rest.substr(bar + 1), &v[k]))
      return std::nullopt;
    rest = rest.substr(0, bar);
  }
  if (rest.rfind("wall|", 0) != 0) return std::nullopt;
  for (double x : v)
    if (std::fabs(x) > 1e5) return std::nullopt;
  WallSegment w{{v[0], v[1]}, {v[2], v[3]}};
  if (w.length() <= 1e-6) return std::nullopt;
  return w;
}

std::optional<Vec2> shared_boundary_midpoint(const std::vector<Vec2>& a,
                                             const std::vector<Vec2>& b) {
  constexpr double kEps = 1e-3;  // metres off the line still counts as on it
  double best = kEps;
  std::optional<Vec2> mid;
  for (size_t i = 0, j = a.size() - 1; i < a.size(); j = i++) {
    WallSegment e{a[j], a[i]};
    double len = e.length();
    if (len <= kEps) continue;
    double ux = (e.b.x - e.a.x) / len, uz = (e.b.z - e.a.z) / len;
    for (size_t k = 0, l = b.size() - 1; k < b.size(); l = k++) {
      // Offsets along e and distances off its line of the other edge's ends.
      auto along = [&](Vec2 p) { return (p.x - e.a.x) * ux + (p.z - e.a.z) * uz; };
      auto off = [&](Vec2 p) { return std::fabs((p.x - e.a.x) * uz - (p.z - e.a.z) * ux); };
      if (off(b[l]) > kEps || off(b[k]) > kEps) continue;
      double lo = std::max(0.0, std::min(along(b[l]), along(b[k])));
      double hi = std::min(len, std::max(along(b[l]), along(b[k])));
      if (hi - lo > best) {
        best = hi - lo;
        mid = e.at((lo + hi) / 2);
      }
    }
  }
  return mid;
}

}  // namespace mm::procthor
