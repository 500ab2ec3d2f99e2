// import_procthor_house on the realistic fixture (rooms, links, nesting,
// states, doors, yaw) and on small inline houses for the rules around it
// (tolerance at walls, structural pieces, non-receptacle parents).
#include <doctest/doctest.h>

#include <set>

#include "generator/core/geometry.h"
#include "generator/core/scene_json.h"
#include "generator/scenes/procthor_import.h"
#include "tests/scenes/procthor_test_util.h"
#include "tests/test_util.h"

using namespace mm;

namespace {

const Scene& fixture() {
  static const Scene s = [] {
    test::Recorder rec;
    Status st = import_procthor_file(test::data_path("procthor/house_multiroom.json"), rec.sink());
    REQUIRE(st.ok());
    REQUIRE(rec.errors.empty());
    REQUIRE(rec.scenes.size() == 1);
    return rec.scenes.front();
  }();
  return s;
}

const Object& obj(const Scene& s, const std::string& id) {
  const Object* o = s.object(id);
  REQUIRE_MESSAGE(o, "no object " << id);
  return *o;
}

// A two-room house (kitchen x 0-3, living room x 3-6, z 0-3) around `objects`.
Json small_house(const Json& objects) {
  auto room = [](const char* id, const char* type, double x0) {
    Json poly = Json::array();
    for (auto [x, z] : {std::pair{x0, 0.0}, {x0, 3.0}, {x0 + 3, 3.0}, {x0 + 3, 0.0}})
      poly.push_back({{"x", x}, {"y", 0}, {"z", z}});
    return Json{{"id", id}, {"roomType", type}, {"floorPolygon", poly}};
  };
  return Json{{"rooms", {room("room|2", "Kitchen", 0), room("room|3", "LivingRoom", 3)}},
              {"doors", Json::array({{{"id", "door|2|3"}, {"room0", "room|2"}, {"room1", "room|3"}}})},
              {"objects", objects}};
}

Json piece(const std::string& id, double x, double z, double yaw = 0, Json children = nullptr) {
  Json o{{"id", id},
         {"assetId", "x"},
         {"position", {{"x", x}, {"y", 0.5}, {"z", z}}},
         {"rotation", {{"x", 0}, {"y", yaw}, {"z", 0}}}};
  if (!children.is_null()) o["children"] = children;
  return o;
}

}  // namespace

TEST_CASE("fixture: identity, rooms and room membership") {
  const Scene& s = fixture();
  CHECK(s.id == "procthor-house_multiroom");
  CHECK(s.source == "procthor");
  CHECK(s.origin == "procthor house_multiroom.json");
  REQUIRE(s.rooms.size() == 4);
  std::vector<std::string> types;
  for (const auto& r : s.rooms) types.push_back(r.type);
  CHECK(types == std::vector<std::string>{"Kitchen", "LivingRoom", "Bedroom", "Bathroom"});
  CHECK(s.rooms[1].polygon.size() == 7);  // the L-shaped living room
  CHECK(obj(s, "CounterTop|2|0").room == "room|2");
  CHECK(obj(s, "Sofa|3|0|2").room == "room|3");
  CHECK(obj(s, "ShelvingUnit|3|4").room == "room|3");  // in the L's arm, north of the kitchen
  CHECK(obj(s, "Bed|4|0").room == "room|4");
  CHECK(obj(s, "Toilet|5|0").room == "room|5");
  CHECK(obj(s, "Painting|3|5").room == "room|3");   // on the arm's north wall
  CHECK(obj(s, "Fork|surface|2|8").room == "room|2");  // inherited through Plate, CounterTop
  CHECK(obj(s, "KeyChain|surface|3|10").room == "room|3");
  for (const auto& o : s.objects)
    CHECK_MESSAGE(point_in_polygon(o.position.xz(), s.room(o.room)->polygon), o.id);
  CHECK(s.objects.size() == 62);
}

