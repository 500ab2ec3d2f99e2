#include "packs/space/bin8.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace mm::space {

std::string_view bin8_name(Bin8 b) {
  static constexpr std::string_view kNames[] = {"front", "front-right", "right", "back-right",
                                                "back",  "back-left",   "left",  "front-left"};
  return kNames[static_cast<int>(b)];
}

std::optional<Bin8> parse_bin8(std::string_view s) {
  for (int i = 0; i < 8; ++i)
    if (bin8_name(static_cast<Bin8>(i)) == s) return static_cast<Bin8>(i);
  return std::nullopt;
}

Vec2 map_offset(int from_row, int from_col, int to_row, int to_col) {
  return {static_cast<double>(to_col - from_col), static_cast<double>(from_row - to_row)};
}

double clockwise_deg(Vec2 facing, Vec2 v) {
  double cross = facing.x * v.y - facing.y * v.x;  // > 0: v is counter-clockwise of facing
  double dot = facing.x * v.x + facing.y * v.y;
  return -std::atan2(cross, dot) * 180.0 / std::numbers::pi;
}

Bin8 bin8_of(double cw_deg) {
  double a = std::fmod(cw_deg + 22.5 + 720.0, 360.0);
  return static_cast<Bin8>(static_cast<int>(std::floor(a / 45.0)) % 8);
}

double bin8_border_distance(double cw_deg) {
  double a = std::fmod(cw_deg - 22.5 + 720.0, 45.0);
  return std::min(a, 45.0 - a);
}

Bin8 bin8_turned(Bin8 b, int eighths) { return static_cast<Bin8>(((static_cast<int>(b) + eighths) % 8 + 8) % 8); }

bool in_bin8(Vec2 f, Vec2 v, Bin8 b, double margin) {
  // `f` turned clockwise by `deg` degrees.
  auto turned_cw = [&](double deg) {
    double t = deg * std::numbers::pi / 180.0;
    return Vec2{f.x * std::cos(t) + f.y * std::sin(t), -f.x * std::sin(t) + f.y * std::cos(t)};
  };
  auto cross = [](Vec2 p, Vec2 q) { return p.x * q.y - p.y * q.x; };
  double centre = 45.0 * static_cast<int>(b);
  Vec2 lo = turned_cw(centre - 22.5 + margin), hi = turned_cw(centre + 22.5 - margin);
  // Inside the wedge (under 180 degrees): clockwise of its first edge and
  // counter-clockwise of its last.
  return cross(lo, v) <= 0 && cross(hi, v) >= 0;
}

}  // namespace mm::space
