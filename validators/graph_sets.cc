#include "validators/graph_sets.h"

#include <algorithm>

namespace mm::score {

std::string relation_key(std::string_view relation) {
  std::string out;
  out.reserve(relation.size());
  for (char c : relation)
    if (c != ' ') out += (c >= 'A' && c <= 'Z') ? char(c - 'A' + 'a') : c;
  return out;
}

void finish_graph_sets(GraphSets& g) {
  auto distinct = [](auto& v) {
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
  };
  distinct(g.declared);
  distinct(g.edges);
  g.nodes = g.declared;
  for (const auto& [s, t, r] : g.edges) {
    g.nodes.push_back(s);
    g.nodes.push_back(t);
  }
  distinct(g.nodes);
}

GraphSets graph_sets(const Json& j) {
  GraphSets g;
  if (!j.is_object()) return g;
  if (auto n = j.find("nodes"); n != j.end() && n->is_array())
    for (const auto& x : *n)
      if (x.is_string()) g.declared.push_back(x.get<std::string>());
  if (auto e = j.find("edges"); e != j.end() && e->is_array())
    for (const auto& x : *e) {
      if (!x.is_object()) continue;
      g.edges.emplace_back(x.value("source", ""), x.value("target", ""), relation_key(x.value("relation", "")));
    }
  g.malformed_nodes = j.value("malformed_nodes", int64_t(0));
  g.malformed_edges = j.value("malformed_edges", int64_t(0));
  g.malformed = g.malformed_nodes + g.malformed_edges;
  g.repeated = j.value("repeated_edges", int64_t(0));
  finish_graph_sets(g);
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

namespace {

// A JSON string as Json::dump writes it (escapes, invalid UTF-8 replaced).
void put_string(std::string& out, const std::string& s) {
  for (char c : s)
    if (c < 0x20 || c > 0x7E || c == '"' || c == '\\') {
      out += Json(s).dump(-1, ' ', false, Json::error_handler_t::replace);
      return;
    }
  out += '"';
  out += s;
  out += '"';
}

}  // namespace

void append_graph_answer(std::string& out, const GraphSets& g) {
  out += "{\"edges\":[";
  for (size_t i = 0; i < g.edges.size(); ++i) {
    const auto& [s, t, rel] = g.edges[i];
    out += i ? ",{\"relation\":" : "{\"relation\":";
    put_string(out, rel);
    out += ",\"source\":";
    put_string(out, s);
    out += ",\"target\":";
    put_string(out, t);
    out += '}';
  }
  out += "],\"malformed_edges\":" + std::to_string(g.malformed_edges);
  out += ",\"malformed_nodes\":" + std::to_string(g.malformed_nodes);
  out += ",\"nodes\":[";
  for (size_t i = 0; i < g.declared.size(); ++i) {
    if (i) out += ',';
    put_string(out, g.declared[i]);
  }
  out += "],\"repeated_edges\":" + std::to_string(g.repeated) + "}";
}

}  // namespace mm::score
