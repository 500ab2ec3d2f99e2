#include "packs/space/mct.h"

#include <algorithm>

#include <fmt/format.h>

#include "packs/space/episode_util.h"
#include "packs/space/large/dm_text.h"
#include "packs/space/large/navigate.h"

namespace mm::space {
namespace {

struct Move {
  const char* name;
  int drow, dcol;
};
// The actions' order; breadth-first search (navigate.h) tries neighbours in it too.
constexpr Move kMoves[] = {{"up", -1, 0}, {"down", 1, 0}, {"left", 0, -1}, {"right", 0, 1}};

// Carves a perfect maze into an all-obstacle map: cells at odd rows and
// columns, each joined to the next by opening the wall between them.
CharGrid carve(int size, Rng& rng) {
  CharGrid g = blank_grid(size, size, kObstacle);
  int cells = (size - 1) / 2;
  auto inside = [&](Cell c) { return c.row >= 0 && c.col >= 0 && c.row < cells && c.col < cells; };
  std::vector<char> seen(static_cast<size_t>(cells * cells), 0);
  std::vector<Cell> stack{{static_cast<int>(rng.below(cells)), static_cast<int>(rng.below(cells))}};
  seen[stack[0].row * cells + stack[0].col] = 1;
  g[2 * stack[0].row + 1][2 * stack[0].col + 1] = kFree;
  while (!stack.empty()) {
    Cell c = stack.back();
    std::vector<Cell> next;
    for (const Move& m : kMoves) {
      Cell n{c.row + m.drow, c.col + m.dcol};
      if (inside(n) && !seen[n.row * cells + n.col]) next.push_back(n);
    }
    if (next.empty()) {
      stack.pop_back();
      continue;
    }
    Cell n = rng.pick(next);
    seen[n.row * cells + n.col] = 1;
    g[2 * n.row + 1][2 * n.col + 1] = kFree;
    g[c.row + n.row + 1][c.col + n.col + 1] = kFree;  // the wall between, at 2 * midpoint + 1
    stack.push_back(n);
  }
  return g;
}

}  // namespace

Maze make_maze(uint64_t seed, uint64_t index) {
  Rng rng = item_rng(seed, "mct", index);
  Maze m;
  Layout& l = m.layout;
  l.seed = seed;
  l.index = index;
  l.kind = "mct";
  l.id = episode_id("mct", seed, index);
  int size = kMctSizes[rng.below(std::size(kMctSizes))];
  l.map = carve(size, rng);
  int cells = (size - 1) / 2;
  l.start = {2 * static_cast<int>(rng.below(cells)) + 1, 2 * static_cast<int>(rng.below(cells)) + 1};
  std::vector<int> d = bfs_distances(l, l.start);
  // Goals lie on cells, never on an opened wall, and a shortest walk plus the
  // stop must fit in the action limit.
  std::vector<Cell> cands;
  int far = 0;
  for (int r = 1; r < size; r += 2)
    for (int c = 1; c < size; c += 2)
      if (d[r * size + c] < kMctActionLimit) far = std::max(far, d[r * size + c]);
  for (int r = 1; r < size; r += 2)
    for (int c = 1; c < size; c += 2)
      if (d[r * size + c] >= std::max(1, (far + 1) / 2) && d[r * size + c] <= far) cands.push_back({r, c});
  l.goal = rng.pick(cands);
  l.map[l.goal.row][l.goal.col] = kGoal;
  m.shortest = d[l.goal.row * size + l.goal.col];
  return m;
}

std::vector<std::string> path_moves(const std::vector<Cell>& path) {
  std::vector<std::string> out;
  for (size_t i = 1; i < path.size(); ++i)
    for (const Move& m : kMoves)
      if (path[i].row - path[i - 1].row == m.drow && path[i].col - path[i - 1].col == m.dcol) out.push_back(m.name);
  return out;
}

CharGrid render_maze(const Maze& m, Cell agent) {
  CharGrid g = m.layout.map;
  g[agent.row][agent.col] = kAgent;
  return g;
}

MctEpisode::MctEpisode(uint64_t seed, uint64_t index) : maze_(make_maze(seed, index)), agent_(maze_.layout.start) {}

Json MctEpisode::observation() const {
  return {{"maze", grid_json(render_maze(maze_, agent_))}, {"here", dm_under(maze_.layout, agent_)}};
}

Json MctEpisode::start() {
  return {{"observation", observation()},
          {"actions", {"up", "down", "left", "right", "stop"}},
          {"limit", kMctActionLimit}};
}

StepResult MctEpisode::act(const Json& action) {
  if (over_) return ended(observation());
  StepResult r;
  ++steps_;
  std::string name = action_name(action, {"up", "down", "left", "right", "stop"}, &r.error);
  if (name == "stop") {
    over_ = true;
    success_ = agent_ == maze_.layout.goal;
  } else if (!name.empty()) {
    const Move& m = *std::find_if(std::begin(kMoves), std::end(kMoves), [&](const Move& k) { return name == k.name; });
    Cell n{agent_.row + m.drow, agent_.col + m.dcol};
    if (maze_.layout.walkable(n)) {
      agent_ = n;
      ++moves_;
    } else {
      r.error = fmt::format("cannot move {}: a wall is in the way", name);
    }
  }
  if (!r.error.empty()) ++refused_;
  if (steps_ >= kMctActionLimit) over_ = true;
  r.observation = observation();
  r.over = over_;
  return r;
}

Json MctEpisode::result() const {
  return {{"success", success_}, {"steps", steps_}, {"moves", moves_}, {"refused", refused_},
          {"shortest", maze_.shortest}, {"spl", round4(spl(success_, maze_.shortest, moves_))}};
}

}  // namespace mm::space
