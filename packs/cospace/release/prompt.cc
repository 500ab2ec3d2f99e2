#include "packs/cospace/release/prompt.h"

#include <fmt/format.h>

#include "base/resources.h"
#include "base/text.h"
#include "format/text_norm.h"
#include "generator/render/item_names.h"
#include "generator/render/lexicon.h"
#include "generator/render/postprocess.h"
#include "packs/cospace/house_scene.h"
#include "packs/cospace/scene.h"
#include "packs/cospace/tasks/planning.h"
#include "packs/tos/grid.h"

namespace mm::cospace {
namespace {

const std::string kSlot = space::kLabelSlot;

std::string joined(const std::vector<std::string>& parts, std::string_view sep) { return join_with(parts, sep); }

std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> out;
  size_t start = 0;
  for (size_t at = s.find(sep); at != std::string::npos; at = s.find(sep, start)) {
    out.push_back(s.substr(start, at - start));
    start = at + 1;
  }
  out.push_back(s.substr(start));
  return out;
}

// Every word of an entry: its word, the fields that are other forms of it
// (plural), its aliases and its context variants'.
void entry_words(const LexEntry& e, std::vector<std::string>& out) {
  out.push_back(e.word());
  for (const char* f : {"pl"})
    if (auto it = e.fields.find(f); it != e.fields.end()) out.push_back(it->second);
  out.insert(out.end(), e.aliases.begin(), e.aliases.end());
  for (const LexVariant& v : e.variants) entry_words(v.entry, out);
}

// The words a lexicon has for the option keys of CoSpace questions: the
// sixteen direction keys and the kinds of the grid worlds and house rooms.
void add_aliases(const Lexicon& lx, std::map<std::string, std::vector<std::string>>& out) {
  for (const auto& [key, e] : lx.directions) entry_words(e, out[key]);
  for (const std::string& kind : option_kinds())
    if (const LexEntry* e = lookup(lx.types, kind)) entry_words(*e, out[kind]);
}

// A memo key: the parts joined by '|' (fmt::format was a tenth of the
// wording of a view, which looks up every line it writes).
std::string memo_key(std::initializer_list<std::string_view> parts) {
  std::string key;
  for (std::string_view p : parts) {
    if (!key.empty()) key += '|';
    key += p;
  }
  return key;
}

bool full_circle(const Item& item) { return item.task != Task::RotAng && item.task != Task::RotDif; }
bool planning(const Item& item) { return item.task == Task::PlaQa || item.task == Task::PlaDec; }
bool open_answer(const Item& item) { return item.options.empty(); }

// A phrase without the spaces and punctuation at its ends: the word between
// two slots of "{first}, then {next}", or a number's "degrees".
std::string bare(std::string_view s) {
  std::string n = score::normalise_phrase(s);
  std::string_view v = n;
  while (!v.empty() && score::cp_class_at(v, 0) != score::CpClass::Word &&
         score::cp_class_at(v, 0) != score::CpClass::Unspaced) {
    size_t i = 0;
    score::next_cp(v, i);
    v.remove_prefix(i);
  }
  while (!v.empty() && score::cp_class_before(v, v.size()) != score::CpClass::Word &&
         score::cp_class_before(v, v.size()) != score::CpClass::Unspaced) {
    size_t i = v.size() - 1;
    while (i > 0 && (static_cast<unsigned char>(v[i]) & 0xC0) == 0x80) --i;
    v.remove_suffix(v.size() - i);
  }
  return std::string(v);
}

std::string slug(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c == ' ') c = '-';
  return out;
}

}  // namespace

std::vector<std::string> cospace_conditions() {
  std::vector<std::string> out;
  for (const std::string& l : benchmark_conditions())
    if (resource(fmt::format("templates/{}/cospace.msg", l))) out.push_back(l);
  return out;
}

