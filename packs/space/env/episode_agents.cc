#include "packs/space/env/episode_agents.h"

#include <iterator>
#include <set>
#include <stdexcept>
#include <vector>

#include "packs/space/env/environment.h"
#include "packs/space/large/navigate.h"

namespace mm::space {
namespace {

std::string move_between(Cell a, Cell b) {
  if (b.row < a.row) return "up";
  if (b.row > a.row) return "down";
  if (b.col < a.col) return "left";
  return "right";
}

void walk(Episode& ep, const std::vector<Cell>& path) {
  for (size_t k = 1; k < path.size() && !ep.over(); ++k) ep.act({{"action", move_between(path[k - 1], path[k])}});
  if (!ep.over()) ep.act({{"action", "stop"}});
}

Cell find_char(const CharGrid& g, char c) {
  for (int r = 0; r < static_cast<int>(g.size()); ++r)
    for (int col = 0; col < static_cast<int>(g[r].size()); ++col)
      if (g[r][col] == c) return {r, col};
  throw std::logic_error(std::string("episode agent: no '") + c + "' in the observation");
}

// A shortest path over the maze the observation shows, '@' to 'G' (the
// core's breadth-first search over a map whose walls are '#').
std::vector<Cell> maze_path(const CharGrid& g) {
  Layout maze;
  maze.map = g;
  return shortest_path(maze, find_char(g, '@'), find_char(g, 'G'));
}

CharGrid grid_of(const Json& rows) { return rows.get<CharGrid>(); }

// CSWM by place: never reopen a box that held a treasure, nor one opened in
// this search; the ids change after every opening, the places do not.
void play_cswm(Episode& ep, const Json& start) {
  Json obs = start.at("observation");
  std::set<Cell> held, searched;
  while (!ep.over()) {
    CharGrid g = grid_of(obs.at("board"));
    int collected = obs.at("collected").get<int>();
    Cell pick{-1, -1};
    char id = 0;
    for (int r = 0; r < static_cast<int>(g.size()) && !id; ++r)
      for (int c = 0; c < static_cast<int>(g[r].size()) && !id; ++c)
        if (g[r][c] >= '1' && g[r][c] <= '9' && !held.contains({r, c}) && !searched.contains({r, c}))
          pick = {r, c}, id = g[r][c];
    if (!id) throw std::logic_error("cswm oracle: no box left to open");
    obs = ep.act({{"action", "open"}, {"box", id - '0'}}).observation;
    if (obs.at("collected").get<int>() > collected) {
      held.insert(pick);
      searched.clear();
    } else {
      searched.insert(pick);
    }
  }
}

}  // namespace

Json play_oracle(Episode& ep, uint64_t seed, uint64_t index) {
  Json start = ep.start();
  std::string task = ep.task();
  if (task == "mct") {
    walk(ep, maze_path(grid_of(start.at("observation").at("maze"))));
  } else if (task == "cswm") {
    play_cswm(ep, start);
  } else {
    Layout layout = large_environment(seed, index);
    walk(ep, shortest_path(layout, layout.start, layout.goal));
  }
  return ep.result();
}

Json play_random(Episode& ep, Rng& rng) {
  Json obs = ep.start().at("observation");
  while (!ep.over()) {
    Json action = ep.task() == "cswm"
                      ? Json{{"action", "open"}, {"box", 1 + static_cast<int>(rng.below(obs.at("treasures").get<uint64_t>()))}}
                      : Json{{"action", std::string(kNavActions[rng.below(std::size(kNavActions))])}};
    obs = ep.act(action).observation;
  }
  return ep.result();
}

}  // namespace mm::space
