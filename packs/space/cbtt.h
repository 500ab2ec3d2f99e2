// Corsi block-tapping task (CBTT), text presentation (SPACE section 3.2):
// N blocks (N in [5, 8]) on a square board, no two touching. K taps
// (K in [4, N], each block at most once) are shown as K frames of the
// unlabelled board, each marking the tapped block; then the board with a
// letter on each block. The answer is the tap sequence in letters, forward
// order. Distractors are the sequence with a slip of the whole order
// (reversed, shifted by one, two distant taps swapped), with a local slip
// (two neighbouring taps swapped, one tap replaced by the nearest untapped
// block), and with both (docs/space.md, "Option-only baselines").
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "packs/space/grid.h"

namespace mm::space {

inline constexpr char kBlock = '#';
inline constexpr char kTapped = '*';

struct CbttItem {
  uint64_t seed = 0;
  uint64_t index = 0;
  CharGrid board;                    ///< n x n, n in [6, 8]: a distinct capital letter on each block
  std::vector<CharGrid> taps;        ///< K frames: kBlock on each block, kTapped on the tapped one
  std::vector<std::string> options;  ///< kOptions sequences of K block letters
  int gold = 0;                      ///< index of the shown sequence
  std::vector<std::string> kinds;    ///< per option: "taps", a whole-order slip ("reversed",
                                     ///< "shifted", "swap-distant"), a local one ("swap-adjacent",
                                     ///< "nearest-block"), and the two joined by '+'
};

/// The item `index` of the CBTT stream of `seed`. Deterministic.
CbttItem make_cbtt(uint64_t seed, uint64_t index);

/// Canonical record: task, seed, index, board, taps, options (sequence and kind), gold.
Json to_json(const CbttItem& item);

/// Brute force from the frames and the board: reads the letter under each
/// frame's marked cell and returns the options equal to that sequence. A
/// sound item has exactly {gold}; {} when a frame is malformed (not exactly
/// one mark, or blocks that differ from the board's).
std::vector<int> cbtt_solve(const CbttItem& item);

}  // namespace mm::space
