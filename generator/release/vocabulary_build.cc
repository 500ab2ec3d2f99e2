// Builds a condition's scoring vocabulary from the lexicons, through the
// same FormEngine that renders prompts, so every form a prompt prints is a
// form the scorer recognises. A release carries the result
// (vocabulary/<condition>.json); the scorer builds its phrase index from it.
#include "generator/release/vocabulary_build.h"

#include <algorithm>
#include <set>
#include <tuple>

#include <fmt/format.h>

#include "format/text_norm.h"
#include "base/text.h"
#include "generator/render/arg_forms.h"
#include "generator/render/lexicon.h"

namespace mm {
namespace {

using Kind = format::PhraseKind;
using Origin = format::PhraseOrigin;
using score::normalise_phrase;

// Collects phrases in the order they are added, as the index builder will
// replay them. Empty texts and repeats of an earlier (text, kind, origin,
// value) are left out: the builder would drop them too (it keeps the first
// of each normalised text, kind, origin and value).
struct Collector {
  format::Vocabulary v;
  std::set<std::tuple<std::string, Kind, Origin, std::string, std::string>> seen;
  void add(std::string_view text, Kind kind, Origin origin, std::string value, bool plural = false,
           std::string group = "") {
    if (text.empty() || !seen.emplace(std::string(text), kind, origin, value, group).second) return;
    v.phrases.push_back({std::string(text), kind, origin, std::move(value), plural, std::move(group)});
  }
  void add_marker(std::string_view text) { add_once(v.markers, text); }
  void add_separator(std::string_view text) { add_once(v.separators, text); }
  void add_refusal(std::string_view text) { add_once(v.refusals, text); }
  static void add_once(std::vector<std::string>& to, std::string_view text) {
    if (!text.empty() && std::find(to.begin(), to.end(), text) == to.end()) to.emplace_back(text);
  }
};

// Numbered labels are generated once with this index; its digits in the
// normalised text become the number slot '#'.
constexpr int kSlotIndex = 7;

std::string with_slot(const std::string& text) {
  std::string n = normalise_phrase(text);
  std::string digits = std::to_string(kSlotIndex);
  for (size_t at = n.find(digits); at != std::string::npos; at = n.find(digits, at + 1)) {
    bool left = at == 0 || !(n[at - 1] >= '0' && n[at - 1] <= '9');
    size_t end = at + digits.size();
    bool right = end >= n.size() || !(n[end] >= '0' && n[end] <= '9');
    if (left && right) return n.substr(0, at) + "#" + n.substr(end);
  }
  return "";
}

std::string replace_first(const std::string& text, const std::string& from, const std::string& to) {
  size_t at = text.find(from);
  if (from.empty() || at == std::string::npos) return "";
  return text.substr(0, at) + to + text.substr(at + from.size());
}

// "CounterTop" -> "Counter Top".
std::string split_camel(const std::string& s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (i > 0 && s[i] >= 'A' && s[i] <= 'Z' && s[i - 1] >= 'a' && s[i - 1] <= 'z') out += ' ';
    out += s[i];
  }
  return out;
}

struct Source {
  const Lexicon& lx;
  const FormEngine& fe;
  Origin origin;
  Collector& b;
  std::string group = "";  // the word group of the entry being added (object kinds with variants)
  /// `own`: a form of the entry's own word, so it names the entry's group;
  /// an alias (often another place's word) names none.
  void add(std::string_view text, Kind kind, const std::string& value, bool plural = false, bool own = true) const {
    b.add(text, kind, origin, value, plural, kind == Kind::Object && own ? group : "");
  }
};

// A text and its alias variants (the sg word replaced by each alias).
void add_variants(const Source& src, const LexEntry& e, const std::string& text, Kind kind,
                  const std::string& value, bool numbered, bool plural) {
  auto put = [&](const std::string& t, bool own) {
    if (t.empty()) return;
    src.add(numbered ? with_slot(t) : t, kind, value, plural, own);
  };
  put(text, true);
  for (const auto& alias : e.aliases) put(replace_first(text, e.word(), alias), false);
}

// The singular surface forms of an entry: the word, its definite and
// accusative forms, its aliases.
std::vector<std::string> singular_forms(const Source& src, const LexEntry& e) {
  std::vector<std::string> out{e.word()};
  for (const char* f : {"def", "acc"})
    if (const std::string* v = src.lx.field(e, f); v && !v->empty()) out.push_back(*v);
  for (const auto& a : e.aliases) out.push_back(a);
  return out;
}

// A numbered form as the prompts print it ("الطاولة الجانبية 2") and the same
// number slot on every other singular form ("طاولة جانبية 2", as a model
// following the prompt's bare-noun JSON example writes it): a numbered name
// keeps its number whatever article it is written with.
void add_numbered(const Source& src, const LexEntry& e, const std::string& text, Kind kind, const std::string& type) {
  add_variants(src, e, text, kind, type, true, false);
  const auto forms = singular_forms(src, e);
  for (const auto& from : forms) {
    if (text.find(from) == std::string::npos) continue;
    for (const auto& to : forms)
      if (to != from)
        src.add(with_slot(replace_first(text, from, to)), kind, type, false,
                std::find(e.aliases.begin(), e.aliases.end(), to) == e.aliases.end());
  }
}

// Every form of an object type or room type as the prompts print it, at the
// placement `at` (a lexicon variant's words; the entry's own with none).
void add_entity(const Source& src, const std::string& type, const LexEntry& e, bool room, const NameContext& at) {
  const Kind kind = room ? Kind::Room : Kind::Object;
  src.add(e.word(), kind, type);
  for (const auto& a : e.aliases) src.add(a, kind, type, false, false);
  if (const std::string* pl = src.lx.field(e, "pl")) src.add(*pl, kind, type, true);
  // Arabic duals ("وسادتان", two pillows) name the kind as plurals do.
  if (const std::string* du = src.lx.field(e, "du")) src.add(*du, kind, type, true);
  const auto& forms = room ? src.lx.room_forms : src.lx.object_forms;
  LabelTable::Entry plain{type, 0, room, at.room, at.support}, numbered{type, kSlotIndex, room, at.room, at.support};
  for (const auto& [name, recipe] : forms) {
    if (auto t = src.fe.entity_form(plain, name, at.shared)) add_variants(src, e, *t, kind, type, false, false);
    if (auto t = src.fe.entity_form(numbered, name, at.shared)) add_numbered(src, e, *t, kind, type);
  }
  if (auto t = src.fe.label_noun(numbered, at.shared)) add_numbered(src, e, *t, kind, type);
  if (room) return;
  for (const auto& [name, recipe] : src.lx.type_forms) {
    if (name == "count") continue;
    if (auto t = src.fe.type_form(type, name, -1, at)) add_variants(src, e, *t, kind, type, false, name == "pl");
  }
}

// An entry and each of its variants, at a placement where that variant holds;
// the phrases of a kind with variants name the word group they write.
void add_entity_variants(const Source& src, const std::string& type, const LexEntry& e, bool room) {
  Source in = src;
  in.group = e.variants.empty() || room ? "" : e.word();
  add_entity(in, type, e, room, {});
  for (const auto& v : e.variants) {
    in.group = room ? "" : v.entry.word();
    add_entity(in, type, v.entry, room, v.example());
  }
}

void add_words(const Source& src, const LexEntry& e, Kind kind, const std::string& value) {
  src.b.add(e.word(), kind, src.origin, value);
  for (const auto& a : e.aliases) src.b.add(a, kind, src.origin, value);
}

void add_separators(Collector& b, const Lexicon& lx) {
  std::string three = join_list(lx.locale, {"XQ1", "XQ2", "XQ3"});
  std::string two = join_list(lx.locale, {"XQ1", "XQ2"});
  auto between = [](const std::string& s, const char* a, const char* z) -> std::string {
    size_t i = s.find(a), j = s.find(z);
    if (i == std::string::npos || j == std::string::npos || j < i + 3) return "";
    return s.substr(i + 3, j - i - 3);
  };
  b.add_separator(between(three, "XQ1", "XQ2"));
  b.add_separator(between(three, "XQ2", "XQ3"));
  b.add_separator(between(two, "XQ1", "XQ2"));
}

void add_lexicon(const Source& src) {
  for (const auto& [type, e] : src.lx.types) add_entity_variants(src, type, e, false);
  for (const auto& [type, e] : src.lx.rooms) add_entity_variants(src, type, e, true);
  for (const auto& [key, e] : src.lx.directions) add_words(src, e, Kind::Direction, key);
  for (const auto& [code, e] : src.lx.failures) {
    add_words(src, e, Kind::Failure, code);
    for (const auto& v : e.variants) add_words(src, v.entry, Kind::Failure, code);  // worded for a type
  }
  for (const auto& [key, e] : src.lx.specials) add_words(src, e, Kind::Special, key);
  for (const auto& [attr, values] : src.lx.states)
    for (const auto& [v, e] : values)
      for (const std::string& w : state_words(src.lx, e)) src.b.add(w, Kind::State, src.origin, attr + "_" + v);
  for (const auto& w : src.lx.yes) src.b.add(w, Kind::Yes, src.origin, "true");
  for (const auto& w : src.lx.no) src.b.add(w, Kind::No, src.origin, "false");
  for (const auto& w : src.lx.nothing) src.b.add(w, Kind::Nothing, src.origin, "");
  for (const auto& [n, words] : src.lx.number_words)
    for (const auto& w : words) src.b.add(w, Kind::Number, src.origin, std::to_string(n));
  for (const auto& m : src.lx.answer_markers) src.b.add_marker(m);
  for (const auto& r : src.lx.refusals) src.b.add_refusal(r);
  add_separators(src.b, src.lx);
}

// Canonical forms every condition accepts: type and room names as written
// in labels (also split at capitals), numbered "Type_k", direction keys,
// state keys, failure codes, specials, letters.
void add_canonical(Collector& b, const Lexicon& structure) {
  const Origin o = Origin::Canonical;
  for (const auto& [type, e] : structure.types)
    for (const std::string& t : {type, split_camel(type)}) {
      b.add(t, Kind::Object, o, type);
      b.add(t + " #", Kind::Object, o, type);
    }
  for (const auto& [type, e] : structure.rooms)
    for (const std::string& t : {type, split_camel(type)}) {
      b.add(t, Kind::Room, o, type);
      b.add(t + " #", Kind::Room, o, type);
    }
  for (const auto& [key, e] : structure.directions) b.add(key, Kind::Direction, o, key);
  for (const auto& [code, e] : structure.failures) b.add(code, Kind::Failure, o, code);
  for (const auto& [key, e] : structure.specials) b.add(key, Kind::Special, o, key);
  for (const auto& [attr, values] : structure.states)
    for (const auto& [v, e] : values) {
      b.add(attr + "_" + v, Kind::State, o, attr + "_" + v);
      b.add(attr + "=" + v, Kind::State, o, attr + "_" + v);
    }
  for (char c = 'A'; c <= 'H'; ++c) b.add(std::string(1, c), Kind::Letter, o, std::string(1, c));
  for (const char* w : {"true", "yes"}) b.add(w, Kind::Yes, o, "true");
  for (const char* w : {"false", "no"}) b.add(w, Kind::No, o, "false");
  for (const char* w : {"none", "[]"}) b.add(w, Kind::Nothing, o, "");
  for (const char* s : {",", ";", "/", "|", "&"}) b.add_separator(s);
}

struct Loaded {
  std::unique_ptr<Lexicon> lx;
  std::shared_ptr<const FormEngine> fe;
};

Result<Loaded> load(std::string_view lang) {
  MM_TRY(lx, load_lexicon(lang));
  Loaded out{std::make_unique<Lexicon>(std::move(*lx)), nullptr};
  MM_TRY(fe, FormEngine::create(*out.lx));
  out.fe = *fe;
  return out;
}

}  // namespace

Result<format::Vocabulary> lexicon_vocabulary(std::string_view condition) {
  auto own = load(condition);
  if (!own) return own.error().within(fmt::format("scoring vocabulary for '{}'", condition));
  MM_TRY(english, load("en"));
  MM_TRY(structure, load("struct"));
  Collector b;
  b.v.condition = std::string(condition);
  add_lexicon({*own->lx, *own->fe, Origin::Own, b});
  if (condition != "en") add_lexicon({*english->lx, *english->fe, Origin::English, b});
  if (condition != "struct") add_lexicon({*structure->lx, *structure->fe, Origin::Canonical, b});
  add_canonical(b, *structure->lx);
  return std::move(b.v);
}

}  // namespace mm
