#include <doctest/doctest.h>

#include "generator/core/geometry.h"

using namespace mm;

TEST_CASE("bearings are clockwise from north") {
  CHECK(bearing(0, 1) == doctest::Approx(0));
  CHECK(bearing(1, 0) == doctest::Approx(90));
  CHECK(bearing(0, -1) == doctest::Approx(180));
  CHECK(bearing(-1, 0) == doctest::Approx(270));
  CHECK(bearing(1, 1) == doctest::Approx(45));
}

TEST_CASE("eight-way bins and margins") {
  CHECK(direction_bin(0) == 0);
  CHECK(direction_bin(22.4) == 0);
  CHECK(direction_bin(22.6) == 1);
  CHECK(direction_bin(359) == 0);
  CHECK(direction_bin(337.4) == 7);
  CHECK(compass_name(static_cast<Compass>(direction_bin(100))) == "east");
  CHECK(bin_margin(0) == doctest::Approx(22.5));
  CHECK(bin_margin(22) == doctest::Approx(0.5));
  CHECK(bin_steps(0, 7) == 1);
  CHECK(bin_steps(1, 5) == 4);
  CHECK(angle_diff(10, 350) == doctest::Approx(20));
  CHECK(wrap360(-90) == doctest::Approx(270));
}

TEST_CASE("polygons") {
  std::vector<Vec2> l = {{0, 0}, {4, 0}, {4, 2}, {2, 2}, {2, 4}, {0, 4}};
  CHECK(polygon_area(l) == doctest::Approx(12));
  CHECK(point_in_polygon({1, 3}, l));
  CHECK_FALSE(point_in_polygon({3, 3}, l));
  Box2 f = footprint({1, 1}, 2.0, 1.0, 90);
  CHECK(f.width() == doctest::Approx(1.0));
  CHECK(f.depth() == doctest::Approx(2.0));
  CHECK(f.overlaps(footprint({1.5, 1}, 1, 1, 0)));
  CHECK_FALSE(f.overlaps(footprint({3, 1}, 1, 1, 0)));
}
