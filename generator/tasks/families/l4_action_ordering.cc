// actionOrdering (L4c): the prompt states the before-state, then that the
// agent did three things, each successfully, listed in a shuffled order as
// A, B and C; "In what order did the agent do them?" The order is never
// stated: it follows from the before-state alone, because exactly one of
// the six orders lets every action succeed (the drawer must be open before
// the spoon comes out of it, and the spoon in hand before it goes into the
// cup).
//
// Case: a linked chain of three dependent actions of the family's own
// (sampler_linked.cc, l4::pick), kept only when, simulating all six orders
// from the before-state, the true order is the only one in which all three
// actions succeed. Soft designs "CAB", "BCA", "ACB", "BAC", "CBA" (a fifth
// each) fix the letters' order in the answer, so no answer is more common
// than another and the listed order (A, B, C: the "narration-order"
// shortcut) is never the answer. The scene block is the before-state of the
// touched pieces plus at most one other piece of those rooms.
//
// Gold: the letters in the true order, e.g. ["C", "A", "B"]; scored with
// Kendall's tau. Scoring data: the letters offered and, per letter, the
// 0-based step it shows.
//
// Rejected: chains with another feasible order, drops/throws whose floor
// room is unclear, and chains in which two steps would read the same.
#include <algorithm>
#include <optional>
#include <set>

#include "generator/episodes/simulator.h"
#include "generator/tasks/families/builders.h"
#include "generator/tasks/families/common.h"
#include "generator/tasks/families/l4_common.h"

namespace mm {
namespace {

constexpr const char* kLetters[] = {"A", "B", "C"};

bool distinct_steps(const Episode& e) {
  std::set<std::pair<int, std::string>> seen;
  for (const auto& s : e.trajectory)
    if (!seen.insert({int(s.action.type), s.action.object}).second) return false;
  return true;
}

// Orders (permutations of the steps) in which every action succeeds.
int feasible_orders(const Episode& e) {
  std::vector<size_t> order(e.trajectory.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  int n = 0;
  do {
    WorldState w = e.before;
    std::vector<Event> sink;
    bool ok = true;
    for (size_t k = 0; k < order.size() && ok; ++k)
      ok = apply_action(w, e.trajectory[order[k]].action, int(k), sink).success;
    n += ok;
  } while (std::next_permutation(order.begin(), order.end()));
  return n;
}

bool suits(const Episode* e) {
  return e && e->trajectory.size() == 3 && l4::all_succeeded(*e) && l4::floor_room_clear(*e) &&
         distinct_steps(*e) && feasible_orders(*e) == 1;
}

// shown[letter] = the step shown under that letter, so that the letters in
// step order spell the design ("CAB": step 0 is C, step 1 is A, step 2 is B).
std::vector<int> shuffle_for(std::string design) {
  if (design.size() != 3) design = "CAB";
  std::vector<int> shown(3, 0);
  for (int step = 0; step < 3; ++step) shown[size_t(design[size_t(step)] - 'A')] = step;
  return shown;
}

TaskItem make_item(const FamilyInfo& info, const CaseContext& ctx, const l4::Picked& p, Variant v, Rng& rng) {
  const Episode& e = *p.episode;
  std::vector<int> shown = shuffle_for(design_name(info, v));
  std::vector<WorldState> states = l4::step_states(e);
  TaskItem item = start_item(info, ctx, p.case_id, v);
  item.instruction_variant = "letters";
  item.description = l4::describe_before(e, rng, int(rng.below(2)));
  Sentence q{"q.actionOrdering", {}};
  const char* names[] = {"a", "b", "c"};
  for (size_t i = 0; i < 3; ++i) {
    size_t step = size_t(shown[i]);
    q.args.push_back(l4::arg_action(names[i], e.trajectory[step].action, states[step]));
  }
  item.question = q;
  OJson gold = OJson::array(), steps = OJson::object();
  for (int step = 0; step < 3; ++step)
    for (size_t i = 0; i < 3; ++i)
      if (shown[i] == step) gold.push_back(kLetters[i]);
  for (size_t i = 0; i < 3; ++i) steps[kLetters[i]] = shown[i];
  item.gold = gold;
  item.scoring[sk::letters] = {"A", "B", "C"};
  item.scoring[sk::steps] = steps;
  item.scoring[sk::episode] = e.id;
  add_shortcut(item, "narration-order", OJson::array({"A", "B", "C"}));
  finish_item(item, int(e.trajectory.size()));
  return item;
}

}  // namespace

std::optional<TaskItem> build_actionOrdering(const FamilyInfo& info, const CaseContext& ctx, int j, Variant v) {
  for (int attempt = 0; attempt < l4::kAttempts; ++attempt) {
    l4::Picked p = l4::pick(ctx, info, 'l', j, attempt);
    if (!suits(p.episode)) continue;
    Rng rng = ctx.rng(info.id, j, attempt);
    return make_item(info, ctx, p, v, rng);
  }
  return std::nullopt;
}

}  // namespace mm
