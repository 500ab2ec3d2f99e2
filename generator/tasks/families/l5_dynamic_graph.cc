// dynamicGraph (L5b): "After the actions, write down the containment graph
// of the described rooms." The scene block describes, in full, every room the
// episode involves (where the acted-on objects, receptacles and the held
// object are, before and after) in the before-state, including what the
// agent holds; the narration tells the steps (act.<ActionName>, shared with
// L4). Episodes are single actions or three-action chains (l5_graph.h,
// first_episode_item); one whose containment graph does not change (opening,
// switching, slicing, pushing, ...) is rejected. Gold: the graph after the
// last step, an object in the agent's hand pointing to "Agent". Scoring
// data: the before graph and the changed edges (added/removed) with their
// endpoints, so a scorer can tell copying the before-state from tracking.
#include "generator/tasks/families/builders.h"
#include "generator/tasks/families/common.h"
#include "generator/tasks/families/l4_common.h"
#include "generator/tasks/families/l5_graph.h"

namespace mm {
namespace {

std::optional<TaskItem> make_item(const FamilyInfo& info, const CaseContext& ctx, Variant v,
                                  const GraphEpisode& g) {
  const Episode& e = *g.episode;
  TaskItem item = start_item(info, ctx, g.case_id, v);
  item.description = describe_world(e.before.scene, e.before.held, g.rooms);
  l4::word_held_as_put(item.description, e);
  const Description& d = item.description;
  Graph before = containment_graph(e.before, d.labels, d.objects);
  Graph after = containment_graph(e.after, d.labels, d.objects);
  GraphDelta delta = graph_delta(before, after);
  if (delta.empty()) return std::nullopt;

  item.narration = l4::narrate(e);
  item.question = {"q.dynamicGraph",
                   {rooms_arg("rooms", g.rooms), arg_count("n", int64_t(g.rooms.size())),
                    arg_count("steps", int64_t(e.trajectory.size()))}};
  item.gold = graph_json(after);
  item.scoring[sk::episode] = e.id;
  item.scoring[sk::before] = graph_json(before);
  item.scoring[sk::changed] = delta_json(delta);
  // The graph the change metrics (delta F1, change pass) measure against,
  // and the no-change shortcut: the before-state graph.
  item.scoring[sk::change_reference] = "/before";
  add_shortcut_ref(item, "no-change", "/before");
  item.scoring[sk::edge_count] = after.edges.size();
  finish_item(item, int(e.trajectory.size()));
  return item;
}

}  // namespace

std::optional<TaskItem> build_dynamicGraph(const FamilyInfo& info, const CaseContext& ctx, int j, Variant v) {
  return first_episode_item(ctx, info, j, v, [&](const GraphEpisode& g) { return make_item(info, ctx, v, g); });
}

}  // namespace mm
