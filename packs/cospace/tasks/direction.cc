#include "packs/cospace/tasks/direction.h"

#include <algorithm>
#include <stdexcept>

#include "base/rng.h"
#include "packs/cospace/house_scene.h"
#include "packs/cospace/panorama.h"
#include "packs/cospace/stitch.h"

namespace mm::cospace {
namespace {

constexpr int kAttempts = 256;
constexpr tos::Allo kIntercardinal[] = {tos::Allo::NE, tos::Allo::SE, tos::Allo::SW, tos::Allo::NW};

// The room's object kinds held by exactly one object, sorted.
std::vector<std::string> single_kinds(const Scene& s) {
  std::vector<std::string> out;
  for (int i : s.room_objects()) {
    const std::string& k = s.world.things[i].type;
    if (s.count_in_room(k) == 1) out.push_back(k);
  }
  std::sort(out.begin(), out.end());
  return out;
}

int thing_of_kind(const Scene& s, const std::string& kind) {
  for (int i : s.room_objects())
    if (s.world.things[i].type == kind) return i;
  return -1;
}

}  // namespace

Item make_dir_rec(uint64_t seed, int index) {
  for (int attempt = 0; attempt < kAttempts; ++attempt) {
    Full f = draw_full(seed, task_key(Task::DirRec), index, attempt);
    Stitching st = stitch(f.views);
    std::vector<std::string> ok;
    for (const std::string& k : single_kinds(f.scene))
      if (single_allo(st.single_object_bearings(k))) ok.push_back(k);
    if (ok.empty()) continue;
    Rng rng = Rng::derive(seed, {"cospace", "dir-rec", "question"}, static_cast<uint64_t>(index) * 4096 + attempt);
    std::string target = rng.pick(ok);
    const tos::Thing& t = f.scene.world.things[thing_of_kind(f.scene, target)];
    tos::Allo gold = tos::allo_of(t.at - f.scene.at);
    std::vector<std::string> others;
    for (int b = 0; b < 8; ++b)
      if (b != static_cast<int>(gold)) others.emplace_back(tos::allo_word(static_cast<tos::Allo>(b)));
    rng.shuffle(others);
    others.resize(3);
    int n = static_cast<int>(f.views.size());
    Item it = shell(Task::DirRec, seed, index, f.scene, std::move(f.views), n);
    it.target = target;
    it.gold = gold_position(index, 4);
    it.answer = std::string(tos::allo_word(gold));
    it.options = with_gold(it.answer, others, it.gold);
    return it;
  }
  throw std::runtime_error("make_dir_rec: no askable target after many scenes");
}

std::string solve_dir_rec(const Item& item) {
  auto bin = single_allo(stitch(item.views).single_object_bearings(item.target));
  return bin ? std::string(tos::allo_word(*bin)) : "";
}

Item make_dir_obj(uint64_t seed, int index) {
  for (int attempt = 0; attempt < kAttempts; ++attempt) {
    Full f = draw_full(seed, task_key(Task::DirObj), index, attempt);
    Stitching st = stitch(f.views);
    Rng rng = Rng::derive(seed, {"cospace", "dir-obj", "question"}, static_cast<uint64_t>(index) * 4096 + attempt);
    std::vector<tos::Allo> dirs(std::begin(kIntercardinal), std::end(kIntercardinal));
    rng.shuffle(dirs);
    for (tos::Allo dir : dirs) {
      Arc sector = arc_allo(dir);
      // World truth: which kinds of the room have an object in the bin.
      std::vector<std::string> in_room, there;
      for (int i : f.scene.room_objects()) {
        const tos::Thing& t = f.scene.world.things[i];
        in_room.push_back(t.type);
        if (tos::allo_of(t.at - f.scene.at) == dir) there.push_back(t.type);
      }
      auto has = [](const std::vector<std::string>& v, const std::string& k) {
        return std::find(v.begin(), v.end(), k) != v.end();
      };
      std::vector<std::string> golds, elsewhere, absent;
      for (const std::string& k : kind_universe(f.scene)) {
        if (has(there, k) && st.surely_in(k, sector)) golds.push_back(k);
        if (!has(there, k) && has(in_room, k) && !st.maybe_in(k, sector)) elsewhere.push_back(k);
        if (!has(in_room, k)) absent.push_back(k);
      }
      // One absent distractor in every other question, none in the rest: a
      // reader who only drops the kinds no view names is left with 3 or 4
      // options, never 2 (docs/cospace.md, "Blind baselines and the gate").
      int want_absent = index % 2;
      if (golds.empty() || static_cast<int>(absent.size()) < want_absent ||
          static_cast<int>(elsewhere.size()) < 3 - want_absent)
        continue;
      rng.shuffle(elsewhere);
      rng.shuffle(absent);
      std::vector<std::string> distractors(elsewhere.begin(), elsewhere.begin() + (3 - want_absent));
      distractors.insert(distractors.end(), absent.begin(), absent.begin() + want_absent);
      rng.shuffle(distractors);
      int n = static_cast<int>(f.views.size());
      Item it = shell(Task::DirObj, seed, index, f.scene, std::move(f.views), n);
      it.target = std::string(tos::allo_word(dir));
      it.gold = gold_position(index, 4);
      it.answer = rng.pick(golds);
      it.options = with_gold(it.answer, distractors, it.gold);
      return it;
    }
  }
  throw std::runtime_error("make_dir_obj: no askable direction after many scenes");
}

int solve_dir_obj(const Item& item) {
  auto dir = tos::allo_of_word(item.target);
  if (!dir) return -1;
  Arc sector = arc_allo(*dir);
  Stitching st = stitch(item.views);
  int found = -1;
  for (int i = 0; i < static_cast<int>(item.options.size()); ++i) {
    if (!st.maybe_in(item.options[i], sector)) continue;
    if (found >= 0 || !st.surely_in(item.options[i], sector)) return -1;
    found = i;
  }
  return found;
}

}  // namespace mm::cospace
