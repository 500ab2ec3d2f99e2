// Guards on hand-made scenes (cases the built-in houses rarely produce) and
// determinism of every basic family.
#include "tests/tasks_basic/basic_util.h"

namespace mm::test {
namespace {

// Five rooms: A-B-C-D-A form a ring (two equal ways round), E hangs off A.
Scene ring_house() {
  Scene s;
  s.id = "ring";
  s.source = "test";
  const char* types[] = {"Kitchen", "LivingRoom", "Bedroom", "Bathroom", "Bedroom"};
  for (int i = 0; i < 5; ++i) {
    double x = 4.0 * i;
    s.rooms.push_back({std::string(1, char('A' + i)), types[i], {{x, 0}, {x + 4, 0}, {x + 4, 4}, {x, 4}}});
  }
  auto door = [&](const char* a, const char* b) {
    Door d;
    d.id = std::string("door|") + a + b;
    d.room0 = a;
    d.room1 = b;
    s.doors.push_back(d);
  };
  door("A", "B");
  door("B", "C");
  door("C", "D");
  door("D", "A");
  door("E", "A");
  s.reindex();
  return s;
}

}  // namespace

TEST_CASE("roomPath: a ring of rooms never yields a tied shortest path") {
  Scene s = ring_house();
  CaseContext ctx(s, 0);
  const Family* f = find_family("roomPath");
  REQUIRE(f);
  // Unique shortest paths of >= 3 rooms here: E-A-B, E-A-D, B-A-E, D-A-E.
  const std::set<std::vector<std::string>> allowed = {
      {"E", "A", "B"}, {"E", "A", "D"}, {"B", "A", "E"}, {"D", "A", "E"}};
  std::set<std::vector<std::string>> seen;
  for (int j = 0; j < 40; ++j) {
    auto item = f->build(ctx, j, variants_of(f->info())[0]);
    REQUIRE(item);
    std::vector<std::string> ids;
    for (const auto& g : item->gold) {
      for (const auto& r : s.rooms)
        if (item->description.labels.label(r.id) == g.get<std::string>()) ids.push_back(r.id);
    }
    CHECK(allowed.count(ids) == 1);
    seen.insert(ids);
    check_both_render(*item);
  }
  CHECK(seen.size() == allowed.size());
}

TEST_CASE("roomPath: no item when no pair has a unique path through a middle room") {
  Scene s = ring_house();
  s.rooms.pop_back();  // drop E: in a ring of four every 2-door path is tied
  s.doors.pop_back();
  s.reindex();
  CaseContext ctx(s, 0);
  const Family* f = find_family("roomPath");
  for (int j = 0; j < 10; ++j) CHECK_FALSE(f->build(ctx, j, variants_of(f->info())[0]));
}

TEST_CASE("basic families are deterministic per (seed, scene, case)") {
  const char* families[] = {"exists",  "count",         "roomInventory", "typeHistogram", "objectState",
                            "locate",  "relationCheck", "contents",      "roomOf",        "coLocated",
                            "indirectSearch", "sameRoom", "roomPath"};
  for (int h = 0; h < 6; ++h) {
    Scene s = generate_builtin_house(7, h);
    for (const char* name : families) {
      const Family* f = find_family(name);
      REQUIRE(f);
      for (int j = 0; j < 4; ++j) {
        CaseContext a(s, 7), b(s, 7);
        auto x = f->build(a, j, variants_of(f->info())[0]);
        auto y = f->build(b, j, variants_of(f->info())[0]);
        REQUIRE(x.has_value() == y.has_value());
        if (!x) continue;
        CHECK(x->gold.dump() == y->gold.dump());
        CHECK(x->scoring.dump() == y->scoring.dump());
        CHECK(x->question.key == y->question.key);
        CHECK(x->description.facts.size() == y->description.facts.size());
      }
    }
  }
}

}  // namespace mm::test
