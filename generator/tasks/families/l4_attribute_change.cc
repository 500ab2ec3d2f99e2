// attributeChange (L4b): "After these actions, is X open or closed?" (on or
// off, sliced or whole, ...), after a narrated chain of three actions.
//
// Case: the chain episode of case j (then j + a * stride). Three cases in
// four (one draw per case) ask about a state attribute one of the actions
// changed; the others ask about one that stayed as described, preferably the
// same attribute on another described object (the second cabinet when the first
// was opened), so the reader has to track which object each action touched.
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

bool was_changed(const std::vector<Asked>& changed, const std::string& id, Attr a) {
  return std::any_of(changed.begin(), changed.end(),
                     [&](const Asked& x) { return x.object == id && x.attr == a; });
}

// Unchanged attributes: the changed attributes on other described objects
// first, else any known attribute of a described object.
std::vector<Asked> unchanged_states(const Episode& e, const Description& d, const std::vector<Asked>& changed) {
  std::vector<Asked> same_attr, any;
  for (const auto& id : d.objects) {
    const Object& o = *e.after.scene.object(id);
    for (Attr a : l4::known_attrs(o)) {
      if (was_changed(changed, id, a)) continue;
      bool shared = std::any_of(changed.begin(), changed.end(), [&](const Asked& x) { return x.attr == a; });
      (shared ? same_attr : any).push_back({id, a});
    }
  }
  return same_attr.empty() ? any : same_attr;
}

std::optional<TaskItem> make_item(const FamilyInfo& info, const CaseContext& ctx, const l4::Picked& p,
                                  Variant v, bool ask_changed, Rng& rng) {
  const Episode& e = *p.episode;
  Description d = l4::describe_before(e.before, l4::named_objects(e), rng, int(rng.below(2)));
  std::vector<Asked> changed = changed_states(l4::episode_changes(e));
  if (changed.empty()) return std::nullopt;
  std::vector<Asked> pool = ask_changed ? changed : unchanged_states(e, d, changed);
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
  item.scoring["object"] = item.description.labels.label(q.object);
  item.scoring["attribute"] = name;
  item.scoring["value"] = value;
  item.scoring["changed"] = ask_changed;
  item.scoring["episode"] = e.id;
  finish_item(item, int(e.trajectory.size()));
  return item;
}

}  // namespace

std::optional<TaskItem> build_attributeChange(const FamilyInfo& info, const CaseContext& ctx, int j, Variant v) {
  bool ask_changed = l4::case_draw(ctx, info.id, j, 4) != 0;  // a quarter unchanged
  for (int attempt = 0; attempt < l4::kAttempts; ++attempt) {
    l4::Picked p = l4::pick_chain(ctx, j, attempt);
    if (!p.episode || !l4::all_succeeded(*p.episode) || !l4::floor_room_clear(*p.episode)) continue;
    Rng rng = ctx.rng(info.id, j, attempt);
    if (auto item = make_item(info, ctx, p, v, ask_changed, rng)) return item;
  }
  return std::nullopt;
}

}  // namespace mm
