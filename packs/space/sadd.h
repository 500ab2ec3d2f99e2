// Spatial addition task (SAdd), text presentation (SPACE section 3.2): two
// n x n grids (n in {3, 5, 7, 9}) of empty cells, blue dots and red dots.
// Adding them: a cell blue in exactly one grid is blue, blue in both is
// white, and red dots are ignored. The options are four answer grids: the
// sum, the sum a typical slip of the rule gives (both-blue kept blue, red
// counted as blue, or both-blue cells left empty), the sum with one cell
// wrong, and both slips together (docs/space.md, "Option-only baselines").
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "packs/space/grid.h"

namespace mm::space {

inline constexpr char kBlue = 'B';
inline constexpr char kRed = 'R';
inline constexpr char kWhite = 'W';

struct SaddItem {
  uint64_t seed = 0;
  uint64_t index = 0;
  CharGrid first;                  ///< n x n of kEmpty, kBlue, kRed
  CharGrid second;                 ///< same size and alphabet
  std::vector<CharGrid> options;   ///< kOptions n x n grids of kEmpty, kBlue, kWhite
  int gold = 0;                    ///< index of the correct sum
  std::vector<std::string> kinds;  ///< per option: "sum", a rule slip ("both-blue-as-blue",
                                   ///< "red-as-blue", "both-blue-empty"), "one-cell", and the two
                                   ///< joined by '+'
};

/// The item `index` of the SAdd stream of `seed`. Every item has at least
/// one cell blue in both grids and at least one red dot. Deterministic.
SaddItem make_sadd(uint64_t seed, uint64_t index);

/// Canonical record: task, seed, index, first, second, options (grid and kind), gold.
Json to_json(const SaddItem& item);

/// Brute force from the two grids: the options equal, cell by cell, to the
/// sum by the rule. A sound item has exactly {gold}.
std::vector<int> sadd_solve(const SaddItem& item);

}  // namespace mm::space
