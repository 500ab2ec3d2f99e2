// The L5 composite (paper A.2, A.7):
//   s = 0.05 json_valid + 0.05 schema_valid + 0.20 node_F1 + 0.55 edge_F1
//       + 0.15 relation_correct, clipped to [0, 1];
//   strict pass = s >= 0.90 and edge_F1 >= 0.85 and relation_correct >= 0.90.
// json_valid: an object with list fields "nodes" and "edges" was found
// (fences and prose around it allowed); strict_json: it is the whole output.
// schema_valid: json_valid, no malformed node or edge, and every edge
// endpoint is a declared node ("Agent", the agent's hand, excepted as a
// target). Nodes: declared nodes plus every edge
// endpoint, on both sides. Edges: distinct (source, target, relation)
// after normalisation (names resolved to labels, relation lower-cased
// without spaces). relation_correct: share of distinct predicted edges
// whose relation is "containedin"; 1 when both edge sets are empty, 0 when
// only the prediction's is. An output with no such JSON scores 0.
//
// Change metrics, for graphs with a reference (dynamicGraph: the described
// before-state; counterfactualGraph: the actual outcome): the changed edges
// of a graph are its symmetric difference with the reference (a move is the
// old edge removed and the new one added). delta_f1 is the F1 of the
// prediction's changed edges against the gold's (1 when neither changes
// anything); change_pass is the strict pass with every changed edge of the
// gold among the prediction's. Copying the reference passes the paper's
// strict pass on most items but has delta_f1 0 and fails change_pass.
#include <algorithm>
#include <memory>

#include "validators/scoring/eval_internal.h"
#include "validators/reading/graph_sets.h"

