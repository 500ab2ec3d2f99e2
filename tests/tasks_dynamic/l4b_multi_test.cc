// L4b (three-action chains): event lists equal the filtered transition log,
// states are read off the replayed final state.
#include "tests/tasks_dynamic/dynamic_check.h"

namespace mm::test {
namespace {

constexpr int kItems = 200;

void check_chain_told(const Sample& s, const Episode& e) {
  CHECK(e.kind == "chain");
  CHECK(e.trajectory.size() == 3);
  for (const auto& st : e.trajectory) CHECK(st.success);
  int acts = 0;
  for (const auto& n : s.item.narration) acts += n.key.rfind("act.", 0) == 0;
  CHECK(acts == 3);
  CHECK(s.item.chain_depth == 3);
}

std::set<int> all_steps(const Episode& e) {
  std::set<int> out;
  for (size_t i = 0; i < e.trajectory.size(); ++i) out.insert(int(i));
  return out;
}

TEST_CASE("eventSet: gold equals the filtered transition log") {
  for_items("eventSet", kItems, [](const Sample& s) {
    check_common(s);
    Episode e = episode_of(s);
    check_chain_told(s, e);
    const LabelTable& labels = s.item.description.labels;
    check_sorted_events(s.item.gold);
    Changes gold = gold_changes(s.item.gold);
    CHECK(gold == log_changes(e, all_steps(e), labels));
    CHECK(gold == diff_states(e.before, replayed(e, 3), labels));
    // Every step shows up in the list.
    for (int k = 0; k < 3; ++k) CHECK(!log_changes(e, {k}, labels).empty());
  });
}

TEST_CASE("attributeChange: the final value of the asked attribute") {
  int changed = 0, n = 0;
  for_items("attributeChange", kItems, [&](const Sample& s) {
    check_common(s);
    Episode e = episode_of(s);
    check_chain_told(s, e);
    std::string x = question_object(s.item);
    const Arg* attr = arg_named(s.item.question, "attr");
    REQUIRE(attr);
    CHECK(attr->kind == Arg::Kind::Attribute);
    auto a = parse_attr(attr->ref);
    REQUIRE(a);
    CHECK(*a != Attr::IsPickedUp);
    CHECK(e.before.scene.object(x)->state.has(*a));
    bool value = replayed(e, 3).scene.object(x)->state.get(*a);
    CHECK(s.item.gold == attr->ref + (value ? "_true" : "_false"));
    CHECK(s.item.choices == std::vector<std::string>{attr->ref + "_true", attr->ref + "_false"});
    bool did_change = e.before.scene.object(x)->state.get(*a) != value;
    CHECK(s.item.scoring["changed"] == did_change);
    // The design fixes whether the attribute changed and its final value.
    const std::string design = design_of(s);
    CHECK(did_change);
    CHECK(value == (design == "true"));
    CHECK(shortcut_of(s, "no-change") == attr->ref + (did_change != value ? "_true" : "_false"));
    changed += did_change;
    ++n;
  });
  // Every item asks about a change: the no-change answer is never right.
  CHECK(changed == n);
}

TEST_CASE("multiEvent: the log of exactly the two quoted steps") {
  for_items("multiEvent", kItems, [](const Sample& s) {
    check_common(s);
    Episode e = episode_of(s);
    check_chain_told(s, e);
    const LabelTable& labels = s.item.description.labels;
    int a = step_of(e, *arg_named(s.item.question, "a"));
    int b = step_of(e, *arg_named(s.item.question, "b"));
    REQUIRE(a >= 0);
    REQUIRE(b > a);
    check_sorted_events(s.item.gold);
    Changes gold = gold_changes(s.item.gold);
    CHECK(gold == log_changes(e, {a, b}, labels));
    CHECK(gold != log_changes(e, all_steps(e), labels));  // the third step is left out
  });
}

TEST_CASE("affectedObjects: objects with a change in the vocabulary") {
  for_items("affectedObjects", kItems, [](const Sample& s) {
    check_common(s);
    Episode e = episode_of(s);
    check_chain_told(s, e);
    std::set<std::string> expect;
    for (const auto& [key, value] : log_changes(e, all_steps(e), s.item.description.labels))
      expect.insert(key.first);
    std::vector<std::string> gold = s.item.gold;
    CHECK(std::is_sorted(gold.begin(), gold.end()));
    CHECK(std::set<std::string>(gold.begin(), gold.end()) == expect);
    CHECK(gold.size() == expect.size());
    CHECK(s.item.description.labels.object_count() > gold.size());  // unchanged objects are in view
  });
}

}  // namespace
}  // namespace mm::test
