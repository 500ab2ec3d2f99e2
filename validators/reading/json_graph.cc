#include "validators/reading/json_graph.h"

#include <rapidjson/document.h>
#include <rapidjson/error/en.h>

#include <cmath>

namespace mm::score {
namespace {

using RValue = rapidjson::Value;

// The member `key` as Json would keep it: the last of equal keys.
const RValue* member(const RValue& obj, const char* key) {
  const RValue* found = nullptr;
  for (auto it = obj.MemberBegin(); it != obj.MemberEnd(); ++it)
    if (std::string_view(it->name.GetString(), it->name.GetStringLength()) == key) found = &it->value;
  return found;
}

std::string_view view(const RValue& v) { return {v.GetString(), v.GetStringLength()}; }

// RapidJSON reads a number that overflows after its exponent is applied
// ("9e308", "1000e306") as infinity; Json refuses the whole text.
bool all_finite(const RValue& v) {
  if (v.IsDouble()) return std::isfinite(v.GetDouble());
  if (v.IsArray())
    for (const RValue& x : v.GetArray())
      if (!all_finite(x)) return false;
  if (v.IsObject())
    for (auto it = v.MemberBegin(); it != v.MemberEnd(); ++it)
      if (!all_finite(it->value)) return false;
  return true;
}

}  // namespace

FastGraph read_graph_fast(std::string_view candidate, const GraphReaders& r, GraphSets& g) {
  if (candidate.find("\\u") != std::string_view::npos) return FastGraph::Unsure;
  rapidjson::Document doc;
  constexpr unsigned kFlags = rapidjson::kParseValidateEncodingFlag;
  doc.Parse<kFlags>(candidate.data(), candidate.size());
  if (doc.HasParseError() || !all_finite(doc)) return FastGraph::Unsure;
  if (!doc.IsObject()) return FastGraph::NotGraph;
  const RValue* nodes = member(doc, "nodes");
  const RValue* edges = member(doc, "edges");
  if (!nodes || !edges || !nodes->IsArray() || !edges->IsArray()) return FastGraph::NotGraph;

  GraphBuilder b;
  for (const RValue& n : nodes->GetArray()) {
    const RValue* name = &n;
    if (n.IsObject())
      for (const char* k : {"id", "name", "label"})
        if (const RValue* v = member(n, k)) name = v;
    if (name->IsString()) b.node(r.name(view(*name)));
    else b.malformed_node();
  }
  for (const RValue& e : edges->GetArray()) {
    const RValue* s = e.IsObject() ? member(e, "source") : nullptr;
    const RValue* t = e.IsObject() ? member(e, "target") : nullptr;
    if (!s || !t || !s->IsString() || !t->IsString()) {
      b.malformed_edge();
      continue;
    }
    const RValue* rel = member(e, "relation");
    b.edge(r.name(view(*s)), r.name(view(*t)), rel && rel->IsString() ? r.relation(view(*rel)) : std::string());
  }
  g = b.finish();
  return FastGraph::Read;
}

void read_graph_json(const Json& j, const GraphReaders& r, GraphSets& g) {
  GraphBuilder b;
  for (const auto& n : j["nodes"]) {
    const Json* name = &n;
    if (n.is_object())
      for (const char* k : {"id", "name", "label"})
        if (n.contains(k)) name = &n[k];
    if (name->is_string()) b.node(r.name(name->get_ref<const std::string&>()));
    else b.malformed_node();
  }
  for (const auto& e : j["edges"]) {
    if (!e.is_object() || !e.contains("source") || !e.contains("target") || !e["source"].is_string() ||
        !e["target"].is_string()) {
      b.malformed_edge();
      continue;
    }
    auto rel = e.find("relation");
    b.edge(r.name(e["source"].get_ref<const std::string&>()), r.name(e["target"].get_ref<const std::string&>()),
           rel != e.end() && rel->is_string() ? r.relation(rel->get_ref<const std::string&>()) : std::string());
  }
  g = b.finish();
}

}  // namespace mm::score
