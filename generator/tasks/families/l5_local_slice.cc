// localSlice (L5d): "Write down the containment graph of piece P and
// everything in or on it." The scene block describes part of a room: P and
// one to four other top-level pieces of the same room, each with everything
// resting in/on it, each piece led by a sentence saying it stands in (or
// hangs on a wall of) the room (the area is named after one of them, not
// always P). The
// gold graph is the subgraph rooted at P: one containedIn edge from every
// object resting in/on P at any depth to what holds it directly. P's own
// edge to the room is left out (the description is partial; the question
// says so), as are the other pieces and their contents. P must hold at
// least one object; pieces holding two or more are preferred.
#include <algorithm>

#include "generator/tasks/families/builders.h"
#include "generator/tasks/families/common.h"
#include "generator/tasks/families/l5_graph.h"

namespace mm {
namespace {

void collect(const Scene& s, const std::string& id, std::vector<std::string>& out) {
  for (const Object* c : s.children(id)) {
    out.push_back(c->id);
    collect(s, c->id, out);
  }
}

std::vector<std::string> contents_of(const Scene& s, const std::string& id) {
  std::vector<std::string> out;
  collect(s, id, out);
  return out;
}

// Top-level pieces holding something, the fuller ones (2+) first choice.
std::vector<std::string> roots(const Scene& s, size_t min_contents) {
  std::vector<std::string> out;
  for (const auto& o : s.objects)
    if (o.parent.empty() && contents_of(s, o.id).size() >= min_contents) out.push_back(o.id);
  return out;
}

}  // namespace

std::optional<TaskItem> build_localSlice(const FamilyInfo& info, const CaseContext& ctx, int j, Variant v) {
  const Scene& s = ctx.scene();
  std::vector<std::string> pool = roots(s, 2);
  if (pool.empty()) pool = roots(s, 1);
  if (pool.empty()) return std::nullopt;
  Rng rng = ctx.rng(info.id, j);
  const std::string piece = rng.pick(pool);

  // Neighbours: other pieces of the room, some of them holding things.
  std::vector<std::string> others;
  for (const Object* o : top_level_in(s, s.object(piece)->room))
    if (o->id != piece) others.push_back(o->id);
  if (others.empty()) return std::nullopt;
  rng.shuffle(others);
  others.resize(std::min<size_t>(others.size(), 1 + rng.below(4)));
  // The area is named after one of the described pieces.
  std::vector<std::string> group = others;
  group.insert(group.begin() + std::ptrdiff_t(rng.below(group.size() + 1)), piece);
  const std::string focus = group.front();
  group.erase(group.begin());

  TaskItem item = start_item(info, ctx, static_case_id(ctx, j), v);
  item.instruction_variant = "slice";
  item.description = describe_pieces(s, focus, group);
  lead_with_placements(item.description, s, "");
  const Description& d = item.description;
  item.question = {"q.localSlice", {arg_object("piece", piece)}};
  Graph g = containment_graph(s, "", d.labels, contents_of(s, piece), false);
  item.gold = graph_json(g);
  item.scoring[sk::root] = d.labels.label(piece);
  item.scoring[sk::edge_count] = g.edges.size();
  finish_item(item);
  return item;
}

}  // namespace mm
