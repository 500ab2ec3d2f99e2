// Builders for the scene block: which rooms and objects an item describes,
// and the facts stated about them.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "base/rng.h"
#include "generator/core/scene.h"
#include "generator/tasks/facts.h"
#include "generator/tasks/spatial.h"

namespace mm {

struct DescribeOptions {
  bool counts = true;   // a RoomCounts fact per room
  bool contain = true;  // Contain facts for everything resting in/on something
  bool states = true;   // State facts (see stated_attrs)
  bool doors = true;    // Door facts between described rooms (+ the front door)
};

/// The state attributes a description states for an object: isOpen,
/// isToggled, isDirty and isFilledWithLiquid always (when the type has
/// them); isSliced, isCooked, isBroken and isUsedUp only when true (the
/// prompt says everything else is not). isPickedUp never.
std::vector<Attr> stated_attrs(const Object& o);

/// Whole rooms: every object in them.
Description describe_rooms(const Scene& s, const std::vector<std::string>& room_ids,
                           const DescribeOptions& opt = {});

/// Part of a room: the top-level object `focus` and up to `extra` further
/// top-level objects of its room (nearest first), each with everything
/// resting in/on it. Counts are left out (the room is not fully described).
Description describe_local(const Scene& s, const std::string& focus, int extra,
                           const DescribeOptions& opt = {});

/// Appends the facts of one object's subtree (containment and states).
void describe_subtree(Description& d, const Scene& s, const std::string& id,
                      const DescribeOptions& opt);

/// Objects resting directly on the floor or a wall (no parent), in scope order.
std::vector<std::string> top_level(const Scene& s, const Description& d);

/// Stated spatial layout of some top-level objects, in one frame.
struct Layout {
  Frame frame = Frame::Absolute;
  double heading = 0;                 // the frame's ahead axis, degrees from north
  std::string root;                   // absolute/relative: tree root; intrinsic: the anchor
  std::vector<std::string> nodes;     // referents, root first
  std::map<std::string, std::string> parent;       // tree edges (child -> parent)
  std::map<std::string, FrameOffset> position;     // stated position, root at (0, 0)
  /// Number of stated offsets on the path between two nodes.
  int path_length(const std::string& a, const std::string& b) const;
  /// Stated vector from `from` to `to` (to - from) in the frame.
  FrameOffset vector(const std::string& from, const std::string& to) const;
};

struct LayoutRequest {
  Frame frame = Frame::Absolute;
  std::string root;                  // the viewer's object (relative), the anchor (intrinsic)
  std::vector<std::string> referents;  // top-level objects to place (root excluded)
  bool star = false;                 // all offsets from the root (always for intrinsic)
  double chain_bias = 0.5;           // chance a new node hangs from the latest one
};

/// Places the referents with stated offsets (a random tree over them, or a
/// star) and appends the Offset (+ Viewer) facts to the description. A node
/// whose stated offset to every candidate parent rounds to zero is left out.
/// The relative frame's viewer stands with their back to `root`, facing the
/// way it faces; the intrinsic frame's ahead axis is `root`'s facing.
Layout add_layout(Description& d, const Scene& s, const LayoutRequest& req, Rng& rng);

}  // namespace mm
