// Shared by the L5 world-graph families and the sceneListing diagnostic:
// the gold containment graph of a world state over canonical labels, graph
// differences (what an episode or a counterfactual changed), descriptions of
// whole rooms that state where every piece stands and what the agent holds,
// and the choice of episodes for the dynamic graph families (narration
// reuses the L4 helpers, l4_common.h).
//
// Graph convention (docs/tasks/graph.md): every object in scope has exactly
// one edge, "containedIn", to what it is in or on, to "Agent" when the agent
// holds it, or (when room edges are wanted) to its room when it stands on the
// floor or hangs on a wall. Nodes are exactly the edge endpoints, so a room
// is a node when something is in it.
#pragma once

#include <compare>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "base/json_util.h"
#include "generator/episodes/episode.h"
#include "generator/tasks/describe.h"
#include "generator/tasks/family.h"
#include "generator/tasks/item.h"

namespace mm {

inline constexpr const char* kGraphRelation = "containedIn";
/// The node an object the agent is holding points to.
inline constexpr const char* kAgentNode = "Agent";

struct GraphEdge {
  std::string source;  // the contained object's label
  std::string target;  // its parent's label, a room label or "Agent"
  friend auto operator<=>(const GraphEdge&, const GraphEdge&) = default;
};

/// A containment graph over labels, kept sorted (nodes by label, edges by
/// source then target).
struct Graph {
  std::set<std::string> nodes;
  std::set<GraphEdge> edges;
  void add(const std::string& source, const std::string& target);
  friend bool operator==(const Graph&, const Graph&) = default;
};

/// The graph of `objects` (ids, all labelled) in scene state `s` where the
/// agent holds `held` ("" for nothing). Objects with no parent get an edge
/// to "Agent" when held, else to their room's label when `room_edges` (the
/// room must be labelled), else none.
Graph containment_graph(const Scene& s, const std::string& held, const LabelTable& labels,
                        const std::vector<std::string>& objects, bool room_edges = true);
inline Graph containment_graph(const WorldState& w, const LabelTable& labels,
                               const std::vector<std::string>& objects, bool room_edges = true) {
  return containment_graph(w.scene, w.held, labels, objects, room_edges);
}

/// {"nodes": [...], "edges": [{"source", "target", "relation": "containedIn"}]}.
OJson graph_json(const Graph& g);

/// What changed from one graph to another.
struct GraphDelta {
  std::set<GraphEdge> added;    // in `to`, not in `from`
  std::set<GraphEdge> removed;  // in `from`, not in `to`
  std::set<std::string> nodes;  // endpoints of the changed edges
  bool empty() const { return added.empty() && removed.empty(); }
};
GraphDelta graph_delta(const Graph& from, const Graph& to);
/// {"added": [edges], "removed": [edges], "nodes": [labels]}.
OJson delta_json(const GraphDelta& d);

/// Regroups a description's facts piece by piece (room facts first), each
/// top-level piece led by a Placement fact (it stands in / hangs on a wall
/// of its room) and the held object by a Held fact, so every piece is named
/// and its room stated even when nothing rests on it.
void lead_with_placements(Description& d, const Scene& s, const std::string& held);

/// Whole rooms of a world state: describe_rooms, then lead_with_placements.
/// `held` is the id of the object the agent holds ("" for none).
Description describe_world(const Scene& s, const std::string& held,
                           const std::vector<std::string>& rooms, const DescribeOptions& opt = {});

/// The rooms an episode involves (where the acted-on objects, receptacles
/// and the held object are before and after), in scene order.
std::vector<std::string> episode_rooms(const Episode& e);

/// A Rooms argument (a list of rooms, rendered with the locale's list format).
Arg rooms_arg(std::string name, std::vector<std::string> ids);

/// Runs `actions` from `before`; nullopt when any of them fails.
std::optional<WorldState> run_all(const WorldState& before, const std::vector<Action>& actions);

/// The actions of an episode's trajectory.
std::vector<Action> actions_of(const Episode& e);

// ---- Episodes of the dynamic graph families --------------------------------

/// Most objects a dynamic/counterfactual description may hold (whole rooms).
inline constexpr size_t kMaxEpisodeObjects = 70;
/// How many episodes a case tries (each attempt: a single action and a chain).
inline constexpr int kEpisodeAttempts = 6;

/// An episode fit for a graph question: every step succeeded, its rooms
/// (episode_rooms) hold at most kMaxEpisodeObjects objects, and when a step
/// leaves something on the floor only one room is described (so the reader
/// knows whose floor it is).
struct GraphEpisode {
  const Episode* episode = nullptr;
  std::string case_id;
  std::vector<std::string> rooms;
  int attempt = 0;  // which try of the case (for ctx.rng)
};
std::optional<GraphEpisode> graph_episode(const Episode* e, std::string case_id);

/// Tries the episodes of case j in turn, attempt by attempt (a single action
/// and a chain, the chain first for the soft design "chain"), until `make`
/// gives an item.
using EpisodeItemFn = std::function<std::optional<TaskItem>(const GraphEpisode&)>;
std::optional<TaskItem> first_episode_item(const CaseContext& ctx, const FamilyInfo& info, int j, Variant v,
                                           const EpisodeItemFn& make);

}  // namespace mm
