// Floor-plan geometry the ProcTHOR importer needs: which room a point lies
// in (with a small tolerance for pieces on walls and edges), and where a
// door sits along its wall.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "generator/core/geometry.h"
#include "generator/core/scene.h"

namespace mm::procthor {

/// An object whose centre lies at most this far (metres) outside every
/// floor polygon still belongs to the nearest room: wall-mounted pieces and
/// furniture flush with a wall sit on the polygon's edge.
inline constexpr double kRoomTolerance = 0.05;

/// Rounds to millimetres, as the canonical scene file does, so that the
/// imported scene and its file agree exactly.
Vec2 round_xz(Vec2 p);

/// Distance from p to the polygon's boundary, and the nearest boundary point.
double boundary_distance(Vec2 p, const std::vector<Vec2>& poly, Vec2* nearest = nullptr);

/// p (rounded) when it lies inside `poly`; otherwise, when p is within
/// `tol` of the polygon, a point a few millimetres inside next to p (so that
/// every later point-in-room test agrees); nullopt when p is farther out.
std::optional<Vec2> pull_inside(Vec2 p, const std::vector<Vec2>& poly, double tol);

struct RoomFit {
  size_t room = 0;  // index into the rooms
  Vec2 position;    // p, or p moved just inside that room
};
/// The first room whose polygon contains p, else the nearest room within
/// `tol`. On failure `nearest`/`distance` name the closest room (if any).
std::optional<RoomFit> fit_to_rooms(Vec2 p, const std::vector<Room>& rooms, double tol,
                                    size_t* nearest, double* distance);

/// A wall's run on the floor plan, from its first point towards its second.
struct WallSegment {
  Vec2 a, b;
  double length() const { return distance(a, b); }
  /// The point `offset` metres from `a` towards `b`, clamped to the wall.
  Vec2 at(double offset) const;
  Vec2 middle() const { return at(length() / 2); }
};
/// From a ProcTHOR wall polygon (floor and ceiling corners): its first
/// point and the next point at a different (x, z). nullopt if all coincide.
std::optional<WallSegment> wall_segment(const std::vector<Vec3>& polygon);
/// From a ProcTHOR wall id "wall|<room or exterior>|x0|z0|x1|z1".
std::optional<WallSegment> wall_segment_from_id(std::string_view id);

/// Midpoint of the longest stretch of boundary that two floor polygons
/// share (collinear, overlapping edges); nullopt if they share none.
std::optional<Vec2> shared_boundary_midpoint(const std::vector<Vec2>& a,
                                             const std::vector<Vec2>& b);

}  // namespace mm::procthor
