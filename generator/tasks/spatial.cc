#include "generator/tasks/spatial.h"

#include <cmath>

namespace mm {

FrameOffset to_frame(Vec2 d, double heading) {
  double h = heading * M_PI / 180.0;
  // Unit vectors of the frame in world (east, north) coordinates:
  // ahead = (sin h, cos h), right = (cos h, -sin h).
  return {d.x * std::sin(h) + d.z * std::cos(h), d.x * std::cos(h) - d.z * std::sin(h)};
}

FrameOffset stated_offset(Vec2 d, double heading) {
  FrameOffset f = to_frame(d, heading);
  auto r = [](double v) {
    double x = std::round(v / kOffsetStep) * kOffsetStep;
    return x == 0.0 ? 0.0 : x;
  };
  return {r(f.ahead), r(f.right)};
}

double frame_bearing(const FrameOffset& v) { return bearing(v.right, v.ahead); }

std::string bin_label(Frame f, int bin) {
  if (f == Frame::Absolute) return std::string(compass_name(static_cast<Compass>(bin)));
  return std::string(ego_name(static_cast<Ego>(bin)));
}

std::string direction_label(Frame f, const FrameOffset& v) {
  return bin_label(f, direction_bin(frame_bearing(v)));
}

std::vector<std::string> frame_labels(Frame f) {
  std::vector<std::string> out;
  for (int i = 0; i < 8; ++i) out.push_back(bin_label(f, i));
  return out;
}

bool unambiguous(const FrameOffset& v) {
  return !v.zero() && bin_margin(frame_bearing(v)) >= kMinBinMargin;
}

double quarter_heading(double yaw) {
  return wrap360(std::round(wrap360(yaw) / 90.0) * 90.0);
}

}  // namespace mm
