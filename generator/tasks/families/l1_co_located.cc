// coLocated (L1): "What else is in/on the same receptacle as X?" over the
// piece of furniture X belongs to and a few neighbouring pieces of the room,
// each with everything resting in/on it. The receptacle is not named: the
// reader has to find X's parent and then its other children. Gold: the
// labels of X's siblings (never empty: the parent holds at least two
// things). Ambiguity guards: nothing on that receptacle holds anything
// itself (the apple on the plate on the counter is, loosely, on the counter
// too), and all of its children rest on it the same way (in/on).
#include <algorithm>

#include "generator/tasks/families/builders.h"
#include "generator/tasks/families/common.h"

namespace mm {
namespace {

std::string root_of(const Scene& s, const Object* o) {
  while (!o->parent.empty()) o = s.object(o->parent);
  return o->id;
}

// Objects with at least one sibling under a parent whose contents are one
// level deep and share one link.
std::vector<const Object*> candidates(const Scene& s) {
  std::vector<const Object*> out;
  for (const auto& o : s.objects) {
    if (o.parent.empty()) continue;
    auto kids = s.children(o.parent);
    bool flat = kids.size() >= 2 && std::all_of(kids.begin(), kids.end(), [&](const Object* c) {
                  return c->link == o.link && s.children(c->id).empty();
                });
    if (flat) out.push_back(&o);
  }
  return out;
}

}  // namespace

std::optional<TaskItem> build_coLocated(const FamilyInfo& info, const CaseContext& ctx, int j, Variant v) {
  const Scene& s = ctx.scene();
  auto pool = candidates(s);
  if (pool.empty()) return std::nullopt;
  Rng rng = ctx.rng(info.id, j);
  const Object* x = rng.pick(pool);
  std::string top = root_of(s, x);
  std::vector<std::string> others;
  for (const Object* o : top_level_in(s, x->room))
    if (o->id != top && !s.children(o->id).empty()) others.push_back(o->id);
  rng.shuffle(others);
  others.resize(std::min<size_t>(others.size(), 1 + rng.below(4)));
  TaskItem item = start_item(info, ctx, static_case_id(ctx, j), v);
  item.description = describe_pieces(s, top, others);
  item.question = {"q.coLocated", {arg_object("obj", x->id), arg_text("link", std::string(link_name(x->link)))}};
  std::vector<std::string> siblings;
  for (const Object* c : s.children(x->parent))
    if (c->id != x->id) siblings.push_back(c->id);
  item.gold = label_list(item.description.labels, siblings);
  item.scoring[sk::parent] = item.description.labels.label(x->parent);
  finish_item(item);
  return item;
}

}  // namespace mm
