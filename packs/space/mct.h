// Maze completion task (MCT), text presentation (SPACE section 3.2): a
// perfect maze drawn as a character array, the agent and the goal marked in
// it. The agent moves one cell at a time (up, down, left, right) and says
// "stop" when it stands on the goal. A move into a wall is refused, and
// still uses one of the 250 actions the paper allows; the episode fails when
// they run out. The paper's mazes are 11 x 11, 23 x 23 and 31 x 31 arrays
// (appendix A.4, table 5): 5, 11 and 15 cells a side with a wall between
// neighbouring cells, which is what the recursive backtracker carves here.
//
// The maze is a Layout of the large-scale core (large/layout.h) without
// landmarks or start mark, so it is walked, searched (bfs_distances,
// shortest_path) and shown with the pack's legend (large/dm_text.h): '#'
// wall, '.' free, 'G' goal, '@' the agent.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "packs/space/episode.h"
#include "packs/space/large/layout.h"

namespace mm::space {

inline constexpr int kMctActionLimit = 250;
inline constexpr int kMctSizes[] = {11, 23, 31};

struct Maze {
  /// kind "mct", id "space-mct-<seed>-<index>"; map size x size, size in
  /// kMctSizes, kObstacle or kFree with kGoal on the goal, the border all
  /// obstacle; start and goal at odd row and column, the goal at least half
  /// the maze's farthest distance from the start and fewer than
  /// kMctActionLimit moves away; no landmarks.
  Layout layout;
  int shortest = 0;  ///< moves on a shortest path from start to goal
};

/// The maze `index` of the MCT stream of `seed` (item_rng(seed, "mct",
/// index)): its size drawn from kMctSizes, carved by a recursive
/// backtracker (neighbours in a drawn order, no standard shuffle), start
/// drawn among all cells and goal among those far enough away. Deterministic.
Maze make_maze(uint64_t seed, uint64_t index);

/// The moves ("up", "down", "left", "right") from each cell of `path` to the
/// next (neighbouring cells, as shortest_path gives them).
std::vector<std::string> path_moves(const std::vector<Cell>& path);

/// The maze as the agent sees it: the map with kAgent at `agent` (hiding
/// what it stands on). Token-safe.
CharGrid render_maze(const Maze& m, Cell agent);

/// An MCT episode over make_maze(seed, index). Its observation is {"maze":
/// rows, "here": "goal" when the agent stands on it, else ""}; start() adds
/// "actions" (up, down, left, right, stop) and "limit" (kMctActionLimit).
/// result() is {"success", "steps" (actions taken, refused ones included),
/// "moves" (cells travelled), "refused", "shortest", "spl"}: spl(success,
/// shortest, moves) rounded to 4 decimals, so a shortest-path walk scores 1
/// and wall bumps cost actions but not path length.
class MctEpisode : public Episode {
 public:
  MctEpisode(uint64_t seed, uint64_t index);
  std::string task() const override { return "mct"; }
  std::string id() const override { return maze_.layout.id; }
  Json start() override;
  StepResult act(const Json& action) override;
  bool over() const override { return over_; }
  Json result() const override;
  const Maze& maze() const { return maze_; }
  Cell agent() const { return agent_; }

 private:
  Json observation() const;
  Maze maze_;
  Cell agent_;
  int steps_ = 0, moves_ = 0, refused_ = 0;
  bool over_ = false, success_ = false;
};

}  // namespace mm::space
