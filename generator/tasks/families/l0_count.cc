// count (L0): "How many Xs are there in room R?" over a fully described room.
// Mostly types that occur more than once (the interesting case), sometimes
// a single one, and one case in eight an absent type (answer 0).
#include <algorithm>

#include "generator/tasks/families/builders.h"
#include "generator/tasks/families/common.h"

namespace mm {

std::optional<TaskItem> build_count(const FamilyInfo& info, const CaseContext& ctx, int j, Variant v) {
  const Scene& s = ctx.scene();
  for (int attempt = 0; attempt < kMaxAttempts; ++attempt) {
    Rng rng = ctx.rng(info.id, j, attempt);
    auto rooms = rooms_with(s, 1);
    if (rooms.empty()) return std::nullopt;
    const std::string room = rng.pick(rooms);
    auto counts = type_counts(s, room);
    std::string type;
    int n = 0;
    if (j % 8 == 7) {
      std::vector<std::string> absent;
      for (const auto& [name, t] : ctx.types().all())
        if (t.in_room(s.room(room)->type) && t.placement == Placement::Small &&
            std::none_of(counts.begin(), counts.end(), [&n = name](const auto& c) { return c.first == n; }))
          absent.push_back(name);
      if (absent.empty()) continue;
      type = rng.pick(absent);
    } else {
      std::vector<std::pair<std::string, int>> multi;
      for (const auto& c : counts)
        if (c.second > 1) multi.push_back(c);
      const auto& pool = (!multi.empty() && rng.chance(0.75)) ? multi : counts;
      const auto& pick = rng.pick(pool);
      type = pick.first;
      n = pick.second;
    }
    TaskItem item = start_item(info, ctx, static_case_id(ctx, j), v);
    item.description = describe_rooms(s, {room});
    item.question = {"q.count", {arg_type("t", type), arg_room("room", room)}};
    item.gold = n;
    item.scoring["type"] = type;
    finish_item(item);
    return item;
  }
  return std::nullopt;
}

}  // namespace mm
