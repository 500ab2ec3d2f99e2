// Set-valued evaluators: set F1, indirect-search F1, histogram F1, event
// sets (and counterfactual deltas) and final-state exact match.
#include <algorithm>
#include <map>

#include "validators/scoring/eval_internal.h"

namespace mm::score {
namespace {

bool ok(const Parsed& p) { return p.status == ParseStatus::Ok; }

using Event = std::tuple<std::string, std::string, std::string>;  // object, attribute, value (JSON text)

std::set<Event> events(const Json& j) {
  std::set<Event> out;
  if (!j.is_array()) return out;
  for (const auto& e : j) {
    if (!e.is_object()) continue;
    auto str = [&](const char* k) {
      auto it = e.find(k);
      return it == e.end() ? std::string() : it->is_string() ? it->get<std::string>() : it->dump();
    };
    auto v = e.find("value");
    out.insert({str("object"), str("attribute"), v == e.end() ? "null" : v->dump()});
  }
  return out;
}

std::set<std::pair<std::string, std::string>> object_attributes(const std::set<Event>& es) {
  std::set<std::pair<std::string, std::string>> out;
  for (const auto& [o, a, v] : es) out.insert({o, a});
  return out;
}

int64_t hits(const std::set<Event>& pred, const Json& other) {
  std::set<Event> o = events(other);
  return int64_t(std::count_if(pred.begin(), pred.end(), [&](const Event& e) { return o.count(e) > 0; }));
}

Score f1_score(const F1& f) {
  Score s;
  s.correct = f.fp == 0 && f.fn == 0;
  s.score = f.f1;
  put_f1(s.components, f);
  return s;
}

std::map<std::string, int64_t> histogram(const Json& j) {
  std::map<std::string, int64_t> out;
  if (j.is_object())
    for (const auto& [k, v] : j.items())
      if (v.is_number() && v.get<double>() > 0) out[k] += int64_t(v.get<double>());
  return out;
}

}  // namespace

Score eval_set_f1(const GoldItem& g, const Parsed& p) {
  std::set<std::string> pred = ok(p) ? string_set(p.answer) : std::set<std::string>{};
  Score s = f1_score(set_f1(pred, string_set(g.answer)));
  s.components["unrecognised"] = int64_t(p.unrecognised.size());
  if (auto parent = g.scoring.find(sk::parent); parent != g.scoring.end() && parent->is_string())  // coLocated
    s.components["named_parent"] = pred.count(parent->get<std::string>()) > 0;
  return s;
}

// Gold [room, outermost receptacle, ..., direct parent], scored as a set;
// components say whether the room and the direct parent were named and
// whether the named gold elements come in the gold order.
Score eval_indirect_search(const GoldItem& g, const Parsed& p) {
  Score s = eval_set_f1(g, p);
  std::vector<std::string> gold;
  for (const auto& x : g.answer)
    if (x.is_string()) gold.push_back(x.get<std::string>());
  std::set<std::string> pred = ok(p) ? string_set(p.answer) : std::set<std::string>{};
  s.components["room_correct"] = !gold.empty() && pred.count(gold.front()) > 0;
  s.components["parent_correct"] = !gold.empty() && pred.count(gold.back()) > 0;
  std::vector<std::string> order;
  if (ok(p) && p.answer.is_array())
    for (const auto& x : p.answer)
      if (x.is_string() && std::find(gold.begin(), gold.end(), x.get<std::string>()) != gold.end())
        order.push_back(x.get<std::string>());
  std::vector<std::string> expected;
  for (const auto& x : gold)
    if (std::find(order.begin(), order.end(), x) != order.end()) expected.push_back(x);
  s.components["order_correct"] = ok(p) && !order.empty() && order == expected;
  return s;
}

// Multiset F1 over object occurrences: tp = sum over types of
// min(predicted count, gold count). Correct = identical histograms.
Score eval_histogram(const GoldItem& g, const Parsed& p) {
  std::map<std::string, int64_t> pred = ok(p) ? histogram(p.answer) : std::map<std::string, int64_t>{}, gold = histogram(g.answer);
  F1 f;
  int64_t np = 0, ng = 0, exact = 0;
  std::set<std::string> pk, gk;
  for (const auto& [k, n] : pred) np += n, pk.insert(k);
  for (const auto& [k, n] : gold) {
    ng += n;
    gk.insert(k);
    auto it = pred.find(k);
    f.tp += it == pred.end() ? 0 : std::min(n, it->second);
    exact += it != pred.end() && it->second == n;
  }
  f.fp = np - f.tp;
  f.fn = ng - f.tp;
  f.precision = np ? double(f.tp) / double(np) : 1.0;
  f.recall = ng ? double(f.tp) / double(ng) : 1.0;
  f.f1 = f.precision + f.recall > 0 ? 2 * f.precision * f.recall / (f.precision + f.recall) : 0.0;
  Score s = f1_score(f);
  s.correct = ok(p) && pred == gold;
  s.components["key_f1"] = round6(ok(p) ? set_f1(pk, gk).f1 : 0.0);
  s.components["exact_counts"] = round6(gold.empty() ? 1.0 : double(exact) / double(gold.size()));
  s.components["json_valid"] = p.json_valid;
  return s;
}

// Precision/recall/F1 over (object, attribute, value) events.
Score eval_event_set(const GoldItem& g, const Parsed& p) {
  std::set<Event> pred = ok(p) ? events(p.answer) : std::set<Event>{}, gold = events(g.answer);
  Score s = f1_score(set_f1(pred, gold));
  s.components["object_attribute_f1"] = round6(ok(p) ? set_f1(object_attributes(pred), object_attributes(gold)).f1 : 0.0);
  s.components["json_valid"] = p.json_valid;
  if (auto other = g.scoring.find(sk::other_changes); other != g.scoring.end())  // multiEvent
    s.components["distractor_hits"] = hits(pred, *other);
  return s;
}

// Event F1 over the gold delta (values as they would have been);
// actual_value_hits counts events stated with the values that actually
// resulted, i.e. the counterfactual was not applied.
Score eval_counterfactual_delta(const GoldItem& g, const Parsed& p) {
  Score s = eval_event_set(g, p);
  std::set<Event> pred = ok(p) ? events(p.answer) : std::set<Event>{};
  if (auto actual = g.scoring.find(sk::actual); actual != g.scoring.end())
    s.components["actual_value_hits"] = hits(pred, *actual);
  return s;
}

// Every (object, attribute) of the gold map must be given its gold value;
// extra objects or attributes are reported but not penalised. Score = the
// share of gold pairs right.
Score eval_final_state(const GoldItem& g, const Parsed& p) {
  const Json empty = Json::object();
  const Json& pred = ok(p) && p.answer.is_object() ? p.answer : empty;
  const Json before = g.scoring.value(sk::before, Json::object());
  int64_t total = 0, right = 0, objects_exact = 0, missing = 0, unchanged = 0;
  for (const auto& [obj, states] : g.answer.items()) {
    auto po = pred.find(obj);
    missing += po == pred.end();
    bool all = true;
    for (const auto& [attr, v] : states.items()) {
      ++total;
      bool hit = po != pred.end() && po->is_object() && po->contains(attr) && (*po)[attr] == v;
      right += hit;
      all = all && hit;
      if (!hit && po != pred.end() && po->is_object() && po->contains(attr) && before.contains(obj) &&
          before[obj].contains(attr) && (*po)[attr] == before[obj][attr])
        ++unchanged;
    }
    objects_exact += all;
  }
  int64_t extra = 0;
  for (const auto& [obj, v] : pred.items()) extra += !g.answer.contains(obj);
  Score s;
  s.correct = ok(p) && total > 0 && right == total;
  s.score = total ? double(right) / double(total) : 0.0;
  s.components["pairs_correct"] = right;
  s.components["pairs_total"] = total;
  s.components["objects_exact"] = round6(g.answer.empty() ? 0.0 : double(objects_exact) / double(g.answer.size()));
  s.components["missing_objects"] = missing;
  s.components["extra_objects"] = extra;
  s.components["unchanged_hits"] = unchanged;
  s.components["json_valid"] = p.json_valid;
  return s;
}

}  // namespace mm::score
