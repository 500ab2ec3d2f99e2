// Stitching from bins alone: the true grouping of a panorama's mentions
// (which thing each one is) is always among the explanations, the counts
// it allows include the room's, and a hypothesis of wrong headings can be
// refuted.
#include <doctest/doctest.h>

#include <map>
#include <set>

#include "packs/cospace/panorama.h"
#include "packs/cospace/stitch.h"
#include "tests/cospace/cospace_test_util.h"

using namespace mm::cospace;

namespace {

// The true grouping of one signature's mentions, as a set of sets.
using Grouping = std::set<std::set<std::pair<int, int>>>;

Grouping truth_of(const std::vector<View>& views, const Signature& sig) {
  std::map<int, std::set<std::pair<int, int>>> by_thing;
  for (int v = 0; v < static_cast<int>(views.size()); ++v)
    for (int m = 0; m < static_cast<int>(views[v].seen.size()); ++m)
      if (views[v].seen[m].kind == sig.kind && views[v].seen[m].dist == sig.dist)
        by_thing[views[v].things[m]].insert({v, m});
  Grouping g;
  for (auto& [t, ms] : by_thing) g.insert(ms);
  return g;
}

Grouping grouping_of(const std::vector<Block>& p) {
  Grouping g;
  for (const Block& b : p) g.insert({b.mentions.begin(), b.mentions.end()});
  return g;
}

}  // namespace

TEST_CASE("the true grouping is always an explanation, full circle or partial") {
  int ambiguous = 0, signatures = 0;
  for (int i = 0; i < test::kPopulation; ++i) {
    Full f = draw_full(test::kSeed, "stitch-test", i, 0);
    std::vector<std::vector<View>> panoramas = {f.views};
    panoramas.push_back(observe_panorama(f.scene, regular_headings(15 * (i % 24), kRotationSteps[i % 3], 3 + i % 3)));
    for (const auto& views : panoramas) {
      Stitching st = stitch(views);
      REQUIRE(st.consistent());
      for (const Signature& sig : st.signatures) {
        ++signatures;
        Grouping truth = truth_of(views, sig);
        bool found = false;
        for (const auto& p : sig.partitions) found = found || grouping_of(p) == truth;
        CHECK_MESSAGE(found, "scene " << f.scene.id << " kind " << sig.kind);
        ambiguous += sig.partitions.size() > 1;
      }
    }
  }
  MESSAGE("signatures with more than one explanation: " << ambiguous << " of " << signatures);
}

TEST_CASE("stitched counts include the room's count for every kind") {
  for (int i = 0; i < test::kPopulation; ++i) {
    Full f = draw_full(test::kSeed, "stitch-test", i, 0);
    Stitching st = stitch(f.views);
    for (int o : f.scene.room_objects()) {
      const std::string& k = f.scene.world.things[o].type;
      CHECK(st.counts(k).count(f.scene.count_in_room(k)) == 1);
    }
  }
}

TEST_CASE("a lone mention inside the overlap contradicts the headings") {
  // A chair straight ahead in a view facing north must also show in the
  // view facing 45 degrees (front-left there): a panorama without it is
  // refuted, and with it the two mentions are one chair.
  View a{0, {{"Chair", mm::tos::Ego::Front, mm::tos::Dist::Mid}}, {}};
  View b{45, {}, {}};
  CHECK_FALSE(stitch({a, b}).consistent());
  b.seen.push_back({"Chair", mm::tos::Ego::FrontLeft, mm::tos::Dist::Mid});
  Stitching st = stitch({a, b});
  CHECK(st.consistent());
  CHECK(st.counts("Chair") == std::set<int>{1});
  // The same two views 90 degrees apart would need two chairs, at the far
  // edge of each view: consistent, never one chair.
  CHECK(stitch({a, b}, {0, 90}).counts("Chair") == std::set<int>{2});
}
