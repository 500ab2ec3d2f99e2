// staticGraph, localSlice and houseGraph: 200+ items each, gold graphs
// re-derived by brute force from the scene and from the stated facts, and
// rendered in English and the structured control in every mode and regime.
#include <algorithm>
#include <map>
#include <set>

#include "tests/tasks/task_test_util.h"
#include "tests/tasks_graph/graph_check.h"

namespace mm::test {
namespace {

TEST_CASE("staticGraph: gold = brute-force graph of the described rooms") {
  std::map<Tier, int> tiers;
  std::map<size_t, int> room_counts;
  for_items("staticGraph", 200, [&](const Sample& x) {
    const TaskItem& it = x.item;
    const Description& d = it.description;
    CHECK(it.format == Format::Graph);
    CHECK(it.evaluator == "l5-composite");
    REQUIRE((d.rooms.size() == 1 || d.rooms.size() == 2));
    check_labels(*x.scene, d);
    EdgeSet gold = parse_graph(it.gold);
    EdgeSet brute = brute_rooms_graph(*x.scene, "", d.labels, d.rooms);
    CHECK_MESSAGE(gold == brute, "gold " << dump(gold) << "\nbrute " << dump(brute));
    CHECK(stated_edges(d) == brute);
    // Every object of the rooms is described, every room is a node.
    size_t n = 0;
    for (const auto& rid : d.rooms) n += x.scene->objects_in(rid).size();
    CHECK(gold.size() == n);
    CHECK(d.objects.size() == n);
    for (const auto& rid : d.rooms) CHECK(has_node(it.gold, d.labels.label(rid)));
    ++tiers[it.tier];
    ++room_counts[d.rooms.size()];
    check_renders(it, "en");
    check_renders(it, "struct");
  });
  MESSAGE("tiers easy/medium/hard: " << tiers[Tier::Easy] << "/" << tiers[Tier::Medium] << "/" << tiers[Tier::Hard]);
  CHECK(tiers[Tier::Medium] >= 20);
  CHECK(tiers[Tier::Hard] >= 20);
  CHECK(room_counts[2] >= 20);
}

TEST_CASE("localSlice: gold = the subtree rooted at the asked piece") {
  std::map<Tier, int> tiers;
  int focus_elsewhere = 0, nested = 0;
  for_items("localSlice", 200, [&](const Sample& x) {
    const TaskItem& it = x.item;
    const Description& d = it.description;
    const Scene& s = *x.scene;
    check_labels(s, d);
    REQUIRE(it.question.args.size() == 1);
    const std::string root = it.question.args[0].ref;
    REQUIRE(s.object(root));
    CHECK(s.object(root)->parent.empty());
    CHECK(it.scoring["root"] == d.labels.label(root));
    // Brute force: every object with `root` among its ancestors.
    EdgeSet brute;
    for (const auto& o : s.objects) {
      bool under = false;
      for (const Object* a : s.ancestors(o.id)) under = under || a->id == root;
      if (under) brute.insert({d.labels.label(o.id), d.labels.label(o.parent)});
    }
    EdgeSet gold = parse_graph(it.gold);
    CHECK_MESSAGE(gold == brute, "gold " << dump(gold) << "\nbrute " << dump(brute));
    CHECK(!gold.empty());
    // The rest of the description is distraction: other pieces are described.
    CHECK(d.partial);
    CHECK(d.objects.size() > gold.size() + 1);
    EdgeSet stated = stated_edges(d);
    CHECK(std::includes(stated.begin(), stated.end(), gold.begin(), gold.end()));
    // Every described piece is named by a sentence placing it in the room.
    std::set<std::string> placed;
    for (const auto& f : d.facts)
      if (f.kind == FactKind::Placement) placed.insert(f.a);
    for (const auto& id : d.objects) CHECK(placed.count(id) == size_t(s.object(id)->parent.empty()));
    focus_elsewhere += d.focus != root;
    for (const auto& [src, dst] : gold) nested += dst != d.labels.label(root);
    ++tiers[it.tier];
    check_renders(it, "en");
    check_renders(it, "struct");
  });
  MESSAGE("tiers easy/medium/hard: " << tiers[Tier::Easy] << "/" << tiers[Tier::Medium] << "/" << tiers[Tier::Hard]);
  CHECK(focus_elsewhere >= 40);
  CHECK(nested >= 20);
  CHECK(tiers.size() >= 2);
}

TEST_CASE("houseGraph: gold = brute-force graph of every room of the house") {
  for_items(
      "houseGraph", 200,
      [&](const Sample& x) {
        const TaskItem& it = x.item;
        const Description& d = it.description;
        const Scene& s = *x.scene;
        CHECK(x.case_index == 0);
        CHECK(s.rooms.size() >= 2);
        CHECK(s.objects.size() <= 120);
        CHECK(d.rooms.size() == s.rooms.size());
        CHECK(d.objects.size() == s.objects.size());
        check_labels(s, d);
        EdgeSet gold = parse_graph(it.gold);
        EdgeSet brute;
        for (const auto& o : s.objects) brute.insert(*brute_edge(s, "", d.labels, o, true));
        CHECK_MESSAGE(gold == brute, "gold " << dump(gold) << "\nbrute " << dump(brute));
        CHECK(stated_edges(d) == brute);
        for (const auto& r : s.rooms) CHECK(has_node(it.gold, d.labels.label(r.id)));
        CHECK(it.tier == Tier::Hard);
        check_renders(it, "en");
        check_renders(it, "struct");
      },
      0, 1200, 1);
}

TEST_CASE("houseGraph: one graph per house whatever the case index, and no house over the cap") {
  for (int h = 0; h < 40; ++h) {
    Scene s = generate_builtin_house(3, h);
    CaseContext ctx(s, 3);
    const Family* f = find_family("houseGraph");
    auto item = f->build(ctx, 0, {});
    auto again = f->build(ctx, 1, {});
    CHECK(bool(again) == bool(item));
    if (item && again) CHECK(again->gold == item->gold);
    CHECK(bool(item) == (s.rooms.size() >= 2 && s.objects.size() <= 120 &&
                         std::all_of(s.rooms.begin(), s.rooms.end(),
                                     [&](const Room& r) { return !s.objects_in(r.id).empty(); })));
  }
}

}  // namespace
}  // namespace mm::test
