// A containment graph as sorted sets, the form the L5 composite compares:
// declared nodes, all nodes (declared plus every edge endpoint), and
// distinct (source, target, relation) edges with the relation lower-cased
// and without spaces. Built once per gold graph when the gold is read, and
// once per prediction by the parser, so scoring does no JSON work.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <tuple>
#include <unordered_map>
#include <vector>

#include "base/json_util.h"

namespace mm::score {

using GraphEdge = std::tuple<std::string, std::string, std::string>;

struct GraphSets {
  std::vector<std::string> declared, nodes;  // sorted, distinct
  std::vector<GraphEdge> edges;              // sorted, distinct
  int64_t malformed_nodes = 0, malformed_edges = 0;  // malformed entries of a prediction
  int64_t repeated = 0;                      // edges written more than once
};

/// From a canonical graph answer ({"nodes": [...], "edges": [{source, target,
/// relation}], optional malformed_nodes/malformed_edges/repeated_edges}).
GraphSets graph_sets(const Json& j);

/// The canonical answer JSON of a parsed graph: {"edges": [{relation,
/// source, target}...], "malformed_edges", "malformed_nodes", "nodes":
/// [declared...], "repeated_edges"} (keys in this order, as Json sorts them).
Json graph_answer_json(const GraphSets& g);

/// Appends graph_answer_json(g).dump(-1, ' ', false, replace) to `out`
/// without building the JSON.
void append_graph_answer(std::string& out, const GraphSets& g);

/// Appends `s` as a JSON string exactly as Json::dump(-1, ' ', false,
/// replace) writes it: printable ASCII as is, anything else through the
/// library's escaping (control characters, invalid UTF-8 replaced).
void append_json_string(std::string& out, std::string_view s);

/// Collects a graph's names and edges as small integers (each distinct
/// string stored once) and sorts them once at the end: much cheaper than
/// sorting tuples of strings for graphs of hundreds of edges.
class GraphBuilder {
 public:
  void node(std::string_view label);
  void edge(std::string_view source, std::string_view target, std::string_view relation);
  void malformed_node() { ++malformed_nodes_; }
  void malformed_edge() { ++malformed_edges_; }
  /// The sets, sorted and distinct; `repeated` counts edges given twice.
  GraphSets finish() const;

 private:
  uint32_t intern(std::string_view s, std::vector<std::string>& table, std::unordered_map<std::string, uint32_t>& ids);
  std::vector<std::string> names_, relations_;
  std::unordered_map<std::string, uint32_t> name_ids_, relation_ids_;
  std::vector<uint32_t> declared_;
  std::vector<std::array<uint32_t, 3>> edges_;
  int64_t malformed_nodes_ = 0, malformed_edges_ = 0;
};

/// Lower-cases ASCII letters and drops spaces ("contained In" -> "containedin").
std::string relation_key(std::string_view relation);

}  // namespace mm::score
