// The seven tasks together: every canonical record has the common fields,
// the stored gold index is spread over the four slots (not stuck in one),
// and over the whole population the four trials put the gold at each
// position A to D in exactly a quarter of the presentations.
#include <doctest/doctest.h>

#include <functional>
#include <string>
#include <vector>

#include "packs/space/cbtt.h"
#include "packs/space/jlo.h"
#include "packs/space/mcq.h"
#include "packs/space/mpfb.h"
#include "packs/space/mrt.h"
#include "packs/space/ptt.h"
#include "packs/space/sadd.h"
#include "packs/space/satt.h"
#include "tests/space/space_test_util.h"

using namespace mm::space;
using mm::space::test::kPopulation;
using mm::space::test::kSeed;

namespace {

struct TaskRecords {
  std::string name;
  std::function<mm::Json(uint64_t)> record;  // item index -> canonical record
};

std::vector<TaskRecords> all_tasks() {
  return {{"mrt", [](uint64_t i) { return to_json(make_mrt(kSeed, i)); }},
          {"ptt", [](uint64_t i) { return to_json(make_ptt(kSeed, i)); }},
          {"jlo", [](uint64_t i) { return to_json(make_jlo(kSeed, i)); }},
          {"sadd", [](uint64_t i) { return to_json(make_sadd(kSeed, i)); }},
          {"cbtt", [](uint64_t i) { return to_json(make_cbtt(kSeed, i)); }},
          {"satt", [](uint64_t i) { return to_json(make_satt(kSeed, i)); }},
          {"mpfb", [](uint64_t i) { return to_json(make_mpfb(kSeed, i)); }}};
}

}  // namespace

TEST_CASE("every task's records share the common fields and spread the stored gold") {
  for (const TaskRecords& task : all_tasks()) {
    CAPTURE(task.name);
    int slot[4] = {0, 0, 0, 0};
    for (int i = 0; i < kPopulation; ++i) {
      mm::Json j = task.record(i);
      CHECK(j.at("task") == task.name);
      CHECK(j.at("seed") == kSeed);
      CHECK(j.at("index") == i);
      REQUIRE(j.at("options").size() == 4);
      int gold = j.at("gold").get<int>();
      REQUIRE(gold >= 0);
      REQUIRE(gold < 4);
      ++slot[gold];
    }
    for (int s = 0; s < 4; ++s) {
      CHECK(slot[s] * 100 >= kPopulation * 15);  // 25 % expected; 15 % is far outside chance
      CHECK(slot[s] * 100 <= kPopulation * 35);
    }
  }
}

TEST_CASE("over all seven tasks the four trials put the gold at each position exactly a quarter of the time") {
  int at[4] = {0, 0, 0, 0};
  int presentations = 0;
  for (const TaskRecords& task : all_tasks())
    for (int i = 0; i < kPopulation; ++i)
      for (const Trial& t : mcq_trials(task.record(i).at("gold").get<int>())) {
        ++at[t.gold_position];
        ++presentations;
      }
  CHECK(presentations == 7 * 4 * kPopulation);
  for (int p = 0; p < 4; ++p) CHECK(at[p] * 4 == presentations);
}