Result<CospacePrompter> CospacePrompter::load(std::string_view lang) {
  auto r = Renderer::load(lang);
  if (!r) return r.error();
  for (const char* key : {"cospace.intro.full", "space.label.a", "tos.ego.front"})
    if (!(*r)->templates().message(key))
      return Error{fmt::format("templates/{}: no '{}': the CoSpace pack is not worded in '{}' yet (it needs "
                               "cospace.msg, space.msg and tos.msg; docs/cospace.md, \"Prompts\"); conditions "
                               "with it: {}",
                               lang, key, lang, fmt::join(cospace_conditions(), ", "))};
  return CospacePrompter(*r);
}

Result<std::string> CospacePrompter::say(const std::string& key, std::vector<Arg> args, const LabelTable& labels) const {
  std::map<std::string, std::string> cache;
  return r_->sentence(Sentence{key, std::move(args)}, labels, cache);
}

Result<std::string> CospacePrompter::say(const std::string& key, std::vector<Arg> args) const {
  return say(key, std::move(args), LabelTable{});
}

Result<std::string> CospacePrompter::word(const std::string& key, std::vector<Arg> args) const {
  std::map<std::string, std::string> cache;
  LabelTable none;
  return r_->phrase(Sentence{key, std::move(args)}, none, cache);
}

Result<std::string> CospacePrompter::kind_word(const std::string& kind, const std::string& room_type) const {
  if (kind == "Door") return word("cospace.door");
  const LexEntry* e = lookup(r_->lexicon().types, kind);
  if (!e) return Error{fmt::format("lexicons/{}.json has no entry for type '{}'", language(), kind)};
  // A house room's kinds take the word of that room (a bathroom's sink), as
  // the staircase words them; a grid world's rooms have no type.
  return e->at(NameContext{room_type, "", false, ""}).word();
}

LabelTable CospacePrompter::labels(const Item& item) const {
  LabelTable out;
  if (item.room_type.empty() || item.target.empty() || !lookup(r_->lexicon().types, item.target)) return out;
  out.add_named(item.target, item.target);
  out.set_place(item.target, item.room_type, "");
  return out;
}

Result<std::string> CospacePrompter::option_text(Task t, const std::string& key, const std::string& room_type) const {
  switch (t) {
    case Task::DirRec: {
      const LexEntry* e = lookup(r_->lexicon().directions, key);
      if (!e) return Error{fmt::format("lexicons/{}.json has no direction '{}'", language(), key)};
      return e->word();
    }
    case Task::DirObj: return kind_word(key, room_type);
    case Task::RotAng: return word("cospace.option.degrees", {arg_degrees("deg", std::stoi(key))});
    case Task::PlaQa: return word("space.bin." + key);
    case Task::PlaDec: {
      std::optional<std::string> text;
      for (const std::string& a : split(key, ',')) {
        Result<std::string> step = Error{""};
        if (a == kGoAhead) step = word("cospace.act.go-ahead");
        else if (a == "turn-back") step = word("cospace.act.turn-back");
        else if (auto deg = turn_degrees(a); deg && a.starts_with("turn-right-"))
          step = word("cospace.act.turn-right", {arg_degrees("deg", *deg)});
        else if (deg && a.starts_with("turn-left-"))
          step = word("cospace.act.turn-left", {arg_degrees("deg", 360 - *deg)});
        else return Error{fmt::format("PLA-Dec option '{}': no action '{}'", key, a)};
        if (!step) return step;
        if (!text) {
          text = *step;
          continue;
        }
        auto both = word("cospace.act.then", {arg_text("first", *text), arg_text("next", *step)});
        if (!both) return both;
        text = *both;
      }
      return text.value_or("");
    }
    default: return Error{fmt::format("{} has no options", task_name(t))};
  }
}

Result<std::vector<std::string>> CospacePrompter::option_texts(const Item& item) const {
  std::vector<std::string> out;
  for (const std::string& k : item.options) {
    auto t = memo_->get(memo_key({"option", task_key(item.task), k, item.room_type}),
                        [&] { return option_text(item.task, k, item.room_type); });
    if (!t) return t.error();
    out.push_back(*t);
  }
  return out;
}

