// The fast graph reader (RapidJSON) against a reference reading with Json:
// same acceptance, same shape test, same sets, for awkward inputs.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>

#include "validators/reading/json_graph.h"
#include "validators/reading/json_scan.h"
#include "validators/reading/parse.h"
#include "validators_test_util.h"

using namespace mm;
using namespace mm::score;

namespace {

// The documented rules, written out with Json: nodes may be objects with
// id/name/label (the last present of those wins), edges need string source
// and target, the relation is lower-cased without spaces, repeats counted.
GraphSets reference(const Json& j) {
  GraphSets g;
  std::set<std::string> declared;
  for (const auto& n : j["nodes"]) {
    const Json* name = &n;
    if (n.is_object())
      for (const char* k : {"id", "name", "label"})
        if (n.contains(k)) name = &n[k];
    if (name->is_string()) declared.insert(name->get<std::string>());
    else ++g.malformed_nodes;
  }
  std::set<GraphEdge> edges;
  size_t written = 0;
  for (const auto& e : j["edges"]) {
    if (!e.is_object() || !e.contains("source") || !e.contains("target") || !e["source"].is_string() ||
        !e["target"].is_string()) {
      ++g.malformed_edges;
      continue;
    }
    std::string rel = e.contains("relation") && e["relation"].is_string() ? relation_key(e["relation"].get<std::string>()) : "";
    edges.insert({e["source"].get<std::string>(), e["target"].get<std::string>(), rel});
    ++written;
  }
  g.declared.assign(declared.begin(), declared.end());
  g.edges.assign(edges.begin(), edges.end());
  std::set<std::string> nodes = declared;
  for (const auto& [s, t, r] : edges) nodes.insert(s), nodes.insert(t);
  g.nodes.assign(nodes.begin(), nodes.end());
  g.repeated = int64_t(written - edges.size());
  return g;
}

bool graph_shape(const Json& j) {
  return j.is_object() && j.contains("nodes") && j.contains("edges") && j["nodes"].is_array() && j["edges"].is_array();
}

}  // namespace

TEST_CASE("fast graph reader: same acceptance and sets as the Json reading") {
  GraphReaders id{[](std::string_view s) { return std::string(s); }, [](std::string_view s) { return relation_key(s); }};
  const char* cases[] = {
      R"({"nodes": ["Apple", "CounterTop"], "edges": [{"source": "Apple", "target": "CounterTop", "relation": "containedIn"}]})",
      R"({"nodes": [], "edges": []})",
      R"({"edges": [], "nodes": [{"id": "A", "label": "B"}, {"name": "C"}, 3, null]})",
      R"({"nodes": ["A"], "edges": [{"source": "A", "target": "B", "relation": "Contained In"}, {"source": "A", "target": "B", "relation": "containedin"}]})",
      R"({"nodes": ["A"], "edges": [{"source": "A"}, {"source": 1, "target": "B"}, "x", {"source": "B", "target": "A", "relation": 7}]})",
      R"({"nodes": ["A"], "nodes": ["B"], "edges": []})",
      R"({"nodes": ["A"], "edges": [{"source": "A", "source": "C", "target": "B"}]})",
      R"({"nodes": "A", "edges": []})",
      R"({"nodes": ["A"]})",
      R"(["A"])",
      R"({"nodes": ["A",], "edges": []})",
      R"({"nodes": ["A"], "edges": []} trailing)",
      R"({"nodes": ["caf\u00e9"], "edges": []})",
      R"({"nodes": ["\ud800"], "edges": []})",
      R"({"nodes": [1e400], "edges": []})",
      "{\"nodes\": [\"\xff\"], \"edges\": []}",
      "{\"nodes\": [\"a\tb\"], \"edges\": []}",
      R"({"nodes": ["Ä", "ä", "Z", "a"], "edges": [{"source": "ä", "target": "Z", "relation": "containedIn"}]})",
  };
  for (const char* c : cases) {
    CAPTURE(c);
    GraphSets fast;
    FastGraph result = read_graph_fast(c, id, fast);
    auto j = parse_json_safely(c);
    if (result == FastGraph::Unsure) continue;  // the caller reads it with Json
    REQUIRE_MESSAGE(j.has_value(), "the fast reader accepted what Json refuses");
    if (result == FastGraph::NotGraph) {
      CHECK_FALSE(graph_shape(*j));
      continue;
    }
    REQUIRE(graph_shape(*j));
    GraphSets ref = reference(*j);
    CHECK(fast.declared == ref.declared);
    CHECK(fast.nodes == ref.nodes);
    CHECK(fast.edges == ref.edges);
    CHECK(fast.malformed_nodes == ref.malformed_nodes);
    CHECK(fast.malformed_edges == ref.malformed_edges);
    CHECK(fast.repeated == ref.repeated);
  }
}

TEST_CASE("fast graph reader: a graph Json refuses is never read") {
  GraphReaders id{[](std::string_view s) { return std::string(s); }, [](std::string_view s) { return relation_key(s); }};
  for (const char* c : {R"({"nodes": [], "edges": [],})", R"({"nodes": [], "edges": [] /* c */})", "{\"nodes\": [\"\xc3\"], \"edges\": []}"}) {
    CAPTURE(c);
    GraphSets g;
    CHECK(read_graph_fast(c, id, g) != FastGraph::Read);
    CHECK_FALSE(parse_json_safely(c).has_value());
  }
}

// Found by a differential fuzz run (fast reader against the Json reading,
// 2026-11-23): RapidJSON 1.1.0 reads a number that overflows once its
// exponent is applied as infinity, where Json refuses the text, so a later
// candidate holding one replaced an earlier valid graph.
TEST_CASE("fast graph reader: a number Json refuses as out of range is not read") {
  GraphReaders id{[](std::string_view s) { return std::string(s); }, [](std::string_view s) { return relation_key(s); }};
  for (const char* c : {R"({"nodes": [9e308], "edges": []})", R"({"nodes": ["A"], "edges": [], "w": [{"x": -1000e306}]})",
                        R"({"nodes": ["A"], "edges": [{"source": "A", "target": "B", "weight": 2e308}]})"}) {
    CAPTURE(c);
    GraphSets g;
    CHECK(read_graph_fast(c, id, g) == FastGraph::Unsure);
    CHECK_FALSE(parse_json_safely(c).has_value());
  }
  GraphSets g;
  CHECK(read_graph_fast(R"({"nodes": [1e308, 1e-400], "edges": []})", id, g) == FastGraph::Read);
  CHECK(g.malformed_nodes == 2);

  GoldItem item = test::make_item(Json::parse(R"({"format":"graph","evaluator":"l5-composite","answer":{"nodes":["Bowl"],"edges":[]}})"));
  Parsed p = parse_output("{\"nodes\": [\"Bowl\"], \"edges\": []}\n{\"nodes\": [\"Spoon\"], \"edges\": [], \"w\": 9e308}", item,
                          test::index_for("en"));
  REQUIRE(p.status == ParseStatus::Ok);
  REQUIRE(p.graph);
  CHECK(p.graph->declared == std::vector<std::string>{"Bowl"});
}
