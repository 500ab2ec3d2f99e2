// A containment graph as sorted sets, the form the L5 composite compares:
// declared nodes, all nodes (declared plus every edge endpoint), and
// distinct (source, target, relation) edges with the relation lower-cased
// and without spaces. Built once per gold graph when the gold is read, and
// once per prediction by the parser, so scoring does no JSON work.
#pragma once

#include <cstdint>
#include <string>
#include <tuple>
#include <vector>

#include "generator/core/json_util.h"

namespace mm::score {

using GraphEdge = std::tuple<std::string, std::string, std::string>;

struct GraphSets {
  std::vector<std::string> declared, nodes;  // sorted, distinct
  std::vector<GraphEdge> edges;              // sorted, distinct
  int64_t malformed = 0;                     // malformed node and edge entries of a prediction
  int64_t malformed_nodes = 0, malformed_edges = 0;
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

/// Sorts and de-duplicates the three sets and fills `nodes` from `declared`
/// and the edge endpoints.
void finish_graph_sets(GraphSets& g);

/// Lower-cases ASCII letters and drops spaces ("contained In" -> "containedin").
std::string relation_key(std::string_view relation);

struct SortedF1 {
  int64_t tp = 0, fp = 0, fn = 0;
  double precision = 1, recall = 1, f1 = 1;
};
/// Set F1 of two sorted, distinct vectors (1 for two empty sets).
template <class T>
SortedF1 sorted_f1(const std::vector<T>& pred, const std::vector<T>& gold) {
  SortedF1 r;
  for (size_t i = 0, j = 0; i < pred.size() && j < gold.size();) {
    if (pred[i] < gold[j]) ++i;
    else if (gold[j] < pred[i]) ++j;
    else ++r.tp, ++i, ++j;
  }
  r.fp = int64_t(pred.size()) - r.tp;
  r.fn = int64_t(gold.size()) - r.tp;
  r.precision = pred.empty() ? 1.0 : double(r.tp) / double(pred.size());
  r.recall = gold.empty() ? 1.0 : double(r.tp) / double(gold.size());
  r.f1 = r.precision + r.recall > 0 ? 2 * r.precision * r.recall / (r.precision + r.recall) : 0.0;
  return r;
}

}  // namespace mm::score
