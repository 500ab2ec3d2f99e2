// Spatial relations as the description states them. Every frame is a 2-D
// basis on the floor plan: "ahead" and "right" axes. Absolute: ahead = north,
// right = east. Relative: the viewer's heading. Intrinsic: the frame anchor's
// facing (its front). Offsets are stated rounded to half metres, and every
// gold direction is computed from the stated numbers, never from the exact
// positions, so the answer follows from the text alone.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "generator/core/geometry.h"
#include "generator/tasks/enums.h"

namespace mm {

inline constexpr double kOffsetStep = 0.5;  // metres
/// Directions closer than this to a bin border are rejected as ambiguous.
inline constexpr double kMinBinMargin = 7.5;  // degrees

struct FrameOffset {
  double ahead = 0;
  double right = 0;
  bool zero() const { return ahead == 0 && right == 0; }
  FrameOffset operator+(const FrameOffset& o) const { return {ahead + o.ahead, right + o.right}; }
  FrameOffset operator-(const FrameOffset& o) const { return {ahead - o.ahead, right - o.right}; }
};

/// World delta (east, north) in a frame whose ahead axis points at `heading`
/// (degrees clockwise from north), unrounded.
FrameOffset to_frame(Vec2 world_delta, double heading);
/// The same rounded to kOffsetStep, as a description states it.
FrameOffset stated_offset(Vec2 world_delta, double heading);

/// Bearing of a frame vector within its frame (0 = ahead, 90 = right).
double frame_bearing(const FrameOffset& v);
/// The 8-way label of a frame vector: compass names in the absolute frame,
/// egocentric names ("front", "front-right", ...) otherwise.
std::string direction_label(Frame f, const FrameOffset& v);
/// The label of bin i (0..7) in a frame.
std::string bin_label(Frame f, int bin);
/// The 8 labels of a frame, clockwise from ahead.
std::vector<std::string> frame_labels(Frame f);
/// True when the vector is non-zero and at least kMinBinMargin degrees away
/// from a bin border, i.e. its label is unambiguous.
bool unambiguous(const FrameOffset& v);

/// A compass heading of the form 0/90/180/270 from a yaw (nearest quarter).
double quarter_heading(double yaw);

}  // namespace mm