Result<std::string> CospacePrompter::view_head(const Item& item, size_t i) const {
  const View& v = item.views.at(i);
  int n = static_cast<int>(i) + 1;
  bool stated = static_cast<int>(i) < item.stated;
  std::string key = memo_key({"head", std::to_string(n), std::to_string(stated ? v.heading : -1)});
  return memo_->get(key, [&]() -> Result<std::string> {
    if (!stated) return say("cospace.view", {arg_count("n", n)});
    if (v.heading % 45 == 0)
      return say("cospace.view.heading", {arg_count("n", n), arg_compass("heading", std::string(tos::allo_word(
                                                                                    static_cast<tos::Allo>(v.heading / 45))))});
    return say("cospace.view.degrees", {arg_count("n", n), arg_degrees("deg", v.heading)});
  });
}

Result<std::string> CospacePrompter::mention_line(const Mention& m, const std::string& room_type) const {
  return memo_->get(memo_key({"thing", m.kind, tos::ego_name(m.ego), tos::dist_name(m.dist), room_type}),
                    [&]() -> Result<std::string> {
                      auto obj = kind_word(m.kind, room_type);
                      auto dir = word(fmt::format("tos.ego.{}", tos::ego_name(m.ego)));
                      auto dist = word(fmt::format("tos.dist.{}", slug(tos::dist_name(m.dist))));
                      if (!obj) return obj;
                      if (!dir) return dir;
                      if (!dist) return dist;
                      return word("cospace.view.thing",
                                  {arg_text("obj", *obj), arg_text("dir", *dir), arg_text("dist", *dist)});
                    });
}

Result<std::string> CospacePrompter::view_text(const Item& item, size_t i) const {
  auto text = view_head(item, i);
  if (!text) return text;
  // The lines are appended as they come (a view has up to a dozen).
  auto add = [&text](const Result<std::string>& line) {
    if (!line) return false;
    *text += '\n';
    *text += *line;
    return true;
  };
  const View& v = item.views.at(i);
  if (v.seen.empty()) {
    auto none = memo_->get("nothing", [&] { return word("cospace.view.nothing"); });
    if (!add(none)) return none;
  }
  for (const Mention& m : v.seen) {
    auto line = mention_line(m, item.room_type);
    if (!add(line)) return line;
  }
  return text;
}

Result<std::string> CospacePrompter::rules(const Item& item) const {
  // The same for every prompt of one kind of panorama: worded once.
  std::string key = fmt::format("rules|{}|{}|{}|{}|{}", task_key(item.task), condition_name(item.condition),
                                item.views.size(), item.unique_kinds, item.stated > 0);
  return memo_->get(key, [&] { return rules_uncached(item); });
}

Result<std::string> CospacePrompter::rules_uncached(const Item& item) const {
  std::vector<Result<std::string>> parts;
  int views = static_cast<int>(item.views.size());
  const char* intro = !full_circle(item)                     ? "cospace.intro.partial"
                      : item.condition == Condition::Disrupted ? "cospace.intro.disrupted"
                                                               : "cospace.intro.full";
  parts.push_back(say(intro, {arg_count("views", views)}));
  parts.push_back(say("cospace.rule.view"));
  parts.push_back(say("cospace.rule.kinds"));
  if (item.unique_kinds) parts.push_back(say("cospace.rule.unique"));
  // The rotation tasks' checkers try turns in steps of 15 degrees: a turn of
  // 50 degrees could explain some ROT-Dif panoramas too, so the grain is stated.
  if (!full_circle(item)) parts.push_back(say("cospace.rule.grain"));
  std::vector<Arg> ego, dist;
  const char* ego_args[] = {"front_left", "front_slight_left", "front", "front_slight_right", "front_right"};
  const char* dist_args[] = {"near", "mid", "slightly_far", "far", "very_far"};
  for (int i = 0; i < 5; ++i) {
    auto e = word(fmt::format("tos.ego.{}", tos::ego_name(static_cast<tos::Ego>(i))));
    auto d = word(fmt::format("tos.dist.{}", slug(tos::dist_name(static_cast<tos::Dist>(i + 1)))));
    if (!e) return e;
    if (!d) return d;
    ego.push_back(arg_text(ego_args[i], *e));
    dist.push_back(arg_text(dist_args[i], *d));
  }
  parts.push_back(say("tos.rule.ego", ego));
  parts.push_back(say("cospace.rule.cells"));  // the distance bins count cells
  parts.push_back(say("tos.rule.dist", dist));
  if (full_circle(item)) {
    std::vector<Arg> compass;
    for (int i = 0; i < 8; ++i) {
      std::string c(tos::allo_word(static_cast<tos::Allo>(i)));
      compass.push_back(arg_compass(c, c));
    }
    parts.push_back(say("tos.rule.compass", compass));
  }
  if (planning(item)) {
    std::vector<Arg> sectors;
    for (int s = 0; s < 8; ++s) {
      std::string name(sector_name(s));
      auto w = word("space.bin." + name);
      if (!w) return w;
      std::string arg = name;
      for (char& c : arg)
        if (c == '-') c = '_';
      sectors.push_back(arg_text(arg, *w));
    }
    parts.push_back(say("cospace.rule.sectors", sectors));
    if (item.task == Task::PlaDec) parts.push_back(say("cospace.rule.actions"));
  }
  std::vector<std::string> out;
  for (auto& p : parts) {
    if (!p) return p;
    out.push_back(*p);
  }
  return joined(out, r_->lexicon().sentence_separator);
}

