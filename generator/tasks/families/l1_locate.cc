// locate (L1): "What is X in or on?" The scene block describes the piece of
// furniture X belongs to and a few nearby pieces with their contents, so the
// answer is one stated containment fact among several similar ones.
#include <algorithm>

#include "generator/tasks/families/builders.h"
#include "generator/tasks/families/common.h"

namespace mm {

std::optional<TaskItem> build_locate(const FamilyInfo& info, const CaseContext& ctx, int j, Variant v) {
  const Scene& s = ctx.scene();
  std::vector<const Object*> held;
  for (const auto& o : s.objects)
    if (!o.parent.empty()) held.push_back(&o);
  if (held.empty()) return std::nullopt;
  Rng rng = ctx.rng(info.id, j);
  const Object* target = rng.pick(held);
  const Object* top = target;
  while (!top->parent.empty()) top = s.object(top->parent);
  // Neighbours: other pieces of the room that hold something.
  std::vector<std::string> others;
  for (const Object* o : top_level_in(s, top->room))
    if (o->id != top->id && !s.children(o->id).empty()) others.push_back(o->id);
  rng.shuffle(others);
  others.resize(std::min<size_t>(others.size(), 1 + rng.below(4)));
  TaskItem item = start_item(info, ctx, static_case_id(ctx, j), v);
  item.description = describe_pieces(s, top->id, others);
  item.question = {"q.locate", {arg_object("obj", target->id)}};
  item.gold = item.description.labels.label(target->parent);
  item.scoring[sk::link] = std::string(link_name(target->link));
  std::set<std::string> holders;
  for (const Fact& f : item.description.facts)
    if (f.kind == FactKind::Contain) holders.insert(f.b);
  add_shortcut(item, "last-mentioned", last_mentioned(item.description, holders, target->id));
  finish_item(item);
  return item;
}

}  // namespace mm
