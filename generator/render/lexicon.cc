#include "generator/render/lexicon.h"

#include <fmt/format.h>

#include "generator/core/json_util.h"
#include "generator/core/resources.h"

namespace mm {
namespace {

Result<LexEntry> parse_entry(const Json& j, const std::string& where) {
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
    } else if (v.is_string()) {
      e.fields[k] = v.get<std::string>();
    } else {
      return Error{fmt::format("{}/{}: expected a string, found {}", where, k, json_preview(v))};
    }
  }
  if (!e.fields.count("sg")) return Error{fmt::format("{}/sg: required field is missing", where)};
  return e;
}

Status parse_entries(const Json& j, const char* key, std::map<std::string, LexEntry>& out,
                     const std::string& file) {
  if (!j.contains(key)) return Status::Ok();
  if (!j[key].is_object()) return Error{fmt::format("{}: /{}: expected an object", file, key)};
  for (const auto& [name, v] : j[key].items()) {
    auto e = parse_entry(v, fmt::format("{}: /{}/{}", file, key, json_ptr_escape(name)));
    if (!e) return e.error();
    out[name] = std::move(*e);
  }
  return Status::Ok();
}

void parse_string_map(const Json& j, const char* key, std::map<std::string, std::string>& out) {
  if (!j.contains(key)) return;
  for (const auto& [k, v] : j[key].items())
    if (v.is_string()) out[k] = v.get<std::string>();
}

std::vector<std::string> strings(const Json& j, const char* key) {
  std::vector<std::string> out;
  if (j.contains(key))
    for (const auto& v : j[key])
      if (v.is_string()) out.push_back(v.get<std::string>());
  return out;
}

}  // namespace

const std::string& LexEntry::word() const { return fields.at("sg"); }

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
  auto doc = parse_json(*text, file);
  if (!doc) return doc.error();
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
  lx.numbered = grammar.value("numbered", "{noun} {n}");
  parse_string_map(grammar, "object_forms", lx.object_forms);
  parse_string_map(grammar, "room_forms", lx.room_forms);
  parse_string_map(grammar, "type_forms", lx.type_forms);
  parse_string_map(grammar, "field_defaults", lx.field_defaults);
  parse_string_map(grammar, "digit_finals", lx.digit_finals);
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
    Status st = parse_entries(j, key, *map, file);
    if (!st) return st.error();
  }
  if (j.contains("states")) {
    for (const auto& [attr, vals] : j["states"].items()) {
      for (const char* v : {"true", "false"}) {
        if (!vals.contains(v)) continue;
        auto e = parse_entry(vals[v], fmt::format("{}: /states/{}/{}", file, attr, v));
        if (!e) return e.error();
        lx.states[attr][v] = std::move(*e);
      }
    }
  }
  lx.yes = strings(j, "yes");
  lx.no = strings(j, "no");
  lx.answer_markers = strings(j, "answer_markers");
  lx.nothing = strings(j, "nothing");
  if (j.contains("numbers"))
    for (const auto& [n, words] : j["numbers"].items())
      for (const auto& w : words) lx.number_words[std::stoi(n)].push_back(w.get<std::string>());
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
  static const std::vector<std::string> c = {"en", "zh", "ja", "ko", "es", "ar", "th", "de", "struct"};
  return c;
}

}  // namespace mm
