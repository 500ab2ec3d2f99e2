// Template checks: syntax, key and placeholder parity, plurals, English left.
#include <algorithm>
#include <cctype>
#include <set>

#include <fmt/format.h>

#include "base/resources.h"
#include "base/text.h"
#include "generator/translate/lint_checks.h"

namespace mm::lint {
namespace {

// Suffixes that turn an argument name into one of its forms or fields.
std::set<std::string> form_suffixes(const Lexicon& lx) {
  std::set<std::string> s{"key", "type"};
  for (const auto* forms : {&lx.object_forms, &lx.room_forms, &lx.type_forms})
    for (const auto& [name, recipe] : *forms)
      if (!name.empty()) s.insert(name);
  for (const auto* entries : {&lx.types, &lx.rooms, &lx.directions, &lx.failures, &lx.specials})
    for (const auto& [k, e] : *entries)
      for (const auto& [field, v] : e.fields) s.insert(field);
  for (const auto& [field, d] : lx.field_defaults) s.insert(field);
  return s;
}

std::string base_of(const std::string& p, const std::set<std::string>& suffixes) {
  auto us = p.rfind('_');
  if (us == std::string::npos) return p;
  return suffixes.count(p.substr(us + 1)) ? p.substr(0, us) : p;
}

std::set<std::string> bases(const std::vector<std::string>& names, const std::set<std::string>& suffixes) {
  std::set<std::string> out;
  for (const auto& n : names) out.insert(base_of(n, suffixes));
  return out;
}

}  // namespace

std::map<std::string, TemplateSource> load_sources(const std::string& lang, const std::string& locale,
                                                   LintReport& r) {
  std::map<std::string, TemplateSource> out;
  auto files = resource_list(fmt::format("templates/{}/", lang));
  if (files.empty()) add(r, true, lang, fmt::format("templates/{}/", lang), "no template files");
  for (const auto& f : files) {
    auto text = resource(f);
    if (!text) { add(r, true, lang, f, text.error().message); continue; }
    auto parsed = parse_msg_file(*text, f);
    if (!parsed) { add(r, true, lang, f, parsed.error().message); continue; }
    for (auto& [key, src] : *parsed) {
      auto m = Message::compile(locale, src.pattern);
      if (!m) add(r, true, lang, src.where(), fmt::format("{}: {}", key, m.error().message));
      if (out.count(key)) add(r, true, lang, src.where(), fmt::format("{}: also defined at {}", key, out[key].where()));
      out[key] = std::move(src);
    }
  }
  return out;
}

// Arguments the generator passes to a key that English need not use: a
// narrated step's place in its sequence (docs/rendering.md), which a
// language may select on to link steps without repeating their subject.
bool passed_without_english(const std::string& key, const std::string& arg) {
  return arg == "order" && (key.starts_with("act.") || key.starts_with("try."));
}

// A pack's template file a language may not have yet: its prompts are then
// not worded in that language, and the pack's release leaves it out.
bool optional_pack_file(const std::string& file) {
  return file.ends_with("/space.msg") || file.ends_with("/cospace.msg");
}

// The document that says how to word a pack's template file.
std::string pack_doc(const std::string& file) {
  return file == "cospace.msg" ? "docs/cospace.md, \"Prompts\"" : "docs/space.md, \"Translating the SPACE prompts\"";
}

std::string file_name(const std::string& path) { return path.substr(path.rfind('/') + 1); }

void check_parity(const std::string& lang, const Lexicon& lx, const Lexicon& en,
                  const std::map<std::string, TemplateSource>& mine,
                  const std::map<std::string, TemplateSource>& english, LintReport& r) {
  auto my_suffixes = form_suffixes(lx), en_suffixes = form_suffixes(en);
  std::set<std::string> my_files, noted;
  for (const auto& [key, src] : mine) my_files.insert(file_name(src.file));
  for (const auto& [key, esrc] : english) {
    auto it = mine.find(key);
    std::string file = file_name(esrc.file);
    if (it == mine.end() && optional_pack_file(esrc.file) && !my_files.count(file)) {
      if (noted.insert(file).second)
        add(r, false, lang, fmt::format("templates/{}/{}", lang, file),
            fmt::format("missing: this pack's prompts are not worded in '{}' yet, so its release leaves '{}' out "
                        "({})",
                        lang, lang, pack_doc(file)));
      continue;
    }
    if (it == mine.end()) {
      add(r, true, lang, fmt::format("templates/{}/", lang), fmt::format("{}: missing (English has it at {})", key, esrc.where()));
      continue;
    }
    auto em = Message::compile(en.locale, esrc.pattern);
    auto mm_ = Message::compile(lx.locale, it->second.pattern);
    if (!em || !mm_) continue;
    auto eb = bases(em->arg_names(), en_suffixes);
    auto lb = bases(mm_->arg_names(), my_suffixes);
    for (const auto& b : lb)
      if (!eb.count(b) && !passed_without_english(key, b))
        add(r, true, lang, it->second.where(),
            fmt::format("{}: uses {{{}}}, which is no argument English passes (English uses: {})", key, b,
                        fmt::join(eb, ", ")));
    // A pack file's arguments are its stimuli, symbols and labels: each must appear.
    bool required = optional_pack_file(esrc.file);
    for (const auto& b : eb)
      if (!lb.count(b))
        add(r, required, lang, it->second.where(), fmt::format("{}: leaves out {{{}}}, which English uses", key, b));
    if (lang != "en" && lang != "struct" && it->second.pattern == esrc.pattern && !eb.empty())
      add(r, false, lang, it->second.where(), fmt::format("{}: identical to English", key));
  }
  for (const auto& [key, src] : mine)
    if (!english.count(key)) add(r, false, lang, src.where(), fmt::format("{}: English has no such key; unused", key));
}

void check_plurals(const std::string& lang, const Lexicon& lx,
                   const std::map<std::string, TemplateSource>& mine, LintReport& r) {
  auto categories = plural_categories(lx.locale);
  auto check = [&](const std::string& where, const std::string& what, const std::string& pattern) {
    auto shape = analyze_message(pattern);
    if (!shape) return;
    for (const auto& [arg, selectors] : shape->plural_selectors)
      for (const auto& c : categories)
        if (std::find(selectors.begin(), selectors.end(), c) == selectors.end())
          add(r, true, lang, where,
              fmt::format("{}: plural {{{}}} has no '{}' case, which {} needs (categories: {})", what, arg, c,
                          lx.locale, fmt::join(categories, ", ")));
  };
  for (const auto& [key, src] : mine) check(src.where(), key, src.pattern);
  std::string lexfile = fmt::format("lexicons/{}.json", lang);
  for (auto [kind, forms] : {std::pair{"object_forms", &lx.object_forms}, {"room_forms", &lx.room_forms},
                             {"type_forms", &lx.type_forms}})
    for (const auto& [name, recipe] : *forms)
      check(fmt::format("{}: /grammar/{}/{}", lexfile, kind, name), "recipe", recipe);
}

void check_no_english(const std::string& lang, const std::map<std::string, TemplateSource>& mine,
                      const std::map<std::string, TemplateSource>& english, LintReport& r) {
  // Tokens allowed in any language: JSON keys, labels and attribute names stay English.
  static const std::set<std::string> allowed = {
      "json", "nodes", "edges", "source", "target", "relation", "containedin", "object", "attribute",
      "value", "parent", "true", "false", "null", "id", "agent", "floor", "tv", "cd", "m", "cm", "a", "b", "c", "x", "y", "z",
      // state attributes, named as an answer writes them
      "isopen", "istoggled", "issliced", "iscooked", "isdirty", "isbroken", "isfilledwithliquid", "isusedup",
      "ispickedup",
      // the scratchpad regime's block tags, typed as they are
      "scratchpad",
      // the Theory of Space pack's actions and JSON keys (templates/*/tos.msg), typed as they are
      "rotate", "goto", "at", "facing", "heading"};
  // English function words that are not also Spanish or German words.
  static const std::set<std::string> english_words = {
      "the", "is", "are", "what", "which", "where", "there", "how", "many", "answer", "with", "only",
      "of", "and", "or", "from", "your", "you", "its", "this", "that", "each", "every", "give",
      "think", "step", "behind", "front", "left", "right", "north", "south", "east", "west", "yes"};
  bool latin = lang == "es" || lang == "de";
  for (const auto& [key, src] : mine) {
    auto shape = analyze_message(src.pattern);
    if (!shape) continue;
    std::string word;
    std::vector<std::string> found;
    auto flush = [&] {
      std::string low = word;
      for (auto& ch : low) ch = char(std::tolower(static_cast<unsigned char>(ch)));
      bool bad = latin ? english_words.count(low) > 0 : (word.size() >= 2 && !allowed.count(low));
      if (!word.empty() && bad) found.push_back(word);
      word.clear();
    };
    for (char ch : shape->literal_text) {
      if (std::isalpha(static_cast<unsigned char>(ch))) word += ch;
      else flush();
    }
    flush();
    if (!found.empty())
      add(r, true, lang, src.where(),
          fmt::format("{}: English left in the text: {}", key, fmt::join(found, ", ")));
  }
}

}  // namespace mm::lint
