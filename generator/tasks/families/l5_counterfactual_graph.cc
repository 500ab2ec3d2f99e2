// counterfactualGraph (L5c): the scene block and narration of dynamicGraph
// (whole rooms in the before-state, then the steps), then a counterfactual:
// either "suppose this step had not happened" (skip) or, for a step that
// puts, drops or throws the held object, "suppose the agent had put it
// in/on R instead" (redirect, R a described receptacle the object could go
// to at that moment; drawn in 60% of the cases that offer one). The
// counterfactual trajectory is re-simulated with the simulator; it must run
// without a failure and must end in a graph different from the actual one
// (no-effect counterfactuals are rejected).
// Gold: the counterfactual end graph. Scoring data: the actual end graph,
// the delta from it (edges added/removed, their endpoints) for the
// counterfactual delta F1, and the counterfactual itself (kind, step,
// object, receptacle) so it can be re-simulated.
#include <algorithm>

#include "generator/episodes/simulator.h"
#include "generator/tasks/families/builders.h"
#include "generator/tasks/families/common.h"
#include "generator/tasks/families/l4_common.h"
#include "generator/tasks/families/l5_graph.h"

namespace mm {
namespace {

constexpr double kRedirectShare = 0.6;

struct Alternative {
  bool skip = true;
  int step = 0;
  Action instead;                 // redirect: the put done instead
  std::vector<Action> actions;    // the counterfactual trajectory
};

bool is_release(ActionType t) {
  return t == ActionType::PutObject || t == ActionType::DropHandObject || t == ActionType::ThrowObject;
}

// Receptacles among `objects` the held object could be put in/on at `w`.
std::vector<std::string> put_targets(const WorldState& w, const std::string& held, const std::string& original,
                                     const std::vector<std::string>& objects) {
  std::vector<std::string> riders = sim::descendants(w.scene, held);
  std::vector<std::string> out;
  for (const auto& id : objects) {
    if (id == held || id == original || std::find(riders.begin(), riders.end(), id) != riders.end()) continue;
    if (check_action(w, {ActionType::PutObject, held, id}) == Failure::None) out.push_back(id);
  }
  return out;
}

std::vector<Alternative> alternatives(const Episode& e, const std::vector<std::string>& objects, Rng& rng) {
  std::vector<Action> acts = actions_of(e);
  std::vector<WorldState> states = l4::step_states(e);
  std::vector<Alternative> out;
  for (size_t k = 0; k < acts.size(); ++k) {
    Alternative skip{true, int(k), {}, acts};
    skip.actions.erase(skip.actions.begin() + std::ptrdiff_t(k));
    out.push_back(std::move(skip));
    if (!is_release(acts[k].type)) continue;
    std::string held = l4::acted_object(acts[k], states[k]);
    auto targets = put_targets(states[k], held, acts[k].receptacle, objects);
    if (targets.empty()) continue;
    Alternative redirect{false, int(k), {ActionType::PutObject, held, rng.pick(targets)}, acts};
    redirect.actions[k] = redirect.instead;
    out.push_back(std::move(redirect));
  }
  return out;
}

OJson counterfactual_json(const Alternative& a, const Episode& e, const LabelTable& labels) {
  OJson j = OJson::object();
  j["kind"] = a.skip ? "skip" : "redirect";
  j["step"] = a.step;
  j["action"] = std::string(action_name(e.trajectory[size_t(a.step)].action.type));
  if (!a.skip) {
    j["object"] = labels.label(a.instead.object);
    j["receptacle"] = labels.label(a.instead.receptacle);
  }
  return j;
}

Sentence question(const Alternative& a, const Episode& e, const GraphEpisode& g,
                  const std::vector<WorldState>& states) {
  const Action& done = e.trajectory[size_t(a.step)].action;
  Sentence q{a.skip ? "q.counterfactualGraph.skip" : "q.counterfactualGraph.redirect",
             {l4::arg_action("act", done, states[size_t(a.step)])}};
  if (!a.skip) q.args.push_back(l4::arg_action("alt", a.instead, states[size_t(a.step)]));
  q.args.push_back(rooms_arg("rooms", g.rooms));
  q.args.push_back(arg_count("n", int64_t(g.rooms.size())));
  q.args.push_back(arg_count("steps", int64_t(e.trajectory.size())));
  return q;
}

std::optional<TaskItem> make_item(const FamilyInfo& info, const CaseContext& ctx, int j, Variant v,
                                  const GraphEpisode& g) {
  const Episode& e = *g.episode;
  TaskItem item = start_item(info, ctx, g.case_id, v);
  // Its answer lists how the end would differ, not what changed.
  item.instruction_variant = "counterfactual";
  item.description = describe_world(e.before.scene, e.before.held, g.rooms);
  l4::word_held_as_put(item.description, e);
  const Description& d = item.description;
  Graph actual = containment_graph(e.after, d.labels, d.objects);

  // The alternatives whose outcome differs, one of them drawn.
  Rng rng = ctx.rng(info.id, j, g.attempt);
  std::vector<std::pair<Alternative, Graph>> valid;
  for (auto& alt : alternatives(e, d.objects, rng)) {
    auto end = run_all(e.before, alt.actions);
    if (!end) continue;
    Graph cf = containment_graph(*end, d.labels, d.objects);
    if (cf != actual) valid.emplace_back(std::move(alt), std::move(cf));
  }
  if (valid.empty()) return std::nullopt;
  // Redirects are preferred when there are any (skipping the only step of a
  // single action just restores the before-state).
  std::vector<size_t> redirects, all;
  for (size_t i = 0; i < valid.size(); ++i) {
    all.push_back(i);
    if (!valid[i].first.skip) redirects.push_back(i);
  }
  bool redirect = !redirects.empty() && rng.chance(kRedirectShare);
  const auto& [alt, cf] = valid[rng.pick(redirect ? redirects : all)];

  item.narration = l4::narrate(e);
  item.question = question(alt, e, g, l4::step_states(e));
  item.gold = graph_json(cf);
  item.scoring[sk::episode] = e.id;
  item.scoring[sk::counterfactual] = counterfactual_json(alt, e, d.labels);
  item.scoring[sk::actual] = graph_json(actual);
  item.scoring[sk::delta] = delta_json(graph_delta(actual, cf));
  // The change metrics measure against the actual outcome, which is also
  // the shortcut of answering as if nothing had been different.
  item.scoring[sk::change_reference] = "/actual";
  add_shortcut_ref(item, "actual", "/actual");
  item.scoring[sk::edge_count] = cf.edges.size();
  finish_item(item, int(e.trajectory.size()));
  return item;
}

}  // namespace

std::optional<TaskItem> build_counterfactualGraph(const FamilyInfo& info, const CaseContext& ctx, int j,
                                                  Variant v) {
  return first_episode_item(ctx, info, j, v, [&](const GraphEpisode& g) { return make_item(info, ctx, j, v, g); });
}

}  // namespace mm
