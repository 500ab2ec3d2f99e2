// houseGraph (L5): "Write down the containment graph of the whole house."
// Every room is described in full (counts, doors including the front door,
// where every piece stands or hangs, containment, states); the gold graph
// has a node per room and per object and one containedIn edge per object.
//
// Size cap: a house qualifies only with at least two rooms (one room is
// staticGraph's job), no empty room (every room must appear in the graph)
// and at most kMaxHouseObjects objects, so that prompt and answer stay
// within what a model can write out (an edge costs ~20 tokens). Larger
// houses give no houseGraph item. A house has
// one whole-house case: every case index gives the same graph, so a house
// hosts it at most once per description mode (the release dedups by id).
#include "generator/tasks/families/builders.h"
#include "generator/tasks/families/common.h"
#include "generator/tasks/families/l5_graph.h"

namespace mm {

namespace {
constexpr size_t kMaxHouseObjects = 120;
}  // namespace

std::optional<TaskItem> build_houseGraph(const FamilyInfo& info, const CaseContext& ctx, int j, Variant v) {
  const Scene& s = ctx.scene();
  if (s.rooms.size() < 2 || s.objects.size() > kMaxHouseObjects) return std::nullopt;
  std::vector<std::string> rooms;
  for (const auto& r : s.rooms) {
    if (s.objects_in(r.id).empty()) return std::nullopt;
    rooms.push_back(r.id);
  }
  TaskItem item = start_item(info, ctx, static_case_id(ctx, j), v);
  item.description = describe_world(s, "", rooms);
  const Description& d = item.description;
  item.question = {"q.houseGraph", {arg_count("rooms", int64_t(rooms.size())),
                                    arg_count("objects", int64_t(d.objects.size()))}};
  Graph g = containment_graph(s, "", d.labels, d.objects);
  item.gold = graph_json(g);
  item.scoring[sk::rooms] = label_list(d.labels, rooms);
  item.scoring[sk::edge_count] = g.edges.size();
  item.scoring[sk::max_objects] = kMaxHouseObjects;
  finish_item(item);
  return item;
}

}  // namespace mm
