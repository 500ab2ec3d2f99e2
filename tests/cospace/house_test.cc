// House rooms: the raster of a small known house (rooms, doors and things
// on the cells house_raster.h promises, every drop counted), the raster of
// the pool's built-in houses (doors between their rooms, things inside,
// one thing a cell, every kind worded in every lexicon), and house-room
// scenes (deterministic, regenerated from their id, a free standpoint, the
// share of questions).
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <set>

#include "generator/scenes/builtin_house.h"
#include "packs/common/house/house_raster.h"
#include "packs/cospace/panorama.h"
#include "tests/cospace/cospace_test_util.h"

using namespace mm::cospace;
namespace house = mm::house;

namespace {

mm::Room rect_room(const std::string& id, const std::string& type, double x0, double z0, double x1, double z1) {
  return {id, type, {{x0, z0}, {x1, z0}, {x1, z1}, {x0, z1}}};
}

mm::Object object(const std::string& id, const std::string& type, const std::string& room, double x, double y, double z,
                  const std::string& parent = "") {
  mm::Object o;
  o.id = id;
  o.type = type;
  o.room = room;
  o.position = {x, y, z};
  o.parent = parent;
  o.link = parent.empty() ? mm::Link::None : mm::Link::On;
  return o;
}

// A 3 m x 2 m kitchen west of a 2 m x 2 m bedroom, a door between them and
// one to the outside.
mm::Scene two_rooms() {
  mm::Scene s;
  s.id = "two-rooms";
  s.rooms = {rect_room("room|1", "Kitchen", 0, 0, 3, 2), rect_room("room|2", "Bedroom", 3, 0, 5, 2)};
  s.doors = {{"door|1|2", "room|1", "room|2", false, {3.0, 1.0}}, {"door|ext", "room|1", "room|1", true, {0.0, 1.5}}};
  s.objects = {
      object("Fridge|1|1", "Fridge", "room|1", 0.3, 0.9, 1.0),            // against the west wall
      object("DiningTable|1|1", "DiningTable", "room|1", 1.6, 0.4, 1.1),  // mid-room
      object("Mug|1|1", "Mug", "room|1", 1.6, 0.8, 1.1, "DiningTable|1|1"),
      object("Painting|1|1", "Painting", "room|1", 0.02, 1.6, 1.2),  // over the fridge: its cell is taken
      object("Bed|2|1", "Bed", "room|2", 4.0, 0.3, 1.0),
      object("Painting|2|1", "Painting", "room|2", 4.98, 1.5, 1.3),  // on the east wall
      object("Sofa|2|1", "Sofa", "room|2", 4.0, 0.3, 0.4),          // no word in this test's lexicons
      object("Window|2|1", "Window", "room|2", 4.0, 1.5, 1.98),      // structure, not a piece
  };
  s.reindex();
  return s;
}

}  // namespace

TEST_CASE("a small known house lands on the promised cells") {
  std::set<std::string> worded = {"Fridge", "DiningTable", "Mug", "Painting", "Bed", "Window"};
  auto g = house::rasterise_house(two_rooms(), mm::TypeTable::builtin(), worded);
  REQUIRE(g.ok());
  // 5 m x 2 m: edges at cells 0 and 10 (x), 0 and 4 (y); the shared wall at x = 3 m is column 6.
  CHECK(g->width == 11);
  CHECK(g->height == 5);
  REQUIRE(g->rooms.size() == 2);
  CHECK(g->rooms[0].id == "room|1");
  CHECK((std::array{g->rooms[0].x0, g->rooms[0].y0, g->rooms[0].x1, g->rooms[0].y1}) == std::array{1, 1, 5, 3});
  CHECK((std::array{g->rooms[1].x0, g->rooms[1].y0, g->rooms[1].x1, g->rooms[1].y1}) == std::array{7, 1, 9, 3});
  REQUIRE(g->doors.size() == 1);
  CHECK(g->doors[0].at == house::GridCell{6, 2});
  CHECK(g->doors[0].a == 0);
  CHECK(g->doors[0].b == 1);
  REQUIRE(g->things.size() == 4);  // floor pieces first, then wall pieces
  CHECK(g->things[0].id == "Fridge|1|1");
  CHECK(g->things[0].at == house::GridCell{1, 2});  // cell (0, 2) is wall: moved in
  CHECK(g->things[1].id == "DiningTable|1|1");
  CHECK(g->things[1].at == house::GridCell{3, 2});
  CHECK(g->things[2].id == "Bed|2|1");
  CHECK(g->things[2].at == house::GridCell{8, 2});
  CHECK(g->things[3].id == "Painting|2|1");
  CHECK(g->things[3].at == house::GridCell{9, 2});
  CHECK(g->things[3].wall);
  CHECK(g->things[3].room == 1);
  CHECK(g->dropped.held == 1);         // the mug on the table
  CHECK(g->dropped.small == 1);        // the window
  CHECK(g->dropped.no_word == 1);      // the sofa
  CHECK(g->dropped.shared_cell == 1);  // the painting over the fridge
  CHECK(g->dropped.doors == 1);        // the exterior door

  {  // the Theory of Space world of it
    mm::tos::World w = house_world(*g);
    REQUIRE(w.rooms.size() == 2);
    CHECK(w.room_mask({6, 2}) == 3u);  // the door belongs to both rooms
    CHECK(w.room_mask({6, 1}) == 0u);  // wall
    CHECK(w.things.back().is_door());
    CHECK(w.things.front().name == "Bed|2|1");  // objects sorted by name
  }
}

