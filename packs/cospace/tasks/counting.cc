#include "packs/cospace/tasks/counting.h"

#include <algorithm>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>

#include "base/rng.h"
#include "packs/cospace/panorama.h"
#include "packs/cospace/stitch.h"

namespace mm::cospace {
namespace {

// The most objects of `kind` one view shows (ground truth).
int busiest_view(const std::vector<View>& views, const Scene& s, const std::string& kind) {
  int best = 0;
  for (const View& v : views) {
    std::set<int> things;
    for (int t : v.things)
      if (s.world.things[t].type == kind) things.insert(t);
    best = std::max(best, static_cast<int>(things.size()));
  }
  return best;
}

}  // namespace

Item make_cnt(uint64_t seed, int index) {
  // The answer is 1, 2 or 3 in turn, so no count is the majority; a kind
  // with several objects is asked only when no single view shows them all,
  // so the most mentions in one view is never the count.
  const int wanted = 1 + index % 3;
  for (int attempt = 0; attempt < 4096; ++attempt) {
    Full f = draw_full(seed, task_key(Task::Cnt), index, attempt);
    std::set<std::string> kinds;
    for (int i : f.scene.room_objects()) kinds.insert(f.scene.world.things[i].type);
    std::vector<std::string> ok;
    std::optional<Stitching> st;
    for (const std::string& k : kinds) {
      int n = f.scene.count_in_room(k);
      if (n != wanted || (n >= 2 && busiest_view(f.views, f.scene, k) >= n)) continue;
      if (!st) st = stitch(f.views);
      if (st->counts(k) == std::set<int>{n}) ok.push_back(k);  // else the views leave it open
    }
    if (ok.empty()) continue;
    Rng rng = Rng::derive(seed, {"cospace", "cnt", "question"}, static_cast<uint64_t>(index) * 4096 + attempt);
    std::string target = rng.pick(ok);
    int n = static_cast<int>(f.views.size());
    Item it = shell(Task::Cnt, seed, index, f.scene, std::move(f.views), n);
    it.target = target;
    it.answer = std::to_string(wanted);
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