namespace mm::score {
namespace {

constexpr const char* kAgentHand = "Agent";

constexpr double kWJson = 0.05, kWSchema = 0.05, kWNode = 0.20, kWEdge = 0.55, kWRel = 0.15;
constexpr double kPassScore = 0.90, kPassEdge = 0.85, kPassRel = 0.90;
constexpr const char* kRelation = "containedin";

using Pair = std::pair<std::string_view, std::string_view>;

// The distinct (source, target) pairs, sorted: edges are sorted by
// (source, target, relation), so their pairs already are.
std::vector<Pair> pairs_of(const GraphSets& g) {
  std::vector<Pair> out;
  out.reserve(g.edges.size());
  for (const auto& [s, t, r] : g.edges)
    if (out.empty() || out.back() != Pair{s, t}) out.emplace_back(s, t);
  return out;
}

bool has(const std::vector<Pair>& sorted, const Pair& p) { return std::binary_search(sorted.begin(), sorted.end(), p); }

// Predicted edges whose endpoints are a gold edge's, reversed.
int64_t flips(const std::vector<Pair>& pred_pairs, const std::vector<Pair>& gold_pairs) {
  int64_t n = 0;
  for (const auto& [s, t] : pred_pairs) n += has(gold_pairs, {t, s}) && !has(gold_pairs, {s, t});
  return n;
}

// Predicted edges joining a gold pair with another relation label.
int64_t wrong_relations(const GraphSets& pred, const std::vector<Pair>& gold_pairs) {
  int64_t n = 0;
  for (const auto& [s, t, r] : pred.edges) n += has(gold_pairs, {s, t}) && r != kRelation;
  return n;
}

}  // namespace

Score eval_l5(const GoldItem& g, const Parsed& p) {
  bool valid = p.status == ParseStatus::Ok && p.json_valid;
  // Prepared sets when the gold reader and the parser made them (always, in
  // `mentalmap score`); built from the JSON answers otherwise.
  std::shared_ptr<const GraphSets> gold_sets = g.graph, pred_sets = p.graph;
  if (!gold_sets) gold_sets = std::make_shared<const GraphSets>(graph_sets(g.answer));
  if (!valid) pred_sets = std::make_shared<const GraphSets>();
  else if (!pred_sets) pred_sets = std::make_shared<const GraphSets>(graph_sets(p.answer));
  const GraphSets &gold = *gold_sets, &pred = *pred_sets;
  bool schema = valid && pred.malformed_nodes == 0 && pred.malformed_edges == 0;
  // The agent's hand may be an edge's target without a node of its own: the
  // questions ask for a node per room and per object, and "Agent" is
  // neither (round 18: four readers left it out, as the text asks).
  auto declared = [&](const std::string& n) {
    return std::binary_search(pred.declared.begin(), pred.declared.end(), n);
  };
  for (const auto& [s, t, r] : pred.edges) schema = schema && declared(s) && (declared(t) || t == kAgentHand);
  F1 nodes = sorted_f1(pred.nodes, gold.nodes), edges = sorted_f1(pred.edges, gold.edges);
  int64_t contained = 0;
  for (const auto& [s, t, r] : pred.edges) contained += r == kRelation;
  double rel = pred.edges.empty() ? (gold.edges.empty() ? 1.0 : 0.0) : double(contained) / double(pred.edges.size());
  double node_f1 = valid ? nodes.f1 : 0.0, edge_f1 = valid ? edges.f1 : 0.0;
  if (!valid) rel = 0;
  double s = kWJson * valid + kWSchema * schema + kWNode * node_f1 + kWEdge * edge_f1 + kWRel * rel;
  s = std::min(1.0, std::max(0.0, s));
  Score out;
  out.score = s;
  out.correct = valid && s >= kPassScore && edge_f1 >= kPassEdge && rel >= kPassRel;
  OJson& c = out.components;
  c["json_valid"] = valid;
  c["strict_json"] = valid && p.strict_json;
  c["schema_valid"] = schema;
  c["node_f1"] = round6(node_f1);
  c["edge_f1"] = round6(edge_f1);
  c["node_precision"] = round6(valid ? nodes.precision : 0.0);
  c["node_recall"] = round6(valid ? nodes.recall : 0.0);
  c["edge_precision"] = round6(valid ? edges.precision : 0.0);
  c["edge_recall"] = round6(valid ? edges.recall : 0.0);
  c["relation_correct"] = round6(rel);
  c["hallucinated_nodes"] = valid ? nodes.fp : 0;
  c["missing_nodes"] = int64_t(gold.nodes.size()) - (valid ? nodes.tp : 0);
  c["hallucinated_edges"] = valid ? edges.fp : 0;
  c["missing_edges"] = int64_t(gold.edges.size()) - (valid ? edges.tp : 0);
  std::vector<Pair> gold_pairs = valid ? pairs_of(gold) : std::vector<Pair>{};
  c["relation_flips"] = valid ? flips(pairs_of(pred), gold_pairs) : 0;
  c["wrong_relations"] = valid ? wrong_relations(pred, gold_pairs) : 0;
  c["repeated_edges"] = valid ? pred.repeated : 0;
  c["strict_pass"] = out.correct;
  if (g.reference) {
    std::vector<GraphEdge> gold_delta, pred_delta;
    const auto& ref = g.reference->edges;
    std::set_symmetric_difference(gold.edges.begin(), gold.edges.end(), ref.begin(), ref.end(),
                                  std::back_inserter(gold_delta));
    if (valid)
      std::set_symmetric_difference(pred.edges.begin(), pred.edges.end(), ref.begin(), ref.end(),
                                    std::back_inserter(pred_delta));
    F1 delta = sorted_f1(pred_delta, gold_delta);
    bool all_changes = std::includes(pred_delta.begin(), pred_delta.end(), gold_delta.begin(), gold_delta.end());
    c["delta_f1"] = round6(valid ? (gold_delta.empty() && pred_delta.empty() ? 1.0 : delta.f1) : 0.0);
    c["change_pass"] = out.correct && all_changes;
  }
  return out;
}

}  // namespace mm::score
