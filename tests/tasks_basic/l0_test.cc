// L0 families (exists, count, roomInventory, typeHistogram, objectState):
// gold re-derived by scanning the scene, guards, balance and rendering.
#include <algorithm>
#include <map>

#include "generator/tasks/families/common.h"

#include "tests/tasks_basic/basic_util.h"

namespace mm::test {
namespace {

int count_of(const Scene& s, const std::string& room, const std::string& type) {
  int n = 0;
  for (const auto& o : s.objects) n += o.room == room && o.type == type ? 1 : 0;
  return n;
}

// The whole room is described: every object of it is in scope.
void check_whole_room(const Scene& s, const TaskItem& item, const std::string& room) {
  CHECK_FALSE(item.description.partial);
  for (const auto& o : s.objects)
    if (o.room == room) CHECK(item.description.labels.has(o.id));
  CHECK(has_fact(item, FactKind::RoomCounts, room));
}

// No other type of the room has a name headed by the asked type's word
// (a hand towel beside "towels"): the question means one kind only.
void check_name_alone(const Scene& s, const std::string& room, const std::string& type) {
  for (const auto& o : s.objects)
    if (o.room == room) {
      const auto& holders = types_named_with(type);
      CHECK_MESSAGE(std::find(holders.begin(), holders.end(), o.type) == holders.end(),
                    type << " asked beside " << o.type);
    }
}

}  // namespace

TEST_CASE("exists: gold is whether the room holds the type, yes and no balanced") {
  Balance b;
  for_items("exists", 200, [&](const Sample& x) {
    const std::string room = qarg(x.item, "room").ref;
    const std::string type = qarg(x.item, "t").ref;
    CHECK(x.item.gold.get<bool>() == (count_of(*x.scene, room, type) > 0));
    // A "no" names a kind that could be there: it belongs in that kind of room.
    CHECK(TypeTable::builtin().find(type)->in_room(x.scene->room(room)->type));
    check_whole_room(*x.scene, x.item, room);
    if (!x.item.gold.get<bool>()) check_name_alone(*x.scene, room, type);
    b.add(x.item.gold.get<bool>());
    check_both_render(x.item);
  });
  CHECK(b.share() >= 0.4);
  CHECK(b.share() <= 0.6);
}

TEST_CASE("count: gold is the number of objects of the type in the room") {
  int zeros = 0, many = 0, total = 0;
  for_items("count", 200, [&](const Sample& x) {
    const std::string room = qarg(x.item, "room").ref;
    const std::string type = qarg(x.item, "t").ref;
    int n = count_of(*x.scene, room, type);
    CHECK(x.item.gold.get<int>() == n);
    check_whole_room(*x.scene, x.item, room);
    check_name_alone(*x.scene, room, type);
    zeros += n == 0;
    many += n > 1;
    ++total;
    check_both_render(x.item);
  }, 0, 400, 8);
  CHECK(zeros > 0);
  CHECK(zeros * 4 < total);
  CHECK(many * 2 > total);
}

TEST_CASE("roomInventory: gold is the sorted set of types in the room") {
  for_items("roomInventory", 200, [&](const Sample& x) {
    const std::string room = qarg(x.item, "room").ref;
    std::set<std::string> types;
    for (const auto& o : x.scene->objects)
      if (o.room == room) types.insert(o.type);
    std::vector<std::string> want(types.begin(), types.end());
    std::vector<std::string> got;
    for (const auto& g : x.item.gold) got.push_back(g.get<std::string>());
    CHECK(got == want);  // sorted, no repeats
    CHECK_FALSE(got.empty());
    check_whole_room(*x.scene, x.item, room);
    check_both_render(x.item);
  });
}

TEST_CASE("typeHistogram: gold maps every type of the room to its count") {
  for_items("typeHistogram", 200, [&](const Sample& x) {
    const std::string room = qarg(x.item, "room").ref;
    std::map<std::string, int> want;
    for (const auto& o : x.scene->objects)
      if (o.room == room) ++want[o.type];
    std::map<std::string, int> got;
    std::string prev;
    for (const auto& [k, n] : x.item.gold.items()) {
      got[k] = n.get<int>();
      CHECK(prev < k);  // keys sorted
      prev = k;
    }
    CHECK(got == want);
    CHECK_FALSE(got.empty());
    check_whole_room(*x.scene, x.item, room);
    check_both_render(x.item);
  });
}

TEST_CASE("objectState: gold is the object's state, stated or implied, yes and no balanced") {
  Balance b;
  std::map<std::string, Balance> by_attr;
  int implied = 0;
  for_items("objectState", 200, [&](const Sample& x) {
    const Object* o = x.scene->object(qarg(x.item, "obj").ref);
    REQUIRE(o);
    auto attr = parse_attr(qarg(x.item, "attr").ref);
    REQUIRE(attr);
    CHECK(*attr != Attr::IsPickedUp);
    CHECK(TypeTable::builtin().find(o->type)->has_attr(*attr));
    bool truth = o->state.get(*attr);
    CHECK(x.item.gold.get<bool>() == truth);
    // What the text says about it: a state fact, or the closed-world note.
    const Fact* stated = nullptr;
    for (const auto& f : x.item.description.facts)
      if (f.kind == FactKind::State && f.a == o->id && f.attr == *attr) stated = &f;
    if (stated) {
      CHECK(stated->value == truth);
    } else {
      bool closed_world = *attr == Attr::IsSliced || *attr == Attr::IsCooked || *attr == Attr::IsBroken ||
                          *attr == Attr::IsUsedUp;
      CHECK(closed_world);
      CHECK_FALSE(truth);
      ++implied;
    }
    check_question_objects_named(x.item);
    b.add(truth);
    by_attr[qarg(x.item, "attr").ref].add(truth);
    check_both_render(x.item);
  }, 0, 400, 8);
  CHECK(b.share() >= 0.4);
  CHECK(b.share() <= 0.6);
  CHECK(by_attr.size() >= 5);
  // Stated attributes do not give their answer away; implied-false
  // closed-world questions stay a small share.
  for (const char* a : {"isOpen", "isToggled", "isDirty", "isFilledWithLiquid"}) {
    INFO(a);
    REQUIRE(by_attr[a].total >= 10);
    CHECK(by_attr[a].share() >= 0.3);
    CHECK(by_attr[a].share() <= 0.7);
  }
  CHECK(implied > 0);
  CHECK(implied * 6 < b.total);
}

}  // namespace mm::test
