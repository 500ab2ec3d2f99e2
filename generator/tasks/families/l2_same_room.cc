// sameRoom (L2): "Are X and Y in the same room?" with two or three whole
// rooms described (in shuffled order), with placement sentences for pieces
// whose type occurs in more than one of them, so each object's room follows
// from the text. Designs "yes" (two objects of one room) and "no" (objects
// of two different described rooms), half and half. Both objects must
// be named by the text; where possible one of them is an object resting
// in/on something, so the answer needs the containment chain. Which of the
// two is mentioned first is random.
#include <algorithm>

#include "generator/tasks/families/builders.h"
#include "generator/tasks/families/common.h"

namespace mm {
namespace {

std::vector<std::string> pick_rooms(const Scene& s, Rng& rng) {
  std::vector<std::string> rooms = rooms_with(s, 1);
  rng.shuffle(rooms);
  rooms.resize(std::min<size_t>(rooms.size(), 2 + rng.below(2)));
  return rooms;
}

// Named objects of one room, those resting in/on something first if any.
std::vector<std::string> named_of(const Scene& s, const Description& d, const std::string& room, Rng& rng) {
  std::vector<std::string> nested, all;
  for (const auto& id : d.objects) {
    if (d.object_room.at(id) != room || !named_in(d, id)) continue;
    all.push_back(id);
    if (!s.object(id)->parent.empty()) nested.push_back(id);
  }
  return !nested.empty() && rng.chance(0.7) ? nested : all;
}

}  // namespace

std::optional<TaskItem> build_sameRoom(const FamilyInfo& info, const CaseContext& ctx, int j, Variant v) {
  const Scene& s = ctx.scene();
  const bool want = design_is(info, v, "yes");
  if (rooms_with(s, 1).size() < 2) return std::nullopt;
  for (int attempt = 0; attempt < kMaxAttempts; ++attempt) {
    Rng rng = ctx.rng(info.id, j, attempt);
    Description d = describe_rooms(s, pick_rooms(s, rng));
    add_placements(d, s);
    std::vector<std::string> rooms = d.rooms;
    rng.shuffle(rooms);
    auto xs = named_of(s, d, rooms[0], rng);
    auto ys = named_of(s, d, want ? rooms[0] : rooms[1], rng);
    if (xs.empty() || ys.empty()) continue;
    std::string x = rng.pick(xs), y = rng.pick(ys);
    if (x == y) continue;
    if (rng.chance(0.5)) std::swap(x, y);
    TaskItem item = start_item(info, ctx, static_case_id(ctx, j), v);
    item.description = std::move(d);
    item.question = {"q.sameRoom", {arg_object("x", x), arg_object("y", y)}};
    item.gold = want;
    item.scoring[sk::rooms] = int(item.description.rooms.size());
    int depth = 1 + int(std::max(s.ancestors(x).size(), s.ancestors(y).size()));
    finish_item(item, depth);
    return item;
  }
  return std::nullopt;
}

}  // namespace mm
