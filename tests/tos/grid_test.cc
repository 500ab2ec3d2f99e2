// The discrete relations against a second, floating-point derivation
// (angles from atan2), over every offset in a 65 x 65 square.
#include <doctest/doctest.h>

#include <cmath>

#include "packs/tos/grid.h"

using namespace mm::tos;

namespace {

double bearing_deg(Cell d) {  // clockwise from north, [0, 360)
  double a = std::atan2(d.x, d.y) * 180.0 / M_PI;
  return a < 0 ? a + 360 : a;
}

}  // namespace

TEST_CASE("allocentric bins match atan2 bearings") {
  for (int x = -32; x <= 32; ++x)
    for (int y = -32; y <= 32; ++y) {
      if (x == 0 && y == 0) continue;
      int bin = static_cast<int>(std::floor(std::fmod(bearing_deg({x, y}) + 22.5, 360.0) / 45.0)) % 8;
      CHECK(static_cast<int>(allo_of({x, y})) == bin);
    }
}

TEST_CASE("egocentric bins and the field of view match relative angles for every heading") {
  for (int h = 0; h < 4; ++h)
    for (int x = -20; x <= 20; ++x)
      for (int y = -20; y <= 20; ++y) {
        Cell d{x, y};
        if (x == 0 && y == 0) continue;
        double rel = bearing_deg(d) - 90.0 * h;
        while (rel > 180) rel -= 360;
        while (rel <= -180) rel += 360;
        Local l = to_local(d, static_cast<Heading>(h));
        CHECK(from_local(l, static_cast<Heading>(h)) == d);
        bool fov = std::fabs(rel) <= 45.0 + 1e-9;
        REQUIRE(in_fov(l) == fov);
        if (!fov) continue;
        Ego want = rel < -22.5 ? Ego::FrontLeft : rel < -1e-9 ? Ego::FrontSlightLeft
                 : rel <= 1e-9 ? Ego::Front : rel <= 22.5 ? Ego::FrontSlightRight : Ego::FrontRight;
        CHECK(ego_of(l) == want);
        CHECK(on_fov_edge(l) == (std::fabs(std::fabs(rel) - 45.0) < 1e-9));
      }
}

TEST_CASE("distance bins are half-open on the paper's edges") {
  CHECK(dist_of({0, 0}) == Dist::Same);
  CHECK(dist_of({2, 0}) == Dist::Near);
  CHECK(dist_of({2, 1}) == Dist::Mid);
  CHECK(dist_of({0, 4}) == Dist::Mid);
  CHECK(dist_of({4, 1}) == Dist::SlightlyFar);
  CHECK(dist_of({8, 0}) == Dist::SlightlyFar);
  CHECK(dist_of({8, 1}) == Dist::Far);
  CHECK(dist_of({16, 0}) == Dist::Far);
  CHECK(dist_of({16, 1}) == Dist::VeryFar);
  CHECK(dist_of({32, 0}) == Dist::VeryFar);
  CHECK(dist_of({32, 1}) == Dist::Beyond);
  CHECK(on_distance_border({0, 2}));
  CHECK(on_distance_border({0, 4}));
  CHECK_FALSE(on_distance_border({1, 2}));
}

TEST_CASE("names parse back and relative facing turns with the viewer") {
  for (int i = 0; i < 5; ++i) CHECK(parse_ego(ego_name(static_cast<Ego>(i))) == static_cast<Ego>(i));
  for (int i = 0; i < 8; ++i) CHECK(parse_allo(allo_name(static_cast<Allo>(i))) == static_cast<Allo>(i));
  for (int i = 0; i < 7; ++i) CHECK(parse_dist(dist_name(static_cast<Dist>(i))) == static_cast<Dist>(i));
  CHECK_FALSE(parse_heading("north").has_value());
  CHECK(relative_facing(Heading::S, Heading::N) == RelFacing::Toward);
  CHECK(relative_facing(Heading::E, Heading::N) == RelFacing::Right);
  CHECK(relative_facing(Heading::N, Heading::E) == RelFacing::Left);
  CHECK(relative_facing(Heading::W, Heading::W) == RelFacing::Away);
}
