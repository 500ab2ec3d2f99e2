// attributeChange (L4b): "After these actions, is X open or closed?" (on or
// off, sliced or whole, ...), after a narrated chain of three actions.
//
// Case: a chain episode of the family's own (l4::pick). Designs "true" and
// "false" (half each) ask about a state attribute one of the actions
// changed, whose final value is true or false, so neither the offered order
// of the two states nor answering as if nothing had happened (the no-change
// shortcut) gets the answer. (An attribute that stayed as described would
// reward exactly that shortcut, so none is asked about.)
// The scene block is the before-state of the touched pieces plus at most one
// other piece of those rooms.
//
// Gold: the state key of the final value, e.g. "isOpen_true" (the form
// {s_key} renders); item.choices offers the attribute's two state keys,
// rendered from the lexicon's state words ("open", "closed"). Scoring data
// holds the attribute, the boolean value and whether the chain changed it.
//
// Rejected: chains with no state change at all (only moves), objects without
// the attribute, isPickedUp (a location question, asked by event).
// Shortcuts: "no-change" (the described value), "first-option" (the first
// offered state, always the true one).
#include <algorithm>
#include <optional>

#include <fmt/format.h>

#include "generator/tasks/families/builders.h"
#include "generator/tasks/families/common.h"
#include "generator/tasks/families/l4_common.h"

namespace mm {
namespace {

struct Asked {
  std::string object;
  Attr attr = Attr::IsOpen;
};

std::vector<Asked> changed_states(const std::vector<l4::Change>& cs) {
  std::vector<Asked> out;
  for (const auto& c : cs)
    if (c.attribute != l4::kParent) out.push_back({c.object, *parse_attr(c.attribute)});
  return out;
}

std::optional<TaskItem> make_item(const FamilyInfo& info, const CaseContext& ctx, const l4::Picked& p,
                                  Variant v, bool want, Rng& rng) {
  const Episode& e = *p.episode;
  Description d = l4::describe_before(e, rng, int(rng.below(2)));
  std::vector<Asked> changed = changed_states(l4::episode_changes(e));
  if (changed.empty()) return std::nullopt;
  std::vector<Asked> pool;
  for (const Asked& a : changed)
    if (e.after.scene.object(a.object)->state.get(a.attr) == want) pool.push_back(a);
  if (pool.empty()) return std::nullopt;
  Asked q = rng.pick(pool);
  bool value = e.after.scene.object(q.object)->state.get(q.attr);
  std::string name(attr_name(q.attr));

  TaskItem item = start_item(info, ctx, p.case_id, v);
  item.description = std::move(d);
  item.narration = l4::narrate(e);
  Arg attr;
  attr.name = "attr";
  attr.kind = Arg::Kind::Attribute;
  attr.ref = name;
  item.question = {"q.attributeChange", {arg_object("obj", q.object), attr}};
  item.choices = {fmt::format("{}_true", name), fmt::format("{}_false", name)};
  item.gold = fmt::format("{}_{}", name, value ? "true" : "false");
  item.scoring[sk::object] = item.description.labels.label(q.object);
  item.scoring[sk::attribute] = name;
  item.scoring[sk::value] = value;
  item.scoring[sk::changed] = true;
  item.scoring[sk::episode] = e.id;
  bool before = e.before.scene.object(q.object)->state.get(q.attr);
  add_shortcut(item, "no-change", fmt::format("{}_{}", name, before ? "true" : "false"));
  add_shortcut(item, "first-option", item.choices.front());
  finish_item(item, int(e.trajectory.size()));
  return item;
}

}  // namespace

std::optional<TaskItem> build_attributeChange(const FamilyInfo& info, const CaseContext& ctx, int j, Variant v) {
  const bool want = design_is(info, v, "true");
  for (int attempt = 0; attempt < l4::kAttempts; ++attempt) {
    l4::Picked p = l4::pick(ctx, info, 'c', j, attempt);
    if (!p.episode || !l4::all_succeeded(*p.episode) || !l4::floor_room_clear(*p.episode)) continue;
    Rng rng = ctx.rng(info.id, j, attempt);
    if (auto item = make_item(info, ctx, p, v, want, rng)) return item;
  }
  return std::nullopt;
}

}  // namespace mm