TEST_CASE("fixture: parents and in/on links follow the nesting") {
  const Scene& s = fixture();
  auto link_of = [&](const std::string& id) {
    const Object& o = obj(s, id);
    return o.parent + " " + std::string(link_name(o.link));
  };
  CHECK(link_of("CounterTop|2|0") == " none");
  CHECK(link_of("Apple|surface|2|6") == "CounterTop|2|0 on");
  CHECK(link_of("Egg|surface|2|12") == "Fridge|2|1 in");
  CHECK(link_of("Mug|surface|2|10") == "CoffeeMachine|surface|2|9 in");
  CHECK(link_of("Fork|surface|2|8") == "Plate|surface|2|7 on");
  CHECK(link_of("Box|surface|3|8") == "CoffeeTable|3|1 on");
  CHECK(link_of("CD|surface|3|9") == "Box|surface|3|8 in");
  CHECK(link_of("Television|3|0|1") == "TVStand|3|0|0 on");
  CHECK(link_of("Cloth|surface|4|15") == "LaundryHamper|4|4 in");
  CHECK(link_of("SoapBar|surface|5|6") == "Sink|5|1 in");
  CHECK(link_of("ToiletPaper|surface|5|7") == "ToiletPaperHanger|5|2 on");
  std::vector<std::string> up;
  for (const Object* a : s.ancestors("Fork|surface|2|8")) up.push_back(a->id);
  CHECK(up == std::vector<std::string>{"Plate|surface|2|7", "CounterTop|2|0"});
  CHECK(s.children("Box|surface|3|8").size() == 2);
  // Parents come before their children, in file order.
  std::set<std::string> seen;
  for (const auto& o : s.objects) {
    if (!o.parent.empty()) CHECK_MESSAGE(seen.count(o.parent), o.id);
    seen.insert(o.id);
  }
}

TEST_CASE("fixture: states from ProcTHOR fields, defaults for the rest") {
  const Scene& s = fixture();
  auto state = [&](const std::string& id, Attr a) { return obj(s, id).state.value(a); };
  CHECK(state("Fridge|2|1", Attr::IsOpen) == false);
  CHECK(state("Box|surface|3|8", Attr::IsOpen) == true);       // openness 1
  CHECK(state("Laptop|surface|4|7", Attr::IsOpen) == false);   // openness 0
  CHECK(state("Laptop|surface|4|12", Attr::IsOpen) == true);   // openness 0.5
  CHECK(state("FloorLamp|3|3", Attr::IsToggled) == true);      // isOn
  CHECK(state("DeskLamp|surface|4|8", Attr::IsToggled) == false);
  CHECK(state("Bed|4|0", Attr::IsDirty) == true);
  CHECK(state("Apple|surface|2|6", Attr::IsSliced) == false);
  CHECK(state("Egg|surface|2|12", Attr::IsBroken) == false);
  CHECK(state("Apple|surface|2|6", Attr::IsOpen) == std::nullopt);
  // Every attribute a type has is present, and no other.
  const TypeTable& types = TypeTable::builtin();
  for (const auto& o : s.objects)
    for (Attr a : kAllAttrs)
      CHECK_MESSAGE(o.state.has(a) == types.find(o.type)->has_attr(a), o.id, " ", attr_name(a));
}

TEST_CASE("fixture: doors, the exterior door and positions from the walls") {
  const Scene& s = fixture();
  REQUIRE(s.doors.size() == 4);
  auto door = [&](const std::string& id) -> const Door& {
    for (const auto& d : s.doors)
      if (d.id == id) return d;
    FAIL("no door " << id);
    return s.doors.front();
  };
  const Door& ext = door("door|1|3");
  CHECK(ext.exterior);
  CHECK(ext.room0 == "room|3");
  CHECK(ext.room1 == "room|3");
  CHECK_FALSE(door("door|3|4").exterior);
  // Offsets run from wall0's first point: 1.2 + 1.02/2 m south along x = 4 from z = 4.
  CHECK(door("door|2|3").position == Vec2{4.0, 2.29});
  CHECK(door("door|3|4").position == Vec2{4.0, 6.56});   // from (4, 8) southwards
  CHECK(door("door|3|5").position == Vec2{8.3, 4.0});    // from (7, 4) eastwards
  CHECK(ext.position == Vec2{7.48, 0.0});                // from (10, 0) westwards
  CHECK(s.neighbours("room|3") == std::vector<std::string>{"room|2", "room|4", "room|5"});
  CHECK(s.neighbours("room|5") == std::vector<std::string>{"room|3"});
}

