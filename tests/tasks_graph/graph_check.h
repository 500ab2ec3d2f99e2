// Brute-force checks of L5 gold graphs, written independently of
// generator/tasks/families/l5_graph.*: containment is re-derived by walking
// each object's parent in a scene state, and the gold JSON is parsed back
// and checked for shape (sorted, no duplicates, nodes = edge endpoints).
#pragma once

#include <doctest/doctest.h>

#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "generator/core/scene.h"
#include "generator/tasks/item.h"

namespace mm::test {

using EdgeSet = std::set<std::pair<std::string, std::string>>;

/// Edges of a gold graph JSON, after checking its shape: nodes and edges
/// sorted without duplicates, every edge "containedIn", nodes = endpoints.
inline EdgeSet parse_graph(const OJson& g) {
  REQUIRE(g.is_object());
  REQUIRE(g.contains("nodes"));
  REQUIRE(g.contains("edges"));
  std::vector<std::string> nodes;
  for (const auto& n : g["nodes"]) nodes.push_back(n.get<std::string>());
  CHECK(std::is_sorted(nodes.begin(), nodes.end()));
  std::set<std::string> node_set(nodes.begin(), nodes.end());
  CHECK_MESSAGE(node_set.size() == nodes.size(), "duplicate nodes");
  EdgeSet edges;
  std::set<std::string> endpoints;
  std::pair<std::string, std::string> last;
  for (const auto& e : g["edges"]) {
    CHECK(e.size() == 3);
    CHECK(e["relation"] == "containedIn");
    std::pair<std::string, std::string> p{e["source"].get<std::string>(), e["target"].get<std::string>()};
    CHECK_MESSAGE(!edges.count(p), "duplicate edge " << p.first << " -> " << p.second);
    if (!edges.empty()) CHECK_MESSAGE(last < p, "edges not sorted");
    last = p;
    edges.insert(p);
    endpoints.insert(p.first);
    endpoints.insert(p.second);
    CHECK(p.first != p.second);
  }
  CHECK_MESSAGE(endpoints == node_set, "nodes differ from the edge endpoints");
  // Containment is a forest: one outgoing edge per object.
  std::set<std::string> sources;
  for (const auto& [s, t] : edges) CHECK_MESSAGE(sources.insert(s).second, "two parents for " << s);
  return edges;
}

/// Checks that labels name objects one-to-one and start with the type.
inline void check_labels(const Scene& s, const Description& d) {
  std::set<std::string> seen;
  for (const auto& id : d.objects) {
    std::string l = d.labels.label(id);
    CHECK_MESSAGE(seen.insert(l).second, "label used twice: " << l);
    const std::string& type = s.object(id)->type;
    CHECK(l.compare(0, type.size(), type) == 0);
  }
  for (const auto& id : d.rooms) CHECK(seen.insert(d.labels.label(id)).second);
}

/// The containment edge of one object, by walking the scene: its direct
/// parent, "Agent" when held, else its room (or nothing without rooms).
inline std::optional<std::pair<std::string, std::string>> brute_edge(
    const Scene& s, const std::string& held, const LabelTable& labels, const Object& o, bool rooms) {
  if (!o.parent.empty()) return std::make_pair(labels.label(o.id), labels.label(o.parent));
  if (o.id == held) return std::make_pair(labels.label(o.id), std::string("Agent"));
  if (rooms) return std::make_pair(labels.label(o.id), labels.label(o.room));
  return std::nullopt;
}

/// Brute-force graph of every object of the scene standing in one of `rooms`.
inline EdgeSet brute_rooms_graph(const Scene& s, const std::string& held, const LabelTable& labels,
                                 const std::vector<std::string>& rooms) {
  std::set<std::string> in(rooms.begin(), rooms.end());
  EdgeSet out;
  for (const auto& o : s.objects)
    if (in.count(o.room)) out.insert(*brute_edge(s, held, labels, o, true));
  return out;
}

/// The edges the description's facts state: Contain -> parent, Placement
/// -> room, Held -> Agent. The gold must be exactly what the text says.
inline EdgeSet stated_edges(const Description& d) {
  EdgeSet out;
  for (const auto& f : d.facts) {
    if (f.kind == FactKind::Contain || f.kind == FactKind::Placement)
      out.insert({d.labels.label(f.a), d.labels.label(f.b)});
    else if (f.kind == FactKind::Held)
      out.insert({d.labels.label(f.a), "Agent"});
  }
  return out;
}

/// Whether a gold graph lists `label` among its nodes.
inline bool has_node(const OJson& g, const std::string& label) {
  for (const auto& n : g["nodes"])
    if (n == label) return true;
  return false;
}

inline std::string dump(const EdgeSet& e) {
  std::string out;
  for (const auto& [s, t] : e) out += s + "->" + t + " ";
  return out;
}

}  // namespace mm::test
