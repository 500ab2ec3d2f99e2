// The Theory of Space text world's integer geometry: cells, headings, and
// the discrete spatial relations the paper's text world speaks in
// (docs/tos.md, "Observation rules"). Axes: +x east, +y north. Every
// relation is computed in integers or with a comparison that no integer
// offset can land on, so the bins never depend on rounding.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace mm::tos {

struct Cell {
  int x = 0;
  int y = 0;
  friend bool operator==(const Cell&, const Cell&) = default;
  friend auto operator<=>(const Cell&, const Cell&) = default;
};

/// A facing or heading: N, E, S, W (clockwise).
enum class Heading : uint8_t { N = 0, E = 1, S = 2, W = 3 };
std::string_view heading_name(Heading h);  // "N", "E", "S", "W"
std::optional<Heading> parse_heading(std::string_view s);
/// The heading after turning clockwise by `quarter_turns` * 90 degrees.
Heading turned(Heading h, int quarter_turns);
/// Unit step of a heading: N -> (0, 1).
Cell step_of(Heading h);

/// Egocentric direction inside the 90-degree field of view: front-left
/// [-45, -22.5), front-slight-left [-22.5, 0), front (0), front-slight-right
/// (0, 22.5], front-right (22.5, 45].
enum class Ego : uint8_t { FrontLeft, FrontSlightLeft, Front, FrontSlightRight, FrontRight };
std::string_view ego_name(Ego e);  // "front-left", ...
std::optional<Ego> parse_ego(std::string_view s);

/// Allocentric direction: eight 45-degree bins, N = [-22.5, 22.5).
enum class Allo : uint8_t { N, NE, E, SE, S, SW, W, NW };
std::string_view allo_name(Allo a);  // "N", "NE", ...
std::string_view allo_word(Allo a);  // "north", "northeast", ...: the lexicons' direction keys
/// The bin of an abbreviation ("NE") or a direction key ("northeast").
std::optional<Allo> allo_of_word(std::string_view s);
std::optional<Allo> parse_allo(std::string_view s);

/// Distance bins: same (0), near (0, 2], mid (2, 4], slightly far (4, 8],
/// far (8, 16], very far (16, 32]; beyond 32 is outside the scheme.
enum class Dist : uint8_t { Same, Near, Mid, SlightlyFar, Far, VeryFar, Beyond };
std::string_view dist_name(Dist d);  // "same", "near", "mid", "slightly far", ...
std::optional<Dist> parse_dist(std::string_view s);

/// Offset `d` seen from a viewer facing `h`: how far ahead and how far to
/// the right.
struct Local {
  int forward = 0;
  int right = 0;
};
Local to_local(Cell d, Heading h);
/// The inverse: a (forward, right) offset for a viewer facing h, as a world offset.
Cell from_local(Local l, Heading h);

/// Inside the 90-degree field of view (both edges included), not the viewer's own cell.
bool in_fov(Local l);
/// The egocentric bin of an offset inside the field of view.
Ego ego_of(Local l);
/// The allocentric bin of a non-zero offset.
Allo allo_of(Cell d);
Dist dist_of(Cell d);
/// True when the offset lies on a bin edge a question must avoid: a
/// distance of exactly 2, 4, 8, 16 or 32, or the field of view's edge (45 degrees).
bool on_distance_border(Cell d);
bool on_fov_edge(Local l);

/// How an object's facing looks to a viewer facing `viewer`: the object
/// faces "away" (the same way), "toward" the viewer, "left" or "right".
enum class RelFacing : uint8_t { Away, Right, Toward, Left };
std::string_view rel_facing_name(RelFacing f);  // "away", "right", "toward", "left"
RelFacing relative_facing(Heading object, Heading viewer);

inline Cell operator-(Cell a, Cell b) { return {a.x - b.x, a.y - b.y}; }
inline Cell operator+(Cell a, Cell b) { return {a.x + b.x, a.y + b.y}; }
inline int64_t norm2(Cell d) { return int64_t{d.x} * d.x + int64_t{d.y} * d.y; }

}  // namespace mm::tos
