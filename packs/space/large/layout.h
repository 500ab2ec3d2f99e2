// Environments of the SPACE large-scale tasks (SPACE section 3.1,
// docs/space.md "Large-scale tasks"): a grid map whose cells are obstacles
// or free floor, with a start, a goal and 4 to 8 landmarks, each a capital
// letter on a free cell. The agent walks on free cells, landmark, start and
// goal cells included, one cell at a time; row 0 is north.
//
// Three generated kinds stand in for the paper's ten hand-made layouts:
// "maze" (Tolman-style corridors and junctions, with a few loops), "town"
// (a street lattice between blocks, some streets closed, after the virtual
// towns of Gillner & Mallot), and "arena" (an open walled room with a few
// pillars, after open-field and water-maze arenas). A fourth, "house", is
// rasterised from a plain floor plan (HousePlan), so a built-in house can be
// fed in without mm_space linking the scene code.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "packs/space/grid.h"

namespace mm::space {

inline constexpr char kObstacle = '#';
inline constexpr char kFree = kEmpty;  // '.'
inline constexpr char kStart = 'S';
inline constexpr char kGoal = 'G';
/// Landmark letters, in the order they are given out: capitals without S and
/// G (the start and goal marks) and I, O, Q (easily read as 1, 0, O).
inline constexpr std::string_view kLandmarkLetters = "ABCDEFHJKLMNPRTUVWXYZ";

struct Landmark {
  char letter = 0;
  Cell cell;
  std::string name;  ///< what it is ("" for generated layouts; the furniture id for houses)
};

struct Layout {
  uint64_t seed = 0;
  uint64_t index = 0;
  std::string kind;  ///< "maze", "town", "arena" or "house"
  std::string id;    ///< "space-large-<kind>-<seed>-<index>"
  std::string source;  ///< houses: the scene the plan came from ("builtin-7-0012"), set by the caller; else ""
  /// Every cell: kObstacle, kFree, kStart, kGoal or a landmark letter. The
  /// outermost ring is obstacle for every kind.
  CharGrid map;
  Cell start;
  Cell goal;
  std::vector<Landmark> landmarks;  ///< in kLandmarkLetters order

  int rows() const { return static_cast<int>(map.size()); }
  int cols() const { return map.empty() ? 0 : static_cast<int>(map[0].size()); }
  bool inside(Cell c) const { return c.row >= 0 && c.row < rows() && c.col >= 0 && c.col < cols(); }
  /// Inside and not an obstacle.
  bool walkable(Cell c) const { return inside(c) && map[c.row][c.col] != kObstacle; }
  /// The landmark with this letter, or nullptr.
  const Landmark* landmark(char letter) const;
};

/// Counts every layout keeps.
inline constexpr int kMinLandmarks = 4;
inline constexpr int kMaxLandmarks = 8;

/// "maze", "town", "arena": the generated kinds, in the order item streams
/// cycle through them.
const std::vector<std::string_view>& layout_kinds();
/// The kind of the layout behind item `index` of every large-scale task:
/// layout_kinds()[index % 3]. Items of all five tasks with one index share
/// one environment, as the paper groups its questions by environment.
std::string_view layout_kind_for(uint64_t index);

/// Layout `index` of `kind` ("maze", "town" or "arena") for `seed`, from
/// Rng::derive(seed, {"space", "large", kind}, index). Deterministic; throws
/// std::invalid_argument on an unknown kind. Every layout passes
/// layout_problem, its start-to-goal shortest path is at least 8 moves, and
/// it has a shortcut walkthrough (walkthrough.h); a layout that fails is
/// drawn again from the same stream.
Layout make_layout(std::string_view kind, uint64_t seed, uint64_t index);

/// A floor plan in cells, as a built-in house would be rasterised (one cell
/// per half metre, docs/space.md): room interiors as rectangles, doorways as
/// cells, furniture as named cells. Everything else is wall.
struct HousePlan {
  struct Room {
    std::string name;
    int row = 0, col = 0, rows = 0, cols = 0;  ///< top-left cell and size of the interior
  };
  struct Furniture {
    std::string name;
    Cell cell;  ///< the free cell in front of it, inside a room
  };
  int rows = 0;
  int cols = 0;
  std::vector<Room> rooms;
  std::vector<Cell> doors;
  std::vector<Furniture> furniture;
};

/// The layout of a floor plan: rooms and doors carved into walls, 4 to 8 of
/// the furniture (drawn when there are more) as landmarks named after them,
/// start and goal in different rooms when there are two or more, far apart.
/// Draws from Rng::derive(seed, {"space", "large", "house"}, index). Throws
/// std::invalid_argument when the plan has fewer than 4 usable furniture
/// cells, or when the result fails layout_problem.
Layout layout_from_house(const HousePlan& plan, uint64_t seed, uint64_t index);

/// "" for a sound layout, else what is wrong: ragged or non-token-safe map,
/// an open outer ring, start/goal/landmarks not on their marks, landmark
/// count outside 4..8, duplicate letters, or a mark unreachable from the start.
std::string layout_problem(const Layout& layout);

/// Record: id, kind, seed, index, source (when set), map (rows), landmarks
/// ({letter: name}).
Json layout_json(const Layout& layout);

/// Shared by the generators: draws start, goal (at least `min_gap` moves
/// apart, preferring the farther half of the reachable cells) and
/// `count` landmarks on free cells spread at least two cells apart where
/// possible, and writes their marks into the map. Returns false when the map
/// has too few free cells. `candidates` limits where marks may go (all free
/// cells when empty).
bool place_marks(Layout& layout, Rng& rng, int count, int min_gap, const std::vector<Cell>& candidates = {});

}  // namespace mm::space
