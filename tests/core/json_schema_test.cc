#include <doctest/doctest.h>

#include "base/json_util.h"
#include "base/schema_check.h"
#include "generator/core/scene_json.h"

using namespace mm;

TEST_CASE("invalid JSON names line and column") {
  auto r = parse_json("{\n  \"a\": 1,\n  \"b\": tru\n}", "house.json");
  REQUIRE_FALSE(r);
  CHECK(r.error().message.rfind("house.json:3:", 0) == 0);
  CHECK(r.error().message.find("invalid JSON") != std::string::npos);
}

TEST_CASE("typed field access names the pointer, expectation and finding") {
  Json j = {{"x", "oops"}};
  auto n = json_number(j, "/objects/2", "x");
  REQUIRE_FALSE(n);
  CHECK(n.error().message == "/objects/2/x: expected a number, found string \"oops\"");
  auto m = json_string(j, "/objects/2", "id");
  REQUIRE_FALSE(m);
  CHECK(m.error().message == "/objects/2/id: required field is missing");
}

namespace {
Json minimal_scene() {
  return Json::parse(R"({
    "format": "mentalmap.scene", "version": 1, "id": "t-1", "source": "builtin",
    "rooms": [{"id": "room|0", "type": "Kitchen", "floorPolygon": [[0,0],[4,0],[4,3],[0,3]]}],
    "doors": [{"id": "door|0|0", "rooms": ["room|0", "room|0"], "exterior": true, "position": [2, 0]}],
    "objects": [
      {"id": "Fridge|0|0", "type": "Fridge", "room": "room|0", "position": [0.5, 0.9, 2.5], "yaw": 90,
       "parent": null, "link": "none", "state": {"isOpen": false}},
      {"id": "Apple|0|1", "type": "Apple", "room": "room|0", "position": [0.5, 1.0, 2.5], "yaw": 0,
       "parent": "Fridge|0|0", "link": "in", "state": {"isSliced": false, "isPickedUp": false}}
    ]})");
}
}  // namespace

TEST_CASE("scene schema accepts a valid scene and round-trips it") {
  auto s = scene_from_json(minimal_scene(), "mem");
  REQUIRE_MESSAGE(s, (s ? "" : s.error().message));
  CHECK(s->objects.size() == 2);
  CHECK(s->object("Apple|0|1")->link == Link::In);
  auto again = scene_from_json(Json::parse(scene_dump(*s)), "mem2");
  REQUIRE(again);
  CHECK(scene_dump(*again) == scene_dump(*s));
}

TEST_CASE("scene schema errors name pointer, keyword and value") {
  Json j = minimal_scene();
  j["objects"][1]["yaw"] = 400;
  auto s = scene_from_json(j, "bad.json");
  REQUIRE_FALSE(s);
  CHECK(s.error().message.find("bad.json: /objects/1/yaw") == 0);
  CHECK(s.error().message.find("maximum 360") != std::string::npos);
  CHECK(s.error().message.find("400") != std::string::npos);

  Json k = minimal_scene();
  k["objects"][0].erase("link");
  auto t = scene_from_json(k, "bad.json");
  REQUIRE_FALSE(t);
  CHECK(t.error().message.find("/objects/0") != std::string::npos);
  CHECK(t.error().message.find("required fields") != std::string::npos);
}

TEST_CASE("semantic scene checks catch what the schema cannot") {
  Json j = minimal_scene();
  j["objects"][1]["parent"] = "Fridge|9|9";
  auto s = scene_from_json(j, "bad.json");
  REQUIRE_FALSE(s);
  CHECK(s.error().message.find("no object 'Fridge|9|9'") != std::string::npos);

  Json c = minimal_scene();
  c["objects"][1]["link"] = "on";
  auto t = scene_from_json(c, "bad.json");
  REQUIRE_FALSE(t);
  CHECK(t.error().message.find("expected 'in' for a Fridge") != std::string::npos);

  Json o = minimal_scene();
  o["objects"][0]["position"] = {9.0, 0.0, 9.0};
  o["objects"][1]["position"] = {9.0, 0.0, 9.0};
  auto u = scene_from_json(o, "bad.json");
  REQUIRE_FALSE(u);
  CHECK(u.error().message.find("outside room") != std::string::npos);

  Json st = minimal_scene();
  st["objects"][1]["state"]["isOpen"] = true;
  auto v = scene_from_json(st, "bad.json");
  REQUIRE_FALSE(v);
  CHECK(v.error().message.find("a Apple has no such state") != std::string::npos);
}
