// Scenes: deterministic, a free standpoint, several objects of some kind in
// the standpoint's room (what counting needs), and every room thing seen by
// a full-circle panorama.
#include <doctest/doctest.h>

#include <set>

#include "packs/cospace/panorama.h"
#include "packs/tos/observe.h"
#include "tests/cospace/cospace_test_util.h"

using namespace mm::cospace;

TEST_CASE("scenes are deterministic and keep the standpoint free") {
  int with_duplicates = 0;
  for (int i = 0; i < 100; ++i) {
    Scene a = generate_scene(test::kSeed, "scene-test", i, 0);
    Scene b = generate_scene(test::kSeed, "scene-test", i, 0);
    CHECK(a.at == b.at);
    CHECK(a.world.things.size() == b.world.things.size());
    CHECK(a.world.rooms[a.room].contains(a.at));
    CHECK(a.world.rooms_at(a.at).size() == 1);
    std::set<std::string> names;
    bool dup = false;
    for (const auto& t : a.world.things) {
      CHECK(t.at != a.at);
      CHECK(names.insert(t.name).second);
    }
    for (int o : a.room_objects()) dup = dup || a.count_in_room(a.world.things[o].type) >= 2;
    with_duplicates += dup;
  }
  CHECK(with_duplicates >= 50);
}

TEST_CASE("a full-circle panorama sees every thing of the room and overlaps its neighbours") {
  for (int i = 0; i < 100; ++i) {
    Full f = draw_full(test::kSeed, "scene-test", i, 0);
    CHECK(f.views.size() * f.step == 360);
    CHECK(f.views[0].heading == f.first);
    std::set<int> seen;
    for (const View& v : f.views) seen.insert(v.things.begin(), v.things.end());
    for (int o : f.scene.room_objects()) CHECK(seen.count(o) == 1);
    for (int t : seen) CHECK(mm::tos::shares_room(f.scene.world.things[t].rooms, {f.scene.room}));
  }
}
