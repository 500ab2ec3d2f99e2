#include "generator/render/lexicon.h"

#include <algorithm>
#include <set>
#include <charconv>

#include <fmt/format.h>

#include "base/json_util.h"
#include "base/resources.h"
#include "base/schema_check.h"
#include "format/conditions.h"

namespace mm {
namespace {

Result<LexEntry> parse_entry(const Json& j, const std::string& where, bool variant = false);

// "variants": [{"where": {"room": [...], "on": [...]}, <fields>, "aliases": [...]}, ...]
Status parse_variants(const Json& j, const std::string& where, LexEntry& base) {
  if (!j.is_array()) return Error{fmt::format("{}: expected a list of variants, found {}", where, json_preview(j))};
  for (size_t i = 0; i < j.size(); ++i) {
    std::string at = fmt::format("{}/{}", where, i);
    const Json& v = j[i];
    if (!v.is_object() || !v.contains("where") || !v["where"].is_object())
      return Error{fmt::format("{}/where: expected an object with \"room\" and/or \"on\", found {}", at,
                               json_preview(v.is_object() && v.contains("where") ? v["where"] : v))};
    LexVariant out;
    for (const auto& [k, list] : v["where"].items()) {
      if (k == "shared") {
        if (list != Json(true)) return Error{fmt::format("{}/where/shared: expected true, found {}", at, json_preview(list))};
        out.shared = true;
        continue;
      }
      auto* to = k == "room" ? &out.rooms : k == "on" ? &out.on : k == "type" ? &out.types : nullptr;
      if (!to)
        return Error{fmt::format("{}/where/{}: unknown condition; expected \"room\", \"on\", \"type\" or \"shared\"", at, k)};
      if (!list.is_array() || list.empty())
        return Error{fmt::format("{}/where/{}: expected a non-empty list of type names, found {}", at, k,
                                 json_preview(list))};
      for (const auto& t : list) {
        if (!t.is_string()) return Error{fmt::format("{}/where/{}: expected type names, found {}", at, k, json_preview(t))};
        to->push_back(t.get<std::string>());
      }
    }
    if (out.rooms.empty() && out.on.empty() && out.types.empty() && !out.shared)
      return Error{fmt::format("{}/where: give \"room\", \"on\", \"type\" or \"shared\" (a variant without a condition "
                               "hides the entry)", at)};
    if (out.shared && !(out.rooms.empty() && out.on.empty() && out.types.empty()))
      return Error{fmt::format("{}/where: \"shared\" stands alone (it is the word when places would split the kind)", at)};
    Json fields = v;
    fields.erase("where");
    MM_TRY(own, parse_entry(fields, at, /*variant=*/true));
    out.entry.fields = base.fields;
    for (auto& [k, value] : own->fields) out.entry.fields[k] = value;
    out.entry.aliases = own->aliases;
    for (const auto& a : base.aliases) out.entry.aliases.push_back(a);
    base.variants.push_back(std::move(out));
  }
  return Status::Ok();
}

Result<LexEntry> parse_entry(const Json& j, const std::string& where, bool variant) {
  LexEntry e;
  if (j.is_string()) {
    e.fields["sg"] = j.get<std::string>();
    return e;
  }
  if (!j.is_object())
    return Error{fmt::format("{}: expected a word or an object with \"sg\", found {}", where,
                             json_preview(j))};
  for (const auto& [k, v] : j.items()) {
    if (k == "aliases") {
      if (!v.is_array()) return Error{fmt::format("{}/aliases: expected a list of strings", where)};
      for (const auto& a : v) {
        if (!a.is_string()) return Error{fmt::format("{}/aliases: expected strings, found {}", where, json_preview(a))};
        e.aliases.push_back(a.get<std::string>());
      }
    } else if (k == "variants" && !variant) {
      continue;  // read once the entry's own fields are known
    } else if (k == "listing" && !variant) {
      if (v != "one_word") return Error{fmt::format("{}/listing: expected \"one_word\", found {}", where, json_preview(v))};
      e.listing_one_word = true;
    } else if (v.is_string()) {
      e.fields[k] = v.get<std::string>();
    } else {
      return Error{fmt::format("{}/{}: expected a string, found {}", where, k, json_preview(v))};
    }
  }
  if (!variant && !e.fields.count("sg")) return Error{fmt::format("{}/sg: required field is missing", where)};
  if (!variant && j.contains("variants")) MM_CHECK(parse_variants(j["variants"], where + "/variants", e));
  return e;
}

Status parse_entries(const Json& j, const char* key, std::map<std::string, LexEntry>& out,
                     const std::string& file) {
  if (!j.contains(key)) return Status::Ok();
  if (!j[key].is_object()) return Error{fmt::format("{}: /{}: expected an object", file, key)};
  for (const auto& [name, v] : j[key].items()) {
    MM_TRY(e, parse_entry(v, fmt::format("{}: /{}/{}", file, key, json_ptr_escape(name))));
    out[name] = std::move(*e);
  }
  return Status::Ok();
}

// A map of strings at <prefix>/<key> (prefix "" or "/grammar").
Status parse_string_map(const Json& j, const std::string& file, const std::string& prefix, const char* key,
                        std::map<std::string, std::string>& out) {
  if (!j.contains(key)) return Status::Ok();
  if (!j[key].is_object())
    return Error{fmt::format("{}: {}/{}: expected an object, found {}", file, prefix, key, json_preview(j[key]))};
  for (const auto& [k, v] : j[key].items()) {
    if (!v.is_string())
      return Error{fmt::format("{}: {}/{}/{}: expected a string, found {}", file, prefix, key, json_ptr_escape(k),
                               json_preview(v))};
    out[k] = v.get<std::string>();
  }
  return Status::Ok();
}

// An array of strings at `ptr`; anything else is an error that names it.
Result<std::vector<std::string>> string_array(const Json& v, const std::string& file, const std::string& ptr) {
  if (!v.is_array()) return Error{fmt::format("{}: {}: expected an array of strings, found {}", file, ptr, json_preview(v))};
  std::vector<std::string> out;
  for (size_t i = 0; i < v.size(); ++i) {
    if (!v[i].is_string())
      return Error{fmt::format("{}: {}/{}: expected a string, found {}", file, ptr, i, json_preview(v[i]))};
    out.push_back(v[i].get<std::string>());
  }
  return out;
}

Status strings(const Json& j, const std::string& file, const char* key, std::vector<std::string>& out) {
  if (!j.contains(key)) return Status::Ok();
  MM_TRY(v, string_array(j[key], file, std::string("/") + key));
  out = std::move(*v);
  return Status::Ok();
}

// "numbers": {"2": ["two", "a pair of"], ...}: keys are decimal numbers.
Status parse_numbers(const Json& j, const std::string& file, std::map<int, std::vector<std::string>>& out) {
  if (!j.contains("numbers")) return Status::Ok();
  if (!j["numbers"].is_object())
    return Error{fmt::format("{}: /numbers: expected an object, found {}", file, json_preview(j["numbers"]))};
  for (const auto& [n, words] : j["numbers"].items()) {
    int value = 0;
    auto [end, ec] = std::from_chars(n.data(), n.data() + n.size(), value);
    if (ec != std::errc() || end != n.data() + n.size() || value < 0)
      return Error{fmt::format("{}: /numbers/{}: expected a key that is a number written in digits (\"2\"), "
                               "found \"{}\"",
                               file, json_ptr_escape(n), n)};
    MM_TRY(w, string_array(words, file, "/numbers/" + json_ptr_escape(n)));
    auto& into = out[value];
    into.insert(into.end(), w->begin(), w->end());
  }
  return Status::Ok();
}

}  // namespace

const std::string& LexEntry::word() const { return fields.at("sg"); }

const LexEntry* lookup(const std::map<std::string, LexEntry>& table, const std::string& key) {
  auto it = table.find(key);
  return it == table.end() ? nullptr : &it->second;
}

bool LexVariant::holds(const NameContext& p) const {
  if (shared) return false;
  auto named = [](const std::vector<std::string>& list, const std::string& t) {
    return list.empty() || std::find(list.begin(), list.end(), t) != list.end();
  };
  return named(rooms, p.room) && named(on, p.support) && named(types, p.type);
}

NameContext LexVariant::example() const {
  return {rooms.empty() ? "" : rooms.front(), on.empty() ? "" : on.front(), shared, types.empty() ? "" : types.front()};
}

const LexEntry& LexEntry::at(const NameContext& p) const {
  for (const auto& v : variants)
    if (p.shared ? v.shared : v.holds(p)) return v.entry;
  return *this;
}

std::vector<std::string> state_words(const Lexicon& lx, const LexEntry& e) {
  std::set<std::string> genders;
  for (const auto& [type, t] : lx.types)
    if (auto g = t.fields.find("gender"); g != t.fields.end()) genders.insert(g->second);
  std::vector<std::string> out;
  auto add = [&](const LexEntry& x) {
    out.push_back(x.word());
    for (const auto& a : x.aliases) out.push_back(a);
    for (const auto& g : genders)
      if (auto f = x.fields.find(g); f != x.fields.end()) out.push_back(f->second);
  };
  add(e);
  for (const auto& v : e.variants) add(v.entry);
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

const std::string* Lexicon::field(const LexEntry& e, const std::string& name) const {
  auto it = e.fields.find(name);
  if (it != e.fields.end()) return &it->second;
  auto d = field_defaults.find(name);
  if (d != field_defaults.end()) {
    it = e.fields.find(d->second);
    if (it != e.fields.end()) return &it->second;
  }
  return nullptr;
}

Result<Lexicon> load_lexicon(std::string_view lang) {
  std::string file = fmt::format("lexicons/{}.json", lang);
  auto text = resource(file);
  if (!text) return Error{fmt::format("unknown language '{}': no {}", lang, file)};
  MM_TRY(doc, parse_json(*text, file));
  // The shape first (schemas/lexicon.schema.json): a wrong type or an
  // unknown key is refused with its JSON pointer before anything is read.
  MM_TRY(schema, SchemaChecker::cached("schemas/lexicon.schema.json"));
  MM_CHECK((*schema)->validate(*doc, file));
  const Json& j = *doc;
  Lexicon lx;
  lx.language = j.value("language", std::string(lang));
  if (lx.language != lang)
    return Error{fmt::format("{}: /language: expected \"{}\", found \"{}\"", file, lang, lx.language)};
  lx.name = j.value("name", lx.language);
  lx.locale = j.value("locale", lx.language);
  const Json script = j.value("script", Json::object());
  lx.rtl = script.value("direction", "ltr") == "rtl";
  lx.bidi_isolate = script.value("bidi_isolate", false);
  lx.sentence_separator = script.value("sentence_separator", " ");
  const Json grammar = j.value("grammar", Json::object());
  lx.capitalize = grammar.value("capitalize_sentences", false);
  lx.hangul_finals = grammar.value("hangul_finals", false);
  lx.list_form_on_last = grammar.value("list_form", std::string("each")) == "last";
  lx.numbered = grammar.value("numbered", "{noun} {n}");
  for (auto [key, into] : {std::pair{"object_forms", &lx.object_forms}, {"room_forms", &lx.room_forms},
                           {"type_forms", &lx.type_forms}, {"field_defaults", &lx.field_defaults},
                           {"digit_finals", &lx.digit_finals}})
    MM_CHECK(parse_string_map(grammar, file, "/grammar", key, *into));
  if (grammar.contains("contractions")) {
    const Json& cs = grammar["contractions"];
    if (!cs.is_array()) return Error{fmt::format("{}: /grammar/contractions: expected an array of [from, to] pairs", file)};
    for (size_t i = 0; i < cs.size(); ++i) {
      const Json& c = cs[i];
      if (!c.is_array() || c.size() != 2 || !c[0].is_string() || !c[1].is_string())
        return Error{fmt::format("{}: /grammar/contractions/{}: expected a [from, to] pair of strings", file, i)};
      lx.contractions.emplace_back(c[0].get<std::string>(), c[1].get<std::string>());
    }
  }
  if (grammar.contains("choice_quotes")) {
    const Json& q = grammar["choice_quotes"];
    if (!q.is_array() || q.size() != 2 || !q[0].is_string() || !q[1].is_string())
      return Error{fmt::format("{}: /grammar/choice_quotes: expected [open, close], e.g. [\"«\", \"»\"]", file)};
    lx.choice_quotes = {q[0].get<std::string>(), q[1].get<std::string>()};
  }
  for (auto [key, map] : {std::pair{"types", &lx.types}, {"rooms", &lx.rooms},
                          {"directions", &lx.directions}, {"failures", &lx.failures},
                          {"attributes", &lx.attributes},
                          {"specials", &lx.specials}}) {
    MM_CHECK(parse_entries(j, key, *map, file));
  }
  if (j.contains("states")) {
    for (const auto& [attr, vals] : j["states"].items()) {
      for (const char* v : {"true", "false"}) {
        if (!vals.contains(v)) continue;
        MM_TRY(e, parse_entry(vals[v], fmt::format("{}: /states/{}/{}", file, attr, v)));
        lx.states[attr][v] = std::move(*e);
      }
    }
  }
  for (auto [key, into] : {std::pair{"yes", &lx.yes}, {"no", &lx.no}, {"answer_markers", &lx.answer_markers},
                           {"nothing", &lx.nothing}})
    MM_CHECK(strings(j, file, key, *into));
  if (j.contains("refusals")) MM_CHECK(strings(j, file, "refusals", lx.refusals));
  MM_CHECK(parse_numbers(j, file, lx.number_words));
  if (!lx.object_forms.count("")) lx.object_forms[""] = "{noun}";
  if (!lx.room_forms.count("")) lx.room_forms[""] = "{noun}";
  if (!lx.type_forms.count("")) lx.type_forms[""] = "{sg}";
  return lx;
}

std::vector<std::string> available_languages() {
  std::vector<std::string> out;
  for (const auto& path : resource_list("lexicons/")) {
    auto name = path.substr(9);
    if (name.size() > 5 && name.substr(name.size() - 5) == ".json") out.push_back(name.substr(0, name.size() - 5));
  }
  return out;
}

const std::vector<std::string>& benchmark_conditions() {
  static const std::vector<std::string> c(kConditions.begin(), kConditions.end());
  return c;
}

}  // namespace mm
