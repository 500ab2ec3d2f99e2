// The continuous-heading view: at quarter headings it is the Theory of
// Space observation bin for bin; at every heading it agrees with atan2
// angles, and no integer offset comes near a bin edge the floating-point
// path compares against.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <tuple>

#include "packs/cospace/arc.h"
#include "packs/cospace/view.h"
#include "packs/tos/observe.h"
#include "tests/cospace/cospace_test_util.h"

using namespace mm::cospace;
using mm::tos::Cell;
using mm::tos::Ego;

namespace {

// Bearing of an offset, degrees clockwise from north, [0, 360).
double bearing(Cell d) {
  double b = std::atan2(static_cast<double>(d.x), static_cast<double>(d.y)) * 180.0 / std::numbers::pi;
  return b < 0 ? b + 360.0 : b;
}

// The offset's angle from `heading`, in (-180, 180]; exact at multiples of
// 45 degrees (axes and diagonals), where atan2 may round.
double relative(Cell d, int heading) {
  double b = bearing(d);
  if (d.x == 0 || d.y == 0 || std::abs(d.x) == std::abs(d.y)) b = std::round(b / 45.0) * 45.0;
  double a = b - heading;
  while (a <= -180.0) a += 360.0;
  while (a > 180.0) a -= 360.0;
  return a;
}

std::optional<Ego> expected(double a) {
  if (a < -45.0 || a > 45.0) return std::nullopt;
  if (a < -22.5) return Ego::FrontLeft;
  if (a < 0.0) return Ego::FrontSlightLeft;
  if (a == 0.0) return Ego::Front;
  if (a <= 22.5) return Ego::FrontSlightRight;
  return Ego::FrontRight;
}

// The atom of the circle (arc.h) holding a bearing.
size_t atom_of(Cell d) {
  double b = bearing(d);
  if (d.x == 0 || d.y == 0 || std::abs(d.x) == std::abs(d.y)) return static_cast<size_t>(2 * std::lround(b / 7.5) % 96);
  return static_cast<size_t>(2 * static_cast<int>(std::floor(b / 7.5)) + 1);
}

}  // namespace

TEST_CASE("ego_at agrees with atan2 at every heading and keeps clear of the edges") {
  double closest = 1e9;
  for (int h = 0; h < 360; h += kHeadingGrain)
    for (int x = -32; x <= 32; ++x)
      for (int y = -32; y <= 32; ++y) {
        Cell d{x, y};
        if (x == 0 && y == 0) continue;
        double a = relative(d, h);
        CHECK_MESSAGE(ego_at(d, h) == expected(a), "offset (" << x << ", " << y << ") heading " << h);
        CHECK(arc_fov(h).test(atom_of(d)) == expected(a).has_value());
        if (auto e = ego_at(d, h)) CHECK(arc_ego(h, *e).test(atom_of(d)));
        if (h % 45 != 0)
          for (double edge : {-45.0, -22.5, 0.0, 22.5, 45.0}) closest = std::min(closest, std::abs(a - edge));
      }
  // The irrational edges stay far beyond double rounding (about 1e-13 degrees).
  CHECK(closest > 1e-3);
}

TEST_CASE("quarter-heading views equal the Theory of Space observation") {
  for (int i = 0; i < 40; ++i) {
    Scene s = generate_scene(test::kSeed, "view-test", i, 0);
    for (int q = 0; q < 4; ++q) {
      View v = observe_view(s.world, s.at, 90 * q);
      mm::tos::Observation o = mm::tos::observe(s.world, {s.at, static_cast<mm::tos::Heading>(q)});
      REQUIRE(v.seen.size() == o.seen.size());
      // The same things with the same bins (the orders differ only in ties
      // of kind against name).
      for (const mm::tos::Seen& x : o.seen) {
        auto at = std::find(v.things.begin(), v.things.end(), x.thing);
        REQUIRE(at != v.things.end());
        const Mention& m = v.seen[static_cast<size_t>(at - v.things.begin())];
        CHECK(m.ego == x.ego);
        CHECK(m.dist == x.dist);
        CHECK(m.kind == s.world.things[x.thing].type);
      }
    }
  }
}

TEST_CASE("views list bins only and compass abbreviations name the eight directions") {
  CHECK(compass_abbrev(0) == "N");
  CHECK(compass_abbrev(315) == "NW");
  CHECK(compass_abbrev(-45) == "NW");
  CHECK(compass_abbrev(60).empty());
  Scene s = generate_scene(test::kSeed, "view-test", 3, 0);
  View v = observe_view(s.world, s.at, 30);
  for (size_t i = 1; i < v.seen.size(); ++i) {
    const Mention& a = v.seen[i - 1];
    const Mention& b = v.seen[i];
    CHECK(std::tie(a.ego, a.dist, a.kind) <= std::tie(b.ego, b.dist, b.kind));
  }
}
