#include "packs/tos/false_belief.h"

#include <algorithm>
#include <cmath>
#include <set>

#include "base/rng.h"

namespace mm::tos {
namespace {

double mean(const std::vector<double>& v) {
  if (v.empty()) return 0;
  double s = 0;
  for (double x : v) s += x;
  return s / v.size();
}

Json rounded(double v) { return std::round(v * 1e4) / 1e4; }

}  // namespace

World shift_world(const World& w, uint64_t seed, int k, std::vector<Change>& changes) {
  World out = w;
  Rng rng = Rng::derive(seed, {"tos", "false-belief", w.id});
  std::vector<int> objs = w.objects();
  rng.shuffle(objs);
  objs.resize(std::min<size_t>(objs.size(), static_cast<size_t>(k)));
  std::sort(objs.begin(), objs.end());
  changes.clear();
  for (int i : objs) {
    Thing& t = out.things[i];
    Change c{i, true, t.at, t.at, t.facing, t.facing};
    bool turn = t.facing && rng.chance(0.5);
    if (turn) {
      c.moved = false;
      t.facing = turned(*t.facing, static_cast<int>(rng.between(1, 3)));
      c.facing_to = t.facing;
    } else {
      const Room& r = out.rooms[t.rooms[0]];
      std::vector<Cell> free;
      for (Cell cell : r.floor()) {
        bool taken = cell == out.start;
        for (const Thing& o : out.things) taken = taken || o.at == cell;
        if (!taken) free.push_back(cell);
      }
      if (free.empty()) continue;
      t.at = rng.pick(free);
      c.to = t.at;
    }
    changes.push_back(c);
  }
  return out;
}

Json FalseBeliefScore::to_json() const {
  return {{"identification_f1", rounded(identification_f1)}, {"steps", steps},
          {"redundant_steps", redundant_steps}, {"changed", changed.to_json()},
          {"pos_inertia", pos_inertia.empty() ? Json(nullptr) : rounded(mean(pos_inertia))},
          {"ori_inertia", ori_inertia.empty() ? Json(nullptr) : rounded(mean(ori_inertia))}};
}

FalseBeliefScore score_false_belief(const World& w, const std::vector<Change>& changes, const std::vector<Turn>& log,
                                    const std::vector<std::string>& named, const BeliefMap& before,
                                    const BeliefMap& after) {
  FalseBeliefScore s;
  std::set<std::string> truth, said(named.begin(), named.end());
  for (const Change& c : changes) truth.insert(w.things[c.thing].name);
  int hit = 0;
  for (const std::string& n : said) hit += truth.count(n);
  if (truth.empty() && said.empty()) s.identification_f1 = 1;
  else if (hit > 0) {
    double p = static_cast<double>(hit) / said.size(), r = static_cast<double>(hit) / truth.size();
    s.identification_f1 = 2 * p * r / (p + r);
  }

  // Steps: in all, and after the step that first showed the last changed object.
  s.steps = static_cast<int>(log.size());
  std::set<int> changed_things, shown;
  for (const Change& c : changes) changed_things.insert(c.thing);
  int last_needed = 0;
  std::vector<int> unchanged_order;  // unchanged objects in the order first re-observed
  for (size_t k = 0; k < log.size(); ++k) {
    if (!log[k].result.observation) continue;
    for (const Seen& v : log[k].result.observation->seen) {
      if (w.things[v.thing].is_door()) continue;
      if (changed_things.count(v.thing) && shown.insert(v.thing).second) last_needed = static_cast<int>(k) + 1;
      if (!changed_things.count(v.thing) &&
          std::find(unchanged_order.begin(), unchanged_order.end(), v.thing) == unchanged_order.end())
        unchanged_order.push_back(v.thing);
    }
  }
  s.redundant_steps = shown.size() == changed_things.size() ? s.steps - last_needed : 0;

  std::vector<int> changed_list(changed_things.begin(), changed_things.end());
  s.changed = score_map_part(after.global, global_truth(w, changed_list), w.scale());

  // sigma: RMS error of the final map on the first three unchanged objects re-observed.
  double sq = 0;
  int n = 0;
  for (int t : unchanged_order) {
    if (n == 3) break;
    auto it = after.global.find(w.things[t].name);
    if (it == after.global.end()) continue;
    sq += static_cast<double>(norm2(it->second.at - w.things[t].at)), ++n;
  }
  double sigma = std::max(1.0, n ? std::sqrt(sq / n) : 1.0);

  for (const Change& c : changes) {
    const std::string& name = w.things[c.thing].name;
    auto old_it = before.global.find(name), new_it = after.global.find(name);
    if (old_it == before.global.end() || new_it == after.global.end()) continue;
    if (c.moved) {
      Cell v = old_it->second.at - c.to, e = new_it->second.at - c.to;
      double nv = std::sqrt(static_cast<double>(norm2(v))), ne = std::sqrt(static_cast<double>(norm2(e)));
      double cosine = (nv == 0 || ne == 0) ? 0.0 : (static_cast<double>(e.x) * v.x + static_cast<double>(e.y) * v.y) / (ne * nv);
      double moved2 = static_cast<double>(norm2(new_it->second.at - old_it->second.at));
      s.pos_inertia.push_back(cosine * std::exp(-moved2 / (2 * sigma * sigma)));
    } else if (old_it->second.facing && new_it->second.facing) {
      s.ori_inertia.push_back(*old_it->second.facing == *new_it->second.facing ? 1.0 : 0.0);
    }
  }
  return s;
}

}  // namespace mm::tos
