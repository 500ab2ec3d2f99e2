#include "validators/reading/graph_sets.h"

#include <algorithm>

namespace mm::score {

std::string relation_key(std::string_view relation) {
  std::string out;
  out.reserve(relation.size());
  for (char c : relation)
    if (c != ' ') out += (c >= 'A' && c <= 'Z') ? char(c - 'A' + 'a') : c;
  return out;
}

uint32_t GraphBuilder::intern(std::string_view s, std::vector<std::string>& table,
                              std::unordered_map<std::string, uint32_t>& ids) {
  auto [it, added] = ids.try_emplace(std::string(s), uint32_t(table.size()));
  if (added) table.emplace_back(s);
  return it->second;
}

void GraphBuilder::node(std::string_view label) { declared_.push_back(intern(label, names_, name_ids_)); }

void GraphBuilder::edge(std::string_view source, std::string_view target, std::string_view relation) {
  uint32_t s = intern(source, names_, name_ids_), t = intern(target, names_, name_ids_);
  edges_.push_back({s, t, intern(relation, relations_, relation_ids_)});
}

namespace {

// rank[id] = position of table[id] in sorted order; `sorted` the strings in it.
std::vector<uint32_t> ranks(const std::vector<std::string>& table, std::vector<std::string>& sorted) {
  std::vector<uint32_t> order(table.size());
  for (uint32_t i = 0; i < order.size(); ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&](uint32_t a, uint32_t b) { return table[a] < table[b]; });
  std::vector<uint32_t> rank(table.size());
  sorted.clear();
  sorted.reserve(table.size());
  for (uint32_t r = 0; r < order.size(); ++r) {
    rank[order[r]] = r;
    sorted.push_back(table[order[r]]);
  }
  return rank;
}

}  // namespace

GraphSets GraphBuilder::finish() const {
  GraphSets g;
  std::vector<std::string> rel_sorted;
  std::vector<uint32_t> name_rank = ranks(names_, g.nodes), rel_rank = ranks(relations_, rel_sorted);
  // Every name was declared or is an edge endpoint: the sorted names are the nodes.
  std::vector<uint32_t> declared;
  declared.reserve(declared_.size());
  for (uint32_t id : declared_) declared.push_back(name_rank[id]);
  std::sort(declared.begin(), declared.end());
  declared.erase(std::unique(declared.begin(), declared.end()), declared.end());
  for (uint32_t r : declared) g.declared.push_back(g.nodes[r]);
  std::vector<std::array<uint32_t, 3>> edges;
  edges.reserve(edges_.size());
  for (const auto& e : edges_) edges.push_back({name_rank[e[0]], name_rank[e[1]], rel_rank[e[2]]});
  std::sort(edges.begin(), edges.end());
  edges.erase(std::unique(edges.begin(), edges.end()), edges.end());
  g.edges.reserve(edges.size());
  for (const auto& e : edges) g.edges.emplace_back(g.nodes[e[0]], g.nodes[e[1]], rel_sorted[e[2]]);
  g.malformed_nodes = malformed_nodes_;
  g.malformed_edges = malformed_edges_;
  g.repeated = int64_t(edges_.size() - edges.size());
  return g;
}

GraphSets graph_sets(const Json& j) {
  if (!j.is_object()) return {};
  GraphBuilder b;
  if (auto n = j.find("nodes"); n != j.end() && n->is_array())
    for (const auto& x : *n)
      if (x.is_string()) b.node(x.get_ref<const std::string&>());
  if (auto e = j.find("edges"); e != j.end() && e->is_array())
    for (const auto& x : *e) {
      if (!x.is_object()) continue;
      b.edge(x.value("source", ""), x.value("target", ""), relation_key(x.value("relation", "")));
    }
  GraphSets g = b.finish();
  g.malformed_nodes = j.value("malformed_nodes", int64_t(0));
  g.malformed_edges = j.value("malformed_edges", int64_t(0));
  g.repeated = j.value("repeated_edges", int64_t(0));
  return g;
}

Json graph_answer_json(const GraphSets& g) {
  Json out = {{"nodes", Json(g.declared)}, {"edges", Json::array()}};
  for (const auto& [s, t, rel] : g.edges) out["edges"].push_back({{"source", s}, {"target", t}, {"relation", rel}});
  out["malformed_nodes"] = g.malformed_nodes;
  out["malformed_edges"] = g.malformed_edges;
  out["repeated_edges"] = g.repeated;
  return out;
}

void append_json_string(std::string& out, std::string_view s) {
  for (char c : s)
    if (c < 0x20 || c > 0x7E || c == '"' || c == '\\') {
      out += Json(std::string(s)).dump(-1, ' ', false, Json::error_handler_t::replace);
      return;
    }
  out += '"';
  out += s;
  out += '"';
}

void append_graph_answer(std::string& out, const GraphSets& g) {
  out += "{\"edges\":[";
  for (size_t i = 0; i < g.edges.size(); ++i) {
    const auto& [s, t, rel] = g.edges[i];
    out += i ? ",{\"relation\":" : "{\"relation\":";
    append_json_string(out, rel);
    out += ",\"source\":";
    append_json_string(out, s);
    out += ",\"target\":";
    append_json_string(out, t);
    out += '}';
  }
  out += "],\"malformed_edges\":" + std::to_string(g.malformed_edges);
  out += ",\"malformed_nodes\":" + std::to_string(g.malformed_nodes);
  out += ",\"nodes\":[";
  for (size_t i = 0; i < g.declared.size(); ++i) {
    if (i) out += ',';
    append_json_string(out, g.declared[i]);
  }
  out += "],\"repeated_edges\":" + std::to_string(g.repeated) + "}";
}

}  // namespace mm::score
