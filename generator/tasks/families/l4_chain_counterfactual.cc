// chainCounterfactual (L4c): "Suppose the agent had left out this one action
// and attempted the others exactly as before: which final states would then
// be different?" after a narrated chain of three actions.
//
// Case: a linked chain of three dependent actions of the family's own
// (sampler_linked.cc, l4::pick). The counterfactual is simulated by running
// the chain without step k from the same before-state, so knock-on effects
// are real: leaving out "open the fridge" makes "take the milk out of the
// fridge" fail, and then "put the milk on the table" too. Designs: "knock-on"
// (three fifths) draws k among the steps whose removal makes a later step
// fail (the answer then lists the left-out step's own change and what the
// failed steps did not do: two or more events), "direct" (two fifths) among
// those whose removal changes only their own effect. The scene block is the
// before-state of the touched pieces plus at most one other piece.
//
// Gold: the delta between the actual and the counterfactual final states in
// the event vocabulary of eventSet, valued as in the counterfactual: one
// {"object", "attribute", "value"} per difference, sorted by object label,
// then attribute. Scoring data: the left-out step, the same delta with the
// actual values, the counterfactual trajectory's failures. Shortcuts:
// "actual" (the same differences valued as things actually ended),
// "no-change" (nothing would differ: an empty list).
//
// Rejected: steps whose removal changes nothing in the vocabulary (a push:
// the delta would be empty, and the question would presuppose a difference),
// chains with no step left, unclear floors, deltas naming something the
// description does not.
#include <optional>
#include <utility>

#include "generator/episodes/simulator.h"
#include "generator/tasks/families/builders.h"
#include "generator/tasks/families/common.h"
#include "generator/tasks/families/l4_common.h"

namespace mm {
namespace {

struct Removal {
  int step = 0;
  Episode counterfactual;
  std::vector<l4::Change> delta;  // from = actual, to = counterfactual
};

std::vector<Removal> removals(const Episode& e) {
  std::vector<Removal> out;
  for (size_t k = 0; k < e.trajectory.size(); ++k) {
    std::vector<Action> kept;
    for (size_t i = 0; i < e.trajectory.size(); ++i)
      if (i != k) kept.push_back(e.trajectory[i].action);
    Episode cf = run_episode(e.before, kept, e.id + "-without-" + std::to_string(k), "chain");
    std::vector<l4::Change> delta = l4::changes_between(e.after, cf.after, int(k));
    if (!delta.empty()) out.push_back({int(k), std::move(cf), std::move(delta)});
  }
  return out;
}

OJson failures_json(const Removal& r) {
  OJson out = OJson::array();
  for (const auto& s : r.counterfactual.trajectory)
    if (!s.success)
      out.push_back({{"action", std::string(action_name(s.action.type))},
                     {"failure", std::string(failure_code(s.failure))}});
  return out;
}

// The question names the left-out step by its action and object ("if the
// agent had not picked up the vase"): a chain that does the same to the same
// object twice would leave the reader guessing which step is meant.
bool names_one_step(const Episode& e, const std::vector<WorldState>& states, size_t k) {
  auto key = [&](size_t i) {
    const Action& a = e.trajectory[i].action;
    return std::pair(a.type, a.object.empty() ? states[i].held : a.object);
  };
  for (size_t i = 0; i < e.trajectory.size(); ++i)
    if (i != k && key(i) == key(k)) return false;
  return true;
}

std::optional<TaskItem> make_item(const FamilyInfo& info, const CaseContext& ctx, const l4::Picked& p,
                                  Variant v, bool knock_on, Rng& rng) {
  const Episode& e = *p.episode;
  const std::vector<WorldState> step_states = l4::step_states(e);
  std::vector<const Removal*> pool;
  std::vector<Removal> options = removals(e);
  for (const auto& o : options)
    if (failures_json(o).empty() != knock_on && names_one_step(e, step_states, size_t(o.step))) pool.push_back(&o);
  if (pool.empty()) return std::nullopt;
  // Half the time, a left-out step that changes two or more things when the
  // chain has one: the family tests tracing consequences, not one reversal.
  std::vector<const Removal*> wide;
  for (const Removal* o : pool)
    if (o->delta.size() >= 2) wide.push_back(o);
  const Removal& r = !wide.empty() && rng.below(2) == 0 ? *rng.pick(wide) : *rng.pick(pool);
  TaskItem item = start_item(info, ctx, p.case_id, v);
  // Its answer lists how the end would differ, not what changed.
  item.instruction_variant = "counterfactual";
  item.description = l4::describe_before(e, rng, int(rng.below(2)));
  const LabelTable& labels = item.description.labels;
  if (!l4::labelled(labels, r.delta)) return std::nullopt;

  const std::vector<WorldState>& states = step_states;
  size_t k = size_t(r.step);
  item.narration = l4::narrate(e);
  item.question = {"q.chainCounterfactual",
                   {l4::arg_action("a", e.trajectory[k].action, states[k]), l4::arg_vocabulary("attrs")}};
  item.gold = l4::changes_json(r.delta, labels);
  // The same differences valued as they actually ended (same order as the gold).
  std::vector<l4::Change> actual = r.delta;
  for (auto& c : actual) std::swap(c.from, c.to), std::swap(c.was, c.now);
  item.scoring[sk::left_out_step] = r.step;
  item.scoring[sk::actual] = l4::changes_json(actual, labels);
  item.scoring[sk::counterfactual_failures] = failures_json(r);
  item.scoring[sk::vocabulary] = l4::vocabulary();
  item.scoring[sk::episode] = e.id;
  add_shortcut(item, "actual", item.scoring[sk::actual]);
  add_shortcut(item, "no-change", OJson::array());
  finish_item(item, int(e.trajectory.size()));
  return item;
}

}  // namespace

std::optional<TaskItem> build_chainCounterfactual(const FamilyInfo& info, const CaseContext& ctx, int j,
                                                  Variant v) {
  const bool knock_on = design_is(info, v, "knock-on");
  for (int attempt = 0; attempt < l4::kAttempts; ++attempt) {
    l4::Picked p = l4::pick(ctx, info, 'l', j, attempt);
    if (!p.episode || !l4::all_succeeded(*p.episode) || !l4::floor_room_clear(*p.episode)) continue;
    Rng rng = ctx.rng(info.id, j, attempt);
    if (auto item = make_item(info, ctx, p, v, knock_on, rng)) return item;
  }
  return std::nullopt;
}

}  // namespace mm
