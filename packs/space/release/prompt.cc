#include "packs/space/release/prompt.h"

#include <fmt/format.h>

#include "base/resources.h"
#include "base/text.h"
#include "generator/render/item_names.h"
#include "generator/render/lexicon.h"
#include "generator/render/postprocess.h"

namespace mm::space {
namespace {

const std::string kSlot = space::kLabelSlot;

std::string joined(const std::vector<std::string>& parts, std::string_view sep) { return join_with(parts, sep); }

// Whether `text` ends in full-width punctuation (CJK symbols and
// punctuation, full-width forms: "，", "、", "；"), after which no space is
// written.
bool ends_full_width(std::string_view text) {
  std::u32string u = to_u32(text);
  if (u.empty()) return false;
  char32_t c = u.back();
  return (c >= 0x3000 && c <= 0x303F) || (c >= 0xFF00 && c <= 0xFFEF);
}

// An option's parts joined by single spaces, none after full-width punctuation.
std::string option_line(const std::vector<std::string>& parts) {
  std::string out;
  for (size_t i = 0; i < parts.size(); ++i) {
    if (i && !ends_full_width(parts[i - 1])) out += ' ';
    out += parts[i];
  }
  return out;
}

// A grid row as the generator prints it: single ASCII cells between spaces.
bool grid_row(std::string_view line) {
  if (line.empty() || line.size() % 2 == 0) return false;
  for (size_t i = 0; i < line.size(); ++i) {
    unsigned char c = static_cast<unsigned char>(line[i]);
    if (i % 2 == 1 ? c != ' ' : (c <= ' ' || c >= 0x7F)) return false;
  }
  return true;
}

// Right-to-left conditions isolate the Latin runs of their sentences; a grid
// row is isolated whole, as one left-to-right island, so its cells stay the
// same tokens as in every other condition and no viewer reorders them.
std::string isolate_prompt(const Lexicon& lx, const std::string& text) {
  if (!lx.bidi_isolate) return text;
  std::string out;
  size_t start = 0;
  while (start <= text.size()) {
    size_t end = text.find('\n', start);
    std::string line = text.substr(start, end == std::string::npos ? std::string::npos : end - start);
    out += grid_row(line) ? "\u2066" + line + "\u2069" : isolate_bidi(lx, line);
    if (end == std::string::npos) break;
    out += '\n';
    start = end + 1;
  }
  return out;
}

}  // namespace

std::vector<std::string> space_conditions() {
  std::vector<std::string> out;
  for (const std::string& l : benchmark_conditions())
    if (resource(fmt::format("templates/{}/space.msg", l))) out.push_back(l);
  return out;
}

std::string grid_text(const CharGrid& g) {
  std::string out;
  for (const std::string& row : g) {
    if (!out.empty()) out += '\n';
    for (size_t c = 0; c < row.size(); ++c) {
      if (c) out += ' ';
      out += row[c];
    }
  }
  return out;
}

Result<SpacePrompter> SpacePrompter::load(std::string_view lang) {
  auto r = Renderer::load(lang);
  if (!r) return r.error();
  if (!(*r)->templates().message(kLabelKeys[0]))
    return Error{fmt::format("templates/{}/space.msg: missing: the SPACE pack is not worded in '{}' yet (docs/space.md, "
                             "\"Translating the SPACE prompts\"); conditions with it: {}",
                             lang, lang, fmt::join(space_conditions(), ", "))};
  SpacePrompter p(*r);
  for (int i = 0; i < 4; ++i) {
    auto l = p.text(kLabelKeys[i], {});
    if (!l) return l.error();
    p.labels_[i] = *l;
  }
  return p;
}

Result<std::string> SpacePrompter::text(const std::string& key, const TextArgs& args, bool sentence) const {
  Sentence s{key, {}};
  for (const TextArg& a : args) {
    if (!a.key) {
      s.args.push_back(arg_text(a.name, a.value));
      continue;
    }
    auto word = text(a.value, {});
    if (!word) return word;
    s.args.push_back(arg_text(a.name, *word));
  }
  std::map<std::string, std::string> cache;
  LabelTable none;
  return sentence ? r_->sentence(s, none, cache) : r_->phrase(s, none, cache);
}

Result<std::vector<std::string>> SpacePrompter::option_texts(const McqQuestion& q, const Trial& t) const {
  std::vector<std::string> out;
  for (int idx : t.order) {
    const OptionValue& o = q.options.at(static_cast<size_t>(idx));
    if (o.grid) {
      out.push_back(grid_text(*o.grid));
      continue;
    }
    std::vector<std::string> parts;
    for (const auto& [key, args] : o.parts) {
      auto p = text(key, args);
      if (!p) return p.error();
      parts.push_back(*p);
    }
    out.push_back(option_line(parts));
  }
  return out;
}

Result<std::vector<std::string>> SpacePrompter::prompts(const McqQuestion& q, const Trial& t,
                                                        const std::vector<Regime>& regimes) const {
  const McqTask* task = find_mcq_task(q.task);
  if (!task) return Error{fmt::format("{}: no SPACE task '{}'", q.id, q.task)};
  std::string prefix = "space." + q.task + ".";
  std::vector<std::string> paras;
  auto intro = text(task->intro.empty() ? prefix + "intro" : task->intro, q.args, true);
  if (!intro) return intro.error();
  paras.push_back(*intro);
  if (task->legend) {
    auto legend = text(prefix + "legend", q.args, true);
    if (!legend) return legend.error();
    paras.back() += "\n" + *legend;
  }
  for (const Block& b : q.stimulus) {
    auto label = text(b.key, b.args, true);
    if (!label) return label.error();
    paras.push_back(*label + (b.grid ? "\n" + grid_text(*b.grid) : ""));
  }
  auto question = text(prefix + "question", q.args, true);
  if (!question) return question.error();
  paras.push_back(*question);
  auto head = text("space.options", {}, true);
  auto texts = option_texts(q, t);
  if (!head) return head.error();
  if (!texts) return texts.error();
  bool grids = q.options.front().grid.has_value();
  std::vector<std::string> options;
  for (int p = 0; p < kOptions; ++p) {
    auto line = grids ? text("space.option.grid", {{"label", labels_[p]}})
                      : text("space.option", {{"label", labels_[p]}, {"text", (*texts)[p]}});
    if (!line) return line.error();
    options.push_back(grids ? *line + "\n" + (*texts)[p] : *line);
  }
  paras.push_back(*head + "\n" + joined(options, grids ? "\n\n" : "\n"));
  std::vector<std::string> labels(labels_.begin(), labels_.end());
  auto choose = text("space.choose", {{"labels", join_list(r_->lexicon().locale, labels, true)}}, true);
  if (!choose) return choose.error();
  std::string body = joined(paras, "\n\n") + "\n\n" + *choose;
  std::vector<std::string> out;
  for (Regime regime : regimes) {
    auto line = text(fmt::format("instr.regime.{}", regime_name(regime)), {}, true);
    if (!line) return line.error();
    out.push_back(isolate_prompt(r_->lexicon(), body + "\n" + *line));
  }
  return out;
}

Result<std::string> SpacePrompter::answer(int position) const {
  if (position < 0 || position >= kOptions) return Error{fmt::format("answer: no option position {}", position)};
  return text("space.answer", {{"label", labels_[position]}});
}

Result<ChoiceWords> SpacePrompter::choice_words() const {
  ChoiceWords w;
  w.condition = language();
  w.labels = labels_;
  // The answer phrase up to its label is a marker ("Answer:").
  auto phrase = text("space.answer", {{"label", kSlot}});
  if (!phrase) return phrase.error();
  if (size_t at = phrase->find(kSlot); at != std::string::npos && at > 0) w.markers.push_back(phrase->substr(0, at));
  for (const std::string& l : benchmark_conditions()) {
    auto lx = load_lexicon(l);
    if (!lx) return lx.error();
    w.markers.insert(w.markers.end(), lx->answer_markers.begin(), lx->answer_markers.end());
    w.refusals.insert(w.refusals.end(), lx->refusals.begin(), lx->refusals.end());
  }
  w.option_words = builtin_option_words();
  w.hedges = builtin_hedges();
  w.normalise();
  return w;
}

}  // namespace mm::space
