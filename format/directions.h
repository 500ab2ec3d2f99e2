// The direction names of the release format, the single spelling the
// generator writes and the scorer reads: eight compass directions clockwise
// from north, eight egocentric ones clockwise from the front. Bin i of one
// list is 45 degrees times i from the first.
#pragma once

#include <array>
#include <string_view>

namespace mm {

inline constexpr std::array<std::string_view, 8> kCompassNames = {"north", "northeast", "east", "southeast",
                                                                  "south", "southwest", "west", "northwest"};
inline constexpr std::array<std::string_view, 8> kEgoNames = {"front", "front-right", "right", "back-right",
                                                              "back",  "back-left",   "left",  "front-left"};

/// The bin (0-7) of a compass direction name, or -1.
int compass_bin(std::string_view name);
/// The bin (0-7) of an egocentric direction name, or -1.
int ego_bin(std::string_view name);
/// The bin of either kind of name, or -1.
int direction_bin(std::string_view name);
bool is_compass_name(std::string_view name);
/// Bins apart around the circle (0-4); 8 when either bin is -1.
int bins_apart(int a, int b);

}  // namespace mm
