// Generated worlds: valid on 1,000 seeds, deterministic, in the task frame,
// and their JSON reads back; bad world files get errors that name the field.
#include <doctest/doctest.h>

#include <set>

#include "packs/tos/world_gen.h"
#include "packs/tos/world_json.h"

using namespace mm;
using namespace mm::tos;

namespace {

const std::vector<Kind>& kinds() {
  static const std::vector<Kind> k = *load_kinds();
  return k;
}

World make(int index, Layout l = {}) {
  auto w = generate_world(7, l, index, kinds());
  REQUIRE_MESSAGE(w.ok(), (w.ok() ? "" : w.error().message));
  return *w;
}

bool doors_connect_all(const World& w) {
  std::vector<int> parent(w.rooms.size());
  for (size_t i = 0; i < parent.size(); ++i) parent[i] = static_cast<int>(i);
  auto root = [&](int x) { while (parent[x] != x) x = parent[x]; return x; };
  int joins = 0;
  for (const Thing& t : w.things)
    if (t.is_door() && root(t.rooms[0]) != root(t.rooms[1])) parent[root(t.rooms[0])] = root(t.rooms[1]), ++joins;
  return joins == static_cast<int>(w.rooms.size()) - 1;
}

}  // namespace

TEST_CASE("1,000 default worlds: three 6x6 rooms in a tree, twelve objects on distinct floor cells") {
  for (int i = 0; i < 1000; ++i) {
    World w = make(i);
    REQUIRE(w.rooms.size() == 3);
    CHECK(w.start == Cell{0, 0});
    CHECK(w.start_heading == Heading::N);
    std::set<Cell> cells;
    int doors = 0;
    std::set<std::string> types;
    for (const Thing& t : w.things) {
      if (t.is_door()) {
        ++doors;
        CHECK(w.rooms_at(t.at).size() == 2);
        continue;
      }
      CHECK(w.rooms[t.rooms[0]].contains(t.at));
      CHECK(cells.insert(t.at).second);
      CHECK(types.insert(t.type).second);
      CHECK(t.at != w.start);
    }
    CHECK(cells.size() == 12);
    CHECK(doors == 2);
    CHECK(doors_connect_all(w));
    CHECK(w.rooms_at(w.start).size() == 1);
    for (size_t a = 0; a < w.rooms.size(); ++a) {
      CHECK(w.rooms[a].cells() == 36);
      for (size_t b = a + 1; b < w.rooms.size(); ++b)
        for (int y = w.rooms[a].y0; y <= w.rooms[a].y1; ++y)
          for (int x = w.rooms[a].x0; x <= w.rooms[a].x1; ++x) CHECK_FALSE(w.rooms[b].contains({x, y}));
    }
  }
}

TEST_CASE("worlds are deterministic and their JSON reads back unchanged") {
  for (int i = 0; i < 50; ++i) {
    Json a = world_to_json(make(i)), b = world_to_json(make(i));
    CHECK(a.dump() == b.dump());
    auto back = world_from_json(a, "w.json");
    REQUIRE_MESSAGE(back.ok(), (back.ok() ? "" : back.error().message));
    CHECK(world_to_json(*back).dump() == a.dump());
  }
  CHECK(world_to_json(make(1)).dump() != world_to_json(make(2)).dump());
}

TEST_CASE("other layouts: two and four rooms, 8x8, six objects") {
  for (Layout l : {Layout{2, 6, 6, 4}, Layout{4, 6, 6, 4}, Layout{3, 8, 8, 6}, Layout{1, 3, 3, 2}}) {
    for (int i = 0; i < 100; ++i) {
      World w = make(i, l);
      CHECK(w.rooms.size() == static_cast<size_t>(l.rooms));
      CHECK(w.objects().size() == static_cast<size_t>(l.rooms * l.objects_per_room));
      CHECK(doors_connect_all(w));
    }
  }
}

TEST_CASE("bad layouts are refused before any work") {
  CHECK(check_layout({0, 6, 6, 4}, 26).error().message.find("rooms") != std::string::npos);
  CHECK(check_layout({3, 2, 6, 4}, 26).error().message.find("room size") != std::string::npos);
  CHECK(check_layout({8, 6, 6, 4}, 26).error().message.find("kinds") != std::string::npos);
  CHECK(check_layout({1, 3, 3, 8}, 26).ok());  // the smallest room keeps a free cell for the start
}

TEST_CASE("bad world files: the error names the file and the field") {
  Json good = world_to_json(make(3));
  struct Case {
    const char* what;
    std::function<void(Json&)> edit;
    const char* expect;
  };
  std::vector<Case> cases = {
      {"missing field", [](Json& j) { j.erase("rooms"); }, "rooms"},
      {"wrong format", [](Json& j) { j["format"] = "mentalmap.scene"; }, "/format"},
      {"newer version", [](Json& j) { j["version"] = 2; }, "/version"},
      {"start moved", [](Json& j) { j["start"]["at"] = Json::array({1, 0}); }, "/start"},
      {"unknown room", [](Json& j) { j["objects"][0]["room"] = "attic"; }, "/objects/0/room"},
      {"object off its floor", [](Json& j) { j["objects"][0]["at"] = Json::array({60, 60}); }, "/objects/0/at"},
      {"two objects on a cell", [](Json& j) { j["objects"][1]["at"] = j["objects"][0]["at"]; j["objects"][1]["room"] = j["objects"][0]["room"]; }, "/objects/1/at"},
      {"duplicate name", [](Json& j) { j["objects"][1]["name"] = j["objects"][0]["name"]; }, "/objects/1/name"},
      {"bad facing", [](Json& j) { j["objects"][0]["facing"] = "up"; }, "/objects/0/facing"},
      {"door inside a room", [](Json& j) { j["doors"][0]["at"] = j["objects"][0]["at"]; }, "/doors/0/at"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.what);
    Json j = good;
    c.edit(j);
    auto w = world_from_json(j, "bad.json");
    REQUIRE_FALSE(w.ok());
    CHECK(w.error().message.find("bad.json") != std::string::npos);
    CHECK_MESSAGE(w.error().message.find(c.expect) != std::string::npos, w.error().message);
  }
}
