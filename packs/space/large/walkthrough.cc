#include "packs/space/large/walkthrough.h"

#include <algorithm>
#include <stdexcept>

#include "packs/space/large/navigate.h"

namespace mm::space {
namespace {

// Start, the waypoints, then the goal, joined by shortest legs (ties drawn).
std::vector<Cell> chain(const Layout& layout, const std::vector<Cell>& stops, Rng& rng) {
  std::vector<Cell> route = {stops.front()};
  for (size_t i = 1; i < stops.size(); ++i) {
    std::vector<Cell> leg = shortest_path(layout, route.back(), stops[i], &rng);
    if (leg.empty()) return {};
    route.insert(route.end(), leg.begin() + 1, leg.end());
  }
  return route;
}

std::vector<Cell> tour_route(const Layout& layout, Rng& rng) {
  std::vector<Cell> stops = {layout.start};
  std::vector<const Landmark*> left;
  for (const Landmark& l : layout.landmarks) left.push_back(&l);
  while (!left.empty()) {
    std::vector<int> dist = bfs_distances(layout, stops.back());
    size_t best = 0;
    for (size_t i = 1; i < left.size(); ++i) {
      Cell a = left[i]->cell, b = left[best]->cell;
      if (dist[a.row * layout.cols() + a.col] < dist[b.row * layout.cols() + b.col]) best = i;
    }
    stops.push_back(left[best]->cell);
    left.erase(left.begin() + static_cast<long>(best));
  }
  stops.push_back(layout.goal);
  return chain(layout, stops, rng);
}

std::vector<Cell> shortcut_route(const Layout& layout, Rng& rng) {
  std::vector<std::vector<Cell>> candidates;  // waypoints: any one floor cell, or two landmarks
  for (int r = 0; r < layout.rows(); ++r)
    for (int c = 0; c < layout.cols(); ++c)
      if (layout.walkable({r, c}) && Cell{r, c} != layout.start && Cell{r, c} != layout.goal)
        candidates.push_back({{r, c}});
  for (const Landmark& a : layout.landmarks)
    for (const Landmark& b : layout.landmarks)
      if (a.letter != b.letter) candidates.push_back({a.cell, b.cell});
  rng.shuffle(candidates);
  int shortest = path_length(layout, layout.start, layout.goal);
  for (const std::vector<Cell>& waypoints : candidates) {
    std::vector<Cell> stops = {layout.start};
    stops.insert(stops.end(), waypoints.begin(), waypoints.end());
    stops.push_back(layout.goal);
    std::vector<Cell> route = chain(layout, stops, rng);
    if (route.empty() || static_cast<int>(route.size()) - 1 > 3 * shortest) continue;
    if (std::find(route.begin(), route.end() - 1, layout.goal) != route.end() - 1) continue;  // goal seen early
    if (check_shortcut(layout, route).holds) return route;
  }
  return {};
}

}  // namespace

Walkthrough make_walkthrough(const Layout& layout, std::string_view kind, int window) {
  if (kind != "route" && kind != "shortcut" && kind != "tour")
    throw std::invalid_argument("make_walkthrough: unknown kind '" + std::string(kind) + "'");
  Rng rng = Rng::derive(layout.seed, {"space", "large", layout.kind, kind}, layout.index);
  Walkthrough walk;
  walk.kind = std::string(kind);
  if (kind == "route") walk.route = shortest_path(layout, layout.start, layout.goal, &rng);
  if (kind == "tour") walk.route = tour_route(layout, rng);
  if (kind == "shortcut") {
    walk.route = shortcut_route(layout, rng);
    if (walk.route.empty()) throw std::runtime_error("make_walkthrough: no shortcut route on " + layout.id);
  }
  for (Cell c : walk.route) walk.frames.push_back(dm_window(layout, c, window));
  return walk;
}

Layout large_item_layout(uint64_t seed, uint64_t index) { return make_layout(layout_kind_for(index), seed, index); }

void require_environment(const Layout& layout, uint64_t seed, uint64_t index, const char* who) {
  if (layout.seed != seed || layout.index != index)
    throw std::invalid_argument(std::string(who) + ": " + layout.id + " is not environment " + std::to_string(index) +
                                " of seed " + std::to_string(seed));
}

bool has_shortcut_walkthrough(const Layout& layout) {
  Rng rng = Rng::derive(layout.seed, {"space", "large", layout.kind, "shortcut"}, layout.index);
  return !shortcut_route(layout, rng).empty();
}

ShortcutFacts check_shortcut(const Layout& layout, const std::vector<Cell>& route) {
  ShortcutFacts facts;
  if (route.empty()) return facts;
  facts.walked = static_cast<int>(route.size()) - 1;
  facts.shortest = path_length(layout, layout.start, layout.goal);
  std::vector<char> walked(static_cast<size_t>(layout.rows() * layout.cols()), 0);
  for (Cell c : route)
    if (layout.inside(c)) walked[c.row * layout.cols() + c.col] = 1;
  std::vector<int> dist = bfs_distances(layout, layout.start, &walked);
  facts.on_route = dist[layout.goal.row * layout.cols() + layout.goal.col];
  facts.holds = route.front() == layout.start && route.back() == layout.goal && facts.shortest > 0 &&
                facts.shortest * 4 <= facts.walked * 3 && facts.on_route > facts.shortest;
  return facts;
}

Json walkthrough_json(const Walkthrough& walk) {
  Json frames = Json::array();
  for (const CharGrid& f : walk.frames) frames.push_back(grid_json(f));
  return {{"kind", walk.kind}, {"length", static_cast<int>(walk.route.size()) - 1}, {"frames", frames}};
}

}  // namespace mm::space
