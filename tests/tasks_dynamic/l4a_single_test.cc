// L4a: every gold answer re-derived from the re-sampled episode by replaying
// its log or re-running the simulator, and every design's necessity checked
// on the item: the answer is not what one would say without the action (or
// without the correction, or without the counterfactual).
#include "tests/tasks_dynamic/dynamic_check.h"

namespace mm::test {
namespace {

constexpr int kItems = 200;

// Narration of successful actions: act.* sentences only, one per step.
void check_told(const Sample& s, const Episode& e) {
  int acted = 0;
  for (const auto& n : s.item.narration) {
    CHECK(n.key.rfind("try.", 0) != 0);
    acted += n.key.rfind("act.", 0) == 0;
  }
  CHECK(acted == int(e.trajectory.size()));
  for (const auto& st : e.trajectory) CHECK(st.success);
}

TEST_CASE("event: location after the action, from the replayed log — never where X was") {
  for_items("event", kItems, [](const Sample& s) {
    check_common(s);
    Episode e = episode_of(s);
    REQUIRE(e.trajectory.size() == 1);
    check_told(s, e);
    std::string x = question_object(s.item);
    const LabelTable& labels = s.item.description.labels;
    WorldState after = replayed(e, 1);
    CHECK(s.item.gold == where(after, labels, x));
    // The action moved X itself: the no-change answer is always wrong.
    CHECK(where(e.before, labels, x) != s.item.gold);
    CHECK(shortcut_of(s, "no-change") == where(e.before, labels, x));
  });
}

TEST_CASE("undo: where X was before the undone steps — in a chain neither the stated nor the final place") {
  std::map<std::string, int> designs;
  int differs_from_stated = 0, n = 0;
  for_items("undo", kItems, [&](const Sample& s) {
    check_common(s);
    Episode e = episode_of(s);
    check_told(s, e);
    std::string x = question_object(s.item);
    const LabelTable& labels = s.item.description.labels;
    const int steps = int(e.trajectory.size());
    const int undone = s.item.scoring["undone_steps"].get<int>();
    ++designs[design_of(s)];
    if (design_of(s) == "single") {
      REQUIRE(steps == 1);
      CHECK(s.item.question.key == "q.undo");
    } else {
      REQUIRE(steps == 3);
      CHECK(s.item.question.key == "q.undo.chain");
      CHECK(arg_named(s.item.question, "n")->number == undone);
      CHECK((undone == 1 || undone == 2));
      CHECK(s.item.gold != where(e.before, labels, x));
    }
    CHECK(s.item.gold == where(replayed(e, steps - undone), labels, x));
    CHECK(s.item.gold != where(replayed(e, steps), labels, x));  // undoing changes something
    CHECK(shortcut_of(s, "stated") == where(e.before, labels, x));
    CHECK(shortcut_of(s, "actual") == where(replayed(e, steps), labels, x));
    differs_from_stated += s.item.gold != where(e.before, labels, x);
    ++n;
  });
  CHECK(designs.size() == 3);
  CHECK(differs_from_stated * 2 >= n);
}

TEST_CASE("counterfactualLocation: re-simulated with the changed precondition — blocking, enabling put and pick-up") {
  std::map<std::string, int> designs;
  for_items("counterfactualLocation", kItems, [&](const Sample& s) {
    check_common(s);
    Episode e = episode_of(s);
    REQUIRE(e.trajectory.size() == 1);
    std::string x = question_object(s.item);
    const LabelTable& labels = s.item.description.labels;
    const std::string design = design_of(s);
    ++designs[design];
    const Action& act = e.trajectory[0].action;
    WorldState w = e.before;
    if (s.item.question.key == "q.counterfactualLocation") {
      std::string r = question_object(s.item, "rec");
      const Arg* st = arg_named(s.item.question, "s");
      REQUIRE(st);
      CHECK(st->ref == "isOpen");
      bool open = st->number == 1;
      CHECK(open == (design != "blocking"));
      REQUIRE(w.scene.object(r)->state.get(Attr::IsOpen) != open);  // the precondition really differs
      w.scene.object(r)->state.set(Attr::IsOpen, open);
    } else {
      REQUIRE(s.item.question.key == "q.counterfactualLocation.holding");
      CHECK(design == "blocking");
      REQUIRE(w.held.empty());
      w = simulated(w, {{ActionType::PickupObject, question_object(s.item, "held"), ""}});
      REQUIRE(!w.held.empty());
      CHECK(where(w, labels, x) == where(e.before, labels, x));
    }
    WorldState cf = simulated(w, {act});
    WorldState actual = replayed(e, 1);
    CHECK(s.item.gold == where(cf, labels, x));
    CHECK(s.item.gold != where(actual, labels, x));  // no-effect counterfactuals are rejected
    CHECK(shortcut_of(s, "actual") == where(actual, labels, x));
    CHECK(shortcut_of(s, "stated") == where(e.before, labels, x));
    if (design == "blocking") {
      check_told(s, e);
      CHECK(s.item.gold == where(e.before, labels, x));  // the action fails: X stays
    } else {
      // An attempt that failed because something was closed; opening it
      // lets the action through, so the answer is neither place.
      REQUIRE_FALSE(e.trajectory[0].success);
      REQUIRE(s.item.narration.size() == 1);
      CHECK(s.item.narration[0].key.rfind("try.", 0) == 0);
      CHECK(act.type == (design == "enabling-put" ? ActionType::PutObject : ActionType::PickupObject));
      CHECK(s.item.gold != where(e.before, labels, x));
      CHECK((design == "enabling-pickup") == (s.item.gold == "Agent"));
    }
  });
  CHECK(designs.size() == 3);
}

TEST_CASE("partialObservation: visibility after the action — the design fixes before and after") {
  std::map<std::string, int> designs;
  for_items("partialObservation", kItems, [&](const Sample& s) {
    check_common(s);
    Episode e = episode_of(s);
    check_told(s, e);
    std::string x = question_object(s.item);
    bool before = !hidden(e.before.scene, x), after = !hidden(replayed(e, 1).scene, x);
    CHECK(s.item.gold == after);
    const std::string design = design_of(s);
    ++designs[design];
    CHECK(design == std::string(before ? "visible-" : "hidden-") + (after ? "visible" : "hidden"));
    CHECK(shortcut_of(s, "no-change") == before);
  });
  CHECK(designs.size() == 3);
}

TEST_CASE("beliefRevision: the true location after the actions — moved X ends neither where stated nor where corrected") {
  std::map<std::string, int> designs;
  for_items("beliefRevision", kItems, [&](const Sample& s) {
    check_common(s);
    Episode e = episode_of(s);
    const LabelTable& labels = s.item.description.labels;
    std::string x = question_object(s.item);
    const int steps = int(e.trajectory.size());
    CHECK(s.item.gold == where(replayed(e, steps), labels, x));
    // The description misstates X's receptacle; the correction names the true one.
    const Object* truth = e.before.scene.object(x);
    std::string stated;
    int contain = 0;
    for (const auto& f : s.item.description.facts)
      if (f.kind == FactKind::Contain && f.a == x) {
        ++contain;
        stated = f.b;
        CHECK(f.b != truth->parent);
        CHECK(TypeTable::builtin().can_hold(e.before.scene.object(f.b)->type, truth->type));
      }
    CHECK(contain == 1);
    REQUIRE(s.item.narration.size() >= 2);
    CHECK(s.item.narration[0].key.rfind("narr.correction.", 0) == 0);
    CHECK(arg_named(s.item.narration[0], "rec")->ref == truth->parent);
    CHECK(shortcut_of(s, "stated") == labels.label(stated));
    CHECK(shortcut_of(s, "no-change") == labels.label(truth->parent));
    CHECK(s.item.gold != labels.label(stated));
    ++designs[design_of(s)];
    if (design_of(s) != "static") {
      REQUIRE(steps == 3);
      CHECK(s.item.gold != labels.label(truth->parent));
    } else {
      REQUIRE(steps == 1);
      CHECK(s.item.gold == labels.label(truth->parent));
    }
  });
  CHECK(designs.size() == 3);
}

}  // namespace
}  // namespace mm::test
