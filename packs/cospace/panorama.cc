#include "packs/cospace/panorama.h"

#include <fmt/format.h>

#include <numeric>
#include <stdexcept>

#include "base/rng.h"
#include "packs/cospace/house_scene.h"

namespace mm::cospace {

std::vector<int> regular_headings(int first, int step, int count) {
  std::vector<int> out;
  for (int k = 0; k < count; ++k) out.push_back(wrap_degrees(first + k * step));
  return out;
}

std::vector<View> observe_panorama(const Scene& scene, const std::vector<int>& headings) {
  std::vector<View> out;
  for (int h : headings) out.push_back(observe_view(scene.world, scene.at, h));
  return out;
}

Full draw_full(uint64_t seed, std::string_view stream, int index, int attempt) {
  Full f{house_question(index) ? draw_house_scene(seed, stream, index, attempt)
                                : generate_scene(seed, stream, index, attempt),
         0, 45, {}};
  Rng rng = Rng::derive(seed, {"cospace", "full", stream}, static_cast<uint64_t>(index) * 4096 + attempt);
  f.first = 45 * static_cast<int>(rng.below(8));
  f.step = kFullSteps[rng.below(std::size(kFullSteps))];
  f.views = observe_panorama(f.scene, regular_headings(f.first, f.step, 360 / f.step));
  return f;
}

Item shell(Task task, uint64_t seed, int index, const Scene& scene, std::vector<View> views, int stated) {
  Item it;
  it.task = task;
  it.id = fmt::format("cospace-{}-{}", task_key(task), index);
  it.pair = it.id;
  it.seed = seed;
  it.index = index;
  it.scene = scene.id;
  it.source = scene.source;
  it.room_type = scene.room_type;
  it.order.resize(views.size());
  std::iota(it.order.begin(), it.order.end(), 0);
  it.views = std::move(views);
  it.stated = stated;
  return it;
}

namespace {

Item reordered(const Item& original, const std::vector<int>& perm, Condition c, int stated) {
  Item it = original;
  it.condition = c;
  it.id = fmt::format("{}-{}", original.id, condition_name(c));
  it.views.clear();
  it.order.clear();
  for (int p : perm) {
    it.views.push_back(original.views[p]);
    it.order.push_back(original.order[p]);
  }
  it.stated = stated;
  return it;
}

}  // namespace

Item rotated(const Item& original) {
  int n = static_cast<int>(original.views.size());
  if (original.condition != Condition::Original || n < 2)
    throw std::invalid_argument("rotated: needs an original item");
  Rng rng = Rng::derive(original.seed, {"cospace", "rotated", original.id});
  // Start at a view facing a compass direction, so the first stated
  // heading is one of the eight (every view at 45-degree steps; the
  // opposite view at 60-degree steps).
  std::vector<int> starts;
  for (int r = 1; r < n; ++r)
    if (original.views[r].heading % 45 == 0) starts.push_back(r);
  if (starts.empty())
    for (int r = 1; r < n; ++r) starts.push_back(r);
  int r = rng.pick(starts);
  std::vector<int> perm;
  for (int k = 0; k < n; ++k) perm.push_back((r + k) % n);
  return reordered(original, perm, Condition::Rotated, n);
}

Item disrupted(const Item& original) {
  int n = static_cast<int>(original.views.size());
  if (original.condition != Condition::Original || n < 3)
    throw std::invalid_argument("disrupted: needs an original item");
  bool keep_front = original.task == Task::PlaQa || original.task == Task::PlaDec;
  Rng rng = Rng::derive(original.seed, {"cospace", "disrupted", original.id});
  std::vector<int> perm(n);
  std::iota(perm.begin(), perm.end(), 0);
  std::vector<int> identity = perm;
  while (perm == identity || original.views[perm[0]].heading % 45 != 0) {
    if (keep_front) {
      std::vector<int> rest(perm.begin() + 1, perm.end());
      rng.shuffle(rest);
      std::copy(rest.begin(), rest.end(), perm.begin() + 1);
    } else {
      rng.shuffle(perm);
    }
  }
  return reordered(original, perm, Condition::Disrupted, n);
}

}  // namespace mm::cospace
