// L4c (reasoning over a whole chain): final states read off the replayed
// log, orders checked against the trajectory, counterfactual deltas from a
// re-simulation without the left-out step.
#include <algorithm>

#include "tests/tasks_dynamic/dynamic_check.h"

namespace mm::test {
namespace {

constexpr int kItems = 200;

TEST_CASE("finalState: location and told states of the acted-on objects") {
  for_items("finalState", kItems, [](const Sample& s) {
    check_common(s);
    Episode e = episode_of(s);
    const LabelTable& labels = s.item.description.labels;
    WorldState after = replayed(e, 3);
    // The objects: what each step is about.
    std::set<std::string> expect;
    WorldState w = e.before;
    for (const auto& st : e.trajectory) {
      expect.insert(labels.label(st.action.object.empty() ? w.held : st.action.object));
      w = simulated(w, {st.action});
    }
    std::set<std::string> got;
    for (auto it = s.item.gold.begin(); it != s.item.gold.end(); ++it) got.insert(it.key());
    CHECK(got == expect);
    for (const auto& o : e.before.scene.objects) {
      if (!labels.has(o.id) || !s.item.gold.contains(labels.label(o.id))) continue;
      const OJson& g = s.item.gold[labels.label(o.id)];
      CHECK(g.at("parent") == where(after, labels, o.id));
      // Keys: every state the description tells about it, plus every changed one.
      std::set<std::string> keys{"parent"};
      for (const auto& f : s.item.description.facts)
        if (f.kind == FactKind::State && f.a == o.id) keys.insert(std::string(attr_name(f.attr)));
      for (Attr a : kAllAttrs)
        if (a != Attr::IsPickedUp && o.state.get(a) != after.scene.object(o.id)->state.get(a))
          keys.insert(std::string(attr_name(a)));
      std::set<std::string> gk;
      for (auto it = g.begin(); it != g.end(); ++it) {
        gk.insert(it.key());
        if (it.key() != "parent") CHECK(*it == after.scene.object(o.id)->state.get(*parse_attr(it.key())));
      }
      CHECK(gk == keys);
    }
  });
}

// The orders (permutations of the steps) in which every action succeeds,
// simulated from the before-state.
int feasible_orders(const Episode& e) {
  std::vector<Action> acts;
  for (const auto& st : e.trajectory) acts.push_back(st.action);
  std::vector<size_t> order{0, 1, 2};
  int n = 0;
  do {
    WorldState w = e.before;
    std::vector<Event> sink;
    bool ok = true;
    for (size_t k = 0; k < 3 && ok; ++k) ok = apply_action(w, acts[order[k]], int(k), sink).success;
    n += ok;
  } while (std::next_permutation(order.begin(), order.end()));
  return n;
}

TEST_CASE("actionOrdering: the order is never told, exactly one order lets all three succeed, gold letters follow it") {
  std::map<std::string, int> orders;
  for_items("actionOrdering", kItems, [&](const Sample& s) {
    check_no_ids(s.item.gold);
    check_renders(s.item, "en");
    check_renders(s.item, "struct");
    CHECK(s.item.narration.empty());  // the question lists the actions, shuffled
    Episode e = episode_of(s);
    REQUIRE(e.trajectory.size() == 3);
    CHECK(feasible_orders(e) == 1);
    CHECK(shortcut_of(s, "narration-order") == OJson::array({"A", "B", "C"}));
    std::vector<std::string> gold = s.item.gold;
    std::vector<std::string> sorted = gold;
    std::sort(sorted.begin(), sorted.end());
    CHECK(sorted == std::vector<std::string>{"A", "B", "C"});
    CHECK(gold != sorted);
    std::map<std::string, std::string> arg_of{{"A", "a"}, {"B", "b"}, {"C", "c"}};
    for (int step = 0; step < 3; ++step) {
      const Arg* a = arg_named(s.item.question, arg_of[gold[size_t(step)]]);
      REQUIRE(a);
      CHECK(step_of(e, *a) == step);
    }
    orders[gold[0] + gold[1] + gold[2]]++;
  });
  CHECK(orders.size() == 5);  // every non-identity permutation occurs
  for (const auto& [o, n] : orders) CHECK(n * 100 <= kItems * 30);  // none dominates
}

TEST_CASE("chainCounterfactual: delta of a re-simulation without the step — knock-on effects and multi-event deltas") {
  int knock_on = 0, multi = 0, n = 0;
  for_items("chainCounterfactual", kItems, [&](const Sample& s) {
    check_common(s);
    Episode e = episode_of(s);
    const LabelTable& labels = s.item.description.labels;
    int k = step_of(e, *arg_named(s.item.question, "a"));
    REQUIRE(k >= 0);
    std::vector<Action> kept;
    for (size_t i = 0; i < e.trajectory.size(); ++i)
      if (int(i) != k) kept.push_back(e.trajectory[i].action);
    WorldState cf = simulated(e.before, kept);
    Changes delta = diff_states(replayed(e, 3), cf, labels);
    CHECK(!delta.empty());
    check_sorted_events(s.item.gold);
    CHECK(gold_changes(s.item.gold) == delta);
    // Scoring holds the actual values of the same differences.
    Changes actual = gold_changes(s.item.scoring["actual"]);
    CHECK(actual == diff_states(cf, replayed(e, 3), labels));
    // Knock-on effects: a later step that fails without the left-out one,
    // exactly in the "knock-on" design.
    std::vector<Event> sink;
    WorldState w = e.before;
    int failed = 0;
    for (const auto& a : kept) failed += !apply_action(w, a, 0, sink).success;
    CHECK((failed > 0) == (design_of(s) == "knock-on"));
    CHECK(shortcut_of(s, "no-change") == OJson::array());
    CHECK(shortcut_of(s, "actual") == s.item.scoring["actual"]);
    knock_on += failed > 0;
    multi += delta.size() >= 2;
    ++n;
  });
  // The necessity targets: knock-on effects and deltas of two or
  // more events each in at least 30 % of the items.
  CHECK(knock_on * 100 >= n * 30);
  CHECK(multi * 100 >= n * 30);
}

}  // namespace
}  // namespace mm::test
