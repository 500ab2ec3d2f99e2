#include "packs/tos/observe.h"

#include <algorithm>

namespace mm::tos {

bool shares_room(const std::vector<int>& a, const std::vector<int>& b) {
  for (int x : a)
    if (std::find(b.begin(), b.end(), x) != b.end()) return true;
  return false;
}

bool cell_in_view(const World& w, const Pose& pose, Cell c) {
  return c != pose.at && (w.room_mask(pose.at) & w.room_mask(c)) != 0 && in_fov(to_local(c - pose.at, pose.heading));
}

bool sees(const World& w, const Pose& pose, int i) {
  const Thing& t = w.things[i];
  if (t.at == pose.at) return false;
  uint32_t rooms = 0;
  for (int r : t.rooms) rooms |= uint32_t{1} << r;
  if ((w.room_mask(pose.at) & rooms) == 0) return false;
  return in_fov(to_local(t.at - pose.at, pose.heading));
}

Seen seen_from(const World& w, const Pose& pose, int i) {
  const Thing& t = w.things[i];
  Cell d = t.at - pose.at;
  Seen s{i, ego_of(to_local(d, pose.heading)), dist_of(d), std::nullopt};
  if (t.facing) s.facing = relative_facing(*t.facing, pose.heading);
  return s;
}

Observation observe(const World& w, const Pose& pose) {
  // Listed by bins only (direction left to right, then distance near to
  // far, then name): the order must not tell more than the bins do, as an
  // exact angle would (a reader could place a thing by its rank).
  Observation o{pose, -1, {}};
  for (int i = 0; i < static_cast<int>(w.things.size()); ++i) {
    if (w.things[i].at == pose.at) o.here = i;
    if (sees(w, pose, i)) o.seen.push_back(seen_from(w, pose, i));
  }
  std::sort(o.seen.begin(), o.seen.end(), [&](const Seen& a, const Seen& b) {
    if (a.ego != b.ego) return a.ego < b.ego;
    if (a.dist != b.dist) return a.dist < b.dist;
    return w.things[a.thing].name < w.things[b.thing].name;
  });
  return o;
}

}  // namespace mm::tos
