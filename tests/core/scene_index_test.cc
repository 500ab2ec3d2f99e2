#include <doctest/doctest.h>

#include <string>

#include "generator/core/scene.h"

using namespace mm;

namespace {

Scene make(int n) {
  Scene s;
  s.rooms.push_back({});
  s.rooms.back().id = "room|1";
  for (int i = 0; i < n; ++i) {
    Object o;
    o.id = "Apple|surface|" + std::to_string(i);
    o.type = "Apple";
    o.room = "room|1";
    s.objects.push_back(o);
  }
  s.reindex();
  return s;
}

}  // namespace

TEST_CASE("scene lookups: every id found, unknown ids not, copies keep working") {
  Scene s = make(300);
  for (const auto& o : s.objects) CHECK(s.object(o.id) == &o);
  CHECK(s.object("Apple|surface|300") == nullptr);
  CHECK(s.object("") == nullptr);
  CHECK(s.room("room|1") == &s.rooms[0]);
  CHECK(s.room("room|2") == nullptr);
  Scene copy = s;
  for (const auto& o : copy.objects) CHECK(copy.object(o.id) == &o);
  copy.object("Apple|surface|5")->type = "Mug";
  CHECK(s.object("Apple|surface|5")->type == "Apple");
}

TEST_CASE("scene lookups: the first of duplicated ids wins and reindex after edits") {
  Scene s = make(3);
  Object dup = s.objects[1];
  dup.type = "Mug";
  s.objects.push_back(dup);
  s.reindex();
  CHECK(s.object("Apple|surface|1") == &s.objects[1]);
  s.objects.erase(s.objects.begin() + 1);
  s.reindex();
  CHECK(s.object("Apple|surface|1")->type == "Mug");
}
