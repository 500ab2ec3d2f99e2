// Lexicon checks (coverage, recipe fields, aliases) and the render check.
#include <algorithm>
#include <set>

#include <fmt/format.h>

#include "base/json_util.h"
#include "generator/core/object_types.h"
#include "base/text.h"
#include "generator/translate/lint_checks.h"
#include "generator/render/arg_forms.h"
#include "generator/render/renderer.h"
#include "generator/scenes/builtin_house.h"
#include "generator/tasks/family.h"

namespace mm::lint {
namespace {

// Recipe parameters the renderer supplies itself (see docs/rendering.md).
const std::set<std::string> kSupplied = {"noun", "n", "numbered", "key", "type", "count", "final"};

void need_keys(const std::string& lang, const std::string& section, const std::map<std::string, LexEntry>& have,
               const std::vector<std::string>& want, LintReport& r) {
  for (const auto& k : want)
    if (!have.count(k))
      add(r, true, lang, fmt::format("lexicons/{}.json: /{}", lang, section), fmt::format("no entry for '{}'", k));
}

template <class M>
std::vector<std::string> keys_of(const M& m) {
  std::vector<std::string> out;
  for (const auto& [k, v] : m) out.push_back(k);
  return out;
}

void need_fields(const std::string& lang, const Lexicon& lx, const char* kind,
                 const std::map<std::string, std::string>& forms, const char* section,
                 const std::map<std::string, LexEntry>& entries, LintReport& r) {
  for (const auto& [name, recipe] : forms) {
    auto m = Message::compile(lx.locale, recipe);
    if (!m) {
      add(r, true, lang, fmt::format("lexicons/{}.json: /grammar/{}/{}", lang, kind, name), m.error().message);
      continue;
    }
    for (const auto& field : m->arg_names()) {
      if (kSupplied.count(field)) continue;
      std::vector<std::string> lacking;
      for (const auto& [k, e] : entries)
        if (!lx.field(e, field)) lacking.push_back(k);
      if (!lacking.empty())
        add(r, true, lang, fmt::format("lexicons/{}.json: /{}", lang, section),
            fmt::format("form '{}' of {} needs field '{}', missing in {} entries: {}{}", name, kind, field,
                        lacking.size(), fmt::join(lacking.begin(), lacking.begin() + std::min<size_t>(8, lacking.size()), ", "),
                        lacking.size() > 8 ? ", ..." : ""));
    }
  }
}

}  // namespace

void check_coverage(const std::string& lang, const Lexicon& lx, const Lexicon& en, LintReport& r) {
  need_keys(lang, "types", lx.types, TypeTable::builtin().names(), r);
  need_keys(lang, "rooms", lx.rooms, TypeTable::builtin().room_types(), r);
  need_keys(lang, "directions", lx.directions, keys_of(en.directions), r);
  need_keys(lang, "failures", lx.failures, keys_of(en.failures), r);
  need_keys(lang, "specials", lx.specials, keys_of(en.specials), r);
  need_keys(lang, "attributes", lx.attributes, keys_of(en.attributes), r);
  for (Attr a : kAllAttrs)
    for (const char* v : {"true", "false"}) {
      auto s = lx.states.find(std::string(attr_name(a)));
      if (s == lx.states.end() || !s->second.count(v))
        add(r, true, lang, fmt::format("lexicons/{}.json: /states", lang), fmt::format("no entry for {}.{}", attr_name(a), v));
    }
  if (lx.yes.empty() || lx.no.empty())
    add(r, true, lang, fmt::format("lexicons/{}.json", lang), "yes/no words are missing");
  if (lx.answer_markers.empty())
    add(r, true, lang, fmt::format("lexicons/{}.json: /answer_markers", lang), "no answer markers");
  if (lx.refusals.empty() && lang != "struct")
    add(r, true, lang, fmt::format("lexicons/{}.json: /refusals", lang),
        "no refusal phrases: a model that declines in this language would be read as an invalid answer");
  need_fields(lang, lx, "object_forms", lx.object_forms, "types", lx.types, r);
  need_fields(lang, lx, "room_forms", lx.room_forms, "rooms", lx.rooms, r);
  need_fields(lang, lx, "type_forms", lx.type_forms, "types", lx.types, r);
  need_fields(lang, lx, "numbered", {{"", lx.numbered}}, "types", lx.types, r);
  need_fields(lang, lx, "numbered", {{"", lx.numbered}}, "rooms", lx.rooms, r);
}

void check_aliases(const std::string& lang, const Lexicon& lx, LintReport& r) {
  auto scan = [&](const char* section, const std::map<std::string, LexEntry>& entries) {
    std::map<std::string, std::set<std::string>> owners;
    auto own = [&](const std::string& name, const LexEntry& e) {
      std::vector<std::string> words = e.aliases;
      words.push_back(e.word());
      if (auto it = e.fields.find("pl"); it != e.fields.end()) words.push_back(it->second);
      for (const auto& w : words) owners[nfkc_casefold(w)].insert(name);
    };
    for (const auto& [name, e] : entries) {
      own(name, e);
      for (const auto& v : e.variants) own(name, v.entry);
    }
    for (const auto& [word, concepts] : owners)
      if (concepts.size() > 1)
        add(r, true, lang, fmt::format("lexicons/{}.json: /{}", lang, section),
            fmt::format("'{}' names {} concepts: {}", word, concepts.size(), fmt::join(concepts, ", ")));
  };
  scan("types", lx.types);
  scan("rooms", lx.rooms);
  scan("directions", lx.directions);
  scan("failures", lx.failures);
  std::map<std::string, std::set<std::string>> state_words;  // per attribute: true vs false
  for (const auto& [attr, vals] : lx.states) {
    std::map<std::string, std::set<std::string>> owners;
    for (const auto& [v, e] : vals)
      for (const auto& w : mm::state_words(lx, e)) owners[nfkc_casefold(w)].insert(v);
    for (const auto& [w, vs] : owners)
      if (vs.size() > 1)
        add(r, true, lang, fmt::format("lexicons/{}.json: /states/{}", lang, attr),
            fmt::format("'{}' means both true and false", w));
  }
  std::set<std::string> yes;
  for (const auto& y : lx.yes) yes.insert(nfkc_casefold(y));
  for (const auto& n : lx.no)
    if (yes.count(nfkc_casefold(n)))
      add(r, true, lang, fmt::format("lexicons/{}.json: /no", lang), fmt::format("'{}' is both a yes and a no word", n));
}

namespace {

// Every form of a kind's word at a placement (alone and numbered) must read
// back as that kind and no other, and as the word group it writes, so an
// item that writes the kind in word groups is scored as its prompt names
// them (generator/render/item_names.h).
void check_read_back(const std::string& lang, const Lexicon& lx, const FormEngine& engine, const ReadObjects& read,
                     const std::string& type, const LexEntry& entry, const NameContext& at, const std::string& where,
                     LintReport& r) {
  std::set<std::string> texts;
  for (int index : {0, 2}) {
    LabelTable::Entry label{type, index, false, at.room, at.support};
    if (auto t = engine.noun_of(label, entry, index)) texts.insert(*t);
    for (const auto& [form, recipe] : lx.object_forms)
      if (auto t = engine.form_of(label, entry, index, form)) texts.insert(*t);
  }
  const std::string group = type + "/" + entry.word();
  for (const auto& text : texts) {
    std::set<std::string> found = read(lang, text), types;
    for (const auto& f : found)
      if (f.find('/') == std::string::npos) types.insert(f);
    if (types != std::set<std::string>{type})
      add(r, true, lang, where,
          fmt::format("the scorer reads '{}' as {}, not as {}", text,
                      types.empty() ? std::string("nothing") : fmt::format("{}", fmt::join(types, " or ")), type));
    else if (!found.count(group))
      add(r, true, lang, where,
          fmt::format("the scorer reads '{}' as {} but not as the word '{}', so an item naming it beside another "
                      "place's word cannot be scored",
                      text, type, entry.word()));
    else if (found.size() > 2)
      add(r, true, lang, where,
          fmt::format("the scorer reads '{}' as more than one word of {} ({}): an item naming both places could not "
                      "tell them apart",
                      text, type, fmt::join(found, ", ")));
  }
}

}  // namespace

void check_variants(const std::string& lang, const Lexicon& lx, const ReadObjects& read, LintReport& r) {
  const auto& types = TypeTable::builtin();
  const auto rooms = types.room_types();
  const auto objects = types.names();
  auto known = [](const std::vector<std::string>& all, const std::string& t) {
    return std::find(all.begin(), all.end(), t) != all.end();
  };
  auto engine = FormEngine::create(lx);
  for (const auto& [type, e] : lx.types)
    for (size_t i = 0; i < e.variants.size(); ++i) {
      const LexVariant& v = e.variants[i];
      std::string where = fmt::format("lexicons/{}.json: /types/{}/variants/{}", lang, type, i);
      for (const auto& room : v.rooms)
        if (!known(rooms, room)) add(r, true, lang, where, fmt::format("where/room: '{}' is not a room type", room));
      for (const auto& on : v.on)
        if (!known(objects, on)) add(r, true, lang, where, fmt::format("where/on: '{}' is not an object type", on));
    }
  // A state's words may depend on the thing's type: those types must exist
  // (a state variant has no place, so "room" and "on" never hold for it).
  // So may a failure reason's (the thing acted on: a tap "already runs").
  auto by_type_only = [&](const LexEntry& e, const std::string& at) {
    for (size_t i = 0; i < e.variants.size(); ++i) {
      const LexVariant& v = e.variants[i];
      std::string where = fmt::format("{}/variants/{}", at, i);
      if (!v.rooms.empty() || !v.on.empty() || v.shared || v.types.empty())
        add(r, true, lang, where, "this variant is chosen by \"type\" only (the thing it is said of)");
      for (const auto& t : v.types)
        if (!known(objects, t)) add(r, true, lang, where, fmt::format("where/type: '{}' is not an object type", t));
    }
  };
  for (const auto& [attr, vals] : lx.states)
    for (const auto& [value, e] : vals)
      by_type_only(e, fmt::format("lexicons/{}.json: /states/{}/{}", lang, attr, value));
  for (const auto& [code, e] : lx.failures) by_type_only(e, fmt::format("lexicons/{}.json: /failures/{}", lang, code));
  if (!read || !engine) return;
  for (const auto& [type, e] : lx.types) {
    if (e.variants.empty()) continue;
    check_read_back(lang, lx, **engine, read, type, e, {}, fmt::format("lexicons/{}.json: /types/{}", lang, type), r);
    for (size_t i = 0; i < e.variants.size(); ++i)
      check_read_back(lang, lx, **engine, read, type, e.variants[i].entry, e.variants[i].example(),
                      fmt::format("lexicons/{}.json: /types/{}/variants/{}", lang, type, i), r);
  }
}

void check_rendering(const std::string& lang, int houses, LintReport& r) {
  auto renderer = Renderer::load(lang);
  if (!renderer) {
    add(r, true, lang, fmt::format("templates/{}/", lang), renderer.error().message);
    return;
  }
  std::set<std::string> reported;
  for (int h = 0; h < houses; ++h) {
    Scene scene = generate_builtin_house(0, h);
    CaseContext ctx(scene, 0);
    for (const Family* f : all_families())
      for (Variant v : variants_of(f->info())) {
        auto item = f->build(ctx, 0, v);
        if (!item) continue;
        for (Mode m : kAllModes)
          for (Regime g : kEveryRegime) {
            auto p = (*renderer)->prompt(*item, m, g);
            if (!p && reported.insert(p.error().message).second)
              add(r, true, lang, fmt::format("templates/{}/", lang),
                  fmt::format("{} ({} {}, {} {}): {}", f->info().id, frame_name(v.frame), order_name(v.order),
                              mode_name(m), regime_name(g), p.error().message));
          }
      }
  }
}

}  // namespace mm::lint
