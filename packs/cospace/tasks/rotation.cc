#include "packs/cospace/tasks/rotation.h"

#include <set>
#include <stdexcept>
#include <string>

#include "base/rng.h"
#include "packs/cospace/panorama.h"
#include "packs/cospace/stitch.h"

namespace mm::cospace {
namespace {

constexpr int kAttempts = 512;
constexpr int kDifViews = 5;
constexpr int kMinGap = 15, kMaxGap = 75;

// Under the tasks' stated premise that no kind but doors occurs twice.
bool explains(const std::vector<View>& views, const std::vector<int>& headings) {
  return stitch(views, headings, true).consistent();
}

std::vector<int> from_gaps(const std::vector<int>& gaps) {
  std::vector<int> h{0};
  for (int g : gaps) h.push_back(h.back() + g);
  return h;
}

}  // namespace

Item make_rot_ang(uint64_t seed, int index) {
  static constexpr int kPairs[3][2] = {{30, 45}, {30, 60}, {45, 60}};
  Rng pick = Rng::derive(seed, {"cospace", "rot-ang", "pair"}, static_cast<uint64_t>(index));
  const int* pair = kPairs[pick.below(3)];
  bool larger = (index / 2) % 2 == 1;
  int gold_step = pair[larger ? 1 : 0], other = pair[larger ? 0 : 1];
  for (int attempt = 0; attempt < kAttempts; ++attempt) {
    Scene scene = generate_scene(seed, task_key(Task::RotAng), index, attempt, 0);
    Rng rng = Rng::derive(seed, {"cospace", "rot-ang", "views"}, static_cast<uint64_t>(index) * 4096 + attempt);
    int first = kHeadingGrain * static_cast<int>(rng.below(360 / kHeadingGrain));
    int n = static_cast<int>(rng.between(3, 4));
    std::vector<View> views = observe_panorama(scene, regular_headings(first, gold_step, n));
    if (!explains(views, regular_headings(0, gold_step, n)) || explains(views, regular_headings(0, other, n))) continue;
    Item it = shell(Task::RotAng, seed, index, scene, std::move(views), 0);
    it.unique_kinds = true;
    it.gold = gold_position(index, 2);
    it.answer = std::to_string(gold_step);
    it.options = with_gold(it.answer, {std::to_string(other)}, it.gold);
    return it;
  }
  throw std::runtime_error("make_rot_ang: no panorama tells the steps apart");
}

int solve_rot_ang(const Item& item) {
  int n = static_cast<int>(item.views.size()), found = -1;
  for (int i = 0; i < static_cast<int>(item.options.size()); ++i) {
    if (!explains(item.views, regular_headings(0, std::stoi(item.options[i]), n))) continue;
    if (found >= 0) return -1;
    found = i;
  }
  return found;
}

int exceptional_view(const std::vector<int>& g) {
  if (g.size() != kDifViews - 1) return -1;
  if (g[1] == g[2] && g[2] == g[3] && g[0] != g[1]) return 0;
  if (g[0] == g[1] && g[1] == g[2] && g[3] != g[2]) return 4;
  // An inner view j off its place changes the gaps on both its sides by
  // opposite amounts; the two other gaps keep the step.
  for (int j = 1; j <= 3; ++j) {
    std::vector<int> rest;
    for (int k = 0; k < 4; ++k)
      if (k != j - 1 && k != j) rest.push_back(g[k]);
    int s = rest[0];
    if (rest[1] == s && g[j - 1] != s && g[j - 1] + g[j] == 2 * s) return j;
  }
  return -1;
}

Item make_rot_dif(uint64_t seed, int index) {
  int j = index % kDifViews;
  for (int attempt = 0; attempt < kAttempts; ++attempt) {
    Scene scene = generate_scene(seed, task_key(Task::RotDif), index, attempt, 0);
    Rng rng = Rng::derive(seed, {"cospace", "rot-dif", "views"}, static_cast<uint64_t>(index) * 4096 + attempt);
    int first = kHeadingGrain * static_cast<int>(rng.below(360 / kHeadingGrain));
    int step = kRotationSteps[rng.below(std::size(kRotationSteps))];
    static constexpr int kDeltas[] = {-30, -15, 15, 30};
    int delta = kDeltas[rng.below(4)];
    std::vector<int> headings;
    for (int k = 0; k < kDifViews; ++k) headings.push_back(first + k * step + (k == j ? delta : 0));
    std::vector<int> gaps;
    bool overlapping = true;
    for (int k = 0; k + 1 < kDifViews; ++k) {
      gaps.push_back(headings[k + 1] - headings[k]);
      overlapping = overlapping && gaps.back() >= kMinGap && gaps.back() <= kMaxGap;
    }
    if (!overlapping || exceptional_view(gaps) != j) continue;
    std::vector<int> wrapped;
    for (int h : headings) wrapped.push_back(wrap_degrees(h));
    Item it = shell(Task::RotDif, seed, index, scene, observe_panorama(scene, wrapped), 0);
    it.unique_kinds = true;
    it.answer = std::to_string(j + 1);
    if (solve_rot_dif(it) != j + 1) continue;
    return it;
  }
  throw std::runtime_error("make_rot_dif: no panorama singles out the exceptional view");
}

int solve_rot_dif(const Item& item) {
  if (item.views.size() != kDifViews) return 0;
  std::set<int> found;
  std::vector<int> g(4);
  for (g[0] = kMinGap; g[0] <= kMaxGap; g[0] += kHeadingGrain)
    for (g[1] = kMinGap; g[1] <= kMaxGap; g[1] += kHeadingGrain)
      for (g[2] = kMinGap; g[2] <= kMaxGap; g[2] += kHeadingGrain)
        for (g[3] = kMinGap; g[3] <= kMaxGap; g[3] += kHeadingGrain) {
          bool uniform = g[0] == g[1] && g[1] == g[2] && g[2] == g[3];
          // Views one step explains everywhere would have no odd one out.
          if (uniform && explains(item.views, from_gaps(g))) return 0;
          int j = exceptional_view(g);
          if (j < 0 || found.count(j)) continue;
          if (explains(item.views, from_gaps(g))) found.insert(j);
          if (found.size() > 1) return 0;
        }
  return found.size() == 1 ? *found.begin() + 1 : 0;
}

}  // namespace mm::cospace