TEST_CASE("fixture: yaw is rotation.y, clockwise from north") {
  const Scene& s = fixture();
  CHECK(obj(s, "Chair|2|2|1").yaw == 0);
  CHECK(obj(s, "Fridge|2|1").yaw == 90);     // against the west wall, facing east
  CHECK(obj(s, "Sofa|3|0|2").yaw == 180);    // facing the TV to its south
  CHECK(obj(s, "ArmChair|3|2").yaw == 270);  // against the east wall, facing west
  CHECK(obj(s, "Apple|surface|2|6").yaw == doctest::Approx(37.5));
}

TEST_CASE("imported scenes survive the canonical JSON round trip") {
  const Scene& s = fixture();
  std::string text = scene_dump(s);
  auto back = scene_from_json(Json::parse(text), "roundtrip", {.strict_receptacles = false});
  REQUIRE_MESSAGE(back, back.error().message);
  CHECK(scene_dump(*back) == text);
  CHECK(check_scene(s, TypeTable::builtin(), {.strict_receptacles = false}).ok());
}

TEST_CASE("yaw is normalised into 0 to 360 degrees") {
  Json objs = Json::array({piece("Chair|2|0", 1, 1, -90), piece("Chair|2|1", 1, 2, 450),
                           piece("Chair|2|2", 2, 1, 359.99999), piece("Chair|2|3", 2, 2, -720)});
  auto s = import_procthor_house(small_house(objs), "inline", "procthor-yaw");
  REQUIRE_MESSAGE(s, s.error().message);
  CHECK(s->objects[0].yaw == 270);
  CHECK(s->objects[1].yaw == 90);
  CHECK(s->objects[2].yaw == 0);
  CHECK(s->objects[3].yaw == 0);
}

TEST_CASE("pieces on a wall line or just outside belong to the nearest room") {
  Json objs = Json::array({
      piece("Painting|2|0", -0.03, 1.5),  // 3 cm outside the kitchen's west wall
      piece("Painting|3|1", 6.0, 1.0),    // exactly on the living room's east wall
      piece("Painting|2|2", 1.5, 3.049),  // 4.9 cm north of the kitchen
  });
  auto s = import_procthor_house(small_house(objs), "inline", "procthor-walls");
  REQUIRE_MESSAGE(s, s.error().message);
  CHECK(s->objects[0].room == "room|2");
  CHECK(s->objects[1].room == "room|3");
  CHECK(s->objects[2].room == "room|2");
  for (const auto& o : s->objects) {
    CHECK(point_in_polygon(o.position.xz(), s->room(o.room)->polygon));
    CHECK(o.position.y == 0.5);
  }
  CHECK(s->objects[0].position.x >= 0.0);
  CHECK(s->objects[0].position.x <= 0.01);
  CHECK(s->objects[0].position.z == 1.5);

  auto far = import_procthor_house(small_house(Json::array({piece("Painting|2|0", -0.2, 1.5)})),
                                   "f.jsonl:3", "procthor-far");
  REQUIRE_FALSE(far);
  CHECK(far.error().message ==
        "f.jsonl:3: /objects/0/position: object 'Painting|2|0' at (x -0.200, z 1.500) lies "
        "outside every room (nearest: 'room|2', 0.20 m away); expected a point on a floor "
        "polygon");
}

