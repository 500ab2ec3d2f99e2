#include "packs/cospace/view.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <stdexcept>
#include <tuple>

namespace mm::cospace {
namespace {

std::optional<tos::Ego> binned(tos::Local l) {
  if (!tos::in_fov(l)) return std::nullopt;
  return tos::ego_of(l);
}

}  // namespace

int wrap_degrees(int deg) { return ((deg % 360) + 360) % 360; }
bool valid_heading(int deg) { return deg % kHeadingGrain == 0; }

std::string_view compass_abbrev(int heading) {
  int h = wrap_degrees(heading);
  if (h % 45 != 0) return "";
  return tos::allo_name(static_cast<tos::Allo>(h / 45));
}

std::optional<tos::Ego> ego_at(tos::Cell d, int heading) {
  if (!valid_heading(heading)) throw std::invalid_argument("ego_at: heading not a multiple of 15 degrees");
  if (d.x == 0 && d.y == 0) return std::nullopt;
  int h = wrap_degrees(heading);
  tos::Local l = tos::to_local(d, static_cast<tos::Heading>(h / 90));
  int rest = h % 90;
  if (rest == 0) return binned(l);
  // An eighth turn further clockwise: the axes rotated by 45 degrees and
  // scaled by sqrt(2), which keeps every angle and stays in integers.
  if (rest == 45) return binned({l.forward + l.right, l.right - l.forward});
  // rest is 15, 30, 60 or 75: every edge (rest + 0, +-22.5, +-45 degrees
  // from the quarter heading) has an irrational slope, so no integer offset
  // lies on one and the floating-point angle is never compared at a tie
  // (tests/cospace/view_test.cc checks the margin).
  double a = std::atan2(static_cast<double>(l.right), static_cast<double>(l.forward)) * 180.0 / std::numbers::pi - rest;
  if (a <= -180.0) a += 360.0;
  if (a > 180.0) a -= 360.0;
  if (a < -45.0 || a > 45.0) return std::nullopt;
  if (a < -22.5) return tos::Ego::FrontLeft;
  if (a < 0.0) return tos::Ego::FrontSlightLeft;
  if (a <= 22.5) return tos::Ego::FrontSlightRight;
  return tos::Ego::FrontRight;
}

View observe_view(const tos::World& w, tos::Cell at, int heading) {
  View v;
  v.heading = wrap_degrees(heading);
  uint32_t here = w.room_mask(at);
  std::vector<std::tuple<tos::Ego, tos::Dist, std::string, int>> rows;
  for (int i = 0; i < static_cast<int>(w.things.size()); ++i) {
    const tos::Thing& t = w.things[i];
    uint32_t rooms = 0;
    for (int r : t.rooms) rooms |= uint32_t{1} << r;
    if ((here & rooms) == 0) continue;
    tos::Cell d = t.at - at;
    auto ego = ego_at(d, v.heading);
    if (!ego) continue;
    rows.emplace_back(*ego, tos::dist_of(d), t.type, i);
  }
  // The order carries the bins only (as tos::observe): ties keep the
  // world's thing order, which is by name and never shown.
  std::stable_sort(rows.begin(), rows.end(), [](const auto& a, const auto& b) {
    return std::tie(std::get<0>(a), std::get<1>(a), std::get<2>(a)) <
           std::tie(std::get<0>(b), std::get<1>(b), std::get<2>(b));
  });
  for (const auto& [ego, dist, kind, thing] : rows) {
    v.seen.push_back({kind, ego, dist});
    v.things.push_back(thing);
  }
  return v;
}

}  // namespace mm::cospace
