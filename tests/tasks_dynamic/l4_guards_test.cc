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

// The episode kinds each family draws (sampler.h): single actions, chains
// on disjoint objects, linked chains, open/close singles, failing singles.
const std::map<std::string, std::string> kKinds = {
    {"event", "s"},          {"undo", "sl"},          {"counterfactualLocation", "sh"},
    {"partialObservation", "so"}, {"actionFailure", "sf"}, {"beliefRevision", "sl"},
    {"eventSet", "c"},       {"attributeChange", "c"}, {"multiEvent", "c"},
    {"affectedObjects", "c"}, {"finalState", "c"},     {"actionOrdering", "l"},
    {"chainCounterfactual", "l"}};

// Families whose narration tells an attempt (outcome not told) rather than
// what happened.
bool tells_attempts(const Sample& s) {
  return s.item.family == "actionFailure" ||
         (s.item.family == "counterfactualLocation" && design_of(s).starts_with("enabling"));
}

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

TEST_CASE("L4: narration tells successes (attempts where the question is about one), all it names is described") {
  for (const auto& f : kFamilies) {
    for_items(f, 40, [&](const Sample& s) {
      CAPTURE(f);
      CAPTURE(design_of(s));
      Episode e = episode_of(s);
      bool attempts = tells_attempts(s);
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
      // The episode kinds the family's designs draw.
      char kind = episode_kind(s);
      CHECK(kKinds.at(f).find(kind) != std::string::npos);
      CHECK(e.kind == (kind == 'c' || kind == 'l' ? "chain" : "single"));
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

TEST_CASE("L4: the families of one house draw different episodes") {
  for (int h = 0; h < 4; ++h) {
    Scene scene = generate_builtin_house(0, h);
    CaseContext ctx(scene, 0);
    std::map<std::string, std::string> by_case;  // case id -> family
    for (const auto& f : kFamilies) {
      auto item = find_family(f)->build(ctx, 0, {});
      if (!item) continue;
      CAPTURE(f);
      CHECK_MESSAGE(!by_case.count(item->case_id), item->case_id << " also used by " << by_case[item->case_id]);
      by_case[item->case_id] = f;
    }
    CHECK(by_case.size() >= 10);
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
