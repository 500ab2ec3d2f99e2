#include "packs/cospace/arc.h"

#include <fmt/format.h>

#include <stdexcept>


namespace mm::cospace {
namespace {

constexpr int kAtoms = 96;

// Degrees times two on the 7.5-degree grid: 15 degrees is unit 2, so any
// multiple of 7.5 maps to an integer unit (a 22.5-degree edge is 3 units).
int units(int deg_times_2) {
  if (deg_times_2 % 15 != 0) throw std::invalid_argument("arc: edge not on the 7.5-degree grid");
  return deg_times_2 / 15;
}

// Atoms from edge a to edge b clockwise (units; a <= b, b - a <= 48),
// including the end points as asked.
Arc span(int a, bool a_closed, int b, bool b_closed) {
  Arc out;
  int first = 2 * a + (a_closed ? 0 : 1), last = 2 * b - (b_closed ? 0 : 1);
  for (int i = first; i <= last; ++i) out.set(static_cast<size_t>(((i % kAtoms) + kAtoms) % kAtoms));
  return out;
}

}  // namespace

Arc arc_fov(int heading) {
  int h = units(2 * heading);
  return span(h - 6, true, h + 6, true);
}

Arc arc_ego(int heading, tos::Ego e) {
  int h = units(2 * heading);
  switch (e) {
    case tos::Ego::FrontLeft: return span(h - 6, true, h - 3, false);
    case tos::Ego::FrontSlightLeft: return span(h - 3, true, h, false);
    case tos::Ego::Front: return span(h, true, h, true);
    case tos::Ego::FrontSlightRight: return span(h, false, h + 3, true);
    case tos::Ego::FrontRight: return span(h + 3, false, h + 6, true);
  }
  return {};
}

Arc arc_sector(int center) {
  int c = units(2 * center);
  return span(c - 3, true, c + 3, false);
}

Arc arc_allo(tos::Allo a) { return arc_sector(45 * static_cast<int>(a)); }

std::optional<tos::Allo> single_allo(const Arc& a) {
  if (a.none()) return std::nullopt;
  for (int b = 0; b < 8; ++b) {
    auto bin = static_cast<tos::Allo>(b);
    if ((a & ~arc_allo(bin)).none()) return bin;
  }
  return std::nullopt;
}

std::string arc_text(const Arc& a) {
  std::string out;
  for (int i = 0; i < kAtoms; ++i) {
    if (!a.test(static_cast<size_t>(i))) continue;
    double lo = 7.5 * (i / 2);
    out += i % 2 == 0 ? fmt::format(" {}", lo) : fmt::format(" ({},{})", lo, lo + 7.5);
  }
  return out.empty() ? "{}" : out.substr(1);
}

}  // namespace mm::cospace
