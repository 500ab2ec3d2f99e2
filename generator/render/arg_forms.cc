#include "generator/render/arg_forms.h"

#include <algorithm>

#include <fmt/format.h>

namespace mm {
namespace {

std::string select_key(std::string s) {
  std::replace(s.begin(), s.end(), '-', '_');
  return s;
}

}  // namespace

Result<std::shared_ptr<const FormEngine>> FormEngine::create(const Lexicon& lx) {
  std::shared_ptr<FormEngine> fe(new FormEngine(lx));
  auto compile = [&](const std::string& what, const std::string& recipe) -> Status {
    if (fe->recipes_.count(recipe)) return Status::Ok();
    auto m = Message::compile(lx.locale, recipe);
    if (!m) return Error{fmt::format("lexicons/{}.json: recipe {}: {}", lx.language, what, m.error().message)};
    fe->recipes_[recipe] = std::make_shared<Message>(std::move(*m));
    return Status::Ok();
  };
  for (auto [kind, forms] : {std::pair{"object_forms", &lx.object_forms},
                             {"room_forms", &lx.room_forms}, {"type_forms", &lx.type_forms}})
    for (const auto& [name, recipe] : *forms) {
      MM_CHECK(compile(fmt::format("/grammar/{}/{}", kind, name), recipe));
    }
  MM_CHECK(compile("/grammar/numbered", lx.numbered));
  fe->numbered_ = fe->recipes_.at(lx.numbered);
  return std::shared_ptr<const FormEngine>(std::move(fe));
}

std::string FormEngine::final_class(const std::string& text) const {
  std::u32string u = to_u32(text);
  if (u.empty()) return "vowel";
  char32_t c = u.back();
  if (c >= 0xAC00 && c <= 0xD7A3) {
    int jong = int(c - 0xAC00) % 28;
    return jong == 0 ? "vowel" : jong == 8 ? "rieul" : "consonant";
  }
  if (c >= U'0' && c <= U'9') {
    auto it = lx_.digit_finals.find(std::string(1, char(c)));
    return it == lx_.digit_finals.end() ? "vowel" : it->second;
  }
  return "vowel";
}

Result<std::string> FormEngine::apply(const std::string& recipe_name,
                                      const std::map<std::string, std::string>& recipes,
                                      const LexEntry& entry, std::vector<MessageArg> extra) const {
  auto r = recipes.find(recipe_name);
  if (r == recipes.end()) return Error{fmt::format("no form '{}'", recipe_name)};
  const Message& m = *recipes_.at(r->second);
  std::vector<MessageArg> args = std::move(extra);
  for (const auto& name : m.arg_names()) {
    if (std::any_of(args.begin(), args.end(), [&](const MessageArg& a) { return a.name == name; }))
      continue;
    const std::string* v = lx_.field(entry, name);
    if (!v) return Error{fmt::format("form '{}' needs field '{}', which \"{}\" lacks", recipe_name, name, entry.word())};
    args.push_back({name, *v});
  }
  return m.format(args);
}

Result<const LexEntry*> FormEngine::entry_of(const LabelTable::Entry& e, bool shared) const {
  const LexEntry* entry = lookup(e.is_room ? lx_.rooms : lx_.types, e.type);
  if (!entry)
    return Error{fmt::format("lexicons/{}.json has no entry for {} '{}'", lx_.language,
                             e.is_room ? "room type" : "object type", e.type)};
  return &entry->at({e.room_type, e.support_type, shared});
}

Result<std::string> FormEngine::label_noun(const LabelTable::Entry& e, bool shared) const {
  MM_TRY(found, entry_of(e, shared));
  return noun_of(e, **found, e.index);
}

Result<std::string> FormEngine::noun_of(const LabelTable::Entry& e, const LexEntry& entry, int index) const {
  if (index == 0) return entry.word();
  std::vector<MessageArg> args{{"n", format_integer(lx_.locale, index)}, {"key", e.label()}};
  for (const auto& name : numbered_->arg_names()) {
    if (name == "n" || name == "key") continue;
    const std::string* v = lx_.field(entry, name);
    if (!v) return Error{fmt::format("/grammar/numbered needs field '{}', which \"{}\" lacks", name, entry.word())};
    args.push_back({name, *v});
  }
  return numbered_->format(args);
}

Result<std::string> FormEngine::entity_form(const LabelTable::Entry& e, const std::string& form, bool shared) const {
  MM_TRY(entry, entry_of(e, shared));
  return form_of(e, **entry, e.index, form);
}

Result<std::string> FormEngine::form_of(const LabelTable::Entry& e, const LexEntry& entry, int index,
                                        const std::string& form) const {
  auto noun = noun_of(e, entry, index);
  if (!noun) return noun;
  std::vector<MessageArg> extra{{"noun", *noun},
                                {"n", index ? format_integer(lx_.locale, index) : std::string()},
                                {"numbered", std::string(index ? "yes" : "no")},
                                {"key", e.label()},
                                {"final", final_class(*noun)}};
  return apply(form, e.is_room ? lx_.room_forms : lx_.object_forms, entry, std::move(extra));
}

Result<std::string> FormEngine::type_form(const std::string& type, const std::string& form, int64_t count,
                                          const NameContext& at) const {
  const LexEntry* entry = lookup(lx_.types, type);
  if (entry) entry = &entry->at(at);
  else entry = lookup(lx_.rooms, type);
  if (!entry) return Error{fmt::format("lexicons/{}.json has no entry for type '{}'", lx_.language, type)};
  return type_form_of(type, *entry, form, count);
}

Result<std::string> FormEngine::type_form_of(const std::string& type, const LexEntry& entry, const std::string& form,
                                             int64_t count) const {
  std::vector<MessageArg> extra{{"key", type}, {"final", final_class(entry.word())}};
  if (count >= 0) extra.push_back({"count", count});
  return apply(form, lx_.type_forms, entry, std::move(extra));
}

Result<std::string> FormEngine::counted(const std::string& type, int64_t n, const NameContext& at) const {
  return type_form(type, "count", n, at);
}

Result<std::string> FormEngine::value_for(const Arg& a, const std::string& suffix, const ItemNames& names,
                                          std::map<std::string, std::string>& cache) const {
  using K = Arg::Kind;
  auto entity_as = [&](const std::string& id, const std::string& suffix) -> Result<std::string> {
    std::string key = id + "|" + suffix;
    auto it = cache.find(key);
    if (it != cache.end()) return it->second;
    const LabelTable::Entry* e = names.labels().find(id);
    if (!e) return Error{fmt::format("'{}' has no label in this item", id)};
    const ItemNames::Shown* shown = names.shown(id);
    if (!shown)
      return Error{fmt::format("lexicons/{}.json has no entry for {} '{}'", lx_.language,
                               e->is_room ? "room type" : "object type", e->type)};
    Result<std::string> r = Error{""};
    const auto& forms = e->is_room ? lx_.room_forms : lx_.object_forms;
    if (suffix == "key") r = e->label();
    else if (suffix == "type") r = e->type;
    else if (suffix.empty() || forms.count(suffix)) r = form_of(*e, *shown->entry, shown->index, suffix);
    else {
      const std::string* f = lx_.field(*shown->entry, suffix);
      if (!f) return Error{fmt::format("no form or field '{}' for {}", suffix, e->type)};
      r = *f;
    }
    if (r) cache[key] = *r;
    return r;
  };
  auto entity = [&](const std::string& id) { return entity_as(id, suffix); };
  auto word = [&](const LexEntry* e, const char* what) -> Result<std::string> {
    if (!e) return Error{fmt::format("lexicons/{}.json has no {} '{}'", lx_.language, what, a.ref)};
    if (suffix == "key") return select_key(a.ref);
    if (suffix.empty()) return e->word();
    const std::string* f = lx_.field(*e, suffix);
    if (!f) return Error{fmt::format("no field '{}' for {} '{}'", suffix, what, a.ref)};
    return *f;
  };
  // A count of a type, worded where the phrase stands (the room of the count).
  auto counted_in = [&](const std::string& type, int64_t n) -> Result<std::string> {
    const LexEntry* e = names.type_entry(type, a.room);
    if (!e) return Error{fmt::format("lexicons/{}.json has no entry for type '{}'", lx_.language, type)};
    return type_form_of(type, *e, "count", n);
  };
  switch (a.kind) {
    case K::Object:
    case K::Room: return entity(a.ref);
    case K::Objects:
    case K::Rooms: {
      // A form goes on every item (de "den Flur, die Küche und das Bad"),
      // or on the last only where the language marks the whole list there
      // (ko "금고, TV장, 세탁기는").
      std::vector<std::string> parts;
      for (size_t i = 0; i < a.refs.size(); ++i) {
        bool plain = lx_.list_form_on_last && i + 1 < a.refs.size() && suffix != "key" && suffix != "type";
        auto r = plain ? entity_as(a.refs[i], "") : entity(a.refs[i]);
        if (!r) return r;
        parts.push_back(*r);
      }
      return join_list(lx_.locale, parts);
    }
    case K::Type: {
      if (suffix == "key") return a.ref;
      const bool form = suffix.empty() || lx_.type_forms.count(suffix);
      if (!lookup(lx_.types, a.ref) && form) return type_form(a.ref, suffix);  // a room type named as a kind
      const LexEntry* e = names.type_entry(a.ref, a.room);
      if (e && form) return type_form_of(a.ref, *e, suffix, -1);
      return word(e, "object type");
    }
    case K::RoomType: return word(lookup(lx_.rooms, a.ref), "room type");
    case K::Counted: return counted_in(a.ref, a.number);
    case K::CountList: {
      std::vector<std::string> parts;
      for (size_t i = 0; i < a.refs.size(); ++i) {
        // A kind written in several words in this room is listed by word
        // ("two pillows and a cushion"), so each word's labels add up.
        const auto words = a.room.empty() ? std::vector<std::pair<const LexEntry*, int64_t>>()
                                          : names.listing_words(a.refs[i], a.room, a.numbers.at(i));
        for (const auto& [entry, k] : words) {
          auto r = type_form_of(a.refs[i], *entry, "count", k);
          if (!r) return r;
          parts.push_back(*r);
        }
        if (!words.empty()) continue;
        auto r = counted_in(a.refs[i], a.numbers.at(i));
        if (!r) return r;
        parts.push_back(*r);
      }
      return join_list(lx_.locale, parts);
    }
    case K::Number: return format_decimal(lx_.locale, std::stod(a.text), 1);
    case K::Compass:
    case K::Ego: return word(lookup(lx_.directions, a.ref), "direction");
    case K::State: {
      auto s = lx_.states.find(a.ref);
      const LexEntry* e = nullptr;
      if (s != lx_.states.end()) e = lookup(s->second, a.number ? "true" : "false");
      if (suffix == "key") return a.ref + (a.number ? "_true" : "_false");
      return word(e, "state");
    }
    case K::Attribute: return word(lookup(lx_.attributes, a.ref), "attribute");
    case K::Failure: return word(lookup(lx_.failures, a.ref), "failure reason");
    case K::Special: return word(lookup(lx_.specials, a.ref), "special location");
    case K::Text: return a.text;
    case K::Count:
    case K::Degrees: return format_integer(lx_.locale, a.number);
    case K::Action: return Error{"actions must be rendered before argument expansion"};
  }
  return Error{"unknown argument kind"};
}

Result<std::vector<MessageArg>> FormEngine::expand(const std::vector<std::string>& names,
                                                   const std::vector<Arg>& args,
                                                   const ItemNames& item_names,
                                                   std::map<std::string, std::string>& cache) const {
  std::vector<MessageArg> out;
  out.reserve(names.size());
  for (const auto& name : names) {
    // The argument is the longest arg name that equals `name` or prefixes "name_".
    const Arg* best = nullptr;
    for (const auto& a : args)
      if ((name == a.name || (name.size() > a.name.size() && name.compare(0, a.name.size(), a.name) == 0 &&
                              name[a.name.size()] == '_')) &&
          (!best || a.name.size() > best->name.size()))
        best = &a;
    if (!best) return Error{fmt::format("the template uses {{{}}}, but no such argument is passed", name)};
    std::string suffix = name == best->name ? "" : name.substr(best->name.size() + 1);
    if ((best->kind == Arg::Kind::Count || best->kind == Arg::Kind::Degrees) && suffix.empty()) {
      out.push_back({name, best->number});  // numeric, so plural/select work
      continue;
    }
    auto v = value_for(*best, suffix, item_names, cache);
    if (!v) return Error{fmt::format("{{{}}}: {}", name, v.error().message)};
    out.push_back({name, std::move(*v)});
  }
  return out;
}

}  // namespace mm
