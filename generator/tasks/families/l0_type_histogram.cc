// typeHistogram (L0): "How many objects of each kind are there in room R?"
// over one fully described room. Gold: a JSON object type -> count covering
// every object of the room (keys sorted). Rooms with several kinds, and at
// least one kind occurring more than once, are preferred so the counts
// matter; empty rooms are never asked about.
#include <algorithm>
#include <map>

#include "generator/tasks/families/builders.h"
#include "generator/tasks/families/common.h"

namespace mm {

std::optional<TaskItem> build_typeHistogram(const FamilyInfo& info, const CaseContext& ctx, int j, Variant v) {
  const Scene& s = ctx.scene();
  std::vector<std::string> rich, any;
  for (const auto& rid : rooms_with(s, 1)) {
    any.push_back(rid);
    auto counts = type_counts(s, rid);
    bool repeated = std::any_of(counts.begin(), counts.end(), [](const auto& c) { return c.second > 1; });
    if (counts.size() >= 3 && repeated) rich.push_back(rid);
  }
  if (any.empty()) return std::nullopt;
  Rng rng = ctx.rng(info.id, j);
  const std::string room = rng.pick(rich.empty() ? any : rich);
  std::map<std::string, int> hist;
  for (const auto& [type, n] : type_counts(s, room)) hist[type] = n;
  TaskItem item = start_item(info, ctx, static_case_id(ctx, j), v);
  item.description = describe_rooms(s, {room});
  item.question = {"q.typeHistogram", {arg_room("room", room)}};
  item.gold = OJson::object();
  for (const auto& [type, n] : hist) item.gold[type] = n;
  item.scoring[sk::answer_kind] = "type";
  finish_item(item);
  return item;
}

}  // namespace mm
