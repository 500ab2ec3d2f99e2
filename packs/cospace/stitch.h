// Stitching: recovering the physical objects behind a panorama's mentions
// from the views' bins and headings alone, never from world coordinates
// (docs/cospace.md, "Stitching"). It is the brute-force half of every gold
// check: the counting gold, the direction of a target, and whether a
// hypothesised set of headings explains the views at all (the rotation
// tasks).
//
// The reader's model: every thing of the standpoint's room lies at one
// bearing and one distance from the standpoint, and a view mentions it,
// once, exactly when its bearing lies inside that view's field of view. So
// an explanation groups the mentions into objects such that
//   - an object's mentions share kind and distance bin, and come from
//     different views;
//   - some bearing lies in every mention's direction bin (arc_ego) and
//     outside the field of view of every view that does not mention it.
// Mentions of different (kind, distance) signatures never belong to one
// object and their groupings are independent, so the explanations of a
// panorama are the product of its signatures' partitions.
#pragma once

#include <set>
#include <string>
#include <utility>
#include <vector>

#include "packs/cospace/arc.h"
#include "packs/cospace/view.h"

namespace mm::cospace {

/// One recovered object: its mentions (view position, mention index) and
/// the bearings it can have.
struct Block {
  std::vector<std::pair<int, int>> mentions;
  Arc bearings;
};

/// Every valid grouping of one (kind, distance bin) signature's mentions.
struct Signature {
  std::string kind;
  tos::Dist dist = tos::Dist::Near;
  std::vector<std::vector<Block>> partitions;  ///< empty: the views contradict these headings
  bool truncated = false;                      ///< stopped at kMaxPartitions; callers treat it as unresolved
};

inline constexpr size_t kMaxPartitions = 4096;

struct Stitching {
  std::vector<Signature> signatures;  ///< by kind, then distance bin
  /// Every signature has at least one explanation (and none was truncated).
  bool consistent() const;
  /// The numbers of objects of `kind` the explanations allow (the sums of
  /// one partition per signature); {0} when no view mentions the kind, {}
  /// when a signature of the kind was truncated.
  std::set<int> counts(const std::string& kind) const;
  /// The bearings of the single object of `kind`: the union over its
  /// explanations, or empty when some explanation does not make it exactly
  /// one object.
  Arc single_object_bearings(const std::string& kind) const;
  /// Some object of `kind` lies in `sector` in every explanation.
  bool surely_in(const std::string& kind, const Arc& sector) const;
  /// Some explanation puts an object of `kind` possibly inside `sector`.
  bool maybe_in(const std::string& kind, const Arc& sector) const;
};

/// Stitches `views`, taking each view's heading as given (a multiple of 15).
Stitching stitch(const std::vector<View>& views);
/// The same views under other headings (one per view): the hypotheses of
/// the rotation checkers. With `unique_kinds` (the rotation tasks' stated
/// premise: every kind but "Door" occurs at most once around the
/// standpoint) the mentions of such a kind must all be one object.
Stitching stitch(const std::vector<View>& views, const std::vector<int>& headings, bool unique_kinds = false);

}  // namespace mm::cospace
