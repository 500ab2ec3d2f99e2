// What the agent sees (docs/tos.md, "Observation rules"). From a pose, a
// thing is visible when
//   1. it is not at the agent's own cell,
//   2. it shares a room with the agent's cell: the room the agent stands
//      in, or both rooms when the agent stands in a doorway (a door is a
//      transparent portal only while the agent stands in it), and
//   3. it lies inside the 90-degree field of view, edges included.
// Walls block everything else; objects never hide one another.
#pragma once

#include <optional>
#include <vector>

#include "packs/tos/world.h"

namespace mm::tos {

struct Pose {
  Cell at;
  Heading heading = Heading::N;
  friend bool operator==(const Pose&, const Pose&) = default;
};

/// One visible thing, as the text world reports it.
struct Seen {
  int thing = -1;  // index into World::things
  Ego ego = Ego::Front;
  Dist dist = Dist::Near;
  std::optional<RelFacing> facing;  // objects with a front
  friend bool operator==(const Seen&, const Seen&) = default;
};

struct Observation {
  Pose pose;
  int here = -1;  // the thing at the agent's cell, if any
  std::vector<Seen> seen;  // by direction bin left to right, then distance bin, then name
};

/// Do two lists of rooms share one?
bool shares_room(const std::vector<int>& a, const std::vector<int>& b);
/// Is cell `c` in view from `pose` (rules 1-3 above, for any cell)?
bool cell_in_view(const World& w, const Pose& pose, Cell c);
/// Does the agent at `pose` see thing `i`?
bool sees(const World& w, const Pose& pose, int i);
/// How thing `i` appears from `pose`; requires sees(w, pose, i).
Seen seen_from(const World& w, const Pose& pose, int i);
Observation observe(const World& w, const Pose& pose);

}  // namespace mm::tos
