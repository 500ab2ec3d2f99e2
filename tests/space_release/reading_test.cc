// Reading which option an answer chose: every template renders in en and
// struct, and the gold letter comes back from an answer written in each
// accepted style and language; hedges and refusals are refusals.
#include <doctest/doctest.h>

#include <fmt/format.h>

#include "packs/space/release/prompt.h"
#include "packs/space/scoring/read_choice.h"

namespace mm::space {
namespace {

struct Fixture {
  SpacePrompter pr;
  ChoiceWords words;
};

Fixture load(const std::string& lang) {
  auto pr = SpacePrompter::load(lang);
  REQUIRE_MESSAGE(pr, pr.error().message);
  auto w = pr->choice_words();
  REQUIRE(w);
  return {std::move(*pr), std::move(*w)};
}

// Every style a model answers in, for the option at `p` labelled `l`.
std::vector<std::string> styles(const SpacePrompter& pr, int p, const std::string& text) {
  std::string l = pr.labels()[p];
  return {l,
          *pr.answer(p),
          fmt::format("Answer: {}", l),
          fmt::format("({})", l),
          fmt::format("**{}**", l),
          fmt::format("选项{}", l),
          fmt::format("答案是 {}", l),
          fmt::format("{}) {}", l, text),
          fmt::format("The answer is {}.", l),
          fmt::format("I pick option {}.", l),
          fmt::format("La respuesta es {}", l),
          fmt::format("Antwort: {}", l),
          fmt::format("答え：{}", l),
          fmt::format("정답: {}", l),
          fmt::format("คำตอบ: {}", l),
          fmt::format("\\boxed{{{}}}", l),
          fmt::format("<think>maybe A, maybe C</think>\n{}", l),
          text};
}

// The prompt without the direction isolates right-to-left conditions add.
std::string without_isolates(std::string s) {
  for (const char* mark : {"\u2066", "\u2067", "\u2068", "\u2069"})
    for (size_t at = s.find(mark); at != std::string::npos; at = s.find(mark)) s.erase(at, 3);
  return s;
}

}  // namespace

// Every trial of `q` renders in both regimes, shows each option's text,
// and each answer style reads back as its option in both regimes.
static void check_question(const Fixture& f, const McqQuestion& q, const std::string& lang) {
  for (const Trial& t : mcq_trials(q.gold)) {
    auto prompts = f.pr.prompts(q, t, {Regime::Direct, Regime::Reasoning});
    REQUIRE_MESSAGE(prompts, q.id, " ", lang, ": ", prompts.error().message);
    CHECK((*prompts)[0] != (*prompts)[1]);
    auto texts = f.pr.option_texts(q, t);
    REQUIRE(texts);
    for (int p = 0; p < 4; ++p) {
      CHECK(without_isolates((*prompts)[0]).find((*texts)[p]) != std::string::npos);
      for (const std::string& answer : styles(f.pr, p, (*texts)[p]))
        for (bool reasoning : {false, true}) {
          Choice c = read_choice(answer, f.words, *texts, reasoning);
          CHECK_MESSAGE(c.position == p, q.id, " ", lang, ": '", answer, "' read as ", c.position, " (", c.note, ")");
        }
      std::string reasoning =
          fmt::format("First, look at option A and option C.\nSo the final choice is clear.\n{}", *f.pr.answer(p));
      CHECK(read_choice(reasoning, f.words, *texts, true).position == p);
    }
  }
}

TEST_CASE("space reading: every task renders in every condition, and every answer style reads back as its option") {
  for (const std::string lang : {"en", "zh", "ja", "ko", "es", "ar", "th", "de", "struct"}) {
    Fixture f = load(lang);
    for (const McqTask& task : mcq_tasks())
      for (uint64_t index = 0; index < 6; ++index) check_question(f, task.make(3, index), lang);
  }
}

TEST_CASE("space reading: hedges and refusals are refusals, prose is not an answer") {
  Fixture f = load("en");
  std::vector<std::string> texts{"front", "front-right", "back", "left"};
  auto status = [&](const std::string& out) { return read_choice(out, f.words, texts, false).status; };
  CHECK(status("Answer: B or C") == ChoiceStatus::Refusal);
  CHECK(status("B/C") == ChoiceStatus::Refusal);
  CHECK(status("答案是 B 或 C") == ChoiceStatus::Refusal);
  CHECK(status("I cannot determine this from the grid.") == ChoiceStatus::Refusal);
  CHECK(status("A good question, hard to say") == ChoiceStatus::Invalid);
  CHECK(status("   \n") == ChoiceStatus::Empty);
  // A line that is an option's whole text is that option, even when it
  // starts like a label ("A: 9.2, ..." lists landmark A's distance).
  std::vector<std::string> lists{"A: 9.2, C: 18.7", "A: 4.1, C: 18.7", "A: 9.2, C: 9.0", "A: 4.1, C: 9.0"};
  CHECK(read_choice("A: 4.1, C: 9.0", f.words, lists, false).position == 3);
  CHECK(read_choice("Answer: A: 9.2, C: 9.0", f.words, lists, false).position == 2);
  CHECK(read_choice("A", f.words, lists, false).position == 0);
  // An option text inside a longer one is not a second option.
  CHECK(read_choice("front-right", f.words, texts, false).position == 1);
  CHECK(read_choice("It is front.", f.words, texts, false).position == 0);
  // A letter inside a word is no label.
  CHECK(read_choice("Bad", f.words, texts, false).status == ChoiceStatus::Invalid);
}

TEST_CASE("space reading: the answers the translators wrote in their languages read as they meant") {
  std::vector<std::string> texts{"front", "front-right", "back", "left"};
  struct Case {
    const char* lang;
    const char* output;
    int position;
  };
  const Case cases[] = {
      {"zh", "我选择选项B。", 1},        {"zh", "答案为C", 2},          {"zh", "所以选D。", 3},
      {"ja", "答えはCです。", 2},        {"ja", "正解は選択肢Aです。", 0}, {"ja", "B。", 1},
      {"es", "La respuesta es la A.", 0}, {"es", "La A.", 0},              {"es", "Respuesta: la B", 1},
      {"de", "Die richtige Antwort ist B.", 1}, {"de", "Ich wähle Antwortmöglichkeit C.", 2},
      {"ko", "정답은 D입니다.", 3},      {"th", "ตอบข้อข", 1},          {"th", "คำตอบคือข้อ ง", 3},
      {"ar", "الإجابة هي ج", 2},       {"ar", "ج: ب", 1},             {"ar", "ج: للخلف", 2},
      {"ar", "ج", 2},
  };
  for (const Case& c : cases) {
    Fixture f = load(c.lang);
    Choice got = read_choice(c.output, f.words, texts, false);
    CHECK_MESSAGE(got.position == c.position, c.lang, ": '", c.output, "' read as ", got.position, " (", got.note, ")");
  }
}

}  // namespace mm::space
