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
#include <mutex>
#include <optional>
#include <set>
#include <string>

#include <fmt/format.h>

#include "generator/render/renderer.h"
#include "validators/reading/gold.h"

namespace mm::test {

/// The renderer of a natural language (struct items are answered in
/// canonical keys and never need one).
inline const Renderer& renderer_of(const std::string& lang) {
  // Several workers write answers at once (for_each_item): one loads at a time.
  static std::mutex lock;
  static std::map<std::string, std::shared_ptr<const Renderer>> cache;
  std::lock_guard<std::mutex> hold(lock);
  auto& r = cache[lang];
  if (!r) {
    auto x = Renderer::load(lang);
    REQUIRE_MESSAGE(x, lang);
    r = *x;
  }
  return *r;
}
inline const Renderer& english() { return renderer_of("en"); }

/// The lexicon entry of `type` (or one of its variants) whose word is `word`.
inline const LexEntry* entry_with_word(const Lexicon& lx, const std::string& type, const std::string& word) {
  const LexEntry* base = lookup(lx.types, type);
  if (!base || base->word() == word) return base;
  for (const auto& v : base->variants)
    if (v.entry.word() == word) return &v.entry;
  return nullptr;
}

/// A label's noun phrase in `lang`, as prompts print it ("the apple",
/// "cabinet 2", "2号柜子", "the agent's hand"). In the item's own language
/// (`own`), a label the item writes in a word group takes that group's word
/// and number (the gold's "names"), as its prompt does.
inline std::string name_in_language(const std::string& label, const score::Vocabulary& v, const std::string& lang,
                                    bool own = false) {
  const Renderer& r = renderer_of(lang);
  const Lexicon& lx = r.lexicon();
  if (lx.specials.count(label)) return lx.specials.at(label).word();
  std::string type = v.type_of.count(label) ? v.type_of.at(label) : label.substr(0, label.find('_'));
  int index = label.size() > type.size() + 1 ? std::stoi(label.substr(type.size() + 1)) : 0;
  LabelTable::Entry e{type, index, lx.rooms.count(type) > 0, "", ""};
  auto group = v.grouped.find(label);
  if (own && group != v.grouped.end()) {
    const LexEntry* entry = entry_with_word(lx, type, group->second.first);
    REQUIRE_MESSAGE(entry, label);
    auto f = r.forms().form_of(e, *entry, group->second.second, "");
    REQUIRE_MESSAGE(f, label);
    return *f;
  }
  auto f = r.forms().entity_form(e, "");
  REQUIRE_MESSAGE(f, label);
  return *f;
}

inline std::string english_name(const std::string& label, const score::Vocabulary& v) {
  return name_in_language(label, v, "en");
}

/// `label` of `source` as `target`'s answer would write it: canonical for
/// struct; in `lang` (English by default, or the target's own language).
inline std::string name_in(const score::GoldItem& target, const score::GoldItem& source, const std::string& label,
                           const std::string& lang = "en") {
  if (target.language == "struct") return label;
  if (source.type_answers) return renderer_of(lang).lexicon().types.at(label).word();
  return name_in_language(label, source.vocab, lang, lang == source.language);
}

inline std::string join(const std::vector<std::string>& xs, const std::string& sep) {
  std::string out;
  for (const auto& x : xs) out += (out.empty() ? "" : sep) + x;
  return out;
}

/// The core of an answer: source's gold as target's answer, written in
/// `lang`'s words (English by default; struct items in canonical keys).
inline std::string answer_core(const score::GoldItem& t, const score::GoldItem& s, int style,
                               const std::string& lang = "en") {
  const bool en = t.language != "struct";
  const Lexicon& lx = renderer_of(lang).lexicon();
  const bool english_words = lang == "en";
  const Json& a = s.answer;
  std::vector<std::string> names;
  switch (s.format) {
    case Format::Boolean:
      if (en && !english_words) return a.get<bool>() ? lx.yes.front() : lx.no.front();
      return a.get<bool>() ? (en ? "Yes" : "yes") : (en ? "No" : "no");
    case Format::Integer: {
      int64_t n = a.get<int64_t>();
      return en && style % 2 && lx.number_words.count(int(n)) ? lx.number_words.at(int(n)).front() : std::to_string(n);
    }
    case Format::Direction:
      return en && !english_words ? lx.directions.at(a.get<std::string>()).word() : a.get<std::string>();
    case Format::DirectionPair:
      if (en && !english_words)
        return lx.directions.at(a[0].get<std::string>()).word() + ", " + lx.directions.at(a[1].get<std::string>()).word();
      return a[0].get<std::string>() + ", " + a[1].get<std::string>();
    case Format::Label: {
      std::string v = a.get<std::string>();
      if (s.evaluator == "attribute-exact" && (v.ends_with("_true") || v.ends_with("_false"))) {
        std::string attr = v.substr(0, v.rfind('_')), val = v.substr(v.rfind('_') + 1);
        return en ? lx.states.at(attr).at(val).word() : attr + "=" + val;
      }
      if (s.evaluator == "attribute-exact") return en ? lx.failures.at(v).word() : v;
      if (&t == &s && english_words && s.scoring.value("location_kind", "") == "floor" && style % 2)
        return en ? "on the floor" : "Floor";
      return name_in(t, s, v, lang);
    }
    case Format::LabelList:
    case Format::LabelSequence:
      for (const auto& x : a)
        names.push_back(s.evaluator == "kendall-tau" ? x.get<std::string>() : name_in(t, s, x.get<std::string>(), lang));
      if (names.empty()) return en && !english_words ? lx.nothing.front() : "none";
      return join(names, s.format == Format::LabelSequence && s.evaluator != "kendall-tau" ? " -> " : ", ");
    case Format::FreeText:
      if (s.evaluator == "anchor-extraction" && (!en || english_words))
        return fmt::format("{} is {} of {}.", name_in(t, s, s.scoring["stated_located"]), s.scoring["direction"].get<std::string>(),
                           name_in(t, s, s.scoring["stated_anchor"]));
      if (s.evaluator == "anchor-extraction")  // the stated relation in the item's words
        return fmt::format("{}: {} → {}", name_in(t, s, s.scoring["stated_located"], lang),
                           lx.directions.at(s.scoring["direction"].get<std::string>()).word(),
                           name_in(t, s, s.scoring["stated_anchor"], lang));
      for (const auto& x : a) names.push_back(name_in(t, s, x.get<std::string>(), lang));
      return join(names, ", ");
    case Format::Graph: {
      if (!en || english_words || !a.is_object() || !a.contains("nodes")) return a.dump();
      Json g = {{"nodes", Json::array()}, {"edges", Json::array()}};
      for (const auto& n : a["nodes"]) g["nodes"].push_back(name_in(t, s, n.get<std::string>(), lang));
      for (const auto& e : a["edges"])
        g["edges"].push_back({{"source", name_in(t, s, e["source"].get<std::string>(), lang)},
                              {"target", name_in(t, s, e["target"].get<std::string>(), lang)},
                              {"relation", e["relation"]}});
      return g.dump();
    }
    default: return a.dump();
  }
}

inline std::string write_answer(const score::GoldItem& t, const score::GoldItem& s, int style,
                                const std::string& lang = "en") {
  std::string core = answer_core(t, s, style, lang);
  bool json = s.format == Format::Histogram || s.format == Format::EventList || s.format == Format::StateMap ||
              s.format == Format::Graph;
  if (json && (style % 2 || t.regime == "reasoning")) core = "```json\n" + core + "\n```";
  if (t.regime == "reasoning") {
    std::string marker = t.language == "struct" ? "ANSWER: "
                         : lang == "en"         ? "Answer: "
                                                : renderer_of(lang).lexicon().answer_markers.front() + " ";
    return "Let me work through the description step by step.\nI keep track of every object.\n" + marker + core;
  }
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
