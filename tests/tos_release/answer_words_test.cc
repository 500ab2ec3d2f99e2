// Reading answers back through a condition's words (packs/tos/answer_words.h).
#include <doctest/doctest.h>

#include "packs/tos/answer_words.h"

namespace mm::tos {

TEST_CASE("answer words: the longest word wins and text between words is kept") {
  AnswerWords w("en", true);
  add_canonical_words(w);
  w.add("coffee table", "CoffeeTable");
  CHECK(w.canonical("Answer: Slightly Far, north-east") == "Answer: slightly far, NE");
  CHECK(w.canonical("the coffee table, far") == "the CoffeeTable, far");
  CHECK(w.canonical("very far") == "very far");
}

TEST_CASE("answer words: a Latin word never matches inside a Latin word") {
  AnswerWords w("zh", false);
  add_canonical_words(w);
  w.add("1号门洞", "door 1");
  w.add("12号门洞", "door 12");
  w.add("door 1", "door 1");
  w.add("Desk", "Desk");
  // "E" and "S" are compass words: not inside "Desk", "Rotate" or "West".
  CHECK(w.canonical("Goto(Desk), Rotate(90)") == "Goto(Desk), Rotate(90)");
  CHECK(w.canonical("{\"facing\": \"E\"}") == "{\"facing\": \"E\"}");
  CHECK(w.canonical("door 12") == "door 12");
  CHECK(w.canonical("Goto(12号门洞)") == "Goto(door 12)");
  CHECK(w.canonical("走到1号门洞") == "走到door 1");
}

TEST_CASE("answer words: words of a spaced language need word boundaries") {
  AnswerWords w("es", true);
  w.add("cerca", "near");
  w.add("lejos", "far");
  CHECK(w.canonical("acercarse, lejos") == "acercarse, far");
  CHECK(w.canonical("Cerca") == "near");
}

TEST_CASE("answer words: the file round-trips and bad files name the field") {
  AnswerWords w("de", true);
  add_canonical_words(w);
  w.add("schräg links", "front-left");
  auto back = AnswerWords::from_json(Json::parse(w.dump()), "v.json");
  REQUIRE(back.ok());
  CHECK(back->pairs() == w.pairs());
  CHECK(back->dump() == w.dump());
  CHECK(back->canonical("Schräg links, weit") == "front-left, weit");

  auto bad = [](const char* text) { return AnswerWords::from_json(Json::parse(text), "v.json").error().message; };
  CHECK(bad(R"({"format": "x"})").find("v.json: /format") != std::string::npos);
  CHECK(bad(R"({"format": "mentalmap.tos-vocabulary", "version": 2})").find("/version") != std::string::npos);
  CHECK(bad(R"({"format": "mentalmap.tos-vocabulary", "version": 1, "condition": "de", "word_boundaries": true,
                "words": [["a", "b"], ["c"]]})")
            .find("v.json: /words/1: expected a [surface, canonical] pair") != std::string::npos);
}

}  // namespace mm::tos

namespace mm::tos {

TEST_CASE("answer words: an abbreviation of capitals matches only in capitals") {
  AnswerWords w("de", true);
  add_canonical_words(w);
  w.add("SO", "SE");
  w.add("NO", "NE");
  w.add("Nordwesten", "NW");
  w.add("weit", "far");
  // "so" and "no" are everyday words; the German answer stays north-west.
  CHECK(w.canonical("Antwort: Nordwesten, weit, so steht es") == "Antwort: NW, far, so steht es");
  CHECK(w.canonical("Antwort: SO, weit") == "Antwort: SE, far");
  CHECK(w.canonical("no") == "no");
  CHECK(w.canonical("\"facing\": \"e\"") == "\"facing\": \"e\"");
}

}  // namespace mm::tos
