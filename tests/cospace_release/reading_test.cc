// Reading CoSpace answers (read_answer.h): open numbers in every language's
// ways of writing them, hedges and refusals, and multiple-choice answers
// by label, by option text and, for angles, by the number alone.
#include <doctest/doctest.h>

#include "packs/cospace/release/prompt.h"
#include "packs/cospace/scoring/read_answer.h"

namespace mm::cospace {
namespace {

const AnswerWords& words(const std::string& lang) {
  static std::map<std::string, AnswerWords> cache;
  auto it = cache.find(lang);
  if (it != cache.end()) return it->second;
  auto pr = CospacePrompter::load(lang);
  REQUIRE_MESSAGE(pr, pr.error().message);
  auto w = pr->answer_words();
  REQUIRE_MESSAGE(w, w.error().message);
  return cache.emplace(lang, *w).first->second;
}

int number(const std::string& output, bool reasoning = false) {
  Read r = read_number(output, words("en"), reasoning);
  return r.status == space::ChoiceStatus::Ok ? r.number : -100 - static_cast<int>(r.status);
}

}  // namespace

TEST_CASE("cospace reading: a count or a view number in the ways models write it") {
  CHECK(number("2") == 2);
  CHECK(number("Answer: 3") == 3);
  CHECK(number("There are three chairs around me.") == 3);
  CHECK(number("View 4") == 4);
  CHECK(number("The odd one is the third view.") == 3);
  CHECK(number("两把") == 2);
  CHECK(number("房间里一共有三张沙发。") == 3);
  CHECK(number("答案：一共两个") == 2);
  CHECK(number("答案：3") == 3);
  CHECK(number("椅子は2脚です。") == 2);
  CHECK(number("의자는 두 개입니다.") == 2);
  CHECK(number("Hay dos sillas.") == 2);
  CHECK(number("Es gibt zwei Stühle.") == 2);
  CHECK(number("الإجابة: ٣") == 3);
  CHECK(number("๓") == 3);
  CHECK(number("มีเก้าอี้สตูล 2 ตัว") == 2);
  CHECK(number("มีตัวเดียว") == 1);
  CHECK(number("ภาพแรก") == 1);
  CHECK(number("The view that does not fit is view 2.\nViews 1, 3, 4 and 5 are 45 degrees apart.") == 2);
  CHECK(number("Views 1, 3 and 4 agree.\n\nAnswer: 2", true) == 2);
  CHECK(number("2.5") == -100 - static_cast<int>(space::ChoiceStatus::Invalid));
}

TEST_CASE("cospace reading: two numbers offered are a hedge, a refusal declines, nothing is empty") {
  Read hedge = read_number("Answer: 2 or 3", words("en"), false);
  CHECK(hedge.status == space::ChoiceStatus::Refusal);
  CHECK(hedge.note.find("hedge") == 0);
  CHECK(read_number("   ", words("en"), false).status == space::ChoiceStatus::Empty);
  CHECK(read_number("It cannot be determined from the views.", words("en"), false).status ==
        space::ChoiceStatus::Refusal);
  CHECK(read_number("ไม่สามารถระบุได้", words("en"), false).status == space::ChoiceStatus::Refusal);
}

TEST_CASE("cospace reading: options by label, by text, and angles by their number") {
  std::vector<std::string> texts{"60 degrees", "30 degrees"}, keys{"60", "30"};
  auto pick = [&](const std::string& out) {
    Read r = read_option(out, words("en"), texts, keys, false);
    return r.status == space::ChoiceStatus::Ok ? r.position : -1;
  };
  CHECK(pick("B") == 1);
  CHECK(pick("Answer: A") == 0);
  CHECK(pick("30 degrees") == 1);
  CHECK(pick("30°") == 1);
  CHECK(pick("Answer: 60") == 0);
  CHECK(pick("45") == -1);
  CHECK(pick("C") == -1);  // a label this question does not offer
}

}  // namespace mm::cospace

