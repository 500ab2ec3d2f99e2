// Properties every L4 family shares: what is narrated, what is described,
// floors, determinism and case ids.
#include "tests/tasks_dynamic/dynamic_check.h"

namespace mm::test {
namespace {

const std::vector<std::string> kFamilies = {
    "event",    "undo",       "counterfactualLocation", "partialObservation", "actionFailure",
    "beliefRevision", "eventSet", "attributeChange", "multiEvent", "affectedObjects",
    "finalState", "actionOrdering", "chainCounterfactual"};

const std::set<std::string> kLocationFamilies = {"event", "undo", "counterfactualLocation", "beliefRevision"};

bool described(const Description& d, const std::string& id) {
  return std::find(d.objects.begin(), d.objects.end(), id) != d.objects.end() ||
         std::find(d.rooms.begin(), d.rooms.end(), id) != d.rooms.end();
}

// Every object a sentence names (directly or inside an action) is described.
void check_named(const Sentence& s, const Description& d) {
  for (const auto& a : s.args) {
    if (a.kind == Arg::Kind::Object || a.kind == Arg::Kind::Room) CHECK_MESSAGE(described(d, a.ref), a.ref);
    if (a.kind == Arg::Kind::Objects || a.kind == Arg::Kind::Action)
      for (const auto& r : a.refs) CHECK_MESSAGE(described(d, r), r);
  }
}

TEST_CASE("L4: catalogue entries and sublevels") {
  for (const auto& f : kFamilies) {
    const Family* fam = find_family(f);
    REQUIRE(fam);
    CHECK(fam->info().level == 4);
  }
}

TEST_CASE("L4: narration tells successes, attempts only in actionFailure, all it names is described") {
  for (const auto& f : kFamilies) {
    for_items(f, 40, [&](const Sample& s) {
      Episode e = episode_of(s);
      bool attempts = f == "actionFailure";
      for (const auto& n : s.item.narration) {
        CHECK(n.key.rfind(attempts ? "act." : "try.", 0) != 0);
        check_named(n, s.item.description);
      }
      check_named(s.item.question, s.item.description);
      if (!attempts)
        for (const auto& st : e.trajectory) CHECK(st.success);
      // What the agent holds at the start is stated.
      bool held_fact = false;
      for (const auto& fact : s.item.description.facts) held_fact |= fact.kind == FactKind::Held;
      CHECK(held_fact == !e.before.held.empty());
      // Chains are chains, singles singles.
      CHECK(e.kind == (s.item.sublevel == "a" ? "single" : "chain"));
      CHECK(s.item.case_id.find(s.item.sublevel == "a" ? "/s" : "/c") != std::string::npos);
    });
  }
}

TEST_CASE("L4: a floor answer names the only described room") {
  int floors = 0;
  for (const auto& f : kLocationFamilies) {
    for_items(f, 60, [&](const Sample& s) {
      if (s.item.scoring["location_kind"] != "floor") return;
      ++floors;
      REQUIRE(s.item.description.rooms.size() == 1);
      CHECK(s.item.gold == s.item.description.labels.label(s.item.description.rooms[0]));
    });
  }
  CHECK(floors > 0);
}

TEST_CASE("L4: items are a pure function of (seed, scene, j)") {
  for (const auto& f : kFamilies) {
    const Family* fam = find_family(f);
    for (int h = 0; h < 3; ++h) {
      Scene scene = generate_builtin_house(0, h);
      for (int j = 0; j < 3; ++j) {
        CaseContext a(scene, 0), b(scene, 0);
        CaseContext warm(scene, 0);
        fam->build(warm, j + 1, {});  // other cases first: must not matter
        auto x = fam->build(a, j, {}), y = fam->build(warm, j, {});
        REQUIRE(x.has_value() == y.has_value());
        if (!x) continue;
        CHECK(x->case_id == y->case_id);
        CHECK(x->gold == y->gold);
        CHECK(x->scoring == y->scoring);
        CHECK(x->question.key == y->question.key);
        CHECK(x->description.facts.size() == y->description.facts.size());
        CHECK(renderer("en").prompt(*x, Mode::Balanced, Regime::Direct).value() ==
              renderer("en").prompt(*y, Mode::Balanced, Regime::Direct).value());
        auto z = fam->build(b, j, {});
        CHECK(z->gold == x->gold);
      }
    }
  }
}

TEST_CASE("L4: different cases of a scene use different episodes") {
  for (const auto& f : kFamilies) {
    const Family* fam = find_family(f);
    Scene scene = generate_builtin_house(0, 5);
    CaseContext ctx(scene, 0);
    std::set<std::string> ids;
    int made = 0;
    for (int j = 0; j < 8; ++j)
      if (auto item = fam->build(ctx, j, {})) {
        ++made;
        ids.insert(item->case_id);
      }
    CHECK(int(ids.size()) == made);
  }
}

}  // namespace
}  // namespace mm::test
