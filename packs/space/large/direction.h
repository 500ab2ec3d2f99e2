// Direction estimation (SPACE section 3.1, task 1), a pointing trial after
// the tour walkthrough: standing at landmark S and facing landmark A, in
// which of eight 45-degree bins is landmark B? The bins are PTT's (ptt.h):
// clockwise from the facing direction S->A, "front" from -22.5 to 22.5
// degrees. Positions are cell centres on the map, one unit per row and per
// column, north up. B's bearing is at least 5 degrees from every bin border.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "packs/space/large/layout.h"
#include "packs/space/ptt.h"

namespace mm::space {

/// Distance kept from a bin border, in degrees.
inline constexpr double kDirectionBorderMargin = 5.0;

struct DirectionItem {
  uint64_t seed = 0;
  uint64_t index = 0;
  Layout layout;                   ///< the environment, shown by the tour walkthrough
  char stand = 0;                  ///< S: the landmark the viewer stands at
  char face = 0;                   ///< A: the landmark the viewer faces
  char target = 0;                 ///< B: the landmark asked about
  std::vector<Bin8> options;       ///< kOptions distinct bins
  std::vector<std::string> kinds;  ///< per option: "bearing" (the gold), "mirrored", "map-up",
                                   ///< "neighbour", "opposite" or "other"
  int gold = 0;
};

/// Item `index` of the direction stream of `seed`, drawn from
/// Rng::derive(seed, {"space", "large", "direction"}, index). A target bin is
/// drawn first and a landmark triple with B in it looked for, so the gold
/// bins spread over all eight. Deterministic. On large_item_layout(seed,
/// index); the release's environments come through the overload.
DirectionItem make_direction(uint64_t seed, uint64_t index);
/// The same item on `layout`, environment `index` of `seed` (a house, say:
/// packs/space/env/environment.h). Throws std::invalid_argument when the
/// layout's seed or index differ.
DirectionItem make_direction(Layout layout, uint64_t seed, uint64_t index);

/// Canonical record: task "direction", seed, index, layout (id), walkthrough
/// ("tour"), stand, face, target, options ({bin, kind}), gold.
Json to_json(const DirectionItem& item);

/// Brute force from the layout's map alone (letters found by scanning it):
/// the options whose bin, pulled in by `margin` degrees at both borders,
/// holds B seen from S facing A. Wedges are tested with cross products
/// against the turned facing vector. A sound item gives exactly {gold}.
std::vector<int> direction_solve(const DirectionItem& item, double margin = kDirectionBorderMargin);

}  // namespace mm::space
