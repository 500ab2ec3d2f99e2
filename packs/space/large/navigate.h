// Navigation on a large-scale layout: breadth-first shortest paths, SPL, and
// the interactive episode of route retracing and shortcut discovery (SPACE
// section 3.1, tasks 4 and 5; docs/space.md "Large-scale tasks").
//
// Moves are allocentric: "up" is one cell north (row - 1), "down" south,
// "left" west, "right" east, whatever way the agent last moved; "stop" ends
// the episode. Observations are DM text windows (dm_text.h), never
// coordinates.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "packs/space/episode.h"
#include "packs/space/large/layout.h"
#include "packs/space/large/walkthrough.h"

namespace mm::space {

/// Moves per cell of every walkable cell from `from` (4-neighbour moves on
/// walkable cells), -1 where unreachable; indexed row * cols + col. With
/// `allowed` (same indexing, non-zero = usable), only those cells are used
/// (`from` must be allowed). Neighbours are expanded north, south, west, east.
std::vector<int> bfs_distances(const Layout& layout, Cell from, const std::vector<char>* allowed = nullptr);

/// Length in moves of a shortest path, or -1 when `to` is unreachable.
int path_length(const Layout& layout, Cell from, Cell to);

/// A shortest path from `from` to `to`, both ends included ({} when
/// unreachable). Where several next cells are equally short, `rng` draws one
/// (uniformly among them), or without it the first of north, south, west, east.
std::vector<Cell> shortest_path(const Layout& layout, Cell from, Cell to, Rng* rng = nullptr);

/// Success weighted by path length (Anderson et al. 2018):
/// success * shortest / max(taken, shortest); 0 on failure. shortest > 0.
double spl(bool success, int shortest, int taken);

/// The actions of the navigation episodes, in the order start() lists them.
inline constexpr std::string_view kNavActions[] = {"up", "down", "left", "right", "stop"};

/// The action budget of an episode: every action counts (moves carried out
/// or refused, unknown or malformed actions, the stop), and the episode ends
/// unsuccessfully when it is spent. A shortest-path agent uses shortest + 1.
inline int nav_budget(int shortest) { return 3 * shortest; }

/// Route retracing ("route") or shortcut discovery ("shortcut") on one
/// layout after its walkthrough. The agent starts on the start cell and
/// succeeds by stopping on the goal cell.
///
/// start(): {"actions": [...], "walkthrough": [frame, ...] (DM text windows
/// along the shown route), "budget": n, "observation": obs}.
/// obs: {"window": DM text rows (agent at the centre), "here": "start",
/// "goal", a landmark letter or "" (what the agent stands on, hidden under
/// its '@'), "steps": actions so far, "steps_left": budget - steps}.
/// result(): {"success", "steps", "moves" (actions that were not the final
/// stop, refused ones included), "shortest", "spl"}; SPL takes "moves" as
/// the path length, so a bump into a wall costs like a move.
class NavEpisode : public Episode {
 public:
  /// `task` is "route" or "shortcut"; the walkthrough is the one shown.
  NavEpisode(std::string task, std::string id, Layout layout, Walkthrough walk, int window = kDmWindow);

  std::string task() const override { return task_; }
  std::string id() const override { return id_; }
  Json start() override;
  StepResult act(const Json& action) override;
  bool over() const override { return over_; }
  Json result() const override;

  /// The shortest start-to-goal path length in moves.
  int shortest() const { return shortest_; }

 private:
  Json observation() const;

  std::string task_;
  std::string id_;
  Layout layout_;
  Walkthrough walk_;
  int window_;
  Cell at_;
  int shortest_ = 0;
  int steps_ = 0;
  int moves_ = 0;
  bool over_ = false;
  bool success_ = false;
};

/// Episode `index` of "route" or "shortcut" for `seed`: the layout
/// large_item_layout(seed, index) and its route or shortcut walkthrough.
/// Id "space-<task>-<seed>-<index>". Throws std::invalid_argument on another
/// task name.
std::unique_ptr<NavEpisode> make_nav_episode(std::string_view task, uint64_t seed, uint64_t index);
/// The same episode on `layout`, environment `index` of `seed` (the release
/// and play use packs/space/env/'s environments). Throws
/// std::invalid_argument on another task name or when the layout's seed or
/// index differ, std::runtime_error for "shortcut" on a layout without a
/// shortcut walkthrough (has_shortcut_walkthrough).
std::unique_ptr<NavEpisode> make_nav_episode(std::string_view task, Layout layout, uint64_t seed, uint64_t index);

}  // namespace mm::space