Result<std::string> CospacePrompter::fixed(const std::string& key) const {
  return memo_->get(memo_key({"fixed", key}), [&] { return say(key); });
}

Result<std::string> CospacePrompter::options_paragraph(const std::vector<std::string>& texts) const {
  auto head = fixed("space.options");
  if (!head) return head;
  std::vector<std::string> lines{*head};
  for (size_t p = 0; p < texts.size(); ++p) {
    auto line = memo_->get(memo_key({"option-line", space::kLabelKeys[p], texts[p]}), [&]() -> Result<std::string> {
      auto label = word(space::kLabelKeys[p]);
      if (!label) return label;
      return word("space.option", {arg_text("label", *label), arg_text("text", texts[p])});
    });
    if (!line) return line;
    lines.push_back(*line);
  }
  return joined(lines, "\n");
}

Result<std::string> CospacePrompter::choose_line(size_t options) const {
  return memo_->get(memo_key({"choose", std::to_string(options)}), [&]() -> Result<std::string> {
    std::vector<std::string> labels;
    for (size_t p = 0; p < options; ++p) {
      auto label = word(space::kLabelKeys[p]);
      if (!label) return label;
      labels.push_back(*label);
    }
    return say("space.choose", {arg_text("labels", join_list(r_->lexicon().locale, labels, true))});
  });
}

Result<std::string> CospacePrompter::question(const Item& item) const {
  return memo_->get(memo_key({"question", task_key(item.task), item.target, item.room_type}),
                    [&] { return question_uncached(item); });
}

Result<std::string> CospacePrompter::question_uncached(const Item& item) const {
  std::string key = fmt::format("cospace.q.{}", task_key(item.task));
  switch (item.task) {
    case Task::DirObj: return say(key, {arg_compass("dir", item.target)});
    case Task::RotAng:
    case Task::RotDif: return say(key);
    default: return say(key, {arg_type("obj", item.target)}, labels(item));
  }
}

Result<CospacePrompter::Prompts> CospacePrompter::prompts(const Item& item, const std::vector<Regime>& regimes) const {
  std::vector<std::string> paras;
  auto head = rules(item);
  if (!head) return head.error();
  paras.push_back(*head);
  for (size_t i = 0; i < item.views.size(); ++i) {
    auto v = view_text(item, i);
    if (!v) return v.error();
    paras.push_back(*v);
  }
  auto q = question(item);
  if (!q) return q.error();
  paras.push_back(*q);
  std::string format;
  if (open_answer(item)) {
    auto line = fixed(item.task == Task::Cnt ? "cospace.answer.count" : "cospace.answer.view");
    if (!line) return line.error();
    format = *line;
  } else {
    auto texts = option_texts(item);
    if (!texts) return texts.error();
    auto options = options_paragraph(*texts);
    auto choose = choose_line(texts->size());
    if (!options) return options.error();
    if (!choose) return choose.error();
    paras.push_back(*options);
    format = *choose;
  }
  // No Latin run crosses a line break, so the body is isolated once for
  // every regime and the regime's line on its own.
  Prompts out;
  out.body = isolate_bidi(r_->lexicon(), joined(paras, "\n\n") + "\n\n" + format + "\n");
  for (Regime regime : regimes) {
    auto line = fixed(fmt::format("instr.regime.{}", regime_name(regime)));
    if (!line) return line.error();
    out.endings.push_back(isolate_bidi(r_->lexicon(), *line));
  }
  return out;
}

