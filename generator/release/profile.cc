#include "generator/release/profile.h"

namespace mm {

std::string_view profile_name(Profile p) {
  switch (p) {
    case Profile::Paper: return "paper";
    case Profile::Small: return "small";
    case Profile::Full: return "full";
  }
  return "paper";
}

std::optional<Profile> parse_profile(std::string_view s) {
  if (s == "paper") return Profile::Paper;
  if (s == "small") return Profile::Small;
  if (s == "full") return Profile::Full;
  return std::nullopt;
}

std::vector<int> spread(int total, int parts, int rotate) {
  std::vector<int> out(parts, total / parts);
  int extra = total % parts;
  for (int i = 0; i < parts; ++i)
    if ((i + rotate) % parts < extra) ++out[i];
  return out;
}

std::vector<CellCount> paper_cells(int level, int family_index, int family_count) {
  std::vector<CellCount> out;
  // Rotations move the "+1" shares around so no condition, mode or family
  // always gets the larger share.
  auto per_condition = spread(kPaperLevelTotals.at(level), kConditionCount, level * 2);
  for (int c = 0; c < kConditionCount; ++c) {
    auto per_combo = spread(per_condition[c], 6, c + level);
    for (int combo = 0; combo < 6; ++combo) {
      auto per_family = spread(per_combo[combo], family_count, c * 6 + combo + level);
      CellCount cell;
      cell.condition = c;
      cell.mode = kAllModes[combo / 2];
      cell.regime = kAllRegimes[combo % 2];
      cell.n = per_family[family_index];
      out.push_back(cell);
    }
  }
  return out;
}

}  // namespace mm
