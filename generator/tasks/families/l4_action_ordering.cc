// actionOrdering (L4c): the narration tells a chain of three actions in the
// order they happened ("Then the agent does three things, one after the
// other."); the question lists the same actions shuffled as A, B and C and
// asks for the letters in the order the actions happened.
//
// Case: the chain episode of case j (then j + a * stride). The shuffle is one
// of the five non-identity permutations (never the true order, which would
// let "A, B, C" score), drawn from the case's own stream. The scene block is
// the before-state of the touched pieces plus at most one other piece of
// those rooms.
//
// Gold: the letters in the true order, e.g. ["C", "A", "B"]; scored with
// Kendall's tau. Scoring data: the letters offered and, per letter, the
// 0-based step it shows.
//
// Rejected: chains with fewer than three steps, drops/throws whose floor room
// is unclear (the narration would leave the agent's room in doubt), and
// chains in which two steps would read the same.
#include <optional>
#include <set>

#include "generator/tasks/families/builders.h"
#include "generator/tasks/families/common.h"
#include "generator/tasks/families/l4_common.h"

namespace mm {
namespace {

constexpr const char* kLetters[] = {"A", "B", "C"};

// shown[i] = the step shown under letter i; never the identity.
std::vector<int> draw_shuffle(Rng& rng) {
  std::vector<std::vector<int>> perms = {{0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
  return rng.pick(perms);
}

bool distinct_steps(const Episode& e) {
  std::set<std::pair<int, std::string>> seen;
  for (const auto& s : e.trajectory)
    if (!seen.insert({int(s.action.type), s.action.object}).second) return false;
  return true;
}

bool suits(const Episode* e) {
  return e && e->trajectory.size() == 3 && l4::all_succeeded(*e) && l4::floor_room_clear(*e) &&
         distinct_steps(*e);
}

TaskItem make_item(const FamilyInfo& info, const CaseContext& ctx, const l4::Picked& p, Variant v, Rng& rng) {
  const Episode& e = *p.episode;
  std::vector<int> shown = draw_shuffle(rng);
  std::vector<WorldState> states = l4::step_states(e);
  TaskItem item = start_item(info, ctx, p.case_id, v);
  item.instruction_variant = "letters";
  item.description = l4::describe_before(e.before, l4::named_objects(e), rng, int(rng.below(2)));
  item.narration = l4::narrate(e);
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
  item.scoring["letters"] = {"A", "B", "C"};
  item.scoring["steps"] = steps;
  item.scoring["episode"] = e.id;
  finish_item(item, int(e.trajectory.size()));
  return item;
}

}  // namespace

std::optional<TaskItem> build_actionOrdering(const FamilyInfo& info, const CaseContext& ctx, int j, Variant v) {
  for (int attempt = 0; attempt < l4::kAttempts; ++attempt) {
    l4::Picked p = l4::pick_chain(ctx, j, attempt);
    if (!suits(p.episode)) continue;
    Rng rng = ctx.rng(info.id, j, attempt);
    return make_item(info, ctx, p, v, rng);
  }
  return std::nullopt;
}

}  // namespace mm
