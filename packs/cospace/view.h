// One view of a CoSpace panorama (docs/cospace.md, "View model"): the
// Theory of Space observation (packs/tos/observe.h) from a fixed standpoint,
// generalised from the four compass headings to any heading that is a
// multiple of 15 degrees. A thing is visible when it shares a room with the
// standpoint and lies inside the 90-degree field of view (edges included),
// and it is reported with the Theory of Space egocentric direction bin
// measured from the view's own heading and its distance bin. At headings
// 0, 90, 180 and 270 a view equals tos::observe's, bin for bin.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "packs/tos/grid.h"
#include "packs/tos/world.h"

namespace mm::cospace {

/// Headings are whole degrees clockwise from north (+y), multiples of this.
inline constexpr int kHeadingGrain = 15;
inline constexpr int kFieldOfView = 90;

/// `deg` in [0, 360).
int wrap_degrees(int deg);
/// True for multiples of kHeadingGrain (any sign).
bool valid_heading(int deg);
/// "N", "NE", ... for multiples of 45 degrees; "" otherwise.
std::string_view compass_abbrev(int heading);

/// The egocentric bin of offset `d` for a viewer facing `heading` (a valid
/// heading), or nullopt when d is zero or outside the field of view. The
/// bins are tos::Ego's, measured from the heading: front-left [-45, -22.5),
/// front-slight-left [-22.5, 0), front (exactly 0), front-slight-right
/// (0, 22.5], front-right (22.5, 45]. Exact: quarter and eighth turns go
/// through tos::to_local and tos::ego_of on integers; other headings have
/// edges of irrational slope that no integer offset can meet.
std::optional<tos::Ego> ego_at(tos::Cell d, int heading);

/// One visible thing as a view reports it: by kind, never by name or number.
struct Mention {
  std::string kind;  // tos::Thing::type: "Chair", "Door", ...
  tos::Ego ego = tos::Ego::Front;
  tos::Dist dist = tos::Dist::Near;
  friend bool operator==(const Mention&, const Mention&) = default;
};

struct View {
  int heading = 0;             ///< true heading in [0, 360); whether a prompt states it is the item's business
  std::vector<Mention> seen;   ///< by direction bin left to right, then distance bin, then kind
  std::vector<int> things;     ///< ground truth: the world thing behind each mention; checkers never read it
};

/// The view from standpoint `at` (a floor cell that is not a door) facing
/// `heading`. Things on `at` itself are not seen (a standpoint is free).
View observe_view(const tos::World& w, tos::Cell at, int heading);

}  // namespace mm::cospace
