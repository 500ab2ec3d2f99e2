// objectState (L0): "Is X open / switched on / dirty / full / sliced /
// cooked / broken / used up?" about one object of a partly described room
// (X's piece of furniture and a few neighbouring pieces, with contents and
// states). Only attributes X's type has are asked. isOpen, isToggled,
// isDirty and isFilledWithLiquid are always stated; isSliced, isCooked,
// isBroken and isUsedUp are stated when true and otherwise implied false by
// the closed-world note. Designs: "yes" (half the items), "no" and
// "implied-no" (a "no" about an implied-false closed-world attribute, to
// test reading that note; an eighth of the items). So that no attribute
// gives its answer away, the attribute is drawn among those with objects of
// both values in the scene (falling back to any attribute with the wanted
// value). Objects the text never names are rejected.
#include <algorithm>

#include "generator/tasks/families/builders.h"
#include "generator/tasks/families/common.h"

namespace mm {
namespace {

constexpr Attr kAsked[] = {Attr::IsOpen,   Attr::IsToggled, Attr::IsDirty,  Attr::IsFilledWithLiquid,
                           Attr::IsSliced, Attr::IsCooked,  Attr::IsBroken, Attr::IsUsedUp};

using Choice = std::pair<Attr, std::vector<const Object*>>;

// Stated only when true; the closed-world note says they are false otherwise.
bool closed_world(Attr a) {
  return a == Attr::IsSliced || a == Attr::IsCooked || a == Attr::IsBroken || a == Attr::IsUsedUp;
}

// Whether the description states (or, for the closed-world attributes,
// implies) the value of `a` for `o`.
bool known(const Object& o, Attr a) {
  const ObjectType* t = TypeTable::builtin().find(o.type);
  if (!t || !t->has_attr(a)) return false;
  auto stated = stated_attrs(o);
  if (std::find(stated.begin(), stated.end(), a) != stated.end()) return true;
  return closed_world(a) && !o.state.get(a);
}

// The attributes to draw from, each with its objects of the wanted value.
std::vector<Choice> choices(const Scene& s, bool want, bool closed_world_case) {
  std::vector<Choice> both, any, implied;
  for (Attr a : kAsked) {
    std::vector<const Object*> objs;
    bool other = false;
    for (const auto& o : s.objects) {
      if (!known(o, a)) continue;
      if (o.state.get(a) == want) objs.push_back(&o);
      else other = true;
    }
    if (objs.empty()) continue;
    if (other) both.emplace_back(a, objs);
    if (closed_world(a) && !want) implied.emplace_back(a, objs);
    any.emplace_back(a, std::move(objs));
  }
  if (closed_world_case) return implied;
  return both.empty() ? any : both;
}

std::string root_of(const Scene& s, const Object* o) {
  while (!o->parent.empty()) o = s.object(o->parent);
  return o->id;
}

// X's piece and up to three other pieces of the room that hold something.
Description describe_around(const Scene& s, const Object& x, Rng& rng) {
  std::string top = root_of(s, &x);
  std::vector<std::string> others;
  for (const Object* o : top_level_in(s, x.room))
    if (o->id != top && (!s.children(o->id).empty() || !stated_attrs(*o).empty())) others.push_back(o->id);
  rng.shuffle(others);
  others.resize(std::min<size_t>(others.size(), 1 + rng.below(3)));
  return describe_pieces(s, top, others);
}

}  // namespace

std::optional<TaskItem> build_objectState(const FamilyInfo& info, const CaseContext& ctx, int j, Variant v) {
  const Scene& s = ctx.scene();
  const bool want = design_is(info, v, "yes");
  const auto by_attr = choices(s, want, design_is(info, v, "implied-no"));
  if (by_attr.empty()) return std::nullopt;
  for (int attempt = 0; attempt < kMaxAttempts; ++attempt) {
    Rng rng = ctx.rng(info.id, j, attempt);
    const auto& [attr, objs] = rng.pick(by_attr);
    const Object* x = rng.pick(objs);
    TaskItem item = start_item(info, ctx, static_case_id(ctx, j), v);
    item.description = describe_around(s, *x, rng);
    if (!named_in(item.description, x->id)) continue;
    Arg a;
    a.name = "attr";
    a.kind = Arg::Kind::Attribute;
    a.ref = std::string(attr_name(attr));
    item.question = {"q.objectState", {arg_object("obj", x->id), a}};
    item.gold = want;
    item.scoring[sk::attribute] = std::string(attr_name(attr));
    finish_item(item);
    return item;
  }
  return std::nullopt;
}

}  // namespace mm
