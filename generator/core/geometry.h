// Plane geometry on the floor plan. Axes everywhere: +x east, +z north;
// bearings and yaws in degrees clockwise from north, in [0, 360).
#pragma once

#include <array>
#include <optional>
#include <string_view>
#include <vector>

namespace mm {

struct Vec2 {
  double x = 0, z = 0;
  friend bool operator==(const Vec2&, const Vec2&) = default;
};
struct Vec3 {
  double x = 0, y = 0, z = 0;
  Vec2 xz() const { return {x, z}; }
  friend bool operator==(const Vec3&, const Vec3&) = default;
};

/// Normalises an angle in degrees to [0, 360).
double wrap360(double deg);
/// Signed smallest difference a - b in (-180, 180].
double angle_diff(double a, double b);
/// Bearing of the vector (dx east, dz north), clockwise from north.
double bearing(double dx, double dz);
double distance(Vec2 a, Vec2 b);

/// The eight compass directions, clockwise from north.
enum class Compass { N, NE, E, SE, S, SW, W, NW };
/// The eight egocentric directions, clockwise from straight ahead.
enum class Ego { Front, FrontRight, Right, BackRight, Back, BackLeft, Left, FrontLeft };

std::string_view compass_name(Compass c);  // "north", "northeast", ...
std::string_view ego_name(Ego e);          // "front", "front-right", ...
std::optional<Compass> parse_compass(std::string_view s);
std::optional<Ego> parse_ego(std::string_view s);

/// The 45-degree bin of a bearing (bin i covers i*45 +- 22.5).
int direction_bin(double bearing_deg);
/// Distance in degrees from a bearing to the nearest bin border.
double bin_margin(double bearing_deg);
/// Steps between two bins on the 8-way circle (0..4).
int bin_steps(int a, int b);

/// Polygon tests (vertices in order, either orientation, not closed).
bool point_in_polygon(Vec2 p, const std::vector<Vec2>& poly);
double polygon_area(const std::vector<Vec2>& poly);
Vec2 polygon_centroid(const std::vector<Vec2>& poly);
struct Box2 {
  double min_x = 0, min_z = 0, max_x = 0, max_z = 0;
  double width() const { return max_x - min_x; }
  double depth() const { return max_z - min_z; }
  bool overlaps(const Box2& o, double gap = 0) const;
  bool contains(Vec2 p, double eps = 1e-9) const;
};
Box2 polygon_bounds(const std::vector<Vec2>& poly);

/// Axis-aligned footprint of a w x d piece centred at c with yaw a multiple
/// of 90 degrees (width runs across its front).
Box2 footprint(Vec2 c, double width, double depth, double yaw_deg);

}  // namespace mm
