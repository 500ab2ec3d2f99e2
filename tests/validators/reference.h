// Test helpers for the end-to-end suite:
//  - write_answer: a gold answer written the way a model would write it,
//    in an item's language (English names through the renderer's forms,
//    canonical labels for struct), with the item's regime's habits;
//  - reference_score: what an answer equal to another item's gold must
//    score, computed independently from the scorer with plain formulas
//    (the brute-force side of a differential test).
#pragma once

#include <cmath>
#include <map>
#include <optional>
#include <set>
#include <string>

#include <fmt/format.h>

#include "generator/render/renderer.h"
#include "validators/reading/gold.h"

namespace mm::test {

inline const Renderer& english() {
  static std::shared_ptr<const Renderer> r = [] {
    auto x = Renderer::load("en");
    REQUIRE(x);
    return *x;
  }();
  return *r;
}

/// A label's English noun phrase ("the apple", "cabinet 2", "the agent's hand").
inline std::string english_name(const std::string& label, const score::Vocabulary& v) {
  const Lexicon& lx = english().lexicon();
  if (lx.specials.count(label)) return lx.specials.at(label).word();
  std::string type = v.type_of.count(label) ? v.type_of.at(label) : label.substr(0, label.find('_'));
  int index = label.size() > type.size() + 1 ? std::stoi(label.substr(type.size() + 1)) : 0;
  auto f = english().forms().entity_form({type, index, lx.rooms.count(type) > 0}, "");
  REQUIRE_MESSAGE(f, label);
  return *f;
}

inline std::string name_in(const score::GoldItem& target, const score::GoldItem& source, const std::string& label) {
  if (target.language == "struct") return label;
  if (source.type_answers) return english().lexicon().types.at(label).word();
  return english_name(label, source.vocab);
}

inline std::string join(const std::vector<std::string>& xs, const std::string& sep) {
  std::string out;
  for (const auto& x : xs) out += (out.empty() ? "" : sep) + x;
  return out;
}

/// The core of an answer: source's gold in target's language.
inline std::string answer_core(const score::GoldItem& t, const score::GoldItem& s, int style) {
  const bool en = t.language != "struct";
  const Lexicon& lx = english().lexicon();
  const Json& a = s.answer;
  std::vector<std::string> names;
  switch (s.format) {
    case Format::Boolean: return a.get<bool>() ? (en ? "Yes" : "yes") : (en ? "No" : "no");
    case Format::Integer: {
      int64_t n = a.get<int64_t>();
      return en && style % 2 && lx.number_words.count(int(n)) ? lx.number_words.at(int(n)).front() : std::to_string(n);
    }
    case Format::Direction: return a.get<std::string>();
    case Format::DirectionPair: return a[0].get<std::string>() + ", " + a[1].get<std::string>();
    case Format::Label: {
      std::string v = a.get<std::string>();
      if (s.evaluator == "attribute-exact" && (v.ends_with("_true") || v.ends_with("_false"))) {
        std::string attr = v.substr(0, v.rfind('_')), val = v.substr(v.rfind('_') + 1);
        return en ? lx.states.at(attr).at(val).word() : attr + "=" + val;
      }
      if (s.evaluator == "attribute-exact") return en ? lx.failures.at(v).word() : v;
      if (&t == &s && s.scoring.value("location_kind", "") == "floor" && style % 2) return en ? "on the floor" : "Floor";
      return name_in(t, s, v);
    }
    case Format::LabelList:
    case Format::LabelSequence:
      for (const auto& x : a) names.push_back(s.evaluator == "kendall-tau" ? x.get<std::string>() : name_in(t, s, x.get<std::string>()));
      if (names.empty()) return "none";
      return join(names, s.format == Format::LabelSequence && s.evaluator != "kendall-tau" ? " -> " : ", ");
    case Format::FreeText:
      if (s.evaluator == "anchor-extraction")
        return fmt::format("{} is {} of {}.", name_in(t, s, s.scoring["stated_located"]), s.scoring["direction"].get<std::string>(),
                           name_in(t, s, s.scoring["stated_anchor"]));
      for (const auto& x : a) names.push_back(name_in(t, s, x.get<std::string>()));
      return join(names, ", ");
    default: return a.dump();
  }
}

inline std::string write_answer(const score::GoldItem& t, const score::GoldItem& s, int style) {
  std::string core = answer_core(t, s, style);
  bool json = s.format == Format::Histogram || s.format == Format::EventList || s.format == Format::StateMap ||
              s.format == Format::Graph;
  if (json && (style % 2 || t.regime == "reasoning")) core = "```json\n" + core + "\n```";
  if (t.regime == "reasoning")
    return "Let me work through the description step by step.\nI keep track of every object.\n" +
           std::string(t.language == "struct" ? "ANSWER: " : "Answer: ") + core;
  if (!json && style % 3 == 2 && s.format != Format::FreeText && s.format != Format::LabelList) return "**" + core + "**";
  return core;
}

// ---- reference scores -------------------------------------------------------

inline std::string resolve(const std::string& label, const score::Vocabulary& v) {
  if (v.has(label)) return label;
  if (label.ends_with("_1") && v.has(label.substr(0, label.size() - 2))) return label.substr(0, label.size() - 2);
  return label;
}

inline Json resolve_json(const Json& j, const score::Vocabulary& v) {
  if (j.is_string()) return resolve(j.get<std::string>(), v);
  if (j.is_array()) {
    Json out = Json::array();
    for (const auto& x : j) out.push_back(resolve_json(x, v));
    return out;
  }
  if (j.is_object()) {
    Json out = Json::object();
    for (const auto& [k, x] : j.items()) {
      std::string key = k == "object" || k == "source" || k == "target" || k == "value" || k == "parent" || k == "nodes" ||
                                k == "edges" || k == "relation" || k == "attribute"
                            ? k
                            : resolve(k, v);
      out[key] = k == "attribute" || k == "relation" ? x : resolve_json(x, v);
    }
    return out;
  }
  return j;
}

template <class T>
double f1_of(const std::set<T>& p, const std::set<T>& g) {
  if (p.empty() && g.empty()) return 1;
  double tp = 0;
  for (const auto& x : p) tp += g.count(x);
  double prec = p.empty() ? 1 : tp / double(p.size()), rec = g.empty() ? 1 : tp / double(g.size());
  return prec + rec > 0 ? 2 * prec * rec / (prec + rec) : 0;
}

inline std::set<std::string> dumps(const Json& arr) {
  std::set<std::string> out;
  for (const auto& x : arr) out.insert(x.dump());
  return out;
}

inline int bin8(const std::string& d) {
  static const std::vector<std::string> c = {"north", "northeast", "east", "southeast", "south", "southwest", "west", "northwest"};
  static const std::vector<std::string> e = {"front", "front-right", "right", "back-right", "back", "back-left", "left", "front-left"};
  for (int i = 0; i < 8; ++i)
    if (d == c[size_t(i)]) return i;
    else if (d == e[size_t(i)]) return 100 + i;
  return -1000;
}

/// The score of answering `t` with `s`'s gold; nullopt for the diagnostics.
inline std::optional<double> reference_score(const score::GoldItem& t, const score::GoldItem& s) {
  const std::string& ev = t.evaluator;
  Json got = resolve_json(s.answer, t.vocab);
  const Json& want = t.answer;
  if (ev == "anchor-extraction" || ev == "scene-listing") return std::nullopt;
  if (ev == "direction-relaxed") {
    int a = bin8(got.get<std::string>()), b = bin8(want.get<std::string>());
    if (a / 100 != b / 100) return 0.0;
    int d = std::abs(a - b) % 8;
    return std::min(d, 8 - d) <= 1 ? 1.0 : 0.0;
  }
  if (ev == "chain-consistency") return (double(got[0] == want[0]) + double(got[1] == want[1]) + 1.0) / 3.0;
  if (ev == "kendall-tau") {
    std::map<std::string, int> pos;
    for (size_t i = 0; i < got.size(); ++i) pos[got[i]] = int(i);
    double c = 0, d = 0;
    for (size_t i = 0; i < want.size(); ++i)
      for (size_t j = i + 1; j < want.size(); ++j) (pos[want[i]] < pos[want[j]] ? c : d) += 1;
    return ((c - d) / (c + d) + 1) / 2;
  }
  if (ev == "set-f1" || ev == "indirect-search-f1" || ev == "event-set-f1" || ev == "counterfactual-delta-f1")
    return f1_of(dumps(got), dumps(want));
  if (ev == "histogram-f1") {
    double tp = 0, np = 0, ng = 0;
    for (const auto& [k, n] : got.items()) np += n.get<double>();
    for (const auto& [k, n] : want.items()) {
      ng += n.get<double>();
      if (got.contains(k)) tp += std::min(n.get<double>(), got[k].get<double>());
    }
    double p = tp / np, r = tp / ng;
    return p + r > 0 ? 2 * p * r / (p + r) : 0;
  }
  if (ev == "final-state-exact") {
    double right = 0, total = 0;
    for (const auto& [o, st] : want.items())
      for (const auto& [attr, v] : st.items()) {
        ++total;
        right += got.contains(o) && got[o].contains(attr) && got[o][attr] == v;
      }
    return right / total;
  }
  if (ev == "l5-composite") {
    std::set<std::string> gn, wn;
    for (const auto& x : got["nodes"]) gn.insert(x);
    for (const auto& x : want["nodes"]) wn.insert(x);
    return 0.05 + 0.05 + 0.2 * f1_of(gn, wn) + 0.55 * f1_of(dumps(got["edges"]), dumps(want["edges"])) + 0.15;
  }
  return got == want ? 1.0 : 0.0;
}

}  // namespace mm::test
