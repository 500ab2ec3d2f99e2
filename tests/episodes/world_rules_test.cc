// The world rules the task families use are the simulator's own
// (generator/episodes/simulator.h, namespace sim): checked against the
// simulator's preconditions and against a brute-force derivation on
// thousands of random states of built-in houses, including openable
// receptacles with no isOpen value (which scenes may leave out).
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <set>

#include "base/rng.h"
#include "generator/episodes/simulator.h"
#include "generator/scenes/builtin_house.h"

namespace mm {
namespace {

// A built-in house with every isOpen value drawn again: open, closed, or
// left out.
WorldState random_state(int house, int draw) {
  WorldState w{generate_builtin_house(7, house), ""};
  Rng rng = Rng::derive(7, {"world-rules", std::to_string(house)}, uint64_t(draw));
  for (auto& o : w.scene.objects) {
    switch (rng.below(3)) {
      case 0: o.state.set(Attr::IsOpen, true); break;
      case 1: o.state.set(Attr::IsOpen, false); break;
      default: o.state.erase(Attr::IsOpen);
    }
  }
  return w;
}

// Everything whose containment chain passes through `id`, by walking each
// object's ancestors.
std::set<std::string> resting_on_brute(const Scene& s, const std::string& id) {
  std::set<std::string> out;
  for (const auto& o : s.objects)
    for (const Object* a : s.ancestors(o.id))
      if (a->id == id) out.insert(o.id);
  return out;
}

}  // namespace

TEST_CASE("world rules: what is shut away is what the simulator refuses as inside-closed") {
  int states = 0, shut = 0, open = 0;
  for (int house = 0; house < 12; ++house)
    for (int draw = 0; draw < 40; ++draw) {
      WorldState w = random_state(house, draw);
      ++states;
      for (const auto& o : w.scene.objects) {
        bool enclosed = sim::closed_enclosure(w.scene, o) != nullptr;
        auto reasons = failing_reasons(w, {ActionType::PickupObject, o.id, ""});
        bool refused = std::find(reasons.begin(), reasons.end(), Failure::InsideClosed) != reasons.end();
        CAPTURE(o.id);
        CHECK(enclosed == refused);
        (enclosed ? shut : open) += 1;
      }
    }
  CHECK(states == 480);
  CHECK(shut > 1000);  // the random states do shut things away
  CHECK(open > 1000);
}

TEST_CASE("world rules: what moves with an object is everything resting on or in it, at any depth") {
  int checked = 0;
  for (int house = 0; house < 12; ++house)
    for (int draw = 0; draw < 10; ++draw) {
      WorldState w = random_state(house, draw);
      std::map<std::string, size_t> position;
      for (size_t i = 0; i < w.scene.objects.size(); ++i) position[w.scene.objects[i].id] = i;
      for (const auto& o : w.scene.objects) {
        auto d = sim::descendants(w.scene, o.id);
        CHECK(std::set<std::string>(d.begin(), d.end()) == resting_on_brute(w.scene, o.id));
        CHECK(std::is_sorted(d.begin(), d.end(),
                             [&](const std::string& a, const std::string& b) { return position[a] < position[b]; }));
        ++checked;
      }
    }
  CHECK(checked > 10000);
}

}  // namespace mm
