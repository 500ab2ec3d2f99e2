// The Planning tasks (paper section 3.2; docs/cospace.md), asked in pairs
// about one target over one full-circle panorama with every heading
// stated. You face the first view's heading; the target is the one object
// of its kind in the room and never straight ahead (the front sector).
//
// PLA-QA: "Where is the <kind> relative to you?": one of eight 45-degree
// egocentric sectors centred on your facing and turning clockwise, front
// = [-22.5, 22.5): front, front-right, right, back-right, back, back-left,
// left, front-left. Four options.
//
// PLA-Dec: "Which actions take you to the <kind>?": four action sequences
// over turns (turn-right-45/90/135, turn-back, turn-left-135/90/45, each on
// the spot) and go-ahead. A sequence reaches the target when it is turns
// followed by one go-ahead and the turns face the target's sector; going
// ahead first leaves the standpoint, so the same actions in the other order
// fail (the paper's "turn back and go ahead" against "go ahead and turn
// back"). Options: the gold, two other turns before go-ahead, and one of
// those three turns after go-ahead: the gold's in a third of the questions
// (index mod 3), so the option that shares its turn with another is the
// gold no more often than chance allows.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "packs/cospace/item.h"

namespace mm::cospace {

/// "front", "front-right", ..., "front-left" for sectors 0..7 (clockwise).
std::string_view sector_name(int sector);
/// The turn facing sector 1..7 ("turn-right-45" ... "turn-left-45"); "" for 0.
std::string_view turn_to(int sector);
/// The clockwise degrees of a turn key, nullopt for anything else.
std::optional<int> turn_degrees(std::string_view key);
inline constexpr std::string_view kGoAhead = "go-ahead";

struct PlanningPair {
  Item qa;   ///< PLA-QA, gold at position index mod 4
  Item dec;  ///< PLA-Dec on the same panorama and target, gold at (index + 1) mod 4; pair = qa.pair
};
PlanningPair make_planning(uint64_t seed, int index);

/// Brute force from the shown views: the option naming the one sector the
/// stitched target lies in, or -1.
int solve_pla_qa(const Item& item);
/// Brute force from the shown views: simulates every option's actions and
/// returns the only one that reaches the stitched target, or -1.
int solve_pla_dec(const Item& item);

}  // namespace mm::cospace
