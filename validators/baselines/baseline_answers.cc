#include "validators/baselines/baseline_answers.h"

#include <algorithm>
#include <set>

#include "format/directions.h"

namespace mm::baselines {
namespace {

constexpr int kMaxCount = 6;       // integer answers guessed in 0..6
constexpr size_t kTopGolds = 4;    // frequent gold values tried as constants
constexpr double kRecurring = 0.02;  // ... when they recur in this share of the items
constexpr int kRandomEdges = 8;    // edges of a random graph

std::vector<std::string> direction_set(const Json& example) {
  const auto& names = example.is_string() && is_compass_name(example.get<std::string>()) ? kCompassNames : kEgoNames;
  return {names.begin(), names.end()};
}

// The labels an answer of the item may name: the offered choices, or the
// item's labels (types for type answers), plus the agent's hand for
// locations.
std::vector<std::string> label_space(const score::GoldItem& item) {
  if (!item.choices.empty()) return item.choices;
  std::set<std::string> out;
  for (const auto& [label, type] : item.vocab.type_of) out.insert(item.type_answers ? type : label);
  if (item.evaluator == evaluator::receptacle_exact) out.insert("Agent");
  return {out.begin(), out.end()};
}

std::string pick(const std::vector<std::string>& v, Rng& rng) {
  return v.empty() ? std::string() : v[size_t(rng.below(v.size()))];
}

Json random_labels(const std::vector<std::string>& space, size_t n, Rng& rng) {
  std::vector<std::string> pool = space;
  rng.shuffle(pool);
  pool.resize(std::min(n, pool.size()));
  return pool;
}

Json random_graph(const std::vector<std::string>& space, Rng& rng) {
  Json nodes = Json::array(), edges = Json::array();
  std::set<std::string> used;
  std::vector<std::string> sources = space;
  rng.shuffle(sources);
  sources.resize(std::min<size_t>(sources.size(), kRandomEdges));
  for (const auto& label : sources) {
    std::string target = pick(space, rng);
    if (target == label) continue;
    edges.push_back({{"source", label}, {"target", target}, {"relation", "containedIn"}});
    used.insert(label);
    used.insert(target);
  }
  for (const auto& n : used) nodes.push_back(n);
  return {{"nodes", nodes}, {"edges", edges}};
}

Json random_events(const score::GoldItem& item, const std::vector<std::string>& space, Rng& rng) {
  std::vector<std::string> attrs{"parent"};
  if (auto v = item.scoring.find(sk::vocabulary); v != item.scoring.end() && v->is_array())
    for (const auto& a : *v)
      if (a.is_string() && a != "parent") attrs.push_back(a.get<std::string>());
  Json out = Json::array();
  for (uint64_t k = 1 + rng.below(3); k > 0; --k) {
    std::string attr = pick(attrs, rng);
    Json value = attr == "parent" ? Json(pick(space, rng)) : Json(rng.below(2) == 1);
    out.push_back({{"object", pick(space, rng)}, {"attribute", attr}, {"value", value}});
  }
  return out;
}

Json random_state_map(const score::GoldItem& item, const std::vector<std::string>& space, Rng& rng) {
  // The question names the objects; their attributes get random values.
  Json out = Json::object();
  if (!item.answer.is_object()) return out;
  for (const auto& [object, state] : item.answer.items()) {
    Json s = Json::object();
    if (state.is_object())
      for (const auto& [attr, v] : state.items())
        s[attr] = v.is_boolean() ? Json(rng.below(2) == 1) : Json(pick(space, rng));
    out[object] = s;
  }
  return out;
}

}  // namespace

Json random_answer(const score::GoldItem& item, Rng& rng) {
  std::vector<std::string> space = label_space(item);
  switch (item.format) {
    case Format::Boolean: return rng.below(2) == 1;
    case Format::Integer: return int64_t(rng.below(kMaxCount + 1));
    case Format::Direction: return pick(direction_set(item.answer), rng);
    case Format::DirectionPair: {
      auto set = direction_set(item.answer.is_array() && !item.answer.empty() ? item.answer[0] : Json());
      return Json::array({pick(set, rng), pick(set, rng)});
    }
    case Format::Label: return pick(space, rng);
    case Format::LabelList: return random_labels(space, size_t(rng.below(4)), rng);
    case Format::LabelSequence:
      if (item.evaluator == "kendall-tau") {
        std::vector<std::string> letters;
        for (const auto& x : item.answer) letters.push_back(x.get<std::string>());
        std::sort(letters.begin(), letters.end());
        rng.shuffle(letters);
        return letters;
      }
      return random_labels(space, size_t(2 + rng.below(3)), rng);
    case Format::Histogram: {
      Json out = Json::object();
      for (const auto& label : random_labels(space, size_t(1 + rng.below(5)), rng))
        out[label.get<std::string>()] = int64_t(1 + rng.below(3));
      return out;
    }
    case Format::EventList: return random_events(item, space, rng);
    case Format::StateMap: return random_state_map(item, space, rng);
    case Format::Graph: return random_graph(space, rng);
    case Format::FreeText: return "";
  }
  return nullptr;
}

std::vector<Json> constant_candidates(Format format, const std::vector<std::pair<std::string, int64_t>>& golds) {
  std::vector<Json> out;
  auto add = [&](Json j) {
    if (std::find(out.begin(), out.end(), j) == out.end()) out.push_back(std::move(j));
  };
  switch (format) {
    case Format::Boolean: add(true), add(false); break;
    case Format::Integer:
      for (int n = 0; n <= kMaxCount; ++n) add(int64_t(n));
      break;
    case Format::Direction:
      if (!golds.empty())
        for (const auto& d : direction_set(Json::parse(golds.front().first))) add(d);
      break;
    case Format::LabelList:
    case Format::LabelSequence:
    case Format::EventList: add(Json::array()); break;
    case Format::Histogram:
    case Format::StateMap: add(Json::object()); break;
    case Format::Graph: add(Json{{"nodes", Json::array()}, {"edges", Json::array()}}); break;
    default: break;
  }
  std::vector<std::pair<std::string, int64_t>> sorted = golds;
  std::stable_sort(sorted.begin(), sorted.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
  int64_t total = 0;
  for (const auto& g : golds) total += g.second;
  for (size_t i = 0; i < sorted.size() && i < kTopGolds; ++i)
    if (double(sorted[i].second) >= kRecurring * double(total)) add(Json::parse(sorted[i].first));
  return out;
}

std::vector<std::pair<std::string, Json>> shortcut_answers(const score::GoldItem& item) {
  std::vector<std::pair<std::string, Json>> out;
  auto s = item.scoring.find(sk::shortcuts);
  if (s == item.scoring.end() || !s->is_object()) return out;
  for (const auto& [name, answer] : s->items()) {
    // "@/pointer": an answer kept elsewhere in the scoring data (a graph).
    if (answer.is_string() && answer.get_ref<const std::string&>().starts_with("@/")) {
      const auto pointer = Json::json_pointer(answer.get<std::string>().substr(1));
      if (item.scoring.contains(pointer)) out.emplace_back(name, item.scoring.at(pointer));
      continue;
    }
    out.emplace_back(name, answer);
  }
  std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  return out;
}

std::string answer_text(Format format, const Json& answer) {
  switch (format) {
    case Format::Boolean: return answer.is_boolean() && answer.get<bool>() ? "yes" : "no";
    case Format::Integer: return answer.is_number_integer() ? std::to_string(answer.get<int64_t>()) : answer.dump();
    case Format::Label:
    case Format::Direction:
    case Format::FreeText: return answer.is_string() ? answer.get<std::string>() : answer.dump();
    case Format::DirectionPair:
      if (answer.is_array() && answer.size() == 2 && answer[0].is_string() && answer[1].is_string())
        return answer[0].get<std::string>() + ", " + answer[1].get<std::string>();
      return answer.dump();
    default: return answer.dump();
  }
}

double chance_of(const score::GoldItem& item) {
  switch (item.format) {
    case Format::Boolean: return 0.5;
    case Format::Integer: return 1.0 / (kMaxCount + 1);
    case Format::Direction: return item.evaluator == "direction-relaxed" ? 3.0 / 8 : 1.0 / 8;
    case Format::DirectionPair: return 1.0 / 64;
    case Format::Label: {
      size_t n = label_space(item).size();
      return n ? 1.0 / double(n) : 0;
    }
    case Format::LabelSequence:
      return item.evaluator == "kendall-tau" && item.answer.size() == 3 ? 1.0 / 6 : 0;
    default: return 0;
  }
}

}  // namespace mm::baselines
