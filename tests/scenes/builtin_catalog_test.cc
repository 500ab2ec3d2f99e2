// The built-in generator's tables and floor plans.
#include "generator/scenes/builtin_catalog.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <set>
#include <string>

#include "base/json_util.h"
#include "generator/scenes/builtin_house.h"
#include "generator/scenes/builtin_layout.h"
#include "tests/test_util.h"

using namespace mm;
using namespace mm::builtin;

namespace {

const TypeTable& types() { return TypeTable::builtin(); }

void check_piece(std::string_view type, std::string_view room, Placement placement) {
  CAPTURE(type);
  CAPTURE(room);
  const ObjectType* t = types().find(type);
  REQUIRE(t);
  CHECK(t->placement == placement);
  CHECK(t->in_room(room));
  CHECK(t->size[0] > 0);
}

}  // namespace

TEST_CASE("every catalog entry names a type of the table that belongs in its room") {
  for (const std::string& room : types().room_types()) {
    CHECK_FALSE(furniture_rules(room).empty());
    auto rules = furniture_rules(room);  // each room type has a defining piece
    CHECK(
        std::any_of(rules.begin(), rules.end(), [](const FurnitureRule& r) { return r.p == 1.0; }));
    for (const FurnitureRule& r : furniture_rules(room)) {
      check_piece(r.type, room, Placement::Floor);
      CHECK(r.lo >= 1);
      CHECK(r.lo <= r.hi);
    }
    for (const WallRule& r : wall_rules(room)) {
      check_piece(r.type, room, Placement::Wall);
      CHECK(r.height > 0);
      CHECK(r.height < 2.4);
    }
  }
  for (const FeaturedChild& f : featured_children()) {
    CAPTURE(f.parent);
    CAPTURE(f.child);
    CHECK(types().can_hold(f.parent, f.child));
  }
  for (const FloorItemRule& f : floor_items()) {
    CAPTURE(f.type);
    const ObjectType* t = types().find(f.type);
    REQUIRE(t);
    CHECK(t->placement == Placement::Small);
    CHECK(t->in_room(f.room));
  }
}

TEST_CASE("the random fill can reach every small type the table allows") {
  // Featured-only types (appliances, screens) have weight 0; everything
  // else that some receptacle holds must be drawable somewhere.
  std::set<std::string> featured;
  for (const FeaturedChild& f : featured_children()) featured.insert(std::string(f.child));
  for (const auto& [name, t] : types().all()) {
    if (t.placement != Placement::Small) continue;
    bool held = false, drawable = false;
    for (const auto& [pname, p] : types().all())
      if (p.receptacle && p.holds.count(name)) {
        held = true;
        drawable |= child_weight(pname, t) > 0;
      }
    CAPTURE(name);
    if (held) CHECK((drawable || featured.count(name) > 0 || name == "Faucet"));
  }
}

TEST_CASE("floor plans tile a rectangle with realistic rooms") {
  int fallbacks = 0;
  for (int i = 0; i < 500; ++i) {
    Layout l = plan_layout(11, i, 1, 10);
    CAPTURE(i);
    fallbacks += l.fallback;
    double area = 0;
    Rect bounds{1e9, 1e9, -1e9, -1e9};
    for (size_t k = 0; k < l.rooms.size(); ++k) {
      const RoomPlan& r = l.rooms[k];
      CHECK(r.id == "room|" + std::to_string(k + 1));
      const RoomTypeSpec& spec = room_type_spec(r.type);
      double lo = std::min(r.rect.width(), r.rect.depth()),
             hi = std::max(r.rect.width(), r.rect.depth());
      CHECK(lo >= spec.min_side - 1e-9);
      if (!l.fallback) CHECK(hi / lo <= spec.max_aspect + 1e-9);
      area += r.rect.area();
      bounds = {std::min(bounds.x0, r.rect.x0), std::min(bounds.z0, r.rect.z0),
                std::max(bounds.x1, r.rect.x1), std::max(bounds.z1, r.rect.z1)};
      for (size_t j = 0; j < k; ++j)
        CHECK_FALSE(r.rect.box().overlaps(l.rooms[j].rect.box(), -1e-6));
    }
    // No gaps: the rooms cover their bounding rectangle exactly.
    CHECK(area == doctest::Approx(bounds.area()).epsilon(1e-9));
    // A spanning tree (plus at most one loop) and one front door.
    CHECK(l.doors.size() >= l.rooms.size());
    CHECK(l.doors.size() <= l.rooms.size() + 1);
    CHECK(std::count_if(l.doors.begin(), l.doors.end(),
                        [](const DoorPlan& d) { return d.exterior; }) == 1);
  }
  CHECK(fallbacks <= 5);
}

TEST_CASE("generated types are ProcTHOR object types (when ../shared/procthor is present)" * doctest::skip(!mm::test::have_procthor())) {
  // Skipped (reported as such) when ../shared/procthor is absent.
  std::ifstream in(test::procthor_path("asset-database.json"));
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  auto db = parse_json(text, "asset-database.json");
  REQUIRE(db.ok());
  std::set<std::string> known;
  for (const auto& [type, assets] : db->items()) known.insert(type);
  // AI2-THOR types that ProcTHOR folds into other assets (counters with
  // cabinets and drawers, sinks with basins); the type table keeps them.
  const std::set<std::string> thor_only = {
      "Bathtub", "Cabinet",    "Drawer",        "Mirror",          "Shelf",       "StoveBurner",
      "Faucet",  "ShowerHead", "ShowerCurtain", "HandTowelHolder", "TowelHolder", "LightSwitch"};
  std::set<std::string> seen;
  for (int i = 0; i < 50; ++i)
    for (const Object& o : generate_builtin_house(5, i).objects) seen.insert(o.type);
  for (const std::string& type : seen) {
    CAPTURE(type);
    CHECK((known.count(type) > 0 || thor_only.count(type) > 0));
  }
}

TEST_CASE("placements PutObject refuses come from real scenes (when ../shared/procthor is present)" *
          doctest::skip(!mm::test::have_procthor())) {
  // A receptacle's "alsoFound" types (can_hold but not can_put) are kept for
  // the generator only where ProcTHOR's receptacles.json records the pair or
  // the catalogue features it; everything else follows AI2-THOR's PutObject.
  std::ifstream in(test::procthor_path("receptacles.json"));
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  auto rec = parse_json(text, "receptacles.json");
  REQUIRE(rec.ok());
  std::set<std::pair<std::string, std::string>> featured;
  for (const FeaturedChild& f : featured_children()) featured.insert({std::string(f.parent), std::string(f.child)});
  int found_only = 0;
  for (const auto& [name, t] : types().all())
    for (const auto& child : t.holds) {
      if (t.accepts.count(child)) continue;
      CAPTURE(name);
      CAPTURE(child);
      ++found_only;
      bool in_procthor = rec->contains(name) && (*rec)[name].contains(child);
      CHECK((in_procthor || featured.count({name, child}) > 0));
    }
  CHECK(found_only > 0);
}
