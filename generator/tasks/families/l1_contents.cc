// contents (L1): "What is in/on Y?" over Y's piece of furniture and a few
// neighbouring pieces of the room, each with everything resting in/on it.
// Gold: the labels of Y's direct children, in description order. Design
// "empty" (a fifth of the items) asks about an empty receptacle that the
// text names (answer "none", gold []); "nonempty" about a receptacle holding
// something.
// Ambiguity guards: Y must hold nothing that itself holds something (the
// apple on the plate on the counter is, loosely, on the counter too), and
// all of Y's children must rest on it the way the question asks (in/on,
// the type's own link).
#include <algorithm>

#include "generator/tasks/families/builders.h"
#include "generator/tasks/families/common.h"

namespace mm {
namespace {

std::string root_of(const Scene& s, const Object* o) {
  while (!o->parent.empty()) o = s.object(o->parent);
  return o->id;
}

// A receptacle whose contents are one level deep, all linked as its type says.
bool flat(const Scene& s, const Object& y, Link link) {
  for (const Object* c : s.children(y.id))
    if (c->link != link || !s.children(c->id).empty()) return false;
  return true;
}

// Would the description of Y's piece name Y? (A contain fact, a state or a child.)
bool self_named(const Scene& s, const Object& y) {
  return !y.parent.empty() || !stated_attrs(y).empty() || !s.children(y.id).empty();
}

std::vector<const Object*> candidates(const Scene& s, bool empty) {
  std::vector<const Object*> out;
  for (const auto& o : s.objects) {
    const ObjectType* t = TypeTable::builtin().find(o.type);
    if (!t || !t->receptacle || t->link == Link::None) continue;
    bool has_children = !s.children(o.id).empty();
    if (empty ? (!has_children && self_named(s, o)) : (has_children && flat(s, o, t->link)))
      out.push_back(&o);
  }
  return out;
}

}  // namespace

std::optional<TaskItem> build_contents(const FamilyInfo& info, const CaseContext& ctx, int j, Variant v) {
  const Scene& s = ctx.scene();
  const bool want_empty = design_is(info, v, "empty");
  auto pool = candidates(s, want_empty);
  if (pool.empty()) return std::nullopt;
  for (int attempt = 0; attempt < kMaxAttempts; ++attempt) {
    Rng rng = ctx.rng(info.id, j, attempt);
    const Object* y = rng.pick(pool);
    std::string top = root_of(s, y);
    std::vector<std::string> others;
    for (const Object* o : top_level_in(s, y->room))
      if (o->id != top && !s.children(o->id).empty()) others.push_back(o->id);
    rng.shuffle(others);
    others.resize(std::min<size_t>(others.size(), 1 + rng.below(4)));
    TaskItem item = start_item(info, ctx, static_case_id(ctx, j), v);
    item.description = describe_pieces(s, top, others);
    if (!named_in(item.description, y->id)) continue;
    Link link = TypeTable::builtin().find(y->type)->link;
    item.question = {"q.contents", {arg_object("rec", y->id), arg_text("link", std::string(link_name(link)))}};
    std::vector<std::string> kids;
    for (const Object* c : s.children(y->id)) kids.push_back(c->id);
    item.gold = label_list(item.description.labels, kids);
    item.scoring[sk::link] = std::string(link_name(link));
    // The receptacle asked about: "there is nothing in the toaster" names it
    // without listing it.
    item.scoring[sk::object] = item.description.labels.label(y->id);
    finish_item(item);
    return item;
  }
  return std::nullopt;
}

}  // namespace mm
