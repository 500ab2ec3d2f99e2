#include "packs/cospace/tasks/counting.h"

#include <algorithm>
#include <set>
#include <stdexcept>
#include <string>

#include "base/rng.h"
#include "packs/cospace/panorama.h"
#include "packs/cospace/stitch.h"

namespace mm::cospace {

Item make_cnt(uint64_t seed, int index) {
  for (int attempt = 0; attempt < 256; ++attempt) {
    Full f = draw_full(seed, task_key(Task::Cnt), index, attempt);
    Stitching st = stitch(f.views);
    std::set<std::string> kinds;
    for (int i : f.scene.room_objects()) kinds.insert(f.scene.world.things[i].type);
    std::vector<std::string> many, one;
    for (const std::string& k : kinds) {
      int n = f.scene.count_in_room(k);
      if (st.counts(k) != std::set<int>{n}) continue;  // the views leave it open
      (n >= 2 ? many : one).push_back(k);
    }
    if (many.empty() && one.empty()) continue;
    Rng rng = Rng::derive(seed, {"cospace", "cnt", "question"}, static_cast<uint64_t>(index) * 4096 + attempt);
    bool pick_many = !many.empty() && (one.empty() || rng.chance(0.75));
    std::string target = rng.pick(pick_many ? many : one);
    int n = static_cast<int>(f.views.size());
    Item it = shell(Task::Cnt, seed, index, f.scene, std::move(f.views), n);
    it.target = target;
    it.answer = std::to_string(f.scene.count_in_room(target));
    return it;
  }
  throw std::runtime_error("make_cnt: no askable kind after many scenes");
}

int solve_cnt(const Item& item) {
  Stitching st = stitch(item.views);
  if (!st.consistent()) return -1;
  std::set<int> c = st.counts(item.target);
  return c.size() == 1 ? *c.begin() : -1;
}

}  // namespace mm::cospace