TEST_CASE("a room that is not an axis-aligned rectangle is refused by id") {
  mm::Scene s = two_rooms();
  s.rooms[1].polygon = {{3, 0}, {5, 0}, {5, 2}, {4, 2}, {4, 1}, {3, 1}};
  auto g = house::rasterise_house(s, mm::TypeTable::builtin(), house::lexicon_kinds());
  REQUIRE_FALSE(g.ok());
  CHECK(g.error().message == "two-rooms: room 'room|2' is not an axis-aligned rectangle");
}

TEST_CASE("the pool's built-in houses keep doors between rooms and one worded thing a cell") {
  int things = 0, rooms = 0, usable = 0, held = 0;
  for (int h = 0; h < kHousePool; ++h) {
    const house::HouseGrid& g = house_grid(test::kSeed, h);
    mm::Scene scene = mm::generate_builtin_house(test::kSeed, h);
    CHECK(g.id == scene.id);
    CHECK(g.rooms.size() == scene.rooms.size());
    CHECK(g.dropped.doors == 1);  // the exterior door only
    CHECK(g.doors.size() + 1 == scene.doors.size());
    std::set<house::GridCell> cells;
    for (const house::GridDoor& d : g.doors) {
      CHECK(g.room_at(d.at) < 0);
      CHECK(cells.insert(d.at).second);
    }
    for (const house::GridRoom& r : g.rooms) {
      CHECK(r.x0 >= 1);
      CHECK(r.y0 >= 1);
      CHECK(r.x1 <= g.width - 2);
      CHECK(r.y1 <= g.height - 2);
      CHECK(r.x1 >= r.x0);
      CHECK(r.y1 >= r.y0);
    }
    for (const house::GridThing& t : g.things) {
      CHECK(g.room_at(t.at) == t.room);
      CHECK(cells.insert(t.at).second);
      CHECK(house::lexicon_kinds().count(t.type) == 1);
      CHECK(std::binary_search(house_kinds().begin(), house_kinds().end(), t.type));
    }
    for (int r = 0; r < static_cast<int>(g.rooms.size()); ++r) {
      int n = 0;
      for (const house::GridThing& t : g.things) n += t.room == r;
      usable += n >= kMinRoomThings;
    }
    things += static_cast<int>(g.things.size());
    rooms += static_cast<int>(g.rooms.size());
    held += g.dropped.held;
  }
  MESSAGE(kHousePool << " houses: " << rooms << " rooms, " << usable << " with " << kMinRoomThings
                     << "+ things; " << things << " things, " << held << " held objects dropped");
  CHECK(usable >= kHousePool);
}

TEST_CASE("house-room scenes are deterministic, regenerate from their id and stand on a free cell") {
  int inner = 0;
  for (int i = 0; i < 100; ++i) {
    Scene a = draw_house_scene(test::kSeed, "house-test", i, 0);
    Scene b = draw_house_scene(test::kSeed, "house-test", i, 0);
    CHECK(a.id == b.id);
    CHECK(a.source == "house");
    CHECK(a.id.starts_with("house:" + std::to_string(test::kSeed) + ":"));
    Scene again = scene_from_id(test::kSeed, a.id);
    CHECK(again.id == a.id);
    CHECK(again.at == a.at);
    CHECK(again.world.things.size() == a.world.things.size());
    const mm::tos::Room& r = a.world.rooms[a.room];
    CHECK(r.contains(a.at));
    for (const auto& t : a.world.things) CHECK(t.at != a.at);
    CHECK(static_cast<int>(a.room_objects().size()) >= kMinRoomThings);
    auto in_middle = [&](mm::tos::Cell c) {
      return c.x - r.x0 >= 2 && r.x1 - c.x >= 2 && c.y - r.y0 >= 2 && r.y1 - c.y >= 2;
    };
    if (in_middle(a.at)) {
      ++inner;
      continue;
    }
    // Near a wall only when no free cell keeps two cells from every wall.
    for (mm::tos::Cell c : r.floor()) {
      bool taken = false;
      for (const auto& t : a.world.things) taken = taken || t.at == c;
      CHECK((taken || !in_middle(c)));
    }
  }
  MESSAGE("standpoints two cells or more from every wall: " << inner << " of 100");
  CHECK_THROWS_AS(scene_from_id(test::kSeed, "house:1:2"), std::invalid_argument);
  CHECK_THROWS_AS(scene_from_id(test::kSeed, "house:1:x:0:3:3"), std::invalid_argument);
}

TEST_CASE("a third of the full-circle questions stand in house rooms, spread over positions and counts") {
  std::array<int, 4> by_position{};
  std::array<int, 3> by_count{};
  int n = 0;
  for (int i = 0; i < 36; ++i) {
    if (!house_question(i)) continue;
    ++n;
    ++by_position[i % 4];
    ++by_count[i % 3];
  }
  CHECK(n == 12);
  for (int k : by_position) CHECK(k == 3);
  for (int k : by_count) CHECK(k == 4);
  // A house question's full-circle panorama sees every thing of its room.
  for (int i : {0, 13, 26}) {
    Full f = draw_full(test::kSeed, "house-test", i, 0);
    REQUIRE(f.scene.source == "house");
    std::set<int> seen;
    for (const View& v : f.views) seen.insert(v.things.begin(), v.things.end());
    for (int o : f.scene.room_objects()) CHECK(seen.count(o) == 1);
  }
}
