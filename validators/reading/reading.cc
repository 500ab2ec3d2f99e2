#include "validators/reading/reading.h"

#include <cctype>
#include <algorithm>
#include <set>

#include <fmt/format.h>

#include "format/text_norm.h"

namespace mm::score {
namespace {

KindMask mask_of(Want w) {
  switch (w) {
    case Want::Boolean: return bit(Kind::Yes) | bit(Kind::No);
    case Want::Number: return bit(Kind::Number);
    case Want::Label: return kEntityKinds;
    case Want::Type: return bit(Kind::Object);
    case Want::State: return bit(Kind::State);
    case Want::Failure: return bit(Kind::Failure);
    case Want::Direction: return bit(Kind::Direction);
    case Want::Letter: return bit(Kind::Letter);
  }
  return 0;
}

bool wanted(Want w, Kind k) { return (mask_of(w) & bit(k)) != 0; }

// A label named by an object/room phrase, resolved in the item's vocabulary:
// "cabinet 2" -> Cabinet_2; "the cabinet" -> Cabinet when that is a label,
// or the only label of its type; "cabinet 1" -> Cabinet when the type is
// unnumbered in the item. Otherwise the unresolved reading.
std::string resolve_label(const Phrase& p, int64_t number, const Vocabulary& v) {
  if (p.kind == Kind::Special) return p.value;
  const std::string& type = p.value;
  // A kind the item writes in word groups: "lavabo 1" is the first lavabo,
  // whatever its canonical number; a number the group lacks names nothing.
  if (!p.groups.empty() && !v.grouped.empty()) {
    std::string in = v.in_group(type, p.groups, p.numbered ? number : -1);
    if (!in.empty()) return in;
    if (v.writes_group(type, p.groups))
      return p.numbered && number >= 0 ? fmt::format("{}_{}_{}", type, p.groups.front(), number) : type;
  }
  if (p.numbered && number >= 0) {
    std::string label = type + "_" + std::to_string(number);
    if (v.has(label)) return label;
    if (number == 1 && v.has(type)) return type;
    return label;
  }
  if (v.has(type)) return type;
  auto it = v.labels_of.find(type);
  if (it != v.labels_of.end() && it->second.size() == 1) return it->second.front();
  return type;
}

bool in_choices(const GoldItem& g, const std::string& v) {
  return g.choices.empty() || std::find(g.choices.begin(), g.choices.end(), v) != g.choices.end();
}

bool is_known(Want w, const GoldItem& g, const std::string& v, Kind k) {
  switch (w) {
    case Want::Label: return k == Kind::Special || g.vocab.has(v);
    case Want::Type: return g.vocab.labels_of.count(v) > 0;
    case Want::State:
    case Want::Failure:
    case Want::Direction: return in_choices(g, v);
    default: return true;
  }
}

struct Candidate {
  std::string value;
  bool known;
  Origin origin;
  bool plural;
};

std::string value_of(Want w, const Phrase& p, int64_t number, const GoldItem& g) {
  switch (w) {
    case Want::Boolean: return p.kind == Kind::Yes ? "true" : "false";
    case Want::Label: return resolve_label(p, number, g.vocab);
    default: return p.value;
  }
}

// Own words first; then a word English also has is English ("Yes" or
// "north" to a Japanese item is off-language even though the canonical
// keys are spelt the same); canonical-only forms ("Cabinet_2", digits) are
// neutral.
Lang lang_of(const std::vector<Candidate>& cs, const std::string& value) {
  bool english = false, canonical = false;
  for (const auto& c : cs) {
    if (c.value != value) continue;
    if (c.origin == Origin::Own) return Lang::Own;
    english = english || c.origin == Origin::English;
    canonical = canonical || c.origin == Origin::Canonical;
  }
  return english || !canonical ? Lang::Foreign : Lang::Neutral;
}

std::optional<Value> value_of_mention(const Mention& m, Want w, const GoldItem& g) {
  if (m.digits) {
    if (w != Want::Number) return std::nullopt;
    return Value{std::to_string(m.number), m.begin, m.end, Lang::Neutral};
  }
  std::vector<Candidate> cs;
  for (const Phrase* p : m.phrases) {
    if (!wanted(w, p->kind)) continue;
    std::string v = value_of(w, *p, m.number, g);
    cs.push_back({v, is_known(w, g, v, p->kind), p->origin, p->plural});
  }
  if (cs.empty()) return std::nullopt;
  auto rank = [](const Candidate& c) { return std::make_tuple(!c.known, int(c.origin), c.value); };
  std::sort(cs.begin(), cs.end(), [&](const Candidate& a, const Candidate& b) { return rank(a) < rank(b); });
  std::set<std::string> distinct;
  for (const auto& c : cs)
    if (c.known == cs.front().known) distinct.insert(c.value);
  Value out{cs.front().value, m.begin, m.end, lang_of(cs, cs.front().value)};
  out.ambiguous = distinct.size() > 1;
  out.known = cs.front().known;
  out.plural = cs.front().plural;
  return out;
}

bool punct_or_space(char c) { return std::string_view(" \t\n.,;:!?()[]\"'").find(c) != std::string_view::npos; }

}  // namespace

Want want_for(const GoldItem& g) {
  switch (g.format) {
    case Format::Boolean: return Want::Boolean;
    case Format::Integer: return Want::Number;
    case Format::Direction:
    case Format::DirectionPair: return Want::Direction;
    case Format::LabelList: return g.type_answers ? Want::Type : Want::Label;
    case Format::LabelSequence: return g.evaluator == "kendall-tau" ? Want::Letter : Want::Label;
    case Format::Label:
      if (g.evaluator != "attribute-exact") return Want::Label;
      if (g.answer.is_string()) {
        const std::string& a = g.answer.get_ref<const std::string&>();
        bool state = a.size() > 5 && (a.ends_with("_true") || a.ends_with("_false"));
        return state ? Want::State : Want::Failure;
      }
      return Want::Label;
    default: return g.type_answers ? Want::Type : Want::Label;
  }
}

namespace {

// A canonical key as normalise_text writes it (ASCII): lower case, '-' and
// '_' as spaces, a space between a letter and a digit ("Cabinet_2" ->
// "cabinet 2", "isOpen_true" -> "isopen true", "front-left" -> "front left").
bool same_key(std::string_view key, std::string_view norm) {
  size_t j = 0;
  char prev = 0;
  for (char c : key) {
    char x = c == '-' || c == '_' ? ' ' : char(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    bool letter_digit = prev && ((std::isalpha((unsigned char)prev) && std::isdigit((unsigned char)x)) ||
                                 (std::isdigit((unsigned char)prev) && std::isalpha((unsigned char)x)));
    if (letter_digit && prev != ' ') {
      if (j >= norm.size() || norm[j] != ' ') return false;
      ++j;
    }
    if (j >= norm.size() || norm[j] != x) return false;
    ++j;
    prev = x;
  }
  return j == norm.size();
}

bool filler(char c) { return std::string_view(" \t\n.,;:!?()[]{}\"'`*").find(c) != std::string_view::npos; }

}  // namespace

std::optional<Value> canonical_value(std::string_view seg, Want w, const GoldItem& g) {
  size_t b = 0, e = seg.size();
  while (b < e && filler(seg[b])) ++b;
  while (e > b && filler(seg[e - 1])) --e;
  std::string_view s = seg.substr(b, e - b);
  if (s.empty() || s.size() > 80) return std::nullopt;
  for (char c : s)
    if ((unsigned char)c >= 0x80) return std::nullopt;  // keys are ASCII
  auto hit = [&](const std::string& key) { return Value{key, b, e, Lang::Neutral}; };
  switch (w) {
    case Want::Label:
      if (!g.choices.empty()) break;
      for (const auto& [label, type] : g.vocab.type_of)
        if (same_key(label, s)) return hit(label);
      break;
    case Want::Type:
      for (const auto& [type, labels] : g.vocab.labels_of)
        if (same_key(type, s)) return hit(type);
      break;
    case Want::Boolean:  // the JSON literals, as the struct control writes them
      for (const char* b : {"true", "false"})
        if (same_key(b, s)) return hit(b);
      break;
    default: break;
  }
  if (w == Want::Label || w == Want::State || w == Want::Failure || w == Want::Direction)
    for (const auto& c : g.choices)
      if (same_key(c, s)) return hit(c);
  return std::nullopt;
}

std::vector<Value> values_in(std::string_view text, Want w, const GoldItem& g, const PhraseIndex& index) {
  std::vector<Value> out;
  for (const Mention& m : index.scan(text, mask_of(w)))
    if (auto v = value_of_mention(m, w, g)) out.push_back(std::move(*v));
  return out;
}

Value name_of_string(const std::string& raw, Want w, const GoldItem& g, const PhraseIndex& index) {
  // Fast path: a label exactly as the item's struct notation writes it.
  if (w == Want::Label && (g.vocab.has(raw) || raw == "Agent" || raw == "Floor"))
    return Value{raw, 0, raw.size(), Lang::Neutral};  // a label or a special's key
  if (w == Want::Type && g.vocab.labels_of.count(raw)) return Value{raw, 0, raw.size(), Lang::Neutral};
  std::string norm = normalise_phrase(raw);
  std::vector<Value> vals = values_in(norm, w, g, index);
  if (vals.size() == 1) return vals.front();
  Value v{norm, 0, norm.size(), Lang::Neutral};
  v.known = false;
  return v;
}

Pick pick_scalar(std::string_view seg, const std::vector<Value>& vals, const std::string& subject,
                 bool leading_decides) {
  if (vals.empty()) return {};
  auto agree = [](const std::vector<Value>& vs) {
    return std::all_of(vs.begin(), vs.end(), [&](const Value& v) { return v.text == vs.front().text; });
  };
  if (agree(vals)) return {vals.front(), true};
  std::vector<Value> rest;
  for (const auto& v : vals)
    if (v.text != subject) rest.push_back(v);
  if (rest.empty()) rest = vals;
  if (agree(rest)) return {rest.front(), true};
  size_t first = 0;
  while (first < seg.size() && punct_or_space(seg[first])) ++first;
  const Value& head = rest.front();
  size_t after = head.end;
  while (after < seg.size() && (seg[after] == ' ' || seg[after] == '\t')) ++after;
  if (head.begin == first && (after >= seg.size() || std::string_view(".,;:!?)\n").find(seg[after]) != std::string_view::npos))
    return {head, true};
  // A yes/no opening the answer decides unless its own clause contradicts
  // it: "不在同一个房间：…在卧室" is no, "Yes and no" is a contradiction.
  if (head.begin == first && leading_decides) {
    size_t clause_end = std::min(seg.find_first_of(".,;:!?\n", head.end), seg.find("。", head.end));
    bool contradicted = std::any_of(rest.begin(), rest.end(), [&](const Value& v) {
      return v.begin >= head.end && v.begin < clause_end && v.text != head.text;
    });
    if (!contradicted) return {head, true};
  }
  Value last = rest.back();
  last.ambiguous = true;
  return {last, false};
}

bool off_language(const std::vector<Value>& vals) {
  bool foreign = false;
  for (const auto& v : vals) {
    if (v.lang == Lang::Own) return false;
    if (v.lang == Lang::Foreign) foreign = true;
  }
  return foreign;
}

}  // namespace mm::score
