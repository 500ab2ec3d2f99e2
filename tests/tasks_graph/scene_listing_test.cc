// sceneListing: the gold list is every object of the room (brute force over
// the scene), the description states each of them without a counts line,
// and the item renders in English and the structured control.
#include <algorithm>
#include <map>

#include "tests/tasks/task_test_util.h"
#include "tests/tasks_graph/graph_check.h"

namespace mm::test {
namespace {

TEST_CASE("sceneListing: gold = every object of the room") {
  for_items("sceneListing", 200, [&](const Sample& x) {
    const TaskItem& it = x.item;
    const Description& d = it.description;
    const Scene& s = *x.scene;
    CHECK(it.format == Format::FreeText);
    CHECK(it.evaluator == "scene-listing");
    CHECK(it.level == -1);
    REQUIRE(d.rooms.size() == 1);
    const std::string room = d.rooms[0];
    check_labels(s, d);
    std::vector<std::string> brute;
    std::map<std::string, int> types;
    for (const auto& o : s.objects)
      if (o.room == room) {
        brute.push_back(d.labels.label(o.id));
        ++types[o.type];
      }
    std::sort(brute.begin(), brute.end());
    REQUIRE(it.gold.is_array());
    std::vector<std::string> gold;
    for (const auto& g : it.gold) gold.push_back(g.get<std::string>());
    CHECK(gold == brute);
    CHECK(brute.size() >= 3);
    for (const auto& [type, n] : types) CHECK(it.scoring["types"][type] == n);
    CHECK(it.scoring["room"] == d.labels.label(room));
    // No counts line; every object is named by some placement/containment fact.
    std::set<std::string> mentioned;
    for (const auto& f : d.facts) {
      CHECK(f.kind != FactKind::RoomCounts);
      if (f.kind == FactKind::Placement || f.kind == FactKind::Contain) mentioned.insert(d.labels.label(f.a));
    }
    CHECK(mentioned.size() == brute.size());
    check_renders(it, "en");
    check_renders(it, "struct");
  });
}

}  // namespace
}  // namespace mm::test
