// Walkthroughs of a large-scale layout (SPACE section 3.1): the route the
// model is shown before the tasks, as the cells walked and the DM text
// windows along them (the text form of the paper's video walkthrough).
//
// Three kinds: "route" (a shortest start-to-goal path, shown before route
// retracing), "shortcut" (a detour start-to-goal route, shown before
// shortcut discovery, such that every shortest path leaves the walked cells
// and is at most 3/4 of the walk), and "tour" (start, every landmark, goal,
// shown before the multiple-choice tasks, so every landmark is seen).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "packs/space/large/dm_text.h"
#include "packs/space/large/layout.h"

namespace mm::space {

struct Walkthrough {
  std::string kind;              ///< "route", "shortcut" or "tour"
  std::vector<Cell> route;       ///< from the start to the goal, consecutive cells 4-adjacent
  std::vector<CharGrid> frames;  ///< dm_window at each cell of the route
};

/// The walkthrough shown before the three multiple-choice tasks.
inline constexpr std::string_view kMcqWalkthrough = "tour";
/// The generated environment of item `index` for `seed`:
/// make_layout(layout_kind_for(index), seed, index). The core's
/// seed-and-index makers use it; the release and play take every fourth
/// environment from a built-in house instead (packs/space/env/), so one
/// environment's items and episodes still share an index.
Layout large_item_layout(uint64_t seed, uint64_t index);

/// Throws std::invalid_argument, naming `who`, unless `layout` is
/// environment `index` of `seed` (its own seed and index).
void require_environment(const Layout& layout, uint64_t seed, uint64_t index, const char* who);

/// The shortcut's bound: shortest start-to-goal <= kShortcutRatio x walked.
inline constexpr double kShortcutRatio = 0.75;

/// The walkthrough of `kind` on `layout`, drawn from
/// Rng::derive(layout.seed, {"space", "large", layout.kind, kind},
/// layout.index). Route: a shortest path (ties drawn). Tour: from the start,
/// the nearest unvisited landmark next (ties by letter), then the goal,
/// shortest paths between. Shortcut: start, one or two waypoints, goal, by
/// shortest legs, the first candidate (in a drawn order) with walked length
/// at most 3 x shortest whose check_shortcut holds. Throws
/// std::runtime_error when no shortcut route exists (never for make_layout's
/// layouts), std::invalid_argument on an unknown kind.
Walkthrough make_walkthrough(const Layout& layout, std::string_view kind, int window = kDmWindow);

/// True when make_walkthrough(layout, "shortcut") finds a route (the same
/// search, without the frames). make_layout keeps only layouts where it does.
bool has_shortcut_walkthrough(const Layout& layout);

/// The facts a shortcut walkthrough promises.
struct ShortcutFacts {
  int walked = 0;      ///< moves along the route
  int shortest = 0;    ///< moves of a shortest start-to-goal path
  int on_route = 0;    ///< shortest start-to-goal using only walked cells
  bool holds = false;  ///< shortest <= kShortcutRatio * walked and shortest < on_route
};
ShortcutFacts check_shortcut(const Layout& layout, const std::vector<Cell>& route);

/// Record: kind, frames (arrays of rows), length (moves).
Json walkthrough_json(const Walkthrough& walk);

}  // namespace mm::space
