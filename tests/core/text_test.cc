#include <doctest/doctest.h>

#include "base/text.h"

using namespace mm;

TEST_CASE("normalisation folds width and case") {
  CHECK(nfkc_casefold("ＦＲＩＤＧＥ") == "fridge");
  CHECK(nfkc_casefold("Straße") == "strasse");
  CHECK(nfkc("１２") == "12");
}

TEST_CASE("native digits become ASCII") {
  CHECK(ascii_digits("٣ تفاحات") == "3 تفاحات");
  CHECK(ascii_digits("๕") == "5");
  CHECK(ascii_digits("۴") == "4");  // extended Arabic-Indic (Persian/Urdu)
  CHECK(ascii_digits("abc 12") == "abc 12");
}

TEST_CASE("plural categories come from ICU") {
  CHECK(plural_categories("ar") ==
        std::vector<std::string>{"zero", "one", "two", "few", "many", "other"});
  CHECK(plural_category("ar", 2) == "two");
  CHECK(plural_category("ar", 5) == "few");
  CHECK(plural_category("ar", 11) == "many");
  CHECK(plural_category("en", 1) == "one");
  CHECK(plural_category("ja", 1) == "other");
  CHECK(plural_categories("de") == std::vector<std::string>{"one", "other"});
}

TEST_CASE("numbers in locale digits") {
  CHECK(format_integer("en", 12) == "12");
  CHECK(format_integer("ar@numbers=arab", 12) == "١٢");
  CHECK(format_integer("th", 3) == "3");
}

TEST_CASE("messages: simple fast path matches ICU and plural/select work") {
  auto m = Message::compile("en", "The {obj} is on the {rec}.");
  REQUIRE(m);
  CHECK(m->arg_names() == std::vector<std::string>{"obj", "rec"});
  CHECK(*m->format({{"obj", std::string("apple")}, {"rec", std::string("counter")}}) ==
        "The apple is on the counter.");
  auto missing = m->format({{"obj", std::string("apple")}});
  REQUIRE_FALSE(missing);
  CHECK(missing.error().message == "argument 'rec' was not supplied");

  auto p = Message::compile("en", "{n, plural, one {# apple} other {# apples}}");
  REQUIRE(p);
  CHECK(*p->format({{"n", int64_t(1)}}) == "1 apple");
  CHECK(*p->format({{"n", int64_t(3)}}) == "3 apples");

  auto q = Message::compile("en", "It''s {x}");  // apostrophes go through ICU
  REQUIRE(q);
  CHECK(*q->format({{"x", std::string("here")}}) == "It's here");

  auto ar = Message::compile("ar@numbers=arab", "{n}");
  REQUIRE(ar);
  CHECK(*ar->format({{"n", int64_t(7)}}) == "٧");

  auto bad = Message::compile("en", "broken {x");
  CHECK_FALSE(bad);
  auto numbered = Message::compile("en", "{0}");
  CHECK_FALSE(numbered);
}

TEST_CASE("Thai word breaking needs no spaces") {
  auto w = words("แอปเปิ้ลอยู่ในตู้เย็น", "th");
  CHECK(w.size() >= 3);
}

TEST_CASE("terminal_safe: invalid bytes and control characters are escaped, text kept") {
  CHECK(mm::terminal_safe("plain text, 日本語, عربي\nnext\tline") == "plain text, 日本語, عربي\nnext\tline");
  CHECK(mm::terminal_safe("a\xff" "b") == "a\\xFFb");
  CHECK(mm::terminal_safe("\xe6\x97") == "\\xE6\\x97");  // a cut-off three-byte letter
  CHECK(mm::terminal_safe("\x1b[31mred") == "\\u{001B}[31mred");
  CHECK(mm::terminal_safe("\xe2\x80\xae" "evil") == "\\u{202E}evil");  // a bidi override
}
