// exists (L0): "Is there an X in room R?" over a fully described room.
// Designs "present" and "absent" (dealt half and half by the release plan):
// a type present in the room, or a type that belongs in that kind of room
// but is absent, so "yes" is not a safe guess. An absent type whose word
// heads a present type's name ("a towel?" beside a hand towel) is not asked.
#include <algorithm>

#include "generator/tasks/families/builders.h"
#include "generator/tasks/families/common.h"

namespace mm {

std::optional<TaskItem> build_exists(const FamilyInfo& info, const CaseContext& ctx, int j, Variant v) {
  const Scene& s = ctx.scene();
  const bool want_yes = design_is(info, v, "present");
  for (int attempt = 0; attempt < kMaxAttempts; ++attempt) {
    Rng rng = ctx.rng(info.id, j, attempt);
    auto rooms = rooms_with(s, 1);
    if (rooms.empty()) return std::nullopt;
    const std::string room = rng.pick(rooms);
    auto counts = type_counts(s, room);
    std::string type;
    if (want_yes) {
      type = rng.pick(counts).first;
    } else {
      std::vector<std::string> absent;
      const std::string& rtype = s.room(room)->type;
      for (const auto& [name, t] : ctx.types().all())
        if (t.in_room(rtype) && (t.placement == Placement::Small || t.placement == Placement::Floor) &&
            std::none_of(counts.begin(), counts.end(), [&n = name](const auto& c) { return c.first == n; }) &&
            !name_nests(name, counts))
          absent.push_back(name);
      if (absent.empty()) continue;
      type = rng.pick(absent);
    }
    TaskItem item = start_item(info, ctx, static_case_id(ctx, j), v);
    item.description = describe_rooms(s, {room});
    item.question = {"q.exists", {arg_type_in("t", type, room), arg_room("room", room)}};
    item.gold = want_yes;
    item.scoring[sk::type] = type;
    finish_item(item);
    return item;
  }
  return std::nullopt;
}

}  // namespace mm
