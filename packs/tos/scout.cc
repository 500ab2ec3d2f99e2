#include "packs/tos/explorers.h"

#include <algorithm>

namespace mm::tos {
namespace {

std::vector<Action> turn_then(int degrees, std::vector<Action> rest) {
  std::vector<Action> out;
  if (degrees != 0) out.push_back({Act::Rotate, "", degrees});
  out.insert(out.end(), rest.begin(), rest.end());
  return out;
}

class Scout {
 public:
  explicit Scout(Env& env) : env_(env), w_(env.world()), stood_(w_.things.size(), false) {}

  void run() {
    std::vector<int> doors = sweep({{Act::Observe, "", 0}});
    for (int d : doors) visit(d);
    if (!env_.over()) env_.step({{Act::Terminate, "", 0}});
  }

 private:
  // Observes in four headings (the first turn's actions given), and returns
  // the doors it saw that it has not stood in, in the order first seen.
  std::vector<int> sweep(std::vector<Action> first) {
    std::vector<int> doors;
    for (int k = 0; k < 4 && !env_.over(); ++k) {
      const TurnResult& r = env_.step(k == 0 ? first : std::vector<Action>{{Act::Rotate, "", 90}, {Act::Observe, "", 0}});
      if (!r.observation) continue;
      for (const Seen& s : r.observation->seen)
        if (w_.things[s.thing].is_door() && !stood_[s.thing] &&
            std::find(doors.begin(), doors.end(), s.thing) == doors.end())
          doors.push_back(s.thing);
    }
    return doors;
  }

  void go_to(int thing, std::vector<Action> then) {
    int deg = turn_to_see(w_, env_.pose(), thing);
    std::vector<Action> rest{{Act::Goto, w_.things[thing].name, 0}};
    rest.insert(rest.end(), then.begin(), then.end());
    env_.step(turn_then(deg, rest));
  }

  void visit(int door) {
    if (env_.over() || stood_[door]) return;
    stood_[door] = true;
    int deg = turn_to_see(w_, env_.pose(), door);
    if (deg < 0) return;
    std::vector<Action> first = turn_then(deg, {{Act::Goto, w_.things[door].name, 0}, {Act::Observe, "", 0}});
    std::vector<int> next = sweep(first);
    for (int d : next) {
      visit(d);
      if (env_.over()) return;
      // Back in this doorway to reach the next door.
      if (env_.pose().at != w_.things[door].at) go_to(door, {{Act::Observe, "", 0}});
    }
  }

  Env& env_;
  const World& w_;
  std::vector<bool> stood_;
};

}  // namespace

int turn_to_see(const World& w, const Pose& pose, int thing) {
  for (int k = 0; k < 4; ++k)
    if (sees(w, {pose.at, turned(pose.heading, k)}, thing)) return k * 90;
  return -1;
}

void run_scout(Env& env) { Scout(env).run(); }

}  // namespace mm::tos
