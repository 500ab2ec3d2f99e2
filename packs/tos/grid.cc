#include "packs/tos/grid.h"

#include <array>
#include <cmath>
#include <cstdlib>

namespace mm::tos {
namespace {

constexpr std::array<std::string_view, 4> kHeadings = {"N", "E", "S", "W"};
constexpr std::array<std::string_view, 5> kEgo = {"front-left", "front-slight-left", "front",
                                                  "front-slight-right", "front-right"};
constexpr std::array<std::string_view, 8> kAllo = {"N", "NE", "E", "SE", "S", "SW", "W", "NW"};
constexpr std::array<std::string_view, 7> kDist = {"same", "near", "mid", "slightly far",
                                                   "far", "very far", "beyond"};
constexpr std::array<std::string_view, 4> kRelFacing = {"away", "right", "toward", "left"};

template <class E, size_t N>
std::optional<E> parse_in(const std::array<std::string_view, N>& names, std::string_view s) {
  for (size_t i = 0; i < N; ++i)
    if (names[i] == s) return static_cast<E>(i);
  return std::nullopt;
}

// tan(22.5 degrees) = sqrt(2) - 1 is irrational, so no integer offset lies
// exactly on a 22.5-degree edge and this comparison never ties.
bool steeper_than_22_5(int64_t across, int64_t along) {
  return static_cast<double>(across) > (std::sqrt(2.0) - 1.0) * static_cast<double>(along);
}

}  // namespace

std::string_view heading_name(Heading h) { return kHeadings[static_cast<size_t>(h)]; }
std::optional<Heading> parse_heading(std::string_view s) { return parse_in<Heading>(kHeadings, s); }
Heading turned(Heading h, int quarter_turns) {
  return static_cast<Heading>(((static_cast<int>(h) + quarter_turns) % 4 + 4) % 4);
}
Cell step_of(Heading h) {
  switch (h) {
    case Heading::N: return {0, 1};
    case Heading::E: return {1, 0};
    case Heading::S: return {0, -1};
    case Heading::W: return {-1, 0};
  }
  return {0, 1};
}

std::string_view ego_name(Ego e) { return kEgo[static_cast<size_t>(e)]; }
std::optional<Ego> parse_ego(std::string_view s) { return parse_in<Ego>(kEgo, s); }
std::string_view allo_name(Allo a) { return kAllo[static_cast<size_t>(a)]; }

std::string_view allo_word(Allo a) {
  static constexpr std::string_view kWords[] = {"north", "northeast", "east", "southeast",
                                                "south", "southwest", "west", "northwest"};
  return kWords[static_cast<size_t>(a)];
}

std::optional<Allo> allo_of_word(std::string_view s) {
  for (int i = 0; i < 8; ++i)
    if (s == allo_name(static_cast<Allo>(i)) || s == allo_word(static_cast<Allo>(i))) return static_cast<Allo>(i);
  return std::nullopt;
}
std::optional<Allo> parse_allo(std::string_view s) { return parse_in<Allo>(kAllo, s); }
std::string_view dist_name(Dist d) { return kDist[static_cast<size_t>(d)]; }
std::optional<Dist> parse_dist(std::string_view s) { return parse_in<Dist>(kDist, s); }
std::string_view rel_facing_name(RelFacing f) { return kRelFacing[static_cast<size_t>(f)]; }

Local to_local(Cell d, Heading h) {
  switch (h) {
    case Heading::N: return {d.y, d.x};
    case Heading::E: return {d.x, -d.y};
    case Heading::S: return {-d.y, -d.x};
    case Heading::W: return {-d.x, d.y};
  }
  return {};
}

Cell from_local(Local l, Heading h) {
  switch (h) {
    case Heading::N: return {l.right, l.forward};
    case Heading::E: return {l.forward, -l.right};
    case Heading::S: return {-l.right, -l.forward};
    case Heading::W: return {-l.forward, l.right};
  }
  return {};
}

bool in_fov(Local l) { return l.forward > 0 && std::abs(l.right) <= l.forward; }
bool on_fov_edge(Local l) { return l.forward > 0 && std::abs(l.right) == l.forward; }

Ego ego_of(Local l) {
  if (l.right == 0) return Ego::Front;
  bool wide = steeper_than_22_5(std::abs(l.right), l.forward);
  if (l.right < 0) return wide ? Ego::FrontLeft : Ego::FrontSlightLeft;
  return wide ? Ego::FrontRight : Ego::FrontSlightRight;
}

Allo allo_of(Cell d) {
  // Fold into the first octant of each quadrant by comparing |across| with
  // tan(22.5) * |along|; the bins are symmetric, so eight cases suffice.
  int64_t ax = std::abs(d.x), ay = std::abs(d.y);
  bool mostly_y = !steeper_than_22_5(ax, ay);   // within 22.5 of the y axis
  bool mostly_x = !steeper_than_22_5(ay, ax);   // within 22.5 of the x axis
  if (mostly_y) return d.y > 0 ? Allo::N : Allo::S;
  if (mostly_x) return d.x > 0 ? Allo::E : Allo::W;
  if (d.y > 0) return d.x > 0 ? Allo::NE : Allo::NW;
  return d.x > 0 ? Allo::SE : Allo::SW;
}

Dist dist_of(Cell d) {
  int64_t n = norm2(d);
  if (n == 0) return Dist::Same;
  if (n <= 4) return Dist::Near;
  if (n <= 16) return Dist::Mid;
  if (n <= 64) return Dist::SlightlyFar;
  if (n <= 256) return Dist::Far;
  if (n <= 1024) return Dist::VeryFar;
  return Dist::Beyond;
}

bool on_distance_border(Cell d) {
  int64_t n = norm2(d);
  return n == 4 || n == 16 || n == 64 || n == 256 || n == 1024;
}

RelFacing relative_facing(Heading object, Heading viewer) {
  return static_cast<RelFacing>(((static_cast<int>(object) - static_cast<int>(viewer)) % 4 + 4) % 4);
}

}  // namespace mm::tos
