// Across the seven tasks: the oracle scores 1 in every condition (ACC_q,
// ACC_p, conditional accuracy), prompts of a question keep its answer, the
// checkers agree on every non-disrupted prompt, records are byte-identical
// across runs, and MCQ gold positions are balanced.
#include <doctest/doctest.h>

#include <map>

#include "packs/cospace/suite.h"
#include "tests/cospace/cospace_test_util.h"

using namespace mm::cospace;

namespace {

constexpr int kQuestions = 40;

}  // namespace

TEST_CASE("every prompt keeps its question's answer and the checker agrees") {
  for (Task t : kTasks) {
    std::vector<Item> all;
    for (int i = 0; i < kQuestions; ++i) {
      std::vector<Item> ps = prompts(t, test::kSeed, i);
      CHECK(ps.size() == 1u + paired_task(t) + disrupted_task(t));
      for (const Item& p : ps) {
        CHECK(p.answer == ps[0].answer);
        CHECK(p.options == ps[0].options);
        CHECK(p.pair == ps[0].pair);
        CHECK_MESSAGE(solve(p) == p.answer, p.id);
        if (p.condition != Condition::Original) CHECK(p.views[0].heading % 45 == 0);
        if (p.condition == Condition::Rotated) CHECK(p.order[0] != 0);
        if (p.condition == Condition::Disrupted) {
          CHECK(p.stated == static_cast<int>(p.views.size()));  // shuffled, every heading kept
          CHECK(p.order != ps[0].order);
          if (t == Task::PlaQa || t == Task::PlaDec) CHECK(p.order[0] == 0);
        }
      }
      all.insert(all.end(), ps.begin(), ps.end());
    }
    // The oracle.
    std::vector<Graded> graded;
    for (const Item& p : all) graded.push_back({&p, true});
    if (paired_task(t)) {
      PairMetrics m = pair_metrics(graded);
      CHECK(m.questions == kQuestions);
      CHECK(m.acc_q == 1.0);
      CHECK(m.acc_p == 1.0);
    }
  }
}

TEST_CASE("pair metrics and conditional accuracy count as the paper does") {
  std::vector<Item> items;
  for (int i = 0; i < 4; ++i) {
    std::vector<Item> ps = prompts(Task::Cnt, test::kSeed, i);
    items.insert(items.end(), ps.begin(), ps.end());
  }
  std::vector<Graded> g;
  // Question 0 right twice, 1 right once, 2 and 3 wrong twice; disrupted ignored.
  for (const Item& it : items) {
    bool right = it.index == 0 || (it.index == 1 && it.condition == Condition::Original);
    g.push_back({&it, it.condition == Condition::Disrupted ? true : right});
  }
  PairMetrics m = pair_metrics(g);
  CHECK(m.questions == 4);
  CHECK(m.acc_q == doctest::Approx(3.0 / 8));
  CHECK(m.acc_p == doctest::Approx(1.0 / 4));

  std::vector<Item> pla;
  for (int i = 0; i < 3; ++i)
    for (Task t : {Task::PlaQa, Task::PlaDec}) pla.push_back(make_item(t, test::kSeed, i));
  std::vector<Graded> h;
  for (const Item& it : pla) h.push_back({&it, it.task == Task::PlaQa ? it.index < 2 : it.index == 0});
  Conditional c = conditional_accuracy(h, Condition::Original);
  CHECK(c.given == 2);
  CHECK(c.accuracy == doctest::Approx(0.5));
  for (auto& x : h) x.correct = true;
  CHECK(conditional_accuracy(h, Condition::Original).accuracy == 1.0);
}

TEST_CASE("records are byte-identical across runs and gold positions are balanced") {
  for (Task t : kTasks) {
    std::map<int, int> at;
    for (int i = 0; i < kQuestions; ++i) {
      std::vector<Item> first = prompts(t, test::kSeed, i), second = prompts(t, test::kSeed, i);
      REQUIRE(first.size() == second.size());
      for (size_t k = 0; k < first.size(); ++k) CHECK(to_json(first[k]).dump() == to_json(second[k]).dump());
      Item it = make_item(t, test::kSeed, i);
      if (!it.options.empty()) ++at[it.gold];
    }
    if (at.empty()) continue;
    int n = static_cast<int>(at.size());
    CHECK(n == (t == Task::RotAng ? 2 : 4));
    for (auto [pos, count] : at) CHECK(count == kQuestions / n);
  }
}
