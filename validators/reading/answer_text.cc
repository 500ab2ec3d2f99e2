#include "validators/reading/answer_text.h"

#include <algorithm>

#include "format/text_norm.h"

namespace mm::score {
namespace {

bool digit(char c) { return c >= '0' && c <= '9'; }

// Everything before the last "</think>" is reasoning; an unclosed <think>
// (a truncated output) is kept, since it is all there is.
std::string_view drop_think(std::string_view s) {
  size_t close = s.rfind("</think>");
  return close == std::string_view::npos ? s : s.substr(close + 8);
}

// \boxed{x} and \text{x} -> x (braces balanced).
std::string unwrap_latex(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (size_t i = 0; i < s.size();) {
    size_t skip = 0;
    for (std::string_view cmd : {"\\boxed{", "\\text{", "\\mathrm{", "\\textbf{"})
      if (s.substr(i, cmd.size()) == cmd) skip = cmd.size();
    if (!skip) {
      out += s[i++];
      continue;
    }
    size_t j = i + skip;
    int depth = 1;
    size_t start = j;
    while (j < s.size() && depth > 0) {
      if (s[j] == '{') ++depth;
      else if (s[j] == '}') --depth;
      ++j;
    }
    out += ' ';
    out += unwrap_latex(s.substr(start, (depth == 0 ? j - 1 : j) - start));
    out += ' ';
    i = j;
  }
  return out;
}

// Markdown decoration at the start of a line, and list enumerators.
std::string_view strip_line_start(std::string_view t) {
  for (bool again = true; again;) {
    again = false;
    t = trim(t);
    if (!t.empty() && std::string_view(">#*+").find(t[0]) != std::string_view::npos) {
      t.remove_prefix(1);
      again = true;
    } else if (t.substr(0, 2) == "\xe2\x80" && t.size() >= 3 && (t[2] == '\xa2' || t[2] == '\xa7')) {
      t.remove_prefix(3);  // bullets U+2022, U+2027
      again = true;
    }
  }
  size_t k = 0;
  while (k < t.size() && k < 3 && digit(t[k])) ++k;
  if (k > 0 && k + 2 < t.size() && (t[k] == '.' || t[k] == ')') && t[k + 1] == ' ' && !digit(t[k + 2]))
    t.remove_prefix(k + 2);
  return t;
}

bool word_before(std::string_view s, size_t at) {
  if (at == 0) return false;
  size_t b = at - 1;
  while (b > 0 && (static_cast<unsigned char>(s[b]) & 0xC0) == 0x80) --b;
  return cp_class(next_cp(s, b)) == CpClass::Word;
}

bool word_at(std::string_view s, size_t at) {
  if (at >= s.size()) return false;
  return cp_class(next_cp(s, at)) == CpClass::Word;
}

}  // namespace

std::string clean_output(std::string_view normalised) {
  std::string s = unwrap_latex(drop_think(normalised));
  std::string out;
  out.reserve(s.size());
  for (std::string_view line : split_lines(s)) {
    if (trim(line).substr(0, 3) == "```") continue;
    std::string_view t = strip_line_start(line);
    for (char c : t)
      if (c != '*' && c != '`') out += c;
    out += '\n';
  }
  while (!out.empty() && out.back() == '\n') out.pop_back();
  return out;
}

size_t marker_end(std::string_view cleaned, const std::vector<std::string>& markers) {
  size_t best = std::string_view::npos, best_len = 0;
  for (const auto& m : markers) {
    for (size_t at = cleaned.rfind(m); at != std::string_view::npos; at = at ? cleaned.rfind(m, at - 1) : std::string_view::npos) {
      bool starts_word = word_at(m, 0);
      if (starts_word && word_before(cleaned, at)) continue;
      size_t end = at + m.size();
      if (best == std::string_view::npos || end > best || (end == best && m.size() > best_len)) {
        best = end;
        best_len = m.size();
      }
      break;
    }
  }
  // A marker written as a heading on a line of its own, without its colon
  // ("**答え**", "Final answer"): the answer follows on the next lines.
  for (std::string_view line : split_lines(cleaned)) {
    std::string_view t = trim(line);
    const size_t line_end = static_cast<size_t>(line.data() - cleaned.data()) + line.size();
    for (const auto& m : markers) {
      std::string_view bare = trim(m);
      for (std::string_view colon : {":", "\uFF1A"})
        if (bare.size() > colon.size() && bare.substr(bare.size() - colon.size()) == colon)
          bare = trim(bare.substr(0, bare.size() - colon.size()));
      if (bare.empty() || t != bare) continue;
      if (best == std::string_view::npos || line_end > best) best = line_end;
    }
  }
  return best;
}

Segments answer_segments(std::string_view cleaned, const std::vector<std::string>& markers, bool list_answer,
                         bool reasoning) {
  Segments out;
  size_t m = marker_end(cleaned, markers);
  if (m != std::string_view::npos) {
    size_t p = m;
    while (p < cleaned.size() && std::string_view(" :=>\n").find(cleaned[p]) != std::string_view::npos) ++p;
    size_t end = list_answer ? cleaned.find("\n\n", p) : cleaned.find('\n', p);
    if (end == std::string_view::npos) end = cleaned.size();
    out.list.push_back(trim(cleaned.substr(p, end - p)));
    out.from_marker = true;
    return out;
  }
  if (list_answer) {
    size_t para = reasoning ? cleaned.rfind("\n\n") : std::string_view::npos;
    out.list.push_back(trim(para == std::string_view::npos ? cleaned : cleaned.substr(para + 2)));
    return out;
  }
  std::vector<std::string_view> lines;
  for (std::string_view l : split_lines(cleaned))
    if (!trim(l).empty()) lines.push_back(trim(l));
  if (lines.empty()) return out;
  out.list.push_back(reasoning ? lines.back() : lines.front());
  if (lines.size() > 1) out.list.push_back(reasoning ? lines.front() : lines.back());
  return out;
}

std::vector<std::string_view> split_items(std::string_view seg, const PhraseIndex& index) {
  std::vector<std::string_view> out;
  auto push = [&](size_t b, size_t e) {
    std::string_view item = trim(seg.substr(b, e - b));
    while (!item.empty() && std::string_view(".:!?").find(item.back()) != std::string_view::npos) {
      item.remove_suffix(1);
      item = trim(item);
    }
    if (!item.empty()) out.push_back(item);
  };
  size_t start = 0;
  for (size_t i = 0; i < seg.size();) {
    if (seg[i] == '\n') {
      push(start, i);
      start = ++i;
      continue;
    }
    size_t len = 0;
    for (const auto& sep : index.separators()) {
      if (seg.compare(i, sep.size(), sep) != 0) continue;
      if (word_at(sep, 0) && word_before(seg, i)) continue;
      // A separator that ends in a letter (Arabic و) must not run into a
      // word: وعاء is a bowl, not "and عاء". (The scanner reads a proclitic
      // و before a name inside the item.) The check looks at the last code
      // point, not its last byte.
      if (word_before(sep, sep.size()) && word_at(seg, i + sep.size())) continue;
      len = sep.size();
      break;
    }
    if (len == 0) {
      ++i;
      continue;
    }
    push(start, i);
    i += len;
    start = i;
  }
  push(start, seg.size());
  return out;
}

size_t refusal_at(std::string_view s, const PhraseIndex& index) {
  size_t first = std::string_view::npos;
  for (const std::string& p : index.refusals()) first = std::min(first, s.find(p));
  return first;
}

bool looks_like_refusal(std::string_view s, const PhraseIndex& index) {
  return refusal_at(s, index) != std::string_view::npos;
}

}  // namespace mm::score
