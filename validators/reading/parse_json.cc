// JSON formats: histogram, event list, state map, graph. The JSON is found
// by json_scan (the last complete candidate of the expected shape); names
// inside it are read like any other answer (labels in any form, aliases,
// other languages), attributes are matched ignoring case and punctuation.
#include <algorithm>
#include <map>
#include <set>
#include <tuple>
#include <unordered_map>

#include <fmt/format.h>

#include "validators/reading/json_graph.h"
#include "validators/reading/json_scan.h"
#include "validators/reading/parse_internal.h"
#include "validators/reading/reading.h"
#include "format/text_norm.h"

namespace mm::score {
namespace {

bool count_value(const Json& v) {
  return (v.is_number_integer() && v.get<int64_t>() >= 0) ||
         (v.is_number_float() && v.get<double>() >= 0 && v.get<double>() == double(int64_t(v.get<double>())));
}

bool histogram_shape(const Json& j) {
  if (!j.is_object() || j.empty()) return false;
  return std::all_of(j.begin(), j.end(), count_value);
}

bool event_list_shape(const Json& j) {
  return j.is_array() && std::all_of(j.begin(), j.end(), [](const Json& e) {
           return e.is_object() && e.contains("object") && e.contains("attribute");
         });
}

bool state_map_shape(const Json& j) {
  return j.is_object() && !j.empty() && std::all_of(j.begin(), j.end(), [](const Json& e) { return e.is_object(); });
}

bool graph_shape(const Json& j) {
  if (!j.is_object()) return false;
  auto n = j.find("nodes"), e = j.find("edges");
  return n != j.end() && e != j.end() && n->is_array() && e->is_array();
}

// Letters and digits only, lower-cased: "is_open" == "isOpen" == "IsOpen".
std::string squash(std::string_view s) {
  std::string out;
  for (char c : s)
    if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) out += c;
    else if (c >= 'A' && c <= 'Z') out += char(c - 'A' + 'a');
  return out;
}

const std::vector<std::string>& default_attributes() {
  static const std::vector<std::string> v = {"parent",   "isOpen",  "isToggled", "isSliced",
                                             "isCooked", "isDirty", "isBroken",  "isFilledWithLiquid",
                                             "isUsedUp", "isPickedUp"};
  return v;
}

// The canonical attribute a key names ("location" and "where" mean parent,
// "open" means isOpen), or the key itself when none.
std::string attribute_of(const std::string& key) {
  std::string k = squash(key);
  for (const char* p : {"parent", "location", "where", "receptacle", "container"})
    if (k == p) return "parent";
  for (const auto& a : default_attributes())
    if (squash(a) == k || squash(a) == "is" + k) return a;
  return key;
}

struct Reader {
  const Text& t;
  Parsed& out;
  std::vector<Value> names;
  // A graph names each object several times: each distinct string is read once.
  std::unordered_map<std::string, std::string> seen;  // raw + want -> canonical
  std::string key;                                     // scratch for lookups in `seen`

  std::string name(const Json& v, Want w) {
    if (!v.is_string()) return v.dump();
    return name(std::string_view(v.get_ref<const std::string&>()), w);
  }

  std::string name(std::string_view raw, Want w) {
    key.assign(raw);  // reused: a hit allocates nothing
    key += char(1 + int(w));
    if (auto it = seen.find(key); it != seen.end()) return it->second;
    Value r = name_of_string(std::string(raw), w, t.item, t.index);
    if (!r.known) out.unrecognised.push_back(r.text);
    names.push_back(r);
    seen.emplace(key, r.text);
    return r.text;
  }

  // A state attribute's value: a JSON boolean, 0/1, or a yes/no or state word.
  Json state(const Json& v, const std::string& attr) {
    if (v.is_boolean()) return v;
    if (v.is_number()) return v.get<double>() != 0;
    if (!v.is_string()) return v;
    std::string s = normalise_phrase(v.get<std::string>());
    for (const Value& b : values_in(s, Want::Boolean, t.item, t.index)) return b.text == "true";
    for (const Value& st : values_in(s, Want::State, t.item, t.index))
      if (st.text.starts_with(attr + "_")) return st.text.ends_with("_true");
    return s;
  }

