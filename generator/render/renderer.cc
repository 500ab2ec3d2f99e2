#include "generator/render/renderer.h"

#include <optional>

#include <fmt/format.h>

#include "generator/render/arrange.h"
#include "generator/render/postprocess.h"

namespace mm {

Result<std::shared_ptr<const Renderer>> Renderer::load(std::string_view lang) {
  std::shared_ptr<Renderer> r(new Renderer());
  MM_TRY(lx, load_lexicon(lang));
  r->lexicon_ = std::move(*lx);
  MM_TRY(t, TemplateSet::load(lang, r->lexicon_.locale));
  r->templates_ = std::move(*t);
  MM_TRY(fe, FormEngine::create(r->lexicon_));
  r->forms_ = *fe;
  return std::shared_ptr<const Renderer>(std::move(r));
}

ItemNames Renderer::names(const TaskItem& item) const {
  return ItemNames(lexicon_, item.description.labels, name_uses(item));
}

Result<std::string> Renderer::sentence(const Sentence& s, const LabelTable& labels,
                                       std::map<std::string, std::string>& cache) const {
  return sentence(s, ItemNames(lexicon_, labels, name_uses(s)), cache);
}

Result<std::string> Renderer::sentence(const Sentence& s, const ItemNames& names,
                                       std::map<std::string, std::string>& cache) const {
  auto out = phrase(s, names, cache);
  if (!out) return out;
  return finish_sentence(lexicon_, std::move(*out));
}

Result<std::string> Renderer::phrase(const Sentence& s, const LabelTable& labels,
                                     std::map<std::string, std::string>& cache) const {
  return phrase(s, ItemNames(lexicon_, labels, name_uses(s)), cache);
}

Result<std::string> Renderer::phrase(const Sentence& s, const ItemNames& names,
                                     std::map<std::string, std::string>& cache) const {
  const Message* msg = templates_.message(s.key);
  if (!msg) return Error{fmt::format("templates/{}: no message for key '{}'", language(), s.key)};
  // Nested action sentences are rendered first and passed as text.
  std::vector<Arg> args;
  args.reserve(s.args.size());
  for (const auto& a : s.args) {
    if (a.kind != Arg::Kind::Action) {
      args.push_back(a);
      continue;
    }
    // ref = action name, rendered by its narration key act.<ActionName>;
    // text = how the object rests in/on the receptacle ("in"/"on"/"none").
    Sentence nested{"act." + a.ref, {}};
    if (a.refs.size() > 0) nested.args.push_back(arg_object("obj", a.refs[0]));
    if (a.refs.size() > 1) nested.args.push_back(arg_object("rec", a.refs[1]));
    nested.args.push_back(arg_text("link", a.text.empty() ? "none" : a.text));
    nested.args.push_back(arg_text("order", "quoted"));
    auto text = sentence(nested, names, cache);
    if (!text) return text;
    args.push_back(arg_text(a.name, *text));
  }
  auto values = forms_->expand(msg->arg_names(), args, names, cache);
  if (!values) {
    const TemplateSource* src = templates_.source(s.key);
    return Error{fmt::format("{}: {}: {}", src ? src->where() : s.key, s.key, values.error().message)};
  }
  auto out = msg->format(*values);
  if (!out) return Error{fmt::format("{}: {}", s.key, out.error().message)};
  return out;
}

Result<std::string> Renderer::paragraph(const std::vector<Sentence>& ss, const ItemNames& names,
                                        std::map<std::string, std::string>& cache) const {
  std::string out;
  for (const auto& s : ss) {
    auto text = sentence(s, names, cache);
    if (!text) return text;
    if (text->empty()) continue;
    // A sentence that opens its own line takes no separator: a space before
    // the line break would trail the line above.
    if (!out.empty() && text->front() != '\n' && out.back() != '\n') out += lexicon_.sentence_separator;
    out += *text;
  }
  return out;
}

Result<std::string> Renderer::scene_block(const TaskItem& item, Mode m, const ItemNames* known) const {
  std::map<std::string, std::string> cache;
  std::optional<ItemNames> own;
  if (!known) own.emplace(names(item));
  const ItemNames& item_names = known ? *known : *own;
  std::string out;
  for (const auto& para : arrange(item.description, m)) {
    auto text = paragraph(para, item_names, cache);
    if (!text) return text;
    if (text->empty()) continue;
    if (!out.empty()) out += "\n";
    out += *text;
  }
  if (!item.narration.empty()) {
    auto text = paragraph(item.narration, item_names, cache);
    if (!text) return text;
    out += "\n\n" + *text;
  }
  return isolate_bidi(lexicon_, out);
}

Result<std::string> Renderer::question_block(const TaskItem& item, const ItemNames* known) const {
  std::map<std::string, std::string> cache;
  auto q = known ? sentence(item.question, *known, cache) : sentence(item.question, names(item), cache);
  if (!q) return q;
  return isolate_bidi(lexicon_, *q);
}

namespace {

// An object or room name as the description writes it (its definite form
// where the language has one, its kitchen word where the place changes it),
// JSON-quoted; the example shows the model that names follow the
// description, not labels.
std::string example_name(const Lexicon& lx, const std::string& type, bool room = false) {
  const auto& table = room ? lx.rooms : lx.types;
  auto it = table.find(type);
  if (it == table.end()) return OJson(type).dump();
  const LexEntry& e = room ? it->second : it->second.at({"Kitchen", ""});
  const std::string* def = lx.field(e, "def");
  return OJson(def && !def->empty() ? *def : e.word()).dump();
}

}  // namespace

std::string json_example(Format f, const Lexicon& lx, const std::string& variant) {
  auto n = [&](const char* t) { return example_name(lx, t); };
  switch (f) {
    case Format::Histogram: return fmt::format(R"({{{}: 2, {}: 1}})", n("Apple"), n("Mug"));
    case Format::EventList:
      return fmt::format(
          R"([{{"object": {}, "attribute": "isOpen", "value": true}}, {{"object": {}, "attribute": "parent", "value": {}}}])",
          n("Fridge"), n("Apple"), n("Plate"));
    case Format::StateMap: return fmt::format(R"({{{}: {{"parent": {}, "isDirty": true}}}})", n("Mug"), n("Sink"));
    case Format::Graph:
      return fmt::format(
          R"({{"nodes": [{0}, {1}, {2}], "edges": [{{"source": {2}, "target": {1}, "relation": "containedIn"}}, {{"source": {1}, "target": {0}, "relation": "containedIn"}}]}})",
          variant == "slice" ? n("CounterTop") : example_name(lx, "Kitchen", true),
          variant == "slice" ? n("Plate") : n("CounterTop"), n("Apple"));
    default: return "";
  }
}

namespace {

// The thing a state choice is said of: its type and its word's gender, so
// the offered words agree with it (es «sucia» for la cama, th พัง for a TV).
struct SaidOf {
  std::string type, gender;
};

// The word of a closed-set choice: a direction (direction formats), a
// failure reason, or a state given as its key ("isOpen_true"), worded for
// the thing it is said of (the state entry's variant for its type, then
// the form named by its gender, when the entry has one).
std::optional<std::string> choice_word(const Lexicon& lx, Format f, const std::string& c, const SaidOf& of) {
  if (f == Format::Direction || f == Format::DirectionPair) {
    auto it = lx.directions.find(c);
    return it == lx.directions.end() ? std::nullopt : std::optional(it->second.word());
  }
  if (auto it = lx.failures.find(c); it != lx.failures.end()) {
    NameContext at;  // a reason may be worded for the thing acted on (a tap "already runs")
    at.type = of.type;
    return it->second.at(at).word();
  }
  size_t us = c.rfind('_');
  if (us == std::string::npos) return std::nullopt;
  auto st = lx.states.find(c.substr(0, us));
  if (st == lx.states.end()) return std::nullopt;
  auto v = st->second.find(c.substr(us + 1));
  if (v == st->second.end()) return std::nullopt;
  NameContext at;
  at.type = of.type;
  const LexEntry& e = v->second.at(at);
  if (!of.gender.empty())
    if (const std::string* form = lx.field(e, of.gender)) return *form;
  return e.word();
}

// The object an item's question asks about ("obj"), else the object of its
// one narrated action (actionFailure asks about the attempt), when it names one.
SaidOf said_of(const TaskItem& item, const ItemNames& names, const Lexicon& lx) {
  std::vector<Arg> args = item.question.args;
  if (item.narration.size() == 1) args.insert(args.end(), item.narration[0].args.begin(), item.narration[0].args.end());
  for (const Arg& a : args) {
    if (a.name != "obj" || a.kind != Arg::Kind::Object) continue;
    const LabelTable::Entry* e = names.labels().find(a.ref);
    const ItemNames::Shown* shown = names.shown(a.ref);
    if (!e) return {};
    const std::string* g = shown && shown->entry ? lx.field(*shown->entry, "gender") : nullptr;
    return {e->type, g ? *g : std::string()};
  }
  return {};
}

}  // namespace

Result<std::string> Renderer::instruction_block(const TaskItem& item, Regime r, const ItemNames* known) const {
  std::optional<ItemNames> own;
  if (!known) own.emplace(names(item));
  const ItemNames& item_names = known ? *known : *own;
  std::vector<Arg> args;
  // Closed answer sets (directions, failure reasons) are listed in the language.
  if (!item.choices.empty()) {
    const SaidOf of = said_of(item, item_names, lexicon_);
    std::vector<std::string> words;
    for (const auto& c : item.choices) {
      auto word = choice_word(lexicon_, item.format, c, of);
      if (!word)
        return Error{fmt::format("lexicons/{}.json has no word for choice '{}'", language(), c)};
      words.push_back(lexicon_.choice_quotes.first + *word + lexicon_.choice_quotes.second);
    }
    args.push_back(arg_text("choices", join_list(lexicon_.locale, words, true)));
  }
  // Right-to-left text takes the JSON example whole, as one left-to-right
  // island, instead of isolating each Latin word inside its strings: a model
  // that copies the example then copies no direction marks into the names.
  const std::string example = json_example(item.format, lexicon_, item.instruction_variant);
  static const std::string kExampleSlot = "\uE000";  // private use: never in a template
  args.push_back(arg_text("example", lexicon_.bidi_isolate ? kExampleSlot : example));
  // A closed set of labels gets "instr.<format>.choices" when the language has it.
  std::string key = fmt::format("instr.{}", format_name(item.format));
  if (!item.instruction_variant.empty() && templates_.message(key + "." + item.instruction_variant))
    key += "." + item.instruction_variant;
  else if (!item.choices.empty() && templates_.message(key + ".choices"))
    key += ".choices";
  Sentence fmt_s{key, args};
  Sentence reg_s{fmt::format("instr.regime.{}", regime_name(r)), {}};
  std::map<std::string, std::string> cache;
  auto text = paragraph({fmt_s, reg_s}, item_names, cache);
  if (!text) return text;
  std::string out = isolate_bidi(lexicon_, *text);
  if (size_t at = out.find(kExampleSlot); lexicon_.bidi_isolate && at != std::string::npos)
    out.replace(at, kExampleSlot.size(), "\u2066" + example + "\u2069");  // LRI ... PDI
  return out;
}

Result<std::string> Renderer::prompt(const TaskItem& item, Mode m, Regime r) const {
  auto scene = scene_block(item, m);
  if (!scene) return scene;
  auto q = question_block(item);
  if (!q) return q;
  auto instr = instruction_block(item, r);
  if (!instr) return instr;
  return *scene + "\n\n" + *q + "\n\n" + *instr;
}

}  // namespace mm
