// Release profiles and how they allocate items to cells.
//
// paper: the composition of the paper's Table 7 — over the nine conditions
//        exactly 6,750 / 7,500 / 10,500 / 7,500 / 10,800 / 4,500 items for
//        L0..L5 (47,550), spread as evenly as integers allow over
//        conditions, then (mode, regime) pairs, then families.
// small: one item per (family, condition), modes and regimes rotated.
// full:  every family x condition x mode x regime x frame x order at
//        `per_cell` items each (diagnostic families included).
//
// Pairing: every condition renders the same underlying items, and both
// regimes of a (family, condition, mode) cell use the same items; the three
// frames of a spatial case form one unit (frame-shift pairs). Modes use
// disjoint items, and mention order alternates between units.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "generator/tasks/enums.h"

namespace mm {

enum class Profile { Paper, Small, Full };
std::string_view profile_name(Profile p);
std::optional<Profile> parse_profile(std::string_view s);

inline constexpr std::array<int, 6> kPaperLevelTotals = {6750, 7500, 10500, 7500, 10800, 4500};
inline constexpr int kConditionCount = 9;

/// Splits `total` into `parts` integers differing by at most one; the
/// larger shares go to parts (i + rotate) % parts < total % parts.
std::vector<int> spread(int total, int parts, int rotate = 0);

/// Items of one family in one (condition, mode, regime) cell.
struct CellCount {
  int condition = 0;  // index into benchmark_conditions()
  Mode mode = Mode::Balanced;
  Regime regime = Regime::Direct;
  int n = 0;
};

/// The paper profile's cells of a family: `family_index` is its position
/// among the `family_count` families of level `level`.
std::vector<CellCount> paper_cells(int level, int family_index, int family_count);

}  // namespace mm
