// L2 families (indirectSearch, sameRoom, roomPath): gold re-derived by
// walking parents and searching the door graph, guards, balance, rendering.
#include <functional>
#include <map>

#include "tests/tasks_basic/basic_util.h"

namespace mm::test {
namespace {

// Every shortest door path from a to b, by exhaustive search over simple paths.
std::vector<std::vector<std::string>> shortest_paths(const Scene& s, const std::string& a, const std::string& b) {
  std::map<std::string, std::set<std::string>> adj;
  for (const auto& d : s.doors)
    if (!d.exterior) {
      adj[d.room0].insert(d.room1);
      adj[d.room1].insert(d.room0);
    }
  std::vector<std::vector<std::string>> best;
  std::vector<std::string> path{a};
  std::function<void()> walk = [&] {
    if (!best.empty() && path.size() > best.front().size()) return;
    if (path.back() == b) {
      if (!best.empty() && path.size() < best.front().size()) best.clear();
      best.push_back(path);
      return;
    }
    for (const auto& n : adj[path.back()]) {
      if (std::find(path.begin(), path.end(), n) != path.end()) continue;
      path.push_back(n);
      walk();
      path.pop_back();
    }
  };
  walk();
  return best;
}

}  // namespace

TEST_CASE("indirectSearch: gold is the room then the receptacles outside-in, depth >= 2") {
  for_items("indirectSearch", 200, [&](const Sample& x) {
    const Scene& s = *x.scene;
    const Object* o = s.object(qarg(x.item, "obj").ref);
    REQUIRE(o);
    std::vector<std::string> chain;
    for (const Object* p = o; !p->parent.empty(); p = s.object(p->parent)) chain.insert(chain.begin(), p->parent);
    chain.insert(chain.begin(), o->room);
    std::vector<std::string> want;
    for (const auto& id : chain) want.push_back(label(x.item, id));
    std::vector<std::string> got;
    for (const auto& g : x.item.gold) got.push_back(g.get<std::string>());
    CHECK(got == want);
    CHECK(chain.size() >= 3);  // room + at least two receptacles
    CHECK(x.item.description.rooms.size() >= 2);
    CHECK(x.item.description.rooms.size() <= 3);
    CHECK(room_follows(s, x.item, o->id));
    check_question_objects_named(x.item);
    check_both_render(x.item);
  });
}

TEST_CASE("sameRoom: gold compares the two objects' rooms, balanced, rooms follow from the text") {
  Balance b;
  for_items("sameRoom", 200, [&](const Sample& x) {
    const Scene& s = *x.scene;
    const std::string a = qarg(x.item, "x").ref, c = qarg(x.item, "y").ref;
    CHECK(a != c);
    bool truth = s.object(a)->room == s.object(c)->room;
    CHECK(x.item.gold.get<bool>() == truth);
    b.add(truth);
    CHECK(x.item.description.rooms.size() >= 2);
    CHECK(x.item.description.rooms.size() <= 3);
    CHECK(room_follows(s, x.item, a));
    CHECK(room_follows(s, x.item, c));
    check_question_objects_named(x.item);
    check_both_render(x.item);
  });
  CHECK(b.share() >= 0.4);
  CHECK(b.share() <= 0.6);
}

TEST_CASE("roomPath: gold is the unique shortest door path of >= 3 rooms") {
  for_items("roomPath", 200, [&](const Sample& x) {
    const Scene& s = *x.scene;
    const std::string from = qarg(x.item, "from").ref, to = qarg(x.item, "to").ref;
    auto paths = shortest_paths(s, from, to);
    REQUIRE(paths.size() == 1);  // never a tie
    CHECK(paths[0].size() >= 3);
    std::vector<std::string> want;
    for (const auto& id : paths[0]) want.push_back(label(x.item, id));
    std::vector<std::string> got;
    for (const auto& g : x.item.gold) got.push_back(g.get<std::string>());
    CHECK(got == want);
    // The floor plan: every room, every interior door, nothing else needed.
    CHECK(x.item.description.rooms.size() == s.rooms.size());
    for (size_t i = 0; i + 1 < paths[0].size(); ++i) {
      bool stated = false;
      for (const auto& f : x.item.description.facts)
        stated |= f.kind == FactKind::Door && ((f.a == paths[0][i] && f.b == paths[0][i + 1]) ||
                                               (f.b == paths[0][i] && f.a == paths[0][i + 1]));
      CHECK(stated);
    }
    check_both_render(x.item);
  });
}

}  // namespace mm::test
