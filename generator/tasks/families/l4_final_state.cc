// finalState (L4c): "After these actions, where is each of X, Y and Z, and in
// what state?" for the objects the three actions of a chain are about (the
// object picked up, put, opened, sliced, ...).
//
// Case: the chain episode of case j (then j + a * stride). The scene block is
// the before-state of the touched pieces plus at most one other piece of
// those rooms; the narration tells the chain in order.
//
// Gold: a JSON object label -> {"parent": location, <attr>: bool, ...}. The
// location is the receptacle label, "Agent" when held, or the room label on
// the floor. The states are every state attribute the reader was told about
// for that object: those the description states (isOpen, isToggled, isDirty,
// isFilledWithLiquid whenever the type has them; isSliced, isCooked,
// isBroken, isUsedUp when true) plus those an action changed — never
// isPickedUp (it repeats "parent": "Agent"). Keys in catalogue order, objects
// by label. Scoring data: the same map before the chain.
//
// Rejected: drops/throws whose floor room is unclear; chains whose objects
// or locations would be unnamed in the description.
#include <algorithm>
#include <optional>

#include "generator/tasks/families/builders.h"
#include "generator/tasks/families/common.h"
#include "generator/tasks/families/l4_common.h"

namespace mm {
namespace {

// The attributes reported for an object: stated before, or changed.
std::vector<Attr> reported_attrs(const Object& before, const Object& after) {
  std::vector<Attr> out;
  std::vector<Attr> stated = stated_attrs(before);
  for (Attr a : kAllAttrs) {
    if (a == Attr::IsPickedUp) continue;
    bool told = std::find(stated.begin(), stated.end(), a) != stated.end();
    if (told || before.state.get(a) != after.state.get(a)) out.push_back(a);
  }
  return out;
}

OJson state_of(const WorldState& w, const std::string& id, const std::vector<Attr>& attrs,
               const LabelTable& labels) {
  OJson j = OJson::object();
  j[l4::kParent] = l4::location_label(labels, l4::location_of(w, id));
  const Object& o = *w.scene.object(id);
  for (Attr a : attrs) j[std::string(attr_name(a))] = o.state.get(a);
  return j;
}

bool located(const LabelTable& labels, const WorldState& w, const std::string& id) {
  l4::Location l = l4::location_of(w, id);
  return labels.has(id) && (l.kind == l4::Location::Kind::Agent || labels.has(l.id));
}

// The object each step is about, in chain order, without repeats.
std::vector<std::string> acted_objects(const Episode& e) {
  std::vector<WorldState> states = l4::step_states(e);
  std::vector<std::string> out;
  for (size_t i = 0; i < e.trajectory.size(); ++i) {
    std::string id = l4::acted_object(e.trajectory[i].action, states[i]);
    if (std::find(out.begin(), out.end(), id) == out.end()) out.push_back(id);
  }
  return out;
}

std::optional<TaskItem> make_item(const FamilyInfo& info, const CaseContext& ctx, const l4::Picked& p,
                                  Variant v, Rng& rng) {
  const Episode& e = *p.episode;
  TaskItem item = start_item(info, ctx, p.case_id, v);
  item.description = l4::describe_before(e, rng, int(rng.below(2)));
  const LabelTable& labels = item.description.labels;
  std::vector<std::string> objects = acted_objects(e);
  for (const auto& id : objects)
    if (!located(labels, e.before, id) || !located(labels, e.after, id)) return std::nullopt;

  std::vector<std::string> by_label = objects;
  std::sort(by_label.begin(), by_label.end(),
            [&](const std::string& a, const std::string& b) { return labels.label(a) < labels.label(b); });
  OJson gold = OJson::object(), before = OJson::object();
  for (const auto& id : by_label) {
    std::vector<Attr> attrs = reported_attrs(*e.before.scene.object(id), *e.after.scene.object(id));
    gold[labels.label(id)] = state_of(e.after, id, attrs, labels);
    before[labels.label(id)] = state_of(e.before, id, attrs, labels);
  }
  std::vector<std::string> shown = objects;
  rng.shuffle(shown);
  item.narration = l4::narrate(e);
  item.question = {"q.finalState", {arg_objects("objs", shown), l4::arg_vocabulary("attrs")}};
  item.gold = gold;
  item.scoring[sk::before] = before;
  add_shortcut(item, "no-change", before);
  item.scoring[sk::episode] = e.id;
  finish_item(item, int(e.trajectory.size()));
  return item;
}

}  // namespace

std::optional<TaskItem> build_finalState(const FamilyInfo& info, const CaseContext& ctx, int j, Variant v) {
  for (int attempt = 0; attempt < l4::kAttempts; ++attempt) {
    l4::Picked p = l4::pick(ctx, info, 'c', j, attempt);
    if (!p.episode || !l4::all_succeeded(*p.episode) || !l4::floor_room_clear(*p.episode)) continue;
    Rng rng = ctx.rng(info.id, j, attempt);
    if (auto item = make_item(info, ctx, p, v, rng)) return item;
  }
  return std::nullopt;
}

}  // namespace mm
