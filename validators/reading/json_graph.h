// Reading a graph answer ({"nodes": [...], "edges": [...]}) straight into
// sets. Graph answers are the largest outputs a model writes (hundreds of
// edges), and a pool-allocated RapidJSON DOM reads them several times
// faster than the Json type. Candidates and acceptance are extract_json's:
// the same spans in the same order, RFC 8259 with valid UTF-8, duplicate
// keys resolved as Json does (the last one wins), the same shape test. A
// candidate RapidJSON refuses, or one with \u escapes (where the two
// parsers treat lone surrogates differently), is left to the caller's
// Json path, so what is accepted never depends on the fast path.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "validators/reading/graph_sets.h"
#include "validators/reading/json_scan.h"

namespace mm::score {

struct GraphReaders {
  std::function<std::string(std::string_view)> name;      // a node or endpoint name -> label
  std::function<std::string(std::string_view)> relation;  // a relation label -> its key
};

/// What happened to one candidate span.
enum class FastGraph {
  Read,      // a graph of the right shape: `g` is filled
  NotGraph,  // parsed, wrong shape: try the next candidate
  Unsure,    // not parsed here: read this candidate with Json
};

/// Reads one candidate span of `text`.
FastGraph read_graph_fast(std::string_view candidate, const GraphReaders& r, GraphSets& g);

/// The same reading of a graph-shaped Json value (the path for what the
/// fast reader is unsure of): nodes are strings or objects with id / name /
/// label (the last present wins), edges need string source and target.
void read_graph_json(const Json& j, const GraphReaders& r, GraphSets& g);

}  // namespace mm::score
