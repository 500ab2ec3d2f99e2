// staticGraph (L5a): "Write down the containment graph of the described
// rooms." One or two whole rooms are described (counts, doors, where every
// piece stands or hangs, containment, states); the gold graph has a node per
// room and per object and one containedIn edge per object, to what it is
// in/on or to its room (l5_graph.h). Sizes are spread on purpose: each case
// first draws a kind, uniformly: a small room (at most 15 objects), a larger
// room, or two rooms joined by a door (at most kMaxObjects together); when
// the house has no candidate of that kind any candidate is used.
#include <algorithm>

#include "generator/tasks/families/builders.h"
#include "generator/tasks/families/common.h"
#include "generator/tasks/families/l5_graph.h"

namespace mm {
namespace {

constexpr size_t kSmallRoom = 15;   // the medium tier's upper bound
constexpr size_t kMaxObjects = 60;  // two rooms together

struct RoomSet {
  std::vector<std::string> rooms;
  size_t objects = 0;
  int kind = 0;  // 0 small room, 1 larger room, 2 two rooms
};

std::vector<RoomSet> room_sets(const Scene& s) {
  std::vector<RoomSet> out;
  for (const auto& rid : rooms_with(s, 1)) {
    size_t n = s.objects_in(rid).size();
    out.push_back({{rid}, n, n <= kSmallRoom ? 0 : 1});
  }
  for (const auto& door : s.doors) {
    if (door.exterior || door.room0 == door.room1) continue;
    size_t n0 = s.objects_in(door.room0).size(), n1 = s.objects_in(door.room1).size();
    if (n0 == 0 || n1 == 0 || n0 + n1 > kMaxObjects) continue;
    // Scene order inside the pair, so the same pair reads the same way.
    std::vector<std::string> pair;
    for (const auto& r : s.rooms)
      if (r.id == door.room0 || r.id == door.room1) pair.push_back(r.id);
    bool seen = std::any_of(out.begin(), out.end(), [&](const RoomSet& x) { return x.rooms == pair; });
    if (!seen) out.push_back({pair, n0 + n1, 2});
  }
  return out;
}

}  // namespace

std::optional<TaskItem> build_staticGraph(const FamilyInfo& info, const CaseContext& ctx, int j, Variant v) {
  const Scene& s = ctx.scene();
  std::vector<RoomSet> all = room_sets(s);
  if (all.empty()) return std::nullopt;
  Rng rng = ctx.rng(info.id, j);
  int kind = int(rng.below(3));
  std::vector<RoomSet> wanted;
  for (const auto& r : all)
    if (r.kind == kind) wanted.push_back(r);
  const RoomSet& pick = rng.pick(wanted.empty() ? all : wanted);

  TaskItem item = start_item(info, ctx, static_case_id(ctx, j), v);
  item.description = describe_world(s, "", pick.rooms);
  const Description& d = item.description;
  item.question = {"q.staticGraph", {rooms_arg("rooms", pick.rooms), arg_count("n", int64_t(pick.rooms.size()))}};
  Graph g = containment_graph(s, "", d.labels, d.objects);
  item.gold = graph_json(g);
  item.scoring[sk::rooms] = label_list(d.labels, pick.rooms);
  item.scoring[sk::edge_count] = g.edges.size();
  finish_item(item);
  return item;
}

}  // namespace mm
