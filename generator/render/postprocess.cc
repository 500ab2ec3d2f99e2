#include "generator/render/postprocess.h"

#include <algorithm>
#include <bitset>
#include <cstdint>

#include "base/text.h"

namespace mm {
namespace {

// Every character these test is ASCII, so they read UTF-8 bytes directly: a
// byte of a multi-byte character (0x80 and above) is never one of them.
bool latin_start(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '{' || c == '[' ||
         c == '"' || c == '<';
}

bool latin_inner(char c) {
  return latin_start(c) || c == '_' || c == '-' || c == '.' || c == ':' || c == ',' || c == ' ' || c == '}' ||
         c == ']' || c == '/' || c == '\'' || c == '(' || c == ')' || c == '>';
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
  // Byte by byte: the runs are ASCII, and the text between them is copied
  // as it is (it was decoded to code points and back before, 16 % of a
  // CoSpace release's time; the bytes are the same for valid UTF-8).
  static constexpr std::string_view kFirstStrongIsolate = "\u2068", kPopIsolate = "\u2069";
  std::string_view in = text;
  std::string out;
  out.reserve(in.size() + in.size() / 8);
  for (size_t i = 0; i < in.size();) {
    if (!latin_start(in[i])) {  // the text up to the next run, in one piece
      size_t next = i + 1;
      while (next < in.size() && !latin_start(in[next])) ++next;
      out += in.substr(i, next - i);
      i = next;
      continue;
    }
    size_t j = i;
    while (j < in.size() && latin_inner(in[j])) ++j;
    // Trailing spaces and sentence punctuation stay outside the isolate.
    size_t end = j;
    // So does a closing bracket whose opening one is outside it ("(1, 12)"
    // isolates "1, 12" and keeps its brackets in the surrounding text).
    auto unmatched_close = [&](size_t e) {
      std::string_view run = in.substr(i, e - i);
      return in[e - 1] == ')' && std::count(run.begin(), run.end(), '(') < std::count(run.begin(), run.end(), ')');
    };
    while (end > i && (in[end - 1] == ' ' || in[end - 1] == '.' || in[end - 1] == ',' || in[end - 1] == ':' ||
                       unmatched_close(end)))
      --end;
    // A number ("1.5", "2") needs no isolate: the bidi algorithm keeps
    // European digits in order inside right-to-left text; isolating each one
    // only filled the prompts with invisible marks.
    std::string_view run = in.substr(i, end - i);
    bool number = std::all_of(run.begin(), run.end(), [](char c) {
      return (c >= '0' && c <= '9') || c == '.' || c == ',' || c == ' ' || c == '-';
    });
    if (!number) out += kFirstStrongIsolate;
    out += run;
    if (!number) out += kPopIsolate;
    out += in.substr(end, j - end);
    i = j;
  }
  return out;
}

}  // namespace mm