Result<std::string> CospacePrompter::answer_text(const Item& item) const {
  if (open_answer(item)) return word("space.answer", {arg_text("label", item.answer)});
  auto label = word(space::kLabelKeys[item.gold]);
  if (!label) return label;
  return word("space.answer", {arg_text("label", *label)});
}

Result<AnswerWords> shared_answer_words() {
  AnswerWords w;
  for (const std::string& l : benchmark_conditions()) {
    auto lx = load_lexicon(l);
    if (!lx) return lx.error();
    w.choice.markers.insert(w.choice.markers.end(), lx->answer_markers.begin(), lx->answer_markers.end());
    w.choice.refusals.insert(w.choice.refusals.end(), lx->refusals.begin(), lx->refusals.end());
    for (const auto& [n, words] : lx->number_words)
      for (const std::string& word : words) w.numbers.emplace_back(word, n);
    add_aliases(*lx, w.aliases);
    // Arabic counts two with the dual of the noun ("مرحاضان", two toilets).
    for (const auto& [type, e] : lx->types)
      if (auto du = e.fields.find("du"); du != e.fields.end()) w.numbers.emplace_back(du->second, 2);
  }
  auto actions = builtin_action_words();
  if (!actions) return actions.error();
  w.actions = std::move(*actions);
  for (const auto& o : builtin_ordinals()) w.numbers.push_back(o);
  for (const auto& o : builtin_angle_words()) w.numbers.push_back(o);
  w.choice.option_words = space::builtin_option_words();
  w.choice.hedges = space::builtin_hedges();
  w.normalise();
  return w;
}

Result<AnswerWords> CospacePrompter::answer_words(const AnswerWords& shared) const {
  AnswerWords w = shared;
  w.choice.condition = language();
  for (int i = 0; i < 4; ++i) {
    auto l = word(space::kLabelKeys[i]);
    if (!l) return l.error();
    w.choice.labels[i] = *l;
  }
  auto actions = template_action_words();
  if (!actions) return actions.error();
  w.actions.merge(*actions);
  auto phrase = word("space.answer", {arg_text("label", kSlot)});
  if (!phrase) return phrase.error();
  if (size_t at = phrase->find(kSlot); at != std::string::npos && at > 0)
    w.choice.markers.push_back(phrase->substr(0, at));
  w.normalise();
  return w;
}

Result<ActionWords> CospacePrompter::template_action_words() const {
  ActionWords out;
  auto go = word("cospace.act.go-ahead");
  auto back = word("cospace.act.turn-back");
  auto then = word("cospace.act.then", {arg_text("first", kSlot), arg_text("next", kSlot)});
  if (!go) return go.error();
  if (!back) return back.error();
  if (!then) return then.error();
  out.words["go"].push_back(*go);
  out.words["turn-back"].push_back(*back);
  size_t a = then->find(kSlot), b = then->rfind(kSlot);
  if (a != std::string::npos && b > a)
    out.words["then"].push_back(bare(then->substr(a + kSlot.size(), b - a - kSlot.size())));
  for (int deg : {45, 90, 135, 180}) {
    auto d = word("cospace.option.degrees", {arg_degrees("deg", deg)});
    if (!d) return d.error();
    std::string text = score::normalise_phrase(*d);
    std::erase_if(text, [](char c) { return c >= '0' && c <= '9'; });
    out.words["degrees"].push_back(bare(text));
  }
  out.normalise();
  return out;
}

Result<AnswerWords> CospacePrompter::answer_words() const {
  auto shared = shared_answer_words();
  if (!shared) return shared.error();
  return answer_words(*shared);
}

}  // namespace mm::cospace
