// roomPath (L2): "Taking the shortest route through doors from R1 to R2,
// which rooms do you go through, in order?" The scene block is the floor
// plan only: every room of the house and the doors between them (and the
// front door), no counts or contents, which would only lengthen the prompt
// without bearing on the answer. Gold: the room labels of the shortest path,
// both ends included. Only pairs whose shortest path is unique and passes
// through at least one room in between (>= 3 rooms) are asked.
#include <algorithm>
#include <map>
#include <set>

#include "generator/tasks/families/builders.h"
#include "generator/tasks/families/common.h"

namespace mm {
namespace {

using Graph = std::map<std::string, std::set<std::string>>;

Graph door_graph(const Scene& s) {
  Graph g;
  for (const auto& r : s.rooms) g[r.id];
  for (const auto& d : s.doors)
    if (!d.exterior && d.room0 != d.room1) {
      g[d.room0].insert(d.room1);
      g[d.room1].insert(d.room0);
    }
  return g;
}

// The unique shortest path from `from` to `to`, or empty when there is none
// or several.
std::vector<std::string> unique_shortest(const Graph& g, const std::string& from, const std::string& to) {
  std::map<std::string, int> dist{{from, 0}};
  std::map<std::string, long> ways{{from, 1}};
  std::map<std::string, std::string> prev;
  std::vector<std::string> frontier{from};
  while (!frontier.empty()) {
    std::vector<std::string> next;
    for (const auto& a : frontier)
      for (const auto& b : g.at(a)) {
        if (!dist.count(b)) {
          dist[b] = dist[a] + 1;
          ways[b] = 0;
          prev[b] = a;
          next.push_back(b);
        }
        if (dist[b] == dist[a] + 1) ways[b] = std::min(ways[b] + ways[a], 2L);
      }
    frontier = std::move(next);
  }
  if (!dist.count(to) || ways[to] != 1) return {};
  std::vector<std::string> path{to};
  while (path.back() != from) path.push_back(prev.at(path.back()));
  std::reverse(path.begin(), path.end());
  return path;
}

}  // namespace

std::optional<TaskItem> build_roomPath(const FamilyInfo& info, const CaseContext& ctx, int j, Variant v) {
  const Scene& s = ctx.scene();
  if (s.rooms.size() < 3) return std::nullopt;
  Graph g = door_graph(s);
  std::vector<std::vector<std::string>> paths;
  for (const auto& a : s.rooms)
    for (const auto& b : s.rooms) {
      if (a.id == b.id) continue;
      auto p = unique_shortest(g, a.id, b.id);
      if (p.size() >= 3) paths.push_back(std::move(p));
    }
  if (paths.empty()) return std::nullopt;
  Rng rng = ctx.rng(info.id, j);
  const auto& path = rng.pick(paths);
  std::vector<std::string> rooms;
  for (const auto& r : s.rooms) rooms.push_back(r.id);
  DescribeOptions opt;
  opt.counts = opt.contain = opt.states = false;
  TaskItem item = start_item(info, ctx, static_case_id(ctx, j), v);
  Description d = describe_rooms(s, rooms, opt);
  d.objects.clear();
  d.object_room.clear();
  d.labels.assign(s, d.rooms, {});
  item.description = std::move(d);
  item.question = {"q.roomPath", {arg_room("from", path.front()), arg_room("to", path.back())}};
  item.gold = OJson::array();
  for (const auto& id : path) item.gold.push_back(item.description.labels.label(id));
  item.scoring[sk::doors] = int(path.size()) - 1;
  finish_item(item, int(path.size()) - 1);
  return item;
}

}  // namespace mm
