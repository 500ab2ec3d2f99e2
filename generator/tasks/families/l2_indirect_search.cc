// indirectSearch (L2): "To find X, where would you have to look, from the
// room inwards?" for an object nested at least two receptacles deep (an
// apple in a bowl in the fridge, a pen in a box on a shelving unit). Two or
// three whole rooms are described (X's room and one or two others, in
// shuffled order), with placement sentences for pieces whose type occurs in
// more than one of them, so X's room follows from the text. Gold: [room,
// outermost receptacle, ..., X's direct parent] (scored as a set by
// indirect-search F1). Houses with a single non-empty room are skipped: the
// room would be given away.
#include <algorithm>

#include "generator/tasks/families/builders.h"
#include "generator/tasks/families/common.h"

namespace mm {
namespace {

std::vector<std::string> rooms_around(const Scene& s, const std::string& room, Rng& rng) {
  std::vector<std::string> others;
  for (const auto& rid : rooms_with(s, 1))
    if (rid != room) others.push_back(rid);
  rng.shuffle(others);
  others.resize(std::min<size_t>(others.size(), 1 + rng.below(2)));
  others.push_back(room);
  rng.shuffle(others);
  return others;
}

}  // namespace

std::optional<TaskItem> build_indirectSearch(const FamilyInfo& info, const CaseContext& ctx, int j, Variant v) {
  const Scene& s = ctx.scene();
  if (rooms_with(s, 1).size() < 2) return std::nullopt;
  std::vector<const Object*> deep;
  for (const auto& o : s.objects)
    if (s.ancestors(o.id).size() >= 2) deep.push_back(&o);
  if (deep.empty()) return std::nullopt;
  for (int attempt = 0; attempt < kMaxAttempts; ++attempt) {
    Rng rng = ctx.rng(info.id, j, attempt);
    const Object* x = rng.pick(deep);
    Description d = describe_rooms(s, rooms_around(s, x->room, rng));
    add_placements(d, s);
    if (!named_in(d, x->id)) continue;
    auto chain = s.ancestors(x->id);  // parent outwards
    std::vector<std::string> path{x->room};
    for (auto it = chain.rbegin(); it != chain.rend(); ++it) path.push_back((*it)->id);
    TaskItem item = start_item(info, ctx, static_case_id(ctx, j), v);
    item.description = std::move(d);
    item.question = {"q.indirectSearch", {arg_object("obj", x->id)}};
    item.gold = OJson::array();
    for (const auto& id : path) item.gold.push_back(item.description.labels.label(id));
    item.scoring[sk::depth] = int(chain.size());
    // The object searched for is named, not listed: "la manzana 2 está en:
    // cocina, fregadero, bol 1" (round 23) lists three places.
    item.scoring[sk::object] = item.description.labels.label(x->id);
    finish_item(item, int(chain.size()));
    return item;
  }
  return std::nullopt;
}

}  // namespace mm
