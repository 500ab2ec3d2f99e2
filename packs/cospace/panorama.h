// Panoramas: N views from one standpoint, the heading turned clockwise by a
// step between views (docs/cospace.md, "View model"), and their
// presentations: the original clockwise order, the same order started at
// another view (the second prompt of a consistency pair, paper section
// 4.1), and a shuffled order (paper section 5.1).
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "packs/cospace/item.h"
#include "packs/cospace/scene.h"
#include "packs/cospace/view.h"

namespace mm::cospace {

/// Steps of the full-circle panoramas (Direction, Counting, Planning): 8 or 6 views.
inline constexpr int kFullSteps[] = {45, 60};
/// Steps of the rotation tasks' partial panoramas; every one is below the
/// 90-degree field of view, so adjacent views always overlap.
inline constexpr int kRotationSteps[] = {30, 45, 60};

/// first, first + step, ..., count headings, wrapped to [0, 360).
std::vector<int> regular_headings(int first, int step, int count);
/// The views of `scene` at `headings`, in that order.
std::vector<View> observe_panorama(const Scene& scene, const std::vector<int>& headings);

/// A full-circle panorama: the scene of (seed, stream, index, attempt) (a
/// house room when house_question(index), house_scene.h; else a grid world), the
/// first heading one of the eight compass directions, the step one of
/// kFullSteps, 360 / step views.
struct Full {
  Scene scene;
  int first = 0;
  int step = 45;
  std::vector<View> views;
};
Full draw_full(uint64_t seed, std::string_view stream, int index, int attempt);

/// The item shell every task fills: id, pair, seed, index, scene id, views
/// in clockwise order with `stated` headings stated.
Item shell(Task task, uint64_t seed, int index, const Scene& scene, std::vector<View> views, int stated);

/// The second prompt of a consistency pair: the same views clockwise,
/// started at view r (1 <= r < N, drawn from the item id among the views
/// facing a compass direction), every heading stated; the question,
/// options and gold unchanged.
Item rotated(const Item& original);
/// The disrupted-order diagnostic: the views shuffled (never the original
/// order; the first shown view facing a compass direction), every heading
/// kept and stated, so the views settle the answer as in the original order
/// (with only the first heading stated, some panoramas fit two orders with
/// different answers). Planning items keep their first (front)
/// view first and shuffle the rest, since their questions are asked from
/// it. Requires a full-circle item (its first view faces a compass direction).
Item disrupted(const Item& original);

}  // namespace mm::cospace
