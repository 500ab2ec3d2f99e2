// Shared by the tests of the SPACE protocol: the seed, scripted lines of a
// maze walk, and playing lines through `play` in memory.
#pragma once

#include <doctest/doctest.h>

#include <sstream>
#include <string>
#include <vector>

#include "packs/space/large/navigate.h"
#include "packs/space/mct.h"
#include "packs/space/play/drivers.h"

namespace mm::space::test {

inline constexpr uint64_t kSeed = 11;

/// The lines {"action": move} of the shortest walk of maze `index`, then stop.
inline std::vector<std::string> maze_walk(uint64_t index) {
  Layout m = make_maze(kSeed, index).layout;
  std::vector<std::string> lines;
  for (const std::string& move : path_moves(shortest_path(m, m.start, m.goal)))
    lines.push_back(Json{{"action", move}}.dump());
  lines.push_back(R"({"action": "stop"})");
  return lines;
}

/// A move from the start of maze `index` into a wall; "" when the start is
/// open on all four sides.
inline std::string wall_move(uint64_t index) {
  Layout m = make_maze(kSeed, index).layout;
  for (auto [name, dr, dc] : {std::tuple{"up", -1, 0}, {"down", 1, 0}, {"left", 0, -1}, {"right", 0, 1}})
    if (!m.walkable({m.start.row + dr, m.start.col + dc})) return name;
  return "";
}

/// Each line of `text` parsed.
inline std::vector<Json> json_lines(const std::string& text) {
  std::vector<Json> out;
  std::istringstream read(text);
  for (std::string l; std::getline(read, l);) out.push_back(Json::parse(l));
  return out;
}

struct Played {
  std::vector<Json> out;  // the lines out, parsed
  std::string log;
};

/// Plays `input` through episode `index` of `task`.
inline Played play_text(const std::string& task, uint64_t index, const std::string& input) {
  std::istringstream in(input);
  std::ostringstream out, log;
  REQUIRE(play({task, kSeed, index, &log}, in, out).ok());
  return {json_lines(out.str()), log.str()};
}

}  // namespace mm::space::test
