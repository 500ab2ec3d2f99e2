// Mental rotation test (MRT), text presentation: the card-rotation form of
// SPACE section 3.2. A reference card is an n x n character array holding
// one connected shape; the options are the card turned in the plane. One
// option is the reference turned by 90, 180 or 270 degrees; the others are
// turned copies of its mirror image, of a near copy (one cell moved) and of
// the near copy's mirror image. The shapes are chosen chiral and without
// rotational symmetry, and the near copy is no turn or mirror image of the
// reference, so only the gold is a rotation of it.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "packs/space/grid.h"

namespace mm::space {

/// The filled cell of an MRT card.
inline constexpr char kMrtCell = '#';

struct MrtItem {
  uint64_t seed = 0;
  uint64_t index = 0;
  CharGrid reference;              ///< n x n, n in [5, 7]; kMrtCell on kEmpty
  std::vector<CharGrid> options;   ///< kOptions cards, each n x n
  int gold = 0;                    ///< index of the rotated reference
  std::vector<int> turns;          ///< per option: clockwise quarter turns applied
  std::vector<bool> mirror;        ///< per option: mirrored before turning
  std::vector<std::string> kinds;  ///< per option: "rotated" (the gold), "mirrored", "altered" (the near
                                   ///< copy) or "altered-mirrored"
};

/// The item `index` of the MRT stream of `seed`. Deterministic.
MrtItem make_mrt(uint64_t seed, uint64_t index);

/// Canonical record: task, seed, index, reference, options, gold, and each
/// option's provenance (turns, mirror, kind).
Json to_json(const MrtItem& item);

/// Brute force from the arrays alone: the options whose filled cells equal
/// the reference's under some turn of the card (0, 90, 180 or 270 degrees
/// clockwise about its centre). A sound item has exactly {gold}.
std::vector<int> mrt_solve(const MrtItem& item);

/// True when no turn of the shape's mirror image, placed anywhere, equals
/// the shape: the shape is compared up to translation, not card position.
bool mrt_shape_is_chiral(const CharGrid& card);

}  // namespace mm::space
