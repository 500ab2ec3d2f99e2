// Map sketching (SPACE section 3.1, task 3), after the tour walkthrough:
// which of four small text maps shows the start, the goal and the landmarks
// as they lie? A sketch is a CharGrid of kEmpty with 'S', 'G' and every
// landmark letter once, north up. The gold is the layout's marks with their
// rows and columns each replaced by their rank (the relations kept, the
// scale dropped); it is the only option whose every pair of marks has the
// true east/west order and the true north/south order (or tie).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "packs/space/large/layout.h"

namespace mm::space {

struct MapSketchItem {
  uint64_t seed = 0;
  uint64_t index = 0;
  Layout layout;                   ///< the environment, shown by the tour walkthrough
  std::vector<CharGrid> options;   ///< kOptions sketches of the same marks
  std::vector<std::string> kinds;  ///< per option: "sketch" (the gold), a slip ("mirrored",
                                   ///< "flipped", "transposed", "rotated", "swapped", "moved") or two
                                   ///< joined by '+'
  int gold = 0;
};

/// The gold sketch of a layout: every mark at (rank of its row among the
/// marks' distinct rows, rank of its column among their distinct columns).
CharGrid rank_sketch(const Layout& layout);

/// Item `index` of the map sketch stream of `seed`, drawn from
/// Rng::derive(seed, {"space", "large", "map_sketch"}, index). Distractors:
/// the sketch with a first slip (mirrored east-west, flipped north-south,
/// transposed, turned a quarter either way, two marks swapped, or one mark
/// moved to a free place that keeps the sketch's size), with a second
/// (swapped or moved, other marks), and with both. Drawn again until every
/// two options order some pair of marks differently. Deterministic. On
/// large_item_layout(seed, index).
MapSketchItem make_map_sketch(uint64_t seed, uint64_t index);
/// The same item on `layout`, environment `index` of `seed`. Throws
/// std::invalid_argument when the layout's seed or index differ.
MapSketchItem make_map_sketch(Layout layout, uint64_t seed, uint64_t index);

/// Canonical record: task "map_sketch", seed, index, layout (id),
/// walkthrough ("tour"), options ({grid, kind}), gold.
Json to_json(const MapSketchItem& item);

/// Brute force from the layout's map alone: the options holding each of
/// the map's marks exactly once (and nothing else) whose every pair of marks
/// has the map's sign of row difference and sign of column difference. A
/// sound item gives exactly {gold}.
std::vector<int> map_sketch_solve(const MapSketchItem& item);

}  // namespace mm::space
