// dynamicGraph and counterfactualGraph: 200+ items each. The episode is
// fetched again from a fresh case context, re-simulated step by step with
// apply_action from its before-state (for counterfactuals with the changed
// trajectory), and the graph is rebuilt by brute force and compared to the
// gold; before/actual graphs and deltas in the scoring data are checked too.
#include <algorithm>
#include <map>

#include "generator/episodes/simulator.h"
#include "tests/tasks/task_test_util.h"
#include "tests/tasks_graph/graph_check.h"

namespace mm::test {
namespace {

// The episode of an item, from its case id "<scene>/s<k>" or "<scene>/c<k>".
const Episode* episode_of(const CaseContext& ctx, const TaskItem& it) {
  auto slash = it.case_id.rfind('/');
  REQUIRE(slash != std::string::npos);
  char kind = it.case_id[slash + 1];
  int k = std::stoi(it.case_id.substr(slash + 2));
  const Episode* e = kind == 'c' ? ctx.chain(k) : ctx.single(k);
  REQUIRE(e);
  CHECK(it.scoring["episode"] == e->id);
  return e;
}

// Runs actions one by one from the before-state; every step must succeed.
WorldState simulate(const WorldState& before, const std::vector<Action>& actions) {
  WorldState w = before;
  std::vector<Event> log;
  for (size_t i = 0; i < actions.size(); ++i) {
    Step s = apply_action(w, actions[i], int(i), log);
    CHECK_MESSAGE(s.success, "step " << i << " failed: " << failure_code(s.failure));
  }
  return w;
}

std::vector<Action> actions(const Episode& e) {
  std::vector<Action> out;
  for (const auto& s : e.trajectory) out.push_back(s.action);
  return out;
}

EdgeSet edges_of(const OJson& edges) {
  EdgeSet out;
  for (const auto& e : edges) out.insert({e["source"].get<std::string>(), e["target"].get<std::string>()});
  return out;
}

// The id an item's label names (labels are one-to-one within an item).
std::string id_of(const Scene& s, const Description& d, const std::string& label) {
  for (const auto& o : s.objects)
    if (d.labels.has(o.id) && d.labels.label(o.id) == label) return o.id;
  FAIL("no object labelled " << label);
  return "";
}

void check_common(const TaskItem& it, const Episode& e) {
  const Description& d = it.description;
  CHECK(it.format == Format::Graph);
  CHECK(it.evaluator == "l5-composite");
  CHECK(!it.narration.empty());
  CHECK(it.chain_depth == int(e.trajectory.size()));
  for (const auto& s : e.trajectory) CHECK(s.success);
  // The description covers exactly the episode's rooms, in full.
  size_t n = 0;
  for (const auto& rid : d.rooms) n += e.before.scene.objects_in(rid).size();
  CHECK(d.objects.size() == n);
  check_labels(e.before.scene, d);
  // What the text states is the before graph.
  CHECK(stated_edges(d) == brute_rooms_graph(e.before.scene, e.before.held, d.labels, d.rooms));
}

TEST_CASE("dynamicGraph: gold = re-simulated after-graph, different from the before graph") {
  std::map<int, int> depths;
  int held = 0;
  for_items(
      "dynamicGraph", 200,
      [&](const Sample& x) {
        const TaskItem& it = x.item;
        CaseContext ctx(*x.scene, 0);
        const Episode& e = *episode_of(ctx, it);
        check_common(it, e);
        const Description& d = it.description;
        WorldState end = simulate(e.before, actions(e));
        EdgeSet brute = brute_rooms_graph(end.scene, end.held, d.labels, d.rooms);
        EdgeSet before = brute_rooms_graph(e.before.scene, e.before.held, d.labels, d.rooms);
        EdgeSet gold = parse_graph(it.gold);
        CHECK_MESSAGE(gold == brute, "gold " << dump(gold) << "\nbrute " << dump(brute));
        CHECK(gold != before);
        CHECK(parse_graph(it.scoring["before"]) == before);
        // The changed edges are exactly the symmetric difference.
        EdgeSet added, removed;
        std::set_difference(gold.begin(), gold.end(), before.begin(), before.end(), std::inserter(added, added.end()));
        std::set_difference(before.begin(), before.end(), gold.begin(), gold.end(), std::inserter(removed, removed.end()));
        CHECK(edges_of(it.scoring["changed"]["added"]) == added);
        CHECK(edges_of(it.scoring["changed"]["removed"]) == removed);
        ++depths[it.chain_depth];
        held += !end.held.empty();
        check_renders(it, "en");
        check_renders(it, "struct");
      },
      0, 400, 4);
  MESSAGE("singles " << depths[1] << ", chains " << depths[3] << ", ending held " << held);
  CHECK(depths[1] >= 20);
  CHECK(depths[3] >= 20);
}

TEST_CASE("counterfactualGraph: gold = re-simulated counterfactual, non-empty delta") {
  std::map<std::string, int> kinds;
  for_items(
      "counterfactualGraph", 200,
      [&](const Sample& x) {
        const TaskItem& it = x.item;
        CaseContext ctx(*x.scene, 0);
        const Episode& e = *episode_of(ctx, it);
        check_common(it, e);
        const Description& d = it.description;
        const OJson& cf = it.scoring["counterfactual"];
        size_t step = cf["step"].get<size_t>();
        REQUIRE(step < e.trajectory.size());
        std::vector<Action> acts = actions(e);
        if (cf["kind"] == "skip") {
          acts.erase(acts.begin() + std::ptrdiff_t(step));
          CHECK(it.question.key == "q.counterfactualGraph.skip");
        } else {
          REQUIRE(cf["kind"] == "redirect");
          CHECK(it.question.key == "q.counterfactualGraph.redirect");
          acts[step] = {ActionType::PutObject, id_of(e.before.scene, d, cf["object"]),
                        id_of(e.before.scene, d, cf["receptacle"])};
          CHECK(acts[step].receptacle != e.trajectory[step].action.receptacle);
        }
        ++kinds[cf["kind"].get<std::string>()];
        WorldState end = simulate(e.before, acts);
        WorldState actual = simulate(e.before, actions(e));
        EdgeSet brute = brute_rooms_graph(end.scene, end.held, d.labels, d.rooms);
        EdgeSet real = brute_rooms_graph(actual.scene, actual.held, d.labels, d.rooms);
        EdgeSet gold = parse_graph(it.gold);
        CHECK_MESSAGE(gold == brute, "gold " << dump(gold) << "\nbrute " << dump(brute));
        CHECK(parse_graph(it.scoring["actual"]) == real);
        EdgeSet added = edges_of(it.scoring["delta"]["added"]), removed = edges_of(it.scoring["delta"]["removed"]);
        CHECK(!(added.empty() && removed.empty()));
        for (const auto& edge : added) CHECK((gold.count(edge) && !real.count(edge)));
        for (const auto& edge : removed) CHECK((real.count(edge) && !gold.count(edge)));
        CHECK(added.size() + real.size() == gold.size() + removed.size());
        check_renders(it, "en");
        check_renders(it, "struct");
      },
      0, 400, 4);
  MESSAGE("skip " << kinds["skip"] << ", redirect " << kinds["redirect"]);
  CHECK(kinds["skip"] >= 20);
  CHECK(kinds["redirect"] >= 20);
}

}  // namespace
}  // namespace mm::test