namespace mm::cospace {

TEST_CASE("cospace reading: a direction or a kind in any language's words, never a shorter option inside a longer word") {
  const AnswerWords& w = words("en");
  std::vector<std::string> keys{"back", "front-right", "right", "back-left"};
  std::vector<std::string> texts{"back", "front-right", "right", "back-left"};
  auto pick = [&](const std::string& out) {
    Read r = read_option(out, w, texts, keys, false);
    return r.status == space::ChoiceStatus::Ok ? r.position : -1;
  };
  CHECK(pick("front-right") == 1);
  CHECK(pick("Delante a la derecha") == 1);
  CHECK(pick("Adelante y a la derecha.") == 1);
  CHECK(pick("右前方") == 1);
  CHECK(pick("选B") == 1);
  CHECK(pick("It is to my right.") == 2);
  CHECK(pick("Answer: back-left") == 3);
  CHECK(pick("Answer: C") == 2);
  std::vector<std::string> kinds{"Toilet", "DogBed", "Bed", "Dresser"};
  std::vector<std::string> kind_texts{"toilet", "dog bed", "bed", "dresser"};
  auto kind = [&](const std::string& out) {
    Read r = read_option(out, w, kind_texts, kinds, false);
    return r.status == space::ChoiceStatus::Ok ? r.position : -1;
  };
  CHECK(kind("The dog bed.") == 1);
  CHECK(kind("a bed") == 2);
  CHECK(kind("Die Kommode") == 3);
  CHECK(kind("toilet or dresser") == -1);
}

TEST_CASE("cospace reading: an angle written in words") {
  std::vector<std::string> texts{"45 degrees", "60 degrees"}, keys{"45", "60"};
  auto pick = [&](const std::string& out) {
    Read r = read_option(out, words("en"), texts, keys, false);
    return r.status == space::ChoiceStatus::Ok ? r.position : -1;
  };
  CHECK(pick("Cuarenta y cinco grados.") == 0);
  CHECK(pick("Giraste sesenta grados entre cada vista y la siguiente.") == 1);
  CHECK(pick("sixty") == 1);
}

}  // namespace mm::cospace

namespace mm::cospace {

TEST_CASE("cospace reading: Korean ordinals, the Arabic dual, Latin letters in a condition labelled otherwise") {
  CHECK(number("답: 두 번째 장면") == 2);
  CHECK(number("세번째") == 3);
  CHECK(number("في الغرفة مرحاضان.") == 2);
  const AnswerWords& ar = words("ar");
  std::vector<std::string> texts{"a", "b", "c", "d"}, keys{"north", "east", "south", "west"};
  Read r = read_option("الإجابة: B", ar, texts, keys, false);
  CHECK(r.status == space::ChoiceStatus::Ok);
  CHECK(r.position == 1);
  CHECK(read_option("ب", ar, texts, keys, false).position == 1);
}

}  // namespace mm::cospace

namespace mm::cospace {

TEST_CASE("cospace and space vocabularies: a format that is no string is an error naming the file, never a throw") {
  // Found by fuzz_answer_readers: j.value("format", "") threw on {"format": 1}.
  for (const char* text : {R"({"format": 1})", R"({"format": null})", R"({"format": ["x"]})"}) {
    CAPTURE(text);
    auto s = space::ChoiceWords::from_json(Json::parse(text), "v/en.json");
    REQUIRE_FALSE(s.ok());
    CHECK(s.error().message == "v/en.json: /format: expected \"mentalmap.space-vocabulary\"");
    auto c = AnswerWords::from_json(Json::parse(text), "v/en.json");
    REQUIRE_FALSE(c.ok());
    CHECK(c.error().message == "v/en.json: /format: expected \"mentalmap.cospace-vocabulary\"");
  }
}

TEST_CASE("cospace vocabulary: an alias key whose words are all empty is dropped, so the file reads back the same") {
  // Found by fuzz_answer_readers: {"aliases": {"x": [""]}} was written back
  // as {"x": []}, which reads as no key at all.
  AnswerWords w = words("en");
  w.aliases["x"] = {"", " "};
  w.normalise();
  CHECK(w.aliases.count("x") == 0);
  auto back = AnswerWords::from_json(Json::parse(w.dump()), "v/en.json");
  REQUIRE(back.ok());
  CHECK(back->dump() == w.dump());
}

}  // namespace mm::cospace
