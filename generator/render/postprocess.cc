#include "generator/render/postprocess.h"

#include <algorithm>
#include <bitset>
#include <cstdint>

#include "base/text.h"

namespace mm {
namespace {

bool latin_start(char32_t c) {
  return (c >= U'A' && c <= U'Z') || (c >= U'a' && c <= U'z') || (c >= U'0' && c <= U'9') ||
         c == U'{' || c == U'[' || c == U'"' || c == U'<';
}

bool latin_inner(char32_t c) {
  return latin_start(c) || c == U'_' || c == U'-' || c == U'.' || c == U':' || c == U',' ||
         c == U' ' || c == U'}' || c == U']' || c == U'/' || c == U'\'' || c == U'(' || c == U')' || c == U'>';
}

// The byte pairs that occur in a sentence: a contraction one of whose pairs
// is missing cannot occur, and is skipped without a search (Arabic has 74
// contractions, and most sentences contain none of them).
class BytePairs {
 public:
  void of(std::string_view s) {
    seen_.reset();
    for (size_t i = 1; i < s.size(); ++i) seen_.set(pair(s[i - 1], s[i]));
  }
  bool may_contain(std::string_view needle) const {
    for (size_t i = 1; i < needle.size(); ++i)
      if (!seen_.test(pair(needle[i - 1], needle[i]))) return false;
    return true;
  }

 private:
  static size_t pair(char a, char b) { return size_t(uint8_t(a)) << 8 | uint8_t(b); }
  std::bitset<65536> seen_;
};

}  // namespace

std::string finish_sentence(const Lexicon& lx, std::string s) {
  if (!lx.contractions.empty()) {
    thread_local BytePairs pairs;
    pairs.of(s);
    for (const auto& [from, to] : lx.contractions) {
      if (!pairs.may_contain(from)) continue;
      bool replaced = false;
      for (size_t pos = s.find(from); pos != std::string::npos; pos = s.find(from, pos + to.size())) {
        s.replace(pos, from.size(), to);
        replaced = true;
      }
      if (replaced) pairs.of(s);  // later contractions see the sentence as it now is
    }
  }
  if (lx.capitalize) s = capitalize_first(s, lx.locale);
  return s;
}

std::string isolate_bidi(const Lexicon& lx, const std::string& text) {
  if (!lx.bidi_isolate) return text;
  std::u32string in = to_u32(text), out;
  for (size_t i = 0; i < in.size();) {
    if (!latin_start(in[i])) {
      out.push_back(in[i++]);
      continue;
    }
    size_t j = i;
    while (j < in.size() && latin_inner(in[j])) ++j;
    // Trailing spaces and sentence punctuation stay outside the isolate.
    size_t end = j;
    // So does a closing bracket whose opening one is outside it ("(1, 12)"
    // isolates "1, 12" and keeps its brackets in the surrounding text).
    auto unmatched_close = [&](size_t e) {
      return in[e - 1] == U')' && std::count(in.begin() + long(i), in.begin() + long(e), U'(') <
                                      std::count(in.begin() + long(i), in.begin() + long(e), U')');
    };
    while (end > i && (in[end - 1] == U' ' || in[end - 1] == U'.' || in[end - 1] == U',' ||
                       in[end - 1] == U':' || unmatched_close(end)))
      --end;
    // A number ("1.5", "2") needs no isolate: the bidi algorithm keeps
    // European digits in order inside right-to-left text; isolating each one
    // only filled the prompts with invisible marks.
    bool number = std::all_of(in.begin() + long(i), in.begin() + long(end), [](char32_t c) {
      return (c >= U'0' && c <= U'9') || c == U'.' || c == U',' || c == U' ' || c == U'-';
    });
    if (!number) out.push_back(U'\u2068');
    out.append(in, i, end - i);
    if (!number) out.push_back(U'\u2069');
    out.append(in, end, j - end);
    i = j;
  }
  return from_u32(out);
}

}  // namespace mm
