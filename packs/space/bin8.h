// The eight 45-degree direction bins the SPACE pack's pointing questions
// use (perspective taking, large-scale direction estimation): clockwise from
// straight ahead, the front bin spanning -22.5 to 22.5 degrees. Angles are
// measured on a map with x rightwards (east) and y upwards (north).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace mm::space {

/// Egocentric direction bins, clockwise from straight ahead.
enum class Bin8 : uint8_t { Front, FrontRight, Right, BackRight, Back, BackLeft, Left, FrontLeft };
/// "front", "front-right", "right", "back-right", "back", "back-left", "left", "front-left".
std::string_view bin8_name(Bin8 b);
std::optional<Bin8> parse_bin8(std::string_view s);

/// A vector on a map: x rightwards (east), y upwards (north).
struct Vec2 {
  double x = 0;
  double y = 0;
};

/// The vector from cell (from_row, from_col) to cell (to_row, to_col); rows grow downwards.
Vec2 map_offset(int from_row, int from_col, int to_row, int to_col);
/// Clockwise angle in degrees from `facing` to `v`, in (-180, 180].
double clockwise_deg(Vec2 facing, Vec2 v);
/// The bin of a clockwise angle in (-180, 180].
Bin8 bin8_of(double cw_deg);
/// How far the angle is from the nearest bin border (borders at 22.5 + 45k), in degrees.
double bin8_border_distance(double cw_deg);
/// `b` turned clockwise by `eighths` eighths of a turn (negative: counter-clockwise).
Bin8 bin8_turned(Bin8 b, int eighths);
/// Brute force without angles, for the checkers: is `v` inside bin `b` seen
/// facing `f`, the bin narrowed by `margin` degrees on each side? Cross
/// products against the bin's edges (`f` turned to each), not atan2.
bool in_bin8(Vec2 f, Vec2 v, Bin8 b, double margin);

}  // namespace mm::space