TEST_CASE("structural pieces listed as objects are skipped and noted") {
  Json objs = Json::array({piece("Window|2|9", 0.02, 1.5), piece("Chair|2|0", 1, 1)});
  auto s = import_procthor_house(small_house(objs), "inline", "procthor-struct");
  REQUIRE_MESSAGE(s, s.error().message);
  REQUIRE(s->objects.size() == 1);
  CHECK(s->objects[0].id == "Chair|2|0");
  CHECK(s->origin.find("skipped 1 structural piece(s) listed as objects: Window|2|9") !=
        std::string::npos);
}

TEST_CASE("children of a non-receptacle go to the nearest receptacle ancestor") {
  Json lamp_on_table = piece("SideTable|3|0", 4, 1, 0,
                             Json::array({piece("DeskLamp|3|1", 4, 1, 0,
                                                Json::array({piece("Book|3|2", 4.1, 1)}))}));
  Json lamp_on_floor = piece("FloorLamp|3|3", 5, 2, 0, Json::array({piece("Pen|3|4", 5, 2)}));
  auto s = import_procthor_house(small_house(Json::array({lamp_on_table, lamp_on_floor})),
                                 "inline", "procthor-reparent");
  REQUIRE_MESSAGE(s, s.error().message);
  CHECK(s->object("DeskLamp|3|1")->parent == "SideTable|3|0");
  CHECK(s->object("Book|3|2")->parent == "SideTable|3|0");  // the lamp holds nothing
  CHECK(s->object("Book|3|2")->link == Link::On);
  CHECK(s->object("Pen|3|4")->parent.empty());  // nothing holds it: a free object
  CHECK(s->object("Pen|3|4")->link == Link::None);
  CHECK(s->object("Pen|3|4")->room == "room|3");
  CHECK(s->origin.find("put on its nearest receptacle ancestor: Book|3|2") != std::string::npos);
  CHECK(s->origin.find("kept without a parent: Pen|3|4") != std::string::npos);
}

TEST_CASE("houses without walls place doors on the rooms' shared edge") {
  auto s = import_procthor_house(small_house(Json::array()), "inline", "procthor-nowalls");
  REQUIRE_MESSAGE(s, s.error().message);
  CHECK(s->doors[0].position == Vec2{3.0, 1.5});
}

TEST_CASE("state fields are type-checked and must fit the type") {
  Json lamp = piece("FloorLamp|2|0", 1, 1);
  lamp["isOn"] = "yes";
  auto bad = import_procthor_house(small_house(Json::array({lamp})), "h.json", "procthor-h");
  REQUIRE_FALSE(bad);
  CHECK(bad.error().message ==
        "h.json: /objects/0/isOn: expected true or false, found string \"yes\"");
  Json chair = piece("Chair|2|0", 1, 1);
  chair["isDirty"] = true;
  auto wrong = import_procthor_house(small_house(Json::array({chair})), "h.json", "procthor-h");
  REQUIRE_FALSE(wrong);
  CHECK(wrong.error().message.find("/objects/0/isDirty: the house sets isDirty on a Chair") !=
        std::string::npos);
  chair["isDirty"] = false;  // says nothing a chair could contradict
  CHECK(import_procthor_house(small_house(Json::array({chair})), "h.json", "procthor-h"));
  Json box = piece("Box|2|0", 1, 1);
  box["openness"] = 1.5;
  auto open = import_procthor_house(small_house(Json::array({box})), "h.json", "procthor-h");
  REQUIRE_FALSE(open);
  CHECK(open.error().message ==
        "h.json: /objects/0/openness: expected a number from 0 to 1, found 1.5");
}

TEST_CASE("scene ids must suit the canonical schema") {
  auto s = import_procthor_house(small_house(Json::array()), "h.json", "bad id!");
  REQUIRE_FALSE(s);
  CHECK(s.error().message.find("scene id 'bad id!'") != std::string::npos);
}
