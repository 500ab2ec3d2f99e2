// roomOf (L1): "Which room is X in?" with two or three whole rooms described
// (X's room, drawn uniformly, and one or two others, in shuffled order). Top-level pieces
// whose type occurs in more than one described room get a placement
// sentence, so every object's room follows from the text: directly, through
// the chain of containment facts up to a placed piece, or from the counts
// when its type occurs in one room only. Three cases in four ask about an
// object whose type is found in more than one described room (so the type
// alone does not give the room away). X must be named by the text.
#include <algorithm>
#include <set>

#include "generator/tasks/families/builders.h"
#include "generator/tasks/families/common.h"

namespace mm {
namespace {

// `room` and one or two other non-empty rooms of the house, shuffled.
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

std::optional<TaskItem> build_roomOf(const FamilyInfo& info, const CaseContext& ctx, int j, Variant v) {
  const Scene& s = ctx.scene();
  if (rooms_with(s, 1).size() < 2) return std::nullopt;
  for (int attempt = 0; attempt < kMaxAttempts; ++attempt) {
    Rng rng = ctx.rng(info.id, j, attempt);
    const std::string room = rng.pick(rooms_with(s, 1));
    Description d = describe_rooms(s, rooms_around(s, room, rng));
    add_placements(d, s);
    std::map<std::string, std::set<std::string>> rooms_of_type;
    for (const auto& id : d.objects) rooms_of_type[s.object(id)->type].insert(d.object_room.at(id));
    std::vector<std::string> shared, single;
    for (const auto& id : d.objects) {
      if (d.object_room.at(id) != room || !named_in(d, id)) continue;
      (rooms_of_type[s.object(id)->type].size() > 1 ? shared : single).push_back(id);
    }
    const auto& pool = !shared.empty() && (single.empty() || rng.chance(0.75)) ? shared : single;
    if (pool.empty()) continue;
    const Object* x = s.object(rng.pick(pool));
    TaskItem item = start_item(info, ctx, static_case_id(ctx, j), v);
    item.description = std::move(d);
    item.question = {"q.roomOf", {arg_object("obj", x->id)}};
    item.gold = item.description.labels.label(x->room);
    item.scoring[sk::rooms] = int(item.description.rooms.size());
    add_shortcut(item, "last-mentioned",
                 last_mentioned(item.description, {item.description.rooms.begin(), item.description.rooms.end()}));
    finish_item(item, 1 + int(s.ancestors(x->id).size()));
    return item;
  }
  return std::nullopt;
}

}  // namespace mm