  Json value(const std::string& attr, const Json& v) {
    return attr == "parent" ? Json(name(v, Want::Label)) : state(v, attr);
  }
};

Json read_histogram(const Json& j, Reader& r) {
  Want w = r.t.item.type_answers ? Want::Type : Want::Label;
  Json out = Json::object();
  for (const auto& [k, v] : j.items()) {
    std::string key = r.name(Json(k), w);
    out[key] = out.value(key, int64_t(0)) + int64_t(v.get<double>());
  }
  return out;
}

// Events in canonical order: by object, attribute, then value (as JSON
// text), repeats removed; the order a model lists them in carries nothing.
Json read_events(const Json& j, Reader& r) {
  std::map<std::tuple<std::string, std::string, std::string>, Json> events;
  for (const auto& e : j) {
    std::string attr = e["attribute"].is_string() ? attribute_of(e["attribute"].get<std::string>()) : e["attribute"].dump();
    std::string object = r.name(e["object"], Want::Label);
    Json value = e.contains("value") ? r.value(attr, e["value"]) : Json();
    std::string key = value.dump(-1, ' ', false, Json::error_handler_t::replace);
    events.try_emplace({object, attr, key}, Json{{"object", object}, {"attribute", attr}, {"value", std::move(value)}});
  }
  Json out = Json::array();
  for (auto& [key, ev] : events) out.push_back(std::move(ev));
  return out;
}

Json read_state_map(const Json& j, Reader& r) {
  Json out = Json::object();
  for (const auto& [k, states] : j.items()) {
    Json& entry = out[r.name(Json(k), Want::Label)];
    if (!entry.is_object()) entry = Json::object();
    for (const auto& [key, v] : states.items()) {
      std::string attr = attribute_of(key);
      entry[attr] = r.value(attr, v);
    }
  }
  return out;
}

std::string relation_key_of(std::string_view relation) {
  std::string s = normalise_phrase(relation);
  s.erase(std::remove(s.begin(), s.end(), ' '), s.end());
  return s;
}


// Histogram written as text ("apples: 2, mug: 1" or "2 apples, 1 mug").
bool histogram_from_text(const Text& t, Parsed& out) {
  std::string_view seg = t.segments.list.empty() ? std::string_view() : t.segments.list.front();
  Want w = t.item.type_answers ? Want::Type : Want::Label;
  Json h = Json::object();
  std::vector<Value> used;
  for (std::string_view item : split_items(seg, t.index)) {
    std::vector<Value> names = values_in(item, w, t.item, t.index);
    std::vector<Value> nums = values_in(item, Want::Number, t.item, t.index);
    if (names.size() != 1 || nums.size() > 1) continue;
    int64_t n = nums.empty() ? (names[0].plural ? -1 : 1) : std::stoll(nums[0].text);
    if (n < 0) continue;
    h[names[0].text] = h.value(names[0].text, int64_t(0)) + n;
    used.push_back(names[0]);
  }
  if (h.empty()) return false;
  out.status = ParseStatus::Ok;
  out.answer = std::move(h);
  out.off_language = off_language(used);
  out.note = "histogram read from text, not JSON";
  return true;
}

}  // namespace

namespace {

char open_of(Format f) { return f == Format::EventList ? '[' : '{'; }

// Graphs: each candidate is read by the fast reader, or with Json when it
// is unsure; the first one of graph shape is the answer.
bool read_graph_answer(std::string_view raw, const Text& t, Parsed& out) {
  Reader r{t, out, {}, {}, {}};
  GraphReaders readers{[&](std::string_view s) { return r.name(s, Want::Label); }, relation_key_of};
  std::shared_ptr<GraphSets> graph;
  bool found = for_each_candidate(raw, '{', [&](const JsonSpan&, std::string_view candidate, bool whole) {
    auto g = std::make_shared<GraphSets>();
    if (nesting_depth(candidate, kMaxJsonDepth + 1) > kMaxJsonDepth) return false;
    FastGraph fast = read_graph_fast(candidate, readers, *g);
    if (fast == FastGraph::NotGraph) return false;
    if (fast == FastGraph::Unsure) {
      auto j = parse_json_safely(candidate);
      if (!j || !graph_shape(*j)) return false;
      read_graph_json(*j, readers, *g);
    }
    out.strict_json = whole;
    graph = std::move(g);
    return true;
  });
  if (!found) return false;
  // The answer stays as sets (parsed_answer() gives its JSON): building
  // nested JSON objects per edge was the largest cost of scoring a graph.
  out.json_valid = true;
  out.graph = std::move(graph);
  out.status = ParseStatus::Ok;
  out.off_language = off_language(r.names);
  return true;
}

}  // namespace

bool read_json_answer(std::string_view raw, const Text& t, Parsed& out) {
  Format f = t.item.format;
  if (f == Format::Graph) return read_graph_answer(raw, t, out);
  auto shape = f == Format::Histogram  ? histogram_shape
               : f == Format::EventList ? event_list_shape
                                        : state_map_shape;
  auto found = extract_json(raw, open_of(f), shape);
  if (!found) return false;
  out.json_valid = true;
  out.strict_json = found->whole;
  Reader r{t, out, {}, {}, {}};
  out.answer = f == Format::Histogram  ? read_histogram(found->value, r)
               : f == Format::EventList ? read_events(found->value, r)
                                        : read_state_map(found->value, r);
  out.status = ParseStatus::Ok;
  out.off_language = off_language(r.names);
  return true;
}

void read_json_fallback(std::string_view raw, const Text& t, Parsed& out) {
  Format f = t.item.format;
  // Text is read as a histogram only when it holds no JSON at all:
  // {"Apple": "two"} is JSON of the wrong shape, not prose.
  bool other_json =
      extract_json(raw, open_of(f), [](const Json& j) { return j.is_object() || j.is_array(); }).has_value();
  if (f == Format::Histogram && !other_json && histogram_from_text(t, out)) return;
  out.note = other_json ? fmt::format("JSON found, but not a {}", format_name(f))
                        : fmt::format("no JSON {} found", format_name(f));
}

}  // namespace mm::score
