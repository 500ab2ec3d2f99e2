// Every condition's prompts and words: the gold answer written in the
// condition's own words (as the instruction asks) is read back and scores
// 1 on every task, and the prompts name nothing the condition cannot say.
#include <doctest/doctest.h>

#include "packs/tos/release/prompt.h"
#include "packs/tos/score.h"
#include "packs/tos/explorers.h"
#include "tests/tos/tos_fixture.h"

namespace mm::tos {

TEST_CASE("tos prompts: gold answers in every condition's words score 1 on every task") {
  for (const char* lang : {"en", "zh", "ja", "ko", "es", "ar", "th", "de", "struct"}) {
    CAPTURE(lang);
    auto pr = TosPrompter::load(lang);
    REQUIRE_MESSAGE(pr.ok(), (pr.ok() ? "" : pr.error().message));
    auto words = pr->answer_words();
    REQUIRE(words.ok());
    for (int k = 0; k < 12; ++k) {
      World w = test::world(k);
      Env env(w, 40);
      run_scout(env);
      REQUIRE(pr->exploration(w, env.log()).ok());
      for (const Question& q : make_questions(w, 7)) {
        CAPTURE(q.id);
        for (Regime r : {Regime::Direct, Regime::Reasoning}) {
          auto text = pr->question(w, q, r);
          REQUIRE_MESSAGE(text.ok(), (text.ok() ? "" : text.error().message));
        }
        auto answer = pr->answer_text(w, q);
        REQUIRE(answer.ok());
        CAPTURE(*answer);
        std::string canon = words->canonical("Answer: " + *answer);
        CAPTURE(canon);
        CHECK(score_answer(w, q, canon).score == doctest::Approx(1.0));
      }
    }
  }
}

TEST_CASE("tos prompts: every condition's answer words are distinct") {
  for (const char* lang : {"en", "zh", "ja", "ko", "es", "ar", "th", "de", "struct"}) {
    CAPTURE(lang);
    auto pr = TosPrompter::load(lang);
    REQUIRE(pr.ok());
    auto words = pr->answer_words();
    REQUIRE(words.ok());
    // A surface word means one canonical thing: the first given stays, so a
    // clash would read one bin as another. Every bin word reads as itself.
    World w = test::world(0);
    for (const char* e : {"front-left", "front-slight-left", "front", "front-slight-right", "front-right"}) {
      Question q{"loc2view", "x", Json::object(), {{"direction", e}, {"distance", "near"}}};
      auto a = pr->answer_text(w, q);
      REQUIRE(a.ok());
      CHECK(score_answer(w, q, words->canonical(*a)).score == 1);
    }
    for (const char* d : {"near", "mid", "slightly far", "far", "very far"}) {
      Question q{"loc2view", "x", Json::object(), {{"direction", "front"}, {"distance", d}}};
      auto a = pr->answer_text(w, q);
      REQUIRE(a.ok());
      CHECK(score_answer(w, q, words->canonical(*a)).score == 1);
    }
  }
}

}  // namespace mm::tos
