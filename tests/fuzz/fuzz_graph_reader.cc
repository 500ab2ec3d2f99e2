// fuzz-link: mm_validators
//
// Differential libFuzzer target: the fast graph reader (RapidJSON) against
// the Json reading it stands in for (read_graph_json). Each input is one candidate text. It
// aborts when
//   - the fast reader reads a graph (or a non-graph) that Json refuses;
//   - it says "not a graph" for what Json reads as graph-shaped, or the
//     reverse;
//   - the sets it builds differ from the Json reading's.
// (The first run of its kind found RapidJSON reading 9e308 as infinity.)
#include <cstdio>
#include <cstdlib>
#include <set>
#include <string>
#include <string_view>

#include "validators/reading/json_graph.h"
#include "validators/reading/json_scan.h"

using namespace mm;
using namespace mm::score;

namespace {

[[noreturn]] void fail(const char* what) {
  std::fprintf(stderr, "fuzz_graph_reader: %s\n", what);
  std::abort();
}

bool graph_shape(const Json& j) {
  return j.is_object() && j.contains("nodes") && j.contains("edges") && j["nodes"].is_array() && j["edges"].is_array();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  // The caller passes balanced spans only: "{...}" with matching brackets.
  if (text.empty() || text.front() != '{' || text.back() != '}') return 0;
  if (nesting_depth(text, kMaxJsonDepth + 1) > kMaxJsonDepth) return 0;  // the caller skips these
  GraphReaders id{[](std::string_view s) { return std::string(s); }, [](std::string_view s) { return relation_key(s); }};
  GraphSets fast;
  FastGraph result = read_graph_fast(text, id, fast);
  if (result == FastGraph::Unsure) return 0;  // the caller reads it with Json
  auto j = parse_json_safely(text);
  if (!j) fail("the fast reader accepted what Json refuses");
  if ((result == FastGraph::Read) != graph_shape(*j)) fail("the fast reader and Json disagree on the graph shape");
  if (result == FastGraph::NotGraph) return 0;
  GraphSets ref;
  read_graph_json(*j, id, ref);  // the path the parser takes for what the fast reader is unsure of
  if (fast.declared != ref.declared || fast.nodes != ref.nodes || fast.edges != ref.edges ||
      fast.malformed_nodes != ref.malformed_nodes || fast.malformed_edges != ref.malformed_edges ||
      fast.repeated != ref.repeated)
    fail("the fast reader's sets differ from the Json reading");
  return 0;
}
