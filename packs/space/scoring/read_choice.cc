#include "packs/space/scoring/read_choice.h"

#include <algorithm>
#include <optional>

#include <fmt/format.h>

#include "format/text_norm.h"
#include "validators/reading/answer_text.h"

namespace mm::space {
namespace {

using score::CpClass;
// The class of the code point at byte i, and of the one ending there.
CpClass class_at(std::string_view s, size_t i) { return score::cp_class_at(s, i); }
CpClass class_before(std::string_view s, size_t i) { return score::cp_class_before(s, i); }

// A neighbour of the same kind of letter as the word's edge would make the
// match the inside of a longer word.
bool blocks(CpClass neighbour, CpClass edge) {
  return (edge == CpClass::Word && neighbour == CpClass::Word) ||
         (edge == CpClass::Unspaced && neighbour == CpClass::Unspaced);
}

bool bounded(std::string_view s, size_t begin, std::string_view word) {
  if (word.empty() || s.substr(begin, word.size()) != word) return false;
  return !blocks(class_before(s, begin), class_at(word, 0)) &&
         !blocks(class_at(s, begin + word.size()), class_before(word, word.size()));
}

size_t skip(std::string_view s, size_t i, std::string_view chars) {
  while (i < s.size()) {
    size_t k = i;
    char32_t c = score::next_cp(s, k);
    bool decor = c == U' ' || c == U'\t' || (c < 0x80 && chars.find(static_cast<char>(c)) != std::string_view::npos) ||
                 c == U'\u201C' || c == U'\u201D' || c == U'\u300C' || c == U'\u3010' || c == U'\uFF08' ||
                 c == U'\uFF1A';
    if (!decor) break;
    i = k;
  }
  return i;
}

struct Hit {
  int position = -1;
  size_t end = 0;
};

// A label starting exactly at i.
Hit label_at(std::string_view s, size_t i, const ChoiceWords& w) {
  for (int p = 0; p < 4; ++p)
    if (bounded(s, i, w.labels[p])) return {p, i + w.labels[p].size()};
  for (int p = 0; p < 4; ++p)
    if (bounded(s, i, w.latin_labels[p])) return {p, i + w.latin_labels[p].size()};
  return {};
}

// A label right after an option word: only its end must be a word's end
// ("ข้อข", Thai written without a space, as "ข้อ ข").
Hit label_after_word(std::string_view s, size_t i, const ChoiceWords& w) {
  for (const auto* labels : {&w.labels, &w.latin_labels})
    for (int p = 0; p < 4; ++p) {
      const std::string& l = (*labels)[p];
      if (!l.empty() && s.substr(i, l.size()) == l && !blocks(class_at(s, i + l.size()), class_before(l, l.size())))
        return {p, i + l.size()};
    }
  return {};
}

// An option word at i ("option", "选项"), then a label after spaces or ':'.
Hit option_word_at(std::string_view s, size_t i, const ChoiceWords& w) {
  for (const std::string& o : w.option_words)
    // A word of a script without spaces stands anywhere ("我选择选项B").
    if (bounded(s, i, o) || (s.substr(i, o.size()) == o && (!blocks(class_before(s, i), class_at(o, 0)) ||
                                                            class_at(o, 0) == CpClass::Unspaced))) {
      Hit h = label_after_word(s, skip(s, i + o.size(), ":#(["), w);
      if (h.position >= 0) return h;
    }
  return {};
}

// A label read from the start of `s` (decoration and an option word allowed).
Hit lead_label(std::string_view s, const ChoiceWords& w) {
  size_t i = skip(s, 0, "([{\"'<");
  if (Hit h = option_word_at(s, i, w); h.position >= 0) return h;
  return label_at(s, i, w);
}

// A second, different label offered right after the first ("b or c",
// "b/c"); not after "b)" or "b.", where the option's own text may follow.
std::optional<std::string> hedge_after(std::string_view s, const Hit& h, const ChoiceWords& w) {
  size_t j = skip(s, h.end, "\"'");
  for (const std::string& o : w.hedges) {
    if (!bounded(s, j, o) && !(o.size() == 1 && s.substr(j, 1) == o)) continue;
    size_t k = skip(s, j + o.size(), "([{\"'");
    Hit second = label_at(s, k, w);
    if (second.position < 0) second = option_word_at(s, k, w);
    if (second.position >= 0 && second.position != h.position)
      return fmt::format("hedge: {} {} {}", w.labels[h.position], o, w.labels[second.position]);
  }
  return std::nullopt;
}

// A whole line read as an answer: a label alone or before ")", ".", ":",
// or an option word and a label anywhere.
Hit line_label(std::string_view line, const ChoiceWords& w) {
  line = score::trim(line);
  size_t i = skip(line, 0, "([{\"'<");
  if (Hit h = option_word_at(line, i, w); h.position >= 0) return h;
  Hit h = label_at(line, i, w);
  if (h.position >= 0) {
    // The mark right after the label ("B)", "B."), not after a space: a
    // grid row "B . W" is no answer.
    std::string_view rest = line.substr(h.end);
    if (!rest.empty() && (rest[0] == '"' || rest[0] == '\'')) rest.remove_prefix(1);
    // "ج: ب": the school style of Arabic (and Persian) answer sheets, ج for
    // جواب ("answer"): a label, a colon and another label alone is the
    // second label.
    if (rest.starts_with(":") || rest.starts_with("\uFF1A")) {
      std::string_view after = score::trim(rest.substr(rest[0] == ':' ? 1 : 3));
      if (Hit second = label_at(after, 0, w); second.position >= 0 && second.end == after.size()) return second;
    }
    if (rest.empty() || std::string_view(")].:,!").find(rest[0]) != std::string_view::npos || rest.starts_with("\uFF09") ||
        rest.starts_with("\uFF1A") || rest.starts_with("\u3001") || rest.starts_with("\u3002") || hedge_after(line, h, w))
      return h;
    // A copula of a language written without spaces right after the label:
    // "Cです。", "B입니다", "ข้อ ก ครับ".
    if (class_at(rest, 0) == CpClass::Unspaced) return h;
  }
  for (size_t k = 0; k < line.size(); ++k)
    if (Hit o = option_word_at(line, k, w); o.position >= 0) return o;
  return {};
}

// The option whose whole text the line is ("A: 9.2, C: 18.7, ..." is a
// distance option, not the label A followed by a colon), or -1.
int whole_option(std::string_view line, const std::vector<std::string>& options) {
  std::string got = score::normalise_phrase(std::string(score::trim(line)));
  if (got.empty()) return -1;
  for (size_t o = 0; o < options.size(); ++o)
    if (options[o].find('\n') == std::string::npos && score::normalise_phrase(options[o]) == got)
      return static_cast<int>(o);
  return -1;
}

std::string without_space(std::string_view s) {
  std::string out;
  for (char c : s)
    if (c != ' ' && c != '\n' && c != '\t') out += c;
  return out;
}

// The one option whose text occurs in `scope`, or -1; grids are looked for
// in `grid_scope` (normalised but not cleaned: a grid row may start with
// '#', which cleaning takes for a heading).
int option_text(std::string_view scope, std::string_view grid_scope, const std::vector<std::string>& options) {
  std::vector<OptionHit> occ;
  std::string compact = without_space(grid_scope);
  std::vector<bool> grid_hit(options.size(), false);
  for (size_t o = 0; o < options.size(); ++o) {
    std::string norm = score::normalise_text(options[o]);
    if (norm.find('\n') != std::string::npos) {  // a grid: compared without its spacing
      std::string g = without_space(norm);
      grid_hit[o] = !g.empty() && compact.find(g) != std::string::npos;
      continue;
    }
    std::string phrase = score::normalise_phrase(options[o]);
    for (const std::string& form : {phrase, without_space(phrase)}) {
      if (form.empty()) continue;
      for (size_t at = scope.find(form); at != std::string_view::npos; at = scope.find(form, at + 1))
        if (bounded(scope, at, form)) occ.push_back({static_cast<int>(o), at, at + form.size()});
    }
  }
  std::vector<int> found;
  for (size_t o = 0; o < options.size(); ++o)
    if (grid_hit[o]) found.push_back(static_cast<int>(o));
  for (int o : uncovered_options(occ))
    if (std::find(found.begin(), found.end(), o) == found.end()) found.push_back(o);
  return found.size() == 1 ? found[0] : -1;
}

Choice ok(const Hit& h, const char* how) { return {ChoiceStatus::Ok, h.position, how, ""}; }

}  // namespace

std::vector<int> uncovered_options(const std::vector<OptionHit>& hits) {
  std::vector<int> out;
  for (const OptionHit& a : hits) {
    bool covered = std::any_of(hits.begin(), hits.end(), [&](const OptionHit& b) {
      return b.option != a.option && b.begin <= a.begin && a.end <= b.end && b.end - b.begin > a.end - a.begin;
    });
    if (!covered && std::find(out.begin(), out.end(), a.option) == out.end()) out.push_back(a.option);
  }
  return out;
}

std::string_view choice_status_name(ChoiceStatus s) {
  switch (s) {
    case ChoiceStatus::Ok: return "ok";
    case ChoiceStatus::Invalid: return "invalid";
    case ChoiceStatus::Empty: return "empty";
    case ChoiceStatus::Refusal: return "refusal";
  }
  return "invalid";
}

Choice read_choice(std::string_view output, const ChoiceWords& w, const std::vector<std::string>& options,
                   bool reasoning) {
  if (output.size() > kMaxChoiceOutputBytes) return {ChoiceStatus::Invalid, -1, "", "output too long to read"};
  std::string text = score::clean_output(score::normalise_text(output));
  if (score::trim(text).empty()) return {ChoiceStatus::Empty, -1, "", "nothing but whitespace or markup"};
  std::string_view c = text;
  std::string_view scope = c;
  std::string normalised = score::normalise_text(output);
  std::string_view grid_scope = normalised;
  if (reasoning)
    if (size_t para = grid_scope.rfind("\n\n"); para != std::string_view::npos) grid_scope = grid_scope.substr(para);
  if (size_t m = score::marker_end(c, w.markers); m != std::string_view::npos) {
    std::string_view after = c.substr(m);
    size_t first = after.find_first_not_of(" \t\n");
    std::string_view line = first == std::string_view::npos ? "" : after.substr(first);
    line = line.substr(0, line.find('\n'));
    if (int o = whole_option(line, options); o >= 0) return {ChoiceStatus::Ok, o, "option-text", ""};
    if (Hit h = lead_label(line, w); h.position >= 0) {
      if (auto hedge = hedge_after(line, h, w)) return {ChoiceStatus::Refusal, -1, "", *hedge};
      return ok(h, "marker");
    }
    if (Hit h = line_label(line, w); h.position >= 0) return ok(h, "marker");
    scope = after;
  }
  std::vector<std::string_view> lines;
  for (std::string_view l : score::split_lines(c))
    if (!score::trim(l).empty()) lines.push_back(l);
  if (reasoning) std::reverse(lines.begin(), lines.end());
  for (size_t k = 0; k < lines.size() && k < 2; ++k) {
    std::string_view t = score::trim(lines[k]);
    if (int o = whole_option(t, options); o >= 0) return {ChoiceStatus::Ok, o, "option-text", ""};
    Hit h = line_label(t, w);
    if (h.position < 0) continue;
    if (auto hedge = hedge_after(t, h, w)) return {ChoiceStatus::Refusal, -1, "", *hedge};
    return ok(h, "line");
  }
  if (scope.size() == c.size() && reasoning)
    if (size_t para = c.rfind("\n\n"); para != std::string_view::npos) scope = c.substr(para);
  if (int o = option_text(scope, grid_scope, options); o >= 0) return {ChoiceStatus::Ok, o, "option-text", ""};
  for (const std::string& r : w.refusals)
    for (size_t at = c.find(r); at != std::string_view::npos; at = c.find(r, at + 1))
      if (bounded(c, at, r)) return {ChoiceStatus::Refusal, -1, "", "declines: " + r};
  return {ChoiceStatus::Invalid, -1, "", "no option label or option text found"};
}

}  // namespace mm::space
