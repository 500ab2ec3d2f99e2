#include "generator/tasks/families/l5_graph.h"

#include <algorithm>
#include <map>

#include "generator/episodes/simulator.h"
#include "generator/tasks/families/l4_common.h"

namespace mm {
namespace {

OJson edge_json(const GraphEdge& e) {
  OJson j = OJson::object();
  j["source"] = e.source;
  j["target"] = e.target;
  j["relation"] = kGraphRelation;
  return j;
}

OJson edges_json(const std::set<GraphEdge>& edges) {
  OJson out = OJson::array();
  for (const auto& e : edges) out.push_back(edge_json(e));
  return out;
}

// The top-level piece an object rests in/on at any depth (itself if none).
std::string piece_of(const Scene& s, const std::string& id) {
  const Object* o = s.object(id);
  while (o && !o->parent.empty()) {
    const Object* p = s.object(o->parent);
    if (!p) break;
    o = p;
  }
  return o ? o->id : id;
}

bool is_room_fact(const Fact& f) {
  return f.kind == FactKind::RoomCounts || f.kind == FactKind::Door || f.kind == FactKind::ExteriorDoor;
}

Fact lead_fact(const Scene& s, const std::string& held, const std::string& piece) {
  Fact f;
  f.a = piece;
  if (piece == held) {
    f.kind = FactKind::Held;
    return f;
  }
  const Object* o = s.object(piece);
  const ObjectType* t = TypeTable::builtin().find(o->type);
  f.kind = FactKind::Placement;
  f.b = o->room;
  f.on_wall = t && t->placement == Placement::Wall;
  return f;
}

}  // namespace

void Graph::add(const std::string& source, const std::string& target) {
  nodes.insert(source);
  nodes.insert(target);
  edges.insert({source, target});
}

Graph containment_graph(const Scene& s, const std::string& held, const LabelTable& labels,
                        const std::vector<std::string>& objects, bool room_edges) {
  Graph g;
  for (const auto& id : objects) {
    const Object* o = s.object(id);
    if (!o->parent.empty()) g.add(labels.label(id), labels.label(o->parent));
    else if (id == held) g.add(labels.label(id), kAgentNode);
    else if (room_edges) g.add(labels.label(id), labels.label(o->room));
  }
  return g;
}

OJson graph_json(const Graph& g) {
  OJson j = OJson::object();
  j["nodes"] = OJson::array();
  for (const auto& n : g.nodes) j["nodes"].push_back(n);
  j["edges"] = edges_json(g.edges);
  return j;
}

GraphDelta graph_delta(const Graph& from, const Graph& to) {
  GraphDelta d;
  std::set_difference(to.edges.begin(), to.edges.end(), from.edges.begin(), from.edges.end(),
                      std::inserter(d.added, d.added.end()));
  std::set_difference(from.edges.begin(), from.edges.end(), to.edges.begin(), to.edges.end(),
                      std::inserter(d.removed, d.removed.end()));
  for (const auto* side : {&d.added, &d.removed})
    for (const auto& e : *side) {
      d.nodes.insert(e.source);
      d.nodes.insert(e.target);
    }
  return d;
}

OJson delta_json(const GraphDelta& d) {
  OJson j = OJson::object();
  j["added"] = edges_json(d.added);
  j["removed"] = edges_json(d.removed);
  j["nodes"] = OJson::array();
  for (const auto& n : d.nodes) j["nodes"].push_back(n);
  return j;
}

void lead_with_placements(Description& d, const Scene& s, const std::string& held) {
  std::vector<Fact> facts;
  for (const auto& f : d.facts)
    if (is_room_fact(f)) facts.push_back(f);
  // Piece by piece in description order: where it is, then its subtree.
  std::map<std::string, std::vector<const Fact*>> by_piece;
  for (const auto& f : d.facts)
    if (!is_room_fact(f)) by_piece[piece_of(s, f.a)].push_back(&f);
  for (const auto& id : d.objects) {
    if (!s.object(id)->parent.empty()) continue;
    facts.push_back(lead_fact(s, held, id));
    for (const Fact* f : by_piece[id]) facts.push_back(*f);
  }
  d.facts = std::move(facts);
}

Description describe_world(const Scene& s, const std::string& held,
                           const std::vector<std::string>& rooms, const DescribeOptions& opt) {
  Description d = describe_rooms(s, rooms, opt);
  lead_with_placements(d, s, held);
  return d;
}

std::vector<std::string> episode_rooms(const Episode& e) {
  std::set<std::string> wanted;
  for (const WorldState* w : {&e.before, &e.after}) {
    auto add = [&](const std::string& id) {
      if (const Object* o = id.empty() ? nullptr : w->scene.object(id)) wanted.insert(o->room);
    };
    add(w->held);
    for (const auto& step : e.trajectory) {
      add(step.action.object);
      add(step.action.receptacle);
    }
  }
  std::vector<std::string> out;
  for (const auto& r : e.before.scene.rooms)
    if (wanted.count(r.id)) out.push_back(r.id);
  return out;
}

Arg rooms_arg(std::string name, std::vector<std::string> ids) {
  Arg a;
  a.name = std::move(name);
  a.kind = Arg::Kind::Rooms;
  a.refs = std::move(ids);
  return a;
}

std::optional<WorldState> run_all(const WorldState& before, const std::vector<Action>& actions) {
  WorldState w = before;
  std::vector<Event> sink;
  for (size_t i = 0; i < actions.size(); ++i)
    if (!apply_action(w, actions[i], int(i), sink).success) return std::nullopt;
  return w;
}

std::vector<Action> actions_of(const Episode& e) {
  std::vector<Action> out;
  for (const auto& s : e.trajectory) out.push_back(s.action);
  return out;
}

std::optional<GraphEpisode> graph_episode(const Episode* e, std::string case_id) {
  if (!e || !l4::all_succeeded(*e)) return std::nullopt;
  GraphEpisode g{e, std::move(case_id), episode_rooms(*e)};
  size_t n = 0;
  for (const auto& r : g.rooms) n += e->before.scene.objects_in(r).size();
  if (g.rooms.empty() || n > kMaxEpisodeObjects) return std::nullopt;
  for (const auto& step : e->trajectory) {
    ActionType t = step.action.type;
    if ((t == ActionType::DropHandObject || t == ActionType::ThrowObject) && g.rooms.size() > 1)
      return std::nullopt;
  }
  return g;
}

std::optional<TaskItem> first_episode_item(const CaseContext& ctx, const FamilyInfo& info, int j, Variant v,
                                           const EpisodeItemFn& make) {
  const bool chain_first = design_is(info, v, "chain");
  for (int attempt = 0; attempt < kEpisodeAttempts; ++attempt)
    for (int k = 0; k < 2; ++k) {
      bool chain = (k == 0) == chain_first;
      l4::Picked p = l4::pick(ctx, info, chain ? 'c' : 's', j, attempt);
      auto g = graph_episode(p.episode, p.case_id);
      if (!g) continue;
      g->attempt = attempt * 2 + k;
      if (auto item = make(*g)) return item;
    }
  return std::nullopt;
}

}  // namespace mm
