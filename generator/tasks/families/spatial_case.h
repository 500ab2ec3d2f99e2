// Shared by the spatial families (L2 relativeDirection, chainRelation,
// distanceCompare; the five L3 viewpoint families): drawing one spatial case
// (a room, a fronted root piece, a few other pieces, the stated layouts in
// every frame) and reading stated vectors from other points of view.
//
// Headings are compass degrees that are multiples of 90. Every conversion
// works on the stated (rounded) frame vectors with exact quarter turns, so
// a relabelled answer keeps its bin margin.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "generator/tasks/families/common.h"

namespace mm {

/// One drawn case: the room, the root piece (relative frame: where the
/// viewer stands; intrinsic: the frame anchor), the other referents and the
/// layouts of every requested frame (same random tree; intrinsic is a star).
struct SpatialCase {
  std::string room;
  std::string root;
  std::vector<std::string> referents;
  FrameLayouts layouts;
  /// Nodes placed in every frame, in the first frame's order.
  std::vector<std::string> common_nodes() const;
};

/// Draws a case from a room with at least four top-level pieces, one of them
/// fronted; 3-7 further pieces are placed. nullopt when no room qualifies
/// (then no attempt can succeed).
std::optional<SpatialCase> draw_spatial_case(const Scene& s, Rng& rng, const std::vector<Frame>& frames,
                                             bool star = false);

/// The vector `v`, seen by someone who turned `quarters` x 90 degrees to the
/// right (negative: to the left). Exact for stated half-metre values.
FrameOffset turn_view(const FrameOffset& v, int quarters);
/// The stated vector from -> to in layout `l`, seen by someone facing the
/// compass heading `heading` (0/90/180/270).
FrameOffset view_vector(const Layout& l, const std::string& from, const std::string& to, int heading);
/// The compass bin (0 = north) of a frame vector of layout `l`.
int compass_bin(const Layout& l, const FrameOffset& v);
/// The layout's ahead axis as a compass heading (0 for absolute).
int layout_heading(const Layout& l);
/// "north", "east", ... for a heading that is a multiple of 45.
std::string heading_name(int heading);
/// Egocentric labels (front, front-right, ...), used for answers about "you".
std::vector<std::string> ego_labels();
/// An ego label of a vector seen from a viewer (bin of its bearing).
std::string ego_label(const FrameOffset& v);
/// Path length between a and b in every layout, or -1 if either is missing
/// from one of them.
std::vector<int> path_lengths(const FrameLayouts& ls, const std::string& a, const std::string& b);

/// The fact "You are standing at <id>, facing <heading>" (a compass heading).
Fact viewer_fact(const std::string& id, int heading);

/// Whether someone can stand at a piece: anything but a wall fixture
/// (a painting, a light switch, a shelf on the wall).
bool standable(const Scene& s, const std::string& id);


/// A case of the turning families (rotation, rotationCheck): you stand at
/// the root piece facing the way it faces (relative frame: the stated
/// viewer; intrinsic: at the anchor, facing its front; absolute: the viewer
/// and a compass heading are stated), turn, and locate `target`.
struct TurnCase {
  SpatialCase c;
  std::string target;
  int start_heading = 0;  // compass heading of the root's front
  int degrees = 90;       // 90, 180 or 270
  bool right = true;      // turn to the right (clockwise) or left
  Rng rng{0};             // the successful attempt's stream, for later draws
  int end_heading() const { return ((start_heading + (right ? degrees : -degrees)) % 360 + 360) % 360; }
  /// Where the target is after the turn, as the viewer sees it, in one frame.
  FrameOffset after(Frame f) const;
};
/// Draws a turn case: a target 1-2 stated offsets from the root in every
/// frame whose after-turn direction is unambiguous and the same egocentric
/// bin in every frame.
/// With `wanted_bin` >= 0 (an egocentric bin, 0 = front, clockwise), cases
/// whose target ends up in that bin are preferred during the first three
/// quarters of the attempts (the soft direction designs of rotation).
std::optional<TurnCase> choose_turn_case(const FamilyInfo& info, const CaseContext& ctx, int j,
                                         int wanted_bin = -1);

/// The index of the variant's design among `names` (the soft direction
/// designs: a bin), or -1 when the design is none of them.
int wanted_index(const FamilyInfo& info, Variant v, const std::vector<std::string>& names);
/// The variant's description (the absolute frame adds the viewer's heading)
/// and the common question arguments: target, deg, side, frame_anchor.
Description turn_description(const TurnCase& t, Variant v);
std::vector<Arg> turn_args(const TurnCase& t);

}  // namespace mm
