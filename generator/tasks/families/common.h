// Helpers shared by the family builders.
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "generator/tasks/describe.h"
#include "generator/tasks/family.h"

namespace mm {

/// "<scene>/s<j>" (static and single-action cases) or "<scene>/<kind><j>"
/// for the episode kinds of sampler.h ('c' chains, 'l' linked chains, ...).
std::string static_case_id(const CaseContext& ctx, int j);
std::string episode_case_id(const CaseContext& ctx, char kind, int k);

/// Room ids whose rooms hold at least `min_objects` objects, in scene order.
std::vector<std::string> rooms_with(const Scene& s, size_t min_objects);
/// Count of objects per type in a room, in first-seen order.
std::vector<std::pair<std::string, int>> type_counts(const Scene& s, const std::string& room);

/// The types whose name, in some language, holds `type`'s name as its head
/// ("hand towel" holds "towel"): generator/data/name-nesting.json.
const std::vector<std::string>& types_named_with(const std::string& type);
/// Would a question naming `type` by its word be unclear beside these
/// counts (a type named with it is present: "how many towels?" beside a
/// hand towel)?
bool name_nests(const std::string& type, const std::vector<std::pair<std::string, int>>& counts);
/// Top-level (parentless) objects of a room, in scene order.
std::vector<const Object*> top_level_in(const Scene& s, const std::string& room);
/// Top-level objects of a room whose type has a front (intrinsic anchors).
std::vector<const Object*> fronted_in(const Scene& s, const std::string& room);

/// A description of the focus object's neighbourhood: `focus` and the given
/// other top-level objects, with everything resting in/on them.
Description describe_pieces(const Scene& s, const std::string& focus,
                            const std::vector<std::string>& others, const DescribeOptions& opt = {});

/// The three frame layouts of one spatial case, built from the same random
/// draws so the stated tree is the same in every frame.
struct FrameLayouts {
  std::map<Frame, Layout> by_frame;
  std::map<Frame, Description> descriptions;
};
FrameLayouts layouts_for_all_frames(const Scene& s, const std::string& root,
                                    const std::vector<std::string>& referents,
                                    const std::vector<Frame>& frames, uint64_t layout_seed,
                                    bool star = false);

/// Sets the description's mention order (it drives the offset sentences).
void set_order(Description& d, Order o);

/// Question key with frame and order suffixes, e.g. "q.relativeDirection.absolute.anchor_first".
std::string spatial_key(const std::string& family, Frame f, Order o);

/// Whether a reader can pick the object out of the description's text: a
/// fact names it, or its label is its bare type and a room-count fact of its
/// room lists it.
bool named_in(const Description& d, const std::string& id);

/// Adds "X stands in R" / "X hangs on a wall of R" for the top-level objects
/// whose room the counts alone do not settle (their type occurs in more than
/// one described room), before the first containment fact. With it, every
/// object's room in a multi-room description follows from the text.
void add_placements(Description& d, const Scene& s);

/// The label of the last of `candidates` the description's facts name (in
/// fact order), other than `except`; "" when none. The "last-mentioned"
/// shortcut: answering with whatever was named last.
std::string last_mentioned(const Description& d, const std::set<std::string>& candidates,
                           const std::string& except = "");

/// OJson list of labels for ids.
OJson label_list(const LabelTable& labels, const std::vector<std::string>& ids);

}  // namespace mm
