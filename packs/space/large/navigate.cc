#include "packs/space/large/navigate.h"

#include <algorithm>
#include <stdexcept>

#include "packs/space/large/dm_text.h"

namespace mm::space {
namespace {

constexpr Cell kSteps[] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};  // north, south, west, east

}  // namespace

std::vector<int> bfs_distances(const Layout& layout, Cell from, const std::vector<char>* allowed) {
  int cols = layout.cols();
  std::vector<int> dist(static_cast<size_t>(layout.rows() * cols), -1);
  auto usable = [&](Cell c) { return layout.walkable(c) && (allowed == nullptr || (*allowed)[c.row * cols + c.col]); };
  if (!usable(from)) return dist;
  std::vector<Cell> queue = {from};
  dist[from.row * cols + from.col] = 0;
  for (size_t head = 0; head < queue.size(); ++head) {
    Cell at = queue[head];
    for (Cell s : kSteps) {
      Cell n{at.row + s.row, at.col + s.col};
      if (!usable(n) || dist[n.row * cols + n.col] >= 0) continue;
      dist[n.row * cols + n.col] = dist[at.row * cols + at.col] + 1;
      queue.push_back(n);
    }
  }
  return dist;
}

int path_length(const Layout& layout, Cell from, Cell to) {
  if (!layout.inside(to)) return -1;
  return bfs_distances(layout, from)[to.row * layout.cols() + to.col];
}

std::vector<Cell> shortest_path(const Layout& layout, Cell from, Cell to, Rng* rng) {
  std::vector<int> dist = bfs_distances(layout, to);  // distances to the target
  int cols = layout.cols();
  if (!layout.inside(from) || dist[from.row * cols + from.col] < 0) return {};
  std::vector<Cell> path = {from};
  while (path.back() != to) {
    Cell at = path.back();
    std::vector<Cell> closer;
    for (Cell s : kSteps) {
      Cell n{at.row + s.row, at.col + s.col};
      if (layout.inside(n) && dist[n.row * cols + n.col] == dist[at.row * cols + at.col] - 1) closer.push_back(n);
    }
    path.push_back(rng != nullptr ? rng->pick(closer) : closer.front());
  }
  return path;
}

double spl(bool success, int shortest, int taken) {
  if (shortest <= 0) throw std::invalid_argument("spl: the shortest path must be positive");
  if (!success) return 0.0;
  return static_cast<double>(shortest) / std::max(taken, shortest);
}

NavEpisode::NavEpisode(std::string task, std::string id, Layout layout, Walkthrough walk, int window)
    : task_(std::move(task)),
      id_(std::move(id)),
      layout_(std::move(layout)),
      walk_(std::move(walk)),
      window_(window),
      at_(layout_.start),
      shortest_(path_length(layout_, layout_.start, layout_.goal)) {}

Json NavEpisode::observation() const {
  int budget = nav_budget(shortest_);
  return {{"window", grid_json(dm_window(layout_, at_, window_))},
          {"here", dm_under(layout_, at_)},
          {"steps", steps_},
          {"steps_left", budget - steps_}};
}

Json NavEpisode::start() {
  Json actions = Json::array();
  for (std::string_view a : kNavActions) actions.push_back(a);
  Json frames = Json::array();
  for (const CharGrid& f : walk_.frames) frames.push_back(grid_json(f));
  return {
      {"actions", actions}, {"walkthrough", frames}, {"budget", nav_budget(shortest_)}, {"observation", observation()}};
}

StepResult NavEpisode::act(const Json& action) {
  StepResult out;
  if (over_) {
    out.error = "the episode is over";
    out.observation = observation();
    out.over = true;
    return out;
  }
  ++steps_;
  const Json* name = action.is_object() && action.contains("action") ? &action.at("action") : nullptr;
  if (name == nullptr || !name->is_string()) {
    out.error =
        "expected {\"action\": \"up\" | \"down\" | \"left\" | \"right\" | \"stop\"}, found " + json_preview(action);
  } else if (*name == "stop") {
    over_ = true;
    success_ = at_ == layout_.goal;
  } else {
    int dir = -1;
    for (int i = 0; i < 4; ++i)
      if (*name == kNavActions[i]) dir = i;
    if (dir < 0) {
      out.error = "unknown action " + json_preview(*name) + "; the actions are up, down, left, right and stop";
    } else {
      Cell next{at_.row + kSteps[dir].row, at_.col + kSteps[dir].col};
      if (layout_.walkable(next)) {
        at_ = next;
      } else {
        out.error =
            "cannot move " + name->get<std::string>() + ": there is an obstacle in the way; the move counts as a step";
      }
    }
  }
  if (!over_) ++moves_;
  if (!over_ && steps_ >= nav_budget(shortest_)) over_ = true;  // the budget is spent
  out.observation = observation();
  out.over = over_;
  return out;
}

Json NavEpisode::result() const {
  return {{"success", success_},
          {"steps", steps_},
          {"moves", moves_},
          {"shortest", shortest_},
          {"spl", spl(success_, shortest_, moves_)}};
}

std::unique_ptr<NavEpisode> make_nav_episode(std::string_view task, uint64_t seed, uint64_t index) {
  return make_nav_episode(task, large_item_layout(seed, index), seed, index);
}

std::unique_ptr<NavEpisode> make_nav_episode(std::string_view task, Layout layout, uint64_t seed, uint64_t index) {
  if (task != "route" && task != "shortcut")
    throw std::invalid_argument("make_nav_episode: unknown task '" + std::string(task) + "'");
  require_environment(layout, seed, index, "make_nav_episode");
  Walkthrough walk = make_walkthrough(layout, task);
  std::string id = "space-" + std::string(task) + "-" + std::to_string(seed) + "-" + std::to_string(index);
  return std::make_unique<NavEpisode>(std::string(task), std::move(id), std::move(layout), std::move(walk));
}

}  // namespace mm::space
