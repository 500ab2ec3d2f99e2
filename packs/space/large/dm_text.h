// DM text observations (SPACE section 3.1.1): the discrete map as text, a
// local allocentric bird's-eye window around the agent, north up, the agent
// at the centre. The paper's DM view covers 2.5 m x 2.5 m; with a cell of
// half a metre that is the default 5 x 5 window.
//
// Legend, one token-safe character per cell (is_token_safe):
//   '#' obstacle          '.' free floor
//   '@' the agent         'S' start     'G' goal
//   'A'..'Z' landmarks (kLandmarkLetters: no S, G, I, O, Q)
//   '~' outside the map
// The agent's '@' hides what it stands on; dm_under says what that is.
#pragma once

#include <string>

#include "packs/space/large/layout.h"

namespace mm::space {

inline constexpr char kAgent = '@';
inline constexpr char kOutside = '~';
/// The default window side (odd).
inline constexpr int kDmWindow = 5;

/// The size x size window centred on `at` (size odd and >= 3, else
/// std::invalid_argument): row r, column c shows map cell
/// (at.row - size/2 + r, at.col - size/2 + c), '~' outside the map, '@' at
/// the centre.
CharGrid dm_window(const Layout& layout, Cell at, int size = kDmWindow);

/// What the agent at `at` stands on: "start", "goal", a landmark's letter,
/// or "" on plain floor.
std::string dm_under(const Layout& layout, Cell at);

}  // namespace mm::space
