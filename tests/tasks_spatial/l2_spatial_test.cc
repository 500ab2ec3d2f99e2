// L2 spatial families: relativeDirection, chainRelation, distanceCompare.
// Every gold answer is re-derived from the item's stated offsets by the
// independent traversal in spatial_check.h, and every item renders in
// English and the structured control in all modes and regimes.
#include <doctest/doctest.h>

#include <algorithm>

#include "tests/tasks_spatial/spatial_check.h"

namespace mm::test {
namespace {

using namespace spatial;

void check_common(const TaskItem& item) {
  CHECK(item.description.frame == item.frame);
  CHECK(item.description.order == item.order);
  check_renders(item, "en");
  check_renders(item, "struct");
}

TEST_CASE("relativeDirection: gold follows from the stated offsets") {
  for_items("relativeDirection", 200, [](const Sample& s) {
    const TaskItem& item = s.item;
    Stated st = parse_stated(item);
    std::string target = qref(item, "target"), anchor = qref(item, "anchor");
    CHECK(st.hops(anchor, target) == 2);  // two stated offsets are composed
    check_direction(item.gold.get<std::string>(), item.frame, bearing_of(st.vec(anchor, target)), item);
    CHECK(item.choices == labels_of(item.frame));
    CHECK(item.chain_depth == 2);
    check_common(item);
  });
}

TEST_CASE("chainRelation: both directions along a 2-3 offset chain, opposite") {
  std::map<int, int> depths;
  for_items("chainRelation", 200, [&](const Sample& s) {
    const TaskItem& item = s.item;
    Stated st = parse_stated(item);
    std::string x = qref(item, "target"), z = qref(item, "anchor");
    int hops = st.hops(x, z);
    if (item.frame == Frame::Intrinsic) CHECK(hops == 2);
    else CHECK((hops >= 2 && hops <= 3));
    CHECK(item.chain_depth == hops);
    ++depths[hops];
    REQUIRE(item.gold.is_array());
    REQUIRE(item.gold.size() == 2);
    double forward = bearing_of(st.vec(z, x)), backward = bearing_of(st.vec(x, z));
    check_direction(item.gold[0].get<std::string>(), item.frame, forward, item);
    check_direction(item.gold[1].get<std::string>(), item.frame, backward, item);
    CHECK((bin_of(forward) + 4) % 8 == bin_of(backward));
    CHECK(item.format == Format::DirectionPair);
    CHECK(item.choices == labels_of(item.frame));
    check_common(item);
  });
  CHECK(depths[3] > 0);  // some chains need three offsets
}

TEST_CASE("distanceCompare: the closer piece by stated distances, no near ties") {
  for_items("distanceCompare", 200, [](const Sample& s) {
    const TaskItem& item = s.item;
    Stated st = parse_stated(item);
    std::string x = qref(item, "anchor"), y = qref(item, "first"), z = qref(item, "second");
    CHECK(x != y);
    CHECK(x != z);
    CHECK(y != z);
    auto dist = [&](const std::string& to) {
      P v = st.vec(x, to);
      return std::sqrt(v.ahead * v.ahead + v.right * v.right);
    };
    double dy = dist(y), dz = dist(z);
    double gap = std::fabs(dy - dz);
    INFO(item.case_id << " dy=" << dy << " dz=" << dz);
    CHECK(gap >= 0.5);
    CHECK(gap >= 0.15 * std::max(dy, dz));
    CHECK(item.gold.get<std::string>() == label(item, dy < dz ? y : z));
    int hy = st.hops(x, y), hz = st.hops(x, z);
    CHECK((hy >= 1 && hy <= 3 && hz >= 1 && hz <= 3 && std::max(hy, hz) >= 2));
    CHECK(item.format == Format::Label);
    check_common(item);
  });
}

TEST_CASE("distanceCompare: the gold is not tied to the first-offered option") {
  int first = 0, total = 0;
  for_items("distanceCompare", 120, [&](const Sample& s) {
    ++total;
    if (s.item.gold.get<std::string>() == label(s.item, qref(s.item, "first"))) ++first;
  });
  CHECK(first > total / 4);
  CHECK(first < 3 * total / 4);
}

}  // namespace
}  // namespace mm::test
