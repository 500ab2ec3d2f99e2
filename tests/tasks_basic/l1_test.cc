// L1 families (locate, relationCheck, contents, roomOf, coLocated): gold
// re-derived from the scene's parent links and rooms, guards, balance and
// rendering.
#include "tests/tasks_basic/basic_util.h"

namespace mm::test {
namespace {

std::vector<std::string> children_of(const Scene& s, const std::string& id) {
  std::vector<std::string> out;
  for (const auto& o : s.objects)
    if (o.parent == id) out.push_back(o.id);
  return out;
}

bool is_ancestor(const Scene& s, const std::string& anc, const std::string& id) {
  for (const Object* o = s.object(id); !o->parent.empty(); o = s.object(o->parent))
    if (o->parent == anc) return true;
  return false;
}

}  // namespace

TEST_CASE("locate: gold is the object's direct parent") {
  for_items("locate", 200, [&](const Sample& x) {
    const Object* o = x.scene->object(qarg(x.item, "obj").ref);
    REQUIRE(o);
    REQUIRE_FALSE(o->parent.empty());
    CHECK(x.item.gold.get<std::string>() == label(x.item, o->parent));
    CHECK(x.item.scoring["link"].get<std::string>() == link_name(o->link));
    check_question_objects_named(x.item);
    check_both_render(x.item);
  });
}

TEST_CASE("relationCheck: gold from the parent link, negatives name in-scope receptacles, balanced") {
  Balance b;
  int wrong_link = 0, other = 0;
  for_items("relationCheck", 200, [&](const Sample& x) {
    const Scene& s = *x.scene;
    const Object* o = s.object(qarg(x.item, "obj").ref);
    const std::string rec = qarg(x.item, "rec").ref;
    const std::string link = qarg(x.item, "link").text;
    REQUIRE(o);
    bool truth = o->parent == rec && link_name(o->link) == link;
    CHECK(x.item.gold.get<bool>() == truth);
    b.add(truth);
    check_question_objects_named(x.item);
    CHECK(x.item.description.labels.has(rec));
    const ObjectType* rt = TypeTable::builtin().find(s.object(rec)->type);
    CHECK(rt->receptacle);
    if (!truth && rec == o->parent) {
      // Wrong link: only "on" of something the object is inside, and only
      // for openable enclosures.
      ++wrong_link;
      CHECK(o->link == Link::In);
      CHECK(link == "on");
      CHECK(rt->openable);
    } else if (!truth) {
      ++other;
      CHECK_FALSE(is_ancestor(s, rec, o->id));  // not loosely "in" it either
      CHECK_FALSE(is_ancestor(s, o->id, rec));
      CHECK(link == link_name(rt->link));
      CHECK(TypeTable::builtin().can_hold(s.object(rec)->type, o->type));
    }
    check_both_render(x.item);
  });
  CHECK(b.share() >= 0.4);
  CHECK(b.share() <= 0.6);
  CHECK(wrong_link > 0);
  CHECK(other > wrong_link);
}

TEST_CASE("contents: gold is the receptacle's direct children, some empty, mostly not") {
  int empty = 0, total = 0;
  for_items("contents", 200, [&](const Sample& x) {
    const Scene& s = *x.scene;
    const std::string rec = qarg(x.item, "rec").ref;
    const std::string link = qarg(x.item, "link").text;
    auto kids = children_of(s, rec);
    CHECK(sorted_gold(x.item) == sorted_labels(x.item, kids));
    for (const auto& k : kids) {
      CHECK(link_name(s.object(k)->link) == link);
      CHECK(children_of(s, k).empty());  // no nested contents to be ambiguous about
    }
    CHECK(link == link_name(TypeTable::builtin().find(s.object(rec)->type)->link));
    check_question_objects_named(x.item);
    empty += kids.empty();
    ++total;
    check_both_render(x.item);
  }, 0, 400, 5);
  CHECK(empty > 0);
  CHECK(empty * 4 < total);
}

TEST_CASE("roomOf: gold is the object's room, which follows from the text of 2-3 rooms") {
  int shared = 0, total = 0;
  for_items("roomOf", 200, [&](const Sample& x) {
    const Scene& s = *x.scene;
    const Object* o = s.object(qarg(x.item, "obj").ref);
    REQUIRE(o);
    CHECK(x.item.gold.get<std::string>() == label(x.item, o->room));
    size_t rooms = x.item.description.rooms.size();
    CHECK(rooms >= 2);
    CHECK(rooms <= 3);
    CHECK_FALSE(x.item.description.partial);
    CHECK(room_follows(s, x.item, o->id));
    check_question_objects_named(x.item);
    int with_type = 0;
    for (const auto& f : x.item.description.facts)
      if (f.kind == FactKind::RoomCounts)
        for (const auto& [t, n] : f.counts) with_type += t == o->type;
    shared += with_type > 1;
    ++total;
    check_both_render(x.item);
  });
  CHECK(shared * 2 > total);  // mostly not given away by the type
}

TEST_CASE("coLocated: gold is the object's siblings, never empty") {
  for_items("coLocated", 200, [&](const Sample& x) {
    const Scene& s = *x.scene;
    const Object* o = s.object(qarg(x.item, "obj").ref);
    REQUIRE(o);
    REQUIRE_FALSE(o->parent.empty());
    std::vector<std::string> sib;
    for (const auto& k : children_of(s, o->parent))
      if (k != o->id) sib.push_back(k);
    CHECK_FALSE(sib.empty());
    CHECK(sorted_gold(x.item) == sorted_labels(x.item, sib));
    CHECK(qarg(x.item, "link").text == link_name(o->link));
    for (const auto& k : children_of(s, o->parent)) CHECK(children_of(s, k).empty());
    check_question_objects_named(x.item);
    check_both_render(x.item);
  });
}

}  // namespace mm::test
