// Minnesota Paper Form Board (MPFB), text presentation (SPACE section 3.2):
// an s x s square (s in [5, 7]) is cut into five connected pieces, lettered
// A to E. Each piece is shown on its own, cropped and turned by a random
// multiple of 90 degrees (never flipped). The options are four assemblies
// of the square, each cell carrying its piece's letter; only the gold one is
// made of the shown pieces, each turned back. Distractors are other cuts
// with every piece's size kept: the gold with one slip (mirrored, two
// same-size pieces swapped, or two cells traded between neighbouring
// pieces), with a second slip elsewhere (cells traded), and with both
// (docs/space.md, "MPFB" and "Option-only baselines").
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "packs/space/grid.h"

namespace mm::space {

inline constexpr int kMpfbPieces = 5;

struct MpfbItem {
  uint64_t seed = 0;
  uint64_t index = 0;
  std::vector<CharGrid> pieces;    ///< kMpfbPieces grids; piece i uses letter 'A' + i on kEmpty
  std::vector<int> piece_turns;    ///< clockwise quarter turns each piece was shown with
  std::vector<CharGrid> options;   ///< kOptions s x s assemblies, every cell a letter A..E
  int gold = 0;                    ///< index of the assembly the pieces make
  std::vector<std::string> kinds;  ///< per option: "pieces", a slip or two joined by '+'
};

/// The item `index` of the MPFB stream of `seed`. Pieces have 3 cells or
/// more and at most twice the average (2 s^2 / 5); every option's five
/// regions are connected, each as large as its shown piece, and every
/// option's cuts are as long as the gold's. Deterministic.
MpfbItem make_mpfb(uint64_t seed, uint64_t index);

/// Canonical record: task, seed, index, pieces (grid and turns), options (assembly and kind), gold.
Json to_json(const MpfbItem& item);

/// Brute force by rotation matching: an option is consistent when its cells
/// are all piece letters and, for every piece, the option's cells of that
/// letter equal the shown piece's cells under one of the four turns, after
/// a shift. Returns the consistent options; a sound item has exactly {gold}.
std::vector<int> mpfb_solve(const MpfbItem& item);

}  // namespace mm::space
