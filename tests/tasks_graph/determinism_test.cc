// The graph families and sceneListing are pure functions of (seed, scene,
// case, variant): building a case twice from fresh case contexts gives the
// same item, and another seed gives other items.
#include "generator/scenes/builtin_house.h"
#include "tests/tasks/task_test_util.h"

namespace mm::test {
namespace {

std::string fingerprint(const TaskItem& it) {
  OJson j = OJson::object();
  j["case"] = it.case_id;
  j["gold"] = it.gold;
  j["scoring"] = it.scoring;
  j["question"] = it.question.key;
  j["facts"] = it.description.facts.size();
  j["narration"] = it.narration.size();
  return j.dump();
}

TEST_CASE("graph families: same inputs, same items") {
  for (const char* fam : {"staticGraph", "localSlice", "houseGraph", "dynamicGraph", "counterfactualGraph",
                          "sceneListing"}) {
    const Family* f = find_family(fam);
    REQUIRE(f);
    int made = 0, differ = 0;
    for (int h = 0; h < 12; ++h) {
      Scene s = generate_builtin_house(11, h);
      for (int j = 0; j < 3; ++j) {
        CaseContext a(s, 11), b(s, 11), c(s, 12);
        auto x = f->build(a, j, {});
        auto y = f->build(b, j, {});
        REQUIRE(bool(x) == bool(y));
        if (!x) continue;
        ++made;
        CHECK_MESSAGE(fingerprint(*x) == fingerprint(*y), fam);
        auto z = f->build(c, j, {});
        differ += !z || fingerprint(*z) != fingerprint(*x);
      }
    }
    CHECK_MESSAGE(made > 0, fam);
    // houseGraph and staticGraph may coincide across seeds on the same house.
    if (std::string(fam) != "houseGraph") CHECK_MESSAGE(differ > 0, fam);
  }
}

}  // namespace
}  // namespace mm::test
