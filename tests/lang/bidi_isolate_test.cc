// isolate_bidi reads UTF-8 bytes; the reference below is the code-point
// version it replaced (text decoded to code points and encoded back). Both
// must write the same bytes for every valid UTF-8 text.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "base/rng.h"
#include "base/text.h"
#include "generator/render/lexicon.h"
#include "generator/render/postprocess.h"

using namespace mm;

namespace {

bool ref_start(char32_t c) {
  return (c >= U'A' && c <= U'Z') || (c >= U'a' && c <= U'z') || (c >= U'0' && c <= U'9') || c == U'{' ||
         c == U'[' || c == U'"' || c == U'<';
}

bool ref_inner(char32_t c) {
  return ref_start(c) || c == U'_' || c == U'-' || c == U'.' || c == U':' || c == U',' || c == U' ' || c == U'}' ||
         c == U']' || c == U'/' || c == U'\'' || c == U'(' || c == U')' || c == U'>';
}

std::string reference(const std::string& text) {
  std::u32string in = to_u32(text), out;
  for (size_t i = 0; i < in.size();) {
    if (!ref_start(in[i])) {
      out.push_back(in[i++]);
      continue;
    }
    size_t j = i;
    while (j < in.size() && ref_inner(in[j])) ++j;
    size_t end = j;
    auto unmatched_close = [&](size_t e) {
      return in[e - 1] == U')' && std::count(in.begin() + long(i), in.begin() + long(e), U'(') <
                                      std::count(in.begin() + long(i), in.begin() + long(e), U')');
    };
    while (end > i &&
           (in[end - 1] == U' ' || in[end - 1] == U'.' || in[end - 1] == U',' || in[end - 1] == U':' ||
            unmatched_close(end)))
      --end;
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

Lexicon rtl() {
  Lexicon lx;
  lx.bidi_isolate = true;
  return lx;
}

}  // namespace

TEST_CASE("isolate_bidi: fixed cases") {
  Lexicon lx = rtl();
  struct Case {
    std::string in, out;
  };
  const std::vector<Case> cases = {
      {"", ""},
      {"المنظر 1", "المنظر 1"},
      {"أجب بـ Answer: B.", "أجب بـ \u2068Answer: B\u2069."},
      {"النقطة (1, 12) هنا", "النقطة (1, 12) هنا"},
      {"(TV stand) قريب", "(\u2068TV stand\u2069) قريب"},
      {"{\"a\": [1, 2]}", "\u2068{\"a\": [1, 2]}\u2069"},
      {"1.5 م", "1.5 م"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.in);
    CHECK(isolate_bidi(lx, c.in) == c.out);
    CHECK(reference(c.in) == c.out);
  }
  Lexicon ltr;
  CHECK(isolate_bidi(ltr, "Answer: B") == "Answer: B");
}

TEST_CASE("isolate_bidi: the same bytes as the code-point reference on random mixed text") {
  // Arabic letters, Latin letters and digits, every character the runs care
  // about, newlines, and characters of two, three and four bytes.
  const std::vector<std::string> alphabet = {
      "ا", "ب", "ة", "ي", "،", "A", "b", "z", "Z", "0", "7", "{", "}", "[", "]", "\"", "<", ">", "_", "-",
      ".", ":", ",", " ", " ", "/", "'", "(", ")", "\n", "é", "°", "—", "\u2068", "😀", "#", "!"};
  Lexicon lx = rtl();
  Rng rng = Rng::derive(7, {"test", "bidi"}, 0);
  for (int n = 0; n < 20000; ++n) {
    std::string text;
    int len = static_cast<int>(rng.below(40));
    for (int k = 0; k < len; ++k) text += alphabet[rng.below(alphabet.size())];
    CAPTURE(text);
    REQUIRE(isolate_bidi(lx, text) == reference(text));
  }
}

TEST_CASE("isolate_bidi: no run crosses a line break, so text may be isolated whole or line by line") {
  const std::vector<std::string> alphabet = {"ا", "ب", "A", "z", "7", "(", ")", " ", ".", ":", "\"", "{"};
  Lexicon lx = rtl();
  Rng rng = Rng::derive(7, {"test", "bidi-lines"}, 0);
  for (int n = 0; n < 2000; ++n) {
    std::string a, b;
    for (std::string* s : {&a, &b})
      for (int k = static_cast<int>(rng.below(20)); k > 0; --k) *s += alphabet[rng.below(alphabet.size())];
    CAPTURE(a);
    CAPTURE(b);
    REQUIRE(isolate_bidi(lx, a + "\n" + b) == isolate_bidi(lx, a) + "\n" + isolate_bidi(lx, b));
  }
}
