// count (L0): "How many Xs are there in room R?" over a fully described room.
// Designs "zero" .. "five" fix the answer (five: five or more), dealt by the
// release plan so the counts spread over 0-5 with 0 in about 15 % of the
// items; zero asks about a type that belongs in that kind of room but is
// absent. A type whose word heads another present type's name ("towel"
// beside a hand towel) is never asked about (name_nests).
#include <algorithm>

#include "generator/tasks/families/builders.h"
#include "generator/tasks/families/common.h"

namespace mm {

namespace {

constexpr int kMost = 5;  // the design "five" takes five or more
constexpr const char* kDesigns[] = {"zero", "one", "two", "three", "four", "five"};

int wanted_count(const FamilyInfo& info, Variant v) {
  for (int n = 0; n <= kMost; ++n)
    if (design_is(info, v, kDesigns[n])) return n;
  return 1;
}

// Rooms holding a type exactly `want` times (or at least kMost; any room
// for zero).
std::vector<std::string> rooms_for(const Scene& s, int want) {
  std::vector<std::string> out;
  for (const auto& room : rooms_with(s, 1)) {
    if (want == 0) {
      out.push_back(room);
      continue;
    }
    for (const auto& c : type_counts(s, room))
      if (c.second == want || (want == kMost && c.second >= kMost)) {
        out.push_back(room);
        break;
      }
  }
  return out;
}

}  // namespace

std::optional<TaskItem> build_count(const FamilyInfo& info, const CaseContext& ctx, int j, Variant v) {
  const Scene& s = ctx.scene();
  const int want = wanted_count(info, v);
  const auto rooms = rooms_for(s, want);
  if (rooms.empty()) return std::nullopt;
  for (int attempt = 0; attempt < kMaxAttempts; ++attempt) {
    Rng rng = ctx.rng(info.id, j, attempt);
    const std::string room = rng.pick(rooms);
    auto counts = type_counts(s, room);
    std::string type;
    int n = 0;
    if (want == 0) {
      std::vector<std::string> absent;
      for (const auto& [name, t] : ctx.types().all())
        if (t.in_room(s.room(room)->type) && t.placement == Placement::Small &&
            std::none_of(counts.begin(), counts.end(), [&n = name](const auto& c) { return c.first == n; }) &&
            !name_nests(name, counts))
          absent.push_back(name);
      if (absent.empty()) continue;
      type = rng.pick(absent);
    } else {
      std::vector<std::pair<std::string, int>> pool;
      for (const auto& c : counts)
        if ((c.second == want || (want == kMost && c.second >= kMost)) && !name_nests(c.first, counts))
          pool.push_back(c);
      if (pool.empty()) continue;
      const auto& pick = rng.pick(pool);
      type = pick.first;
      n = pick.second;
    }
    TaskItem item = start_item(info, ctx, static_case_id(ctx, j), v);
    item.description = describe_rooms(s, {room});
    item.question = {"q.count", {arg_type_in("t", type, room), arg_room("room", room)}};
    item.gold = n;
    item.scoring[sk::type] = type;
    finish_item(item);
    return item;
  }
  return std::nullopt;
}

}  // namespace mm
