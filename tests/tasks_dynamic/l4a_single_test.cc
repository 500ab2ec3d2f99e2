// L4a (single action): every gold answer re-derived from the re-sampled
// episode by replaying its log or re-running the simulator.
#include "tests/tasks_dynamic/dynamic_check.h"

namespace mm::test {
namespace {

constexpr int kItems = 200;

// Narration of a successful single action: one act.* sentence, no attempts.
void check_told(const Sample& s, const Episode& e) {
  REQUIRE(e.trajectory.size() == 1);
  CHECK(e.trajectory[0].success);
  bool acted = false;
  for (const auto& n : s.item.narration) {
    CHECK(n.key.rfind("try.", 0) != 0);
    acted |= n.key == "act." + std::string(action_name(e.trajectory[0].action.type));
  }
  CHECK(acted);
}

TEST_CASE("event: location after the action, from the replayed log") {
  for_items("event", kItems, [](const Sample& s) {
    check_common(s);
    Episode e = episode_of(s);
    check_told(s, e);
    std::string x = question_object(s.item);
    const LabelTable& labels = s.item.description.labels;
    WorldState after = replayed(e, 1);
    CHECK(s.item.gold == where(after, labels, x));
    // The action moved something: X itself, or what X rests on.
    bool moved = where(e.before, labels, x) != where(after, labels, x);
    for (const Object* a : e.before.scene.ancestors(x))
      moved |= where(e.before, labels, a->id) != where(after, labels, a->id);
    CHECK(moved);
  });
}

TEST_CASE("undo: location before the action, and the action did move it") {
  for_items("undo", kItems, [](const Sample& s) {
    check_common(s);
    Episode e = episode_of(s);
    check_told(s, e);
    std::string x = question_object(s.item);
    const LabelTable& labels = s.item.description.labels;
    CHECK(s.item.gold == where(e.before, labels, x));
    CHECK(where(replayed(e, 1), labels, x) != s.item.gold);
  });
}

TEST_CASE("counterfactualLocation: re-simulated with the changed precondition, never without effect") {
  int closing = 0, holding = 0;
  for_items("counterfactualLocation", kItems, [&](const Sample& s) {
    check_common(s);
    Episode e = episode_of(s);
    check_told(s, e);
    std::string x = question_object(s.item);
    const LabelTable& labels = s.item.description.labels;
    WorldState w = e.before;
    if (s.item.question.key == "q.counterfactualLocation") {
      ++closing;
      std::string r = question_object(s.item, "rec");
      const Arg* st = arg_named(s.item.question, "s");
      REQUIRE(st);
      CHECK(st->ref == "isOpen");
      CHECK(st->number == 0);
      REQUIRE(w.scene.object(r)->state.get(Attr::IsOpen));  // the precondition really differs
      w.scene.object(r)->state.set(Attr::IsOpen, false);
    } else {
      ++holding;
      REQUIRE(s.item.question.key == "q.counterfactualLocation.holding");
      REQUIRE(w.held.empty());
      w = simulated(w, {{ActionType::PickupObject, question_object(s.item, "held"), ""}});
      REQUIRE(!w.held.empty());
      CHECK(where(w, labels, x) == where(e.before, labels, x));
    }
    WorldState cf = simulated(w, {e.trajectory[0].action});
    CHECK(s.item.gold == where(cf, labels, x));
    CHECK(s.item.gold != where(replayed(e, 1), labels, x));  // no-effect counterfactuals are rejected
  });
  CHECK(closing > 0);
  CHECK(holding > 0);
}

TEST_CASE("partialObservation: visibility after the action, balanced yes/no") {
  int yes = 0, n = 0;
  for_items("partialObservation", kItems, [&](const Sample& s) {
    check_common(s);
    Episode e = episode_of(s);
    check_told(s, e);
    std::string x = question_object(s.item);
    bool visible = !hidden(replayed(e, 1).scene, x);
    CHECK(s.item.gold == visible);
    yes += visible;
    ++n;
  });
  CHECK(yes * 100 >= n * 40);
  CHECK(yes * 100 <= n * 60);
}

TEST_CASE("beliefRevision: the true location after the action, the stated one differs") {
  for_items("beliefRevision", kItems, [](const Sample& s) {
    check_common(s);
    Episode e = episode_of(s);
    const LabelTable& labels = s.item.description.labels;
    std::string x = question_object(s.item);
    CHECK(s.item.gold == where(replayed(e, 1), labels, x));
    // The description misstates X's receptacle; the correction names the true one.
    const Object* truth = e.before.scene.object(x);
    int contain = 0;
    for (const auto& f : s.item.description.facts)
      if (f.kind == FactKind::Contain && f.a == x) {
        ++contain;
        CHECK(f.b != truth->parent);
        CHECK(TypeTable::builtin().can_hold(e.before.scene.object(f.b)->type, truth->type));
      }
    CHECK(contain == 1);
    REQUIRE(s.item.narration.size() == 2);
    CHECK(s.item.narration[0].key.rfind("narr.correction.", 0) == 0);
    CHECK(arg_named(s.item.narration[0], "rec")->ref == truth->parent);
    CHECK(s.item.narration[1].key.rfind("act.", 0) == 0);
  });
}

}  // namespace
}  // namespace mm::test
