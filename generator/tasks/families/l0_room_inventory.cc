// roomInventory (L0): "What kinds of objects are there in room R?" over one
// fully described room (its counts list every object). Gold: the sorted set
// of object types in the room. Rooms with at least three kinds of object are
// preferred so the answer is a real list; empty rooms are never asked about.
#include <set>

#include "generator/tasks/families/builders.h"
#include "generator/tasks/families/common.h"

namespace mm {

std::optional<TaskItem> build_roomInventory(const FamilyInfo& info, const CaseContext& ctx, int j, Variant v) {
  const Scene& s = ctx.scene();
  std::vector<std::string> rich, any;
  for (const auto& rid : rooms_with(s, 1)) {
    any.push_back(rid);
    if (type_counts(s, rid).size() >= 3) rich.push_back(rid);
  }
  if (any.empty()) return std::nullopt;
  Rng rng = ctx.rng(info.id, j);
  const std::string room = rng.pick(rich.empty() ? any : rich);
  std::set<std::string> types;
  for (const auto& [type, n] : type_counts(s, room)) types.insert(type);
  TaskItem item = start_item(info, ctx, static_case_id(ctx, j), v);
  item.description = describe_rooms(s, {room});
  item.question = {"q.roomInventory", {arg_room("room", room)}};
  item.gold = OJson::array();
  for (const auto& t : types) item.gold.push_back(t);
  item.scoring[sk::answer_kind] = "type";
  finish_item(item);
  return item;
}

}  // namespace mm
