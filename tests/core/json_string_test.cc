// append_json_string skips eight plain bytes at a time; it must still write
// exactly what Json::dump() writes for every valid UTF-8 string, wherever
// the bytes to escape fall in a word.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "base/json_util.h"
#include "base/rng.h"

using namespace mm;

namespace {

std::string appended(std::string_view s) {
  std::string out = "x";  // appends, never replaces
  append_json_string(out, s);
  return out.substr(1);
}

}  // namespace

TEST_CASE("append_json_string: fixed cases") {
  CHECK(appended("") == "\"\"");
  CHECK(appended("plain text of some length") == "\"plain text of some length\"");
  CHECK(appended("a\"b\\c\nd") == "\"a\\\"b\\\\c\\nd\"");
  CHECK(appended(std::string("\x01\x1f\x7f", 3)) == "\"\\u0001\\u001f\x7f\"");
  CHECK(appended("12345678\n") == "\"12345678\\n\"");
  CHECK(appended("1234567\"") == "\"1234567\\\"\"");
  CHECK(appended("السلام\tعليكم") == "\"السلام\\tعليكم\"");
}

TEST_CASE("append_json_string: the same bytes as Json::dump() on random text") {
  // Plain ASCII, every byte that is escaped, DEL, and characters of two,
  // three and four bytes (whose bytes are all 0x80 and above).
  std::vector<std::string> alphabet = {"a", "Z", " ", "0", "{", "~", "\"", "\\", "\n", "\t", "\r", "\b", "\f",
                                       std::string(1, '\0'), "\x1f", "\x7f", "é", "ب", "—", "ก", "😀"};
  Rng rng = Rng::derive(11, {"test", "json-string"}, 0);
  for (int n = 0; n < 20000; ++n) {
    std::string s;
    int len = static_cast<int>(rng.below(48));
    // Mostly plain runs, so the eight-byte path is taken and left at every offset.
    for (int k = 0; k < len; ++k) s += alphabet[rng.below(4) ? rng.below(6) : rng.below(alphabet.size())];
    CAPTURE(s);
    REQUIRE(appended(s) == Json(s).dump());
  }
}
