// relationCheck (L1): "Is X in/on Y?" over X's piece of furniture and a few
// neighbouring pieces of the room, with everything resting in/on them.
// Design "yes" (half the items) asks about X's stated parent with the stated
// link; the "no" designs come in two kinds:
//  - "other": another receptacle Y of the description that could hold X (asked with
//    Y's own in/on), never one of X's ancestors (the apple in the bowl in
//    the fridge is, loosely, in the fridge too) nor anything inside X;
//  - "wrong-link": the wrong link to the true parent ("on" when X is inside it), only for
//    openable enclosures (fridge, drawer, box, ...), whose top is clearly
//    another place; asking "in" of a surface would be nonsense and is not done.
// Both X and Y must be named by the text, so no question presupposes
// something the description does not say.
#include <algorithm>

#include "generator/tasks/families/builders.h"
#include "generator/tasks/families/common.h"

namespace mm {
namespace {

struct Ask {
  std::string rec;
  Link link = Link::None;
  std::string kind;  // "true", "other-receptacle", "wrong-link"
};

std::string root_of(const Scene& s, const Object* o) {
  while (!o->parent.empty()) o = s.object(o->parent);
  return o->id;
}

bool is_ancestor(const Scene& s, const std::string& anc, const Object& x) {
  for (const Object* a : s.ancestors(x.id))
    if (a->id == anc) return true;
  return false;
}

Description describe_around(const Scene& s, const Object& x, Rng& rng) {
  std::string top = root_of(s, &x);
  std::vector<std::string> others;
  for (const Object* o : top_level_in(s, x.room))
    if (o->id != top && !s.children(o->id).empty()) others.push_back(o->id);
  rng.shuffle(others);
  others.resize(std::min<size_t>(others.size(), 1 + rng.below(4)));
  return describe_pieces(s, top, others);
}

std::vector<Ask> negatives(const Scene& s, const Description& d, const Object& x, bool wrong_link) {
  const TypeTable& types = TypeTable::builtin();
  std::vector<Ask> other, wrong;
  for (const auto& id : d.objects) {
    const Object* y = s.object(id);
    const ObjectType* yt = types.find(y->type);
    if (!yt || !yt->receptacle || id == x.id || id == x.parent || is_ancestor(s, id, x) ||
        is_ancestor(s, x.id, *y) || !types.can_hold(y->type, x.type) || !named_in(d, id))
      continue;
    other.push_back({id, yt->link, "other-receptacle"});
  }
  const ObjectType* pt = types.find(s.object(x.parent)->type);
  if (x.link == Link::In && pt && pt->openable) wrong.push_back({x.parent, Link::On, "wrong-link"});
  return wrong_link ? wrong : other;
}

}  // namespace

std::optional<TaskItem> build_relationCheck(const FamilyInfo& info, const CaseContext& ctx, int j, Variant v) {
  const Scene& s = ctx.scene();
  const bool want = design_is(info, v, "yes");
  const bool wrong_link = design_is(info, v, "wrong-link");
  std::vector<const Object*> held;
  for (const auto& o : s.objects) {
    if (o.parent.empty()) continue;
    // The wrong link needs X inside an openable enclosure.
    const ObjectType* pt = TypeTable::builtin().find(s.object(o.parent)->type);
    if (wrong_link && !(o.link == Link::In && pt && pt->openable)) continue;
    held.push_back(&o);
  }
  if (held.empty()) return std::nullopt;
  for (int attempt = 0; attempt < kMaxAttempts; ++attempt) {
    Rng rng = ctx.rng(info.id, j, attempt);
    const Object* x = rng.pick(held);
    Description d = describe_around(s, *x, rng);
    Ask ask{x->parent, x->link, "true"};
    if (!want) {
      auto cands = negatives(s, d, *x, wrong_link);
      if (cands.empty()) continue;
      ask = rng.pick(cands);
    }
    TaskItem item = start_item(info, ctx, static_case_id(ctx, j), v);
    item.description = std::move(d);
    item.question = {"q.relationCheck", {arg_object("obj", x->id), arg_object("rec", ask.rec),
                                         arg_text("link", std::string(link_name(ask.link)))}};
    item.gold = want;
    item.scoring[sk::link] = std::string(link_name(ask.link));
    item.scoring[sk::negative] = ask.kind;
    finish_item(item);
    return item;
  }
  return std::nullopt;
}

}  // namespace mm
