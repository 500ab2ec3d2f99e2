// L3 viewpoint families: globalToView, viewToGlobal, rotation,
// viewpointShift, rotationCheck. The viewer's position and heading are read
// back from the description (Viewer facts) and the question (turn, facing);
// the target's stated vector is rotated by plain trigonometry and binned by
// spatial_check.h, independently of the family code.
#include <doctest/doctest.h>

#include "tests/tasks_spatial/spatial_check.h"

namespace mm::test {
namespace {

using namespace spatial;

// Nobody is asked to stand at a painting or a light switch.
void check_standable(const Scene& s, const std::string& id) {
  const ObjectType* t = TypeTable::builtin().find(s.object(id)->type);
  REQUIRE(t);
  CHECK(t->placement != Placement::Wall);
}

void check_common(const TaskItem& item) {
  CHECK(item.description.frame == item.frame);
  check_renders(item, "en");
  check_renders(item, "struct");
}

// Clockwise turn in degrees from the question's deg/side arguments.
double turn_of(const TaskItem& item) {
  const Arg* deg = qarg(item, "deg");
  const Arg* side = qarg(item, "side");
  REQUIRE(deg);
  REQUIRE(side);
  CHECK((deg->number == 90 || deg->number == 180 || deg->number == 270));
  CHECK((side->ref == "left" || side->ref == "right"));
  return side->ref == "right" ? double(deg->number) : -double(deg->number);
}

// Where you stand and your heading in the frame's own coordinates before a
// turn: the stated viewer (relative, absolute) or the frame anchor.
std::pair<std::string, double> start_pose(const TaskItem& item, const Stated& st) {
  if (item.frame == Frame::Absolute) {
    CHECK(!st.viewer_heading.empty());
    return {st.viewer, named_bearing(st.viewer_heading)};
  }
  if (item.frame == Frame::Relative) return {st.viewer, 0.0};
  CHECK(qref(item, "frame_anchor") == item.description.frame_anchor);
  return {item.description.frame_anchor, 0.0};
}

// The after-turn bearing of the target as the viewer sees it.
double after_turn(const Sample& s) {
  const TaskItem& item = s.item;
  Stated st = parse_stated(item);
  auto [at, heading] = start_pose(item, st);
  if (item.frame == Frame::Absolute) CHECK(heading == quarter_of(*s.scene, at));  // the piece's own facing
  std::string target = qref(item, "target");
  int hops = st.hops(at, target);
  CHECK((hops >= 1 && hops <= 2));
  return bearing_of(st.vec(at, target)) - heading - turn_of(item);
}

TEST_CASE("globalToView: compass layout turned into your view") {
  for_items("globalToView", 200, [](const Sample& s) {
    const TaskItem& item = s.item;
    CHECK(item.frame == Frame::Absolute);
    Stated st = parse_stated(item);
    std::string viewer = qref(item, "viewer"), target = qref(item, "target");
    CHECK(st.viewer == viewer);
    check_standable(*s.scene, viewer);
    REQUIRE(!st.viewer_heading.empty());
    int hops = st.hops(viewer, target);
    CHECK((hops >= 1 && hops <= 2));
    double b = bearing_of(st.vec(viewer, target)) - named_bearing(st.viewer_heading);
    check_direction(item.gold.get<std::string>(), Frame::Relative, b, item);
    CHECK(item.choices == labels_of(Frame::Relative));
    check_common(item);
  });
}

TEST_CASE("viewToGlobal: your view turned into compass terms by the stated heading") {
  for_items("viewToGlobal", 200, [](const Sample& s) {
    const TaskItem& item = s.item;
    CHECK(item.frame == Frame::Relative);
    Stated st = parse_stated(item);
    const Arg* heading = qarg(item, "heading");
    REQUIRE(heading);
    CHECK(heading->kind == Arg::Kind::Compass);
    // The stated heading is the viewer's piece's true facing.
    CHECK(named_bearing(heading->ref) == quarter_of(*s.scene, st.viewer));
    std::string target = qref(item, "target");
    int hops = st.hops(st.viewer, target);
    CHECK((hops >= 1 && hops <= 2));
    double b = bearing_of(st.vec(st.viewer, target)) + named_bearing(heading->ref);
    check_direction(item.gold.get<std::string>(), Frame::Absolute, b, item);
    CHECK(item.choices == labels_of(Frame::Absolute));
    check_common(item);
  });
}

TEST_CASE("rotation: where the target is after the turn") {
  for_items("rotation", 200, [](const Sample& s) {
    check_direction(s.item.gold.get<std::string>(), Frame::Relative, after_turn(s), s.item);
    CHECK(s.item.choices == labels_of(Frame::Relative));
    check_common(s.item);
  });
}

TEST_CASE("rotationCheck: yes exactly when the asked side is the after-turn side, balanced") {
  int yes = 0, total = 0;
  for_items("rotationCheck", 200, [&](const Sample& s) {
    const TaskItem& item = s.item;
    double b = after_turn(s);
    CHECK(margin_of(b) >= kMinBinMargin);
    const Arg* asked = qarg(item, "asked");
    REQUIRE(asked);
    bool truth = asked->ref == kEgo[bin_of(b)];
    REQUIRE(item.gold.is_boolean());
    CHECK(item.gold.get<bool>() == truth);
    yes += truth;
    ++total;
    check_common(item);
  });
  double share = double(yes) / total;
  CHECK(share >= 0.4);
  CHECK(share <= 0.6);
}

TEST_CASE("viewpointShift: standing at Y facing Z or a stated direction") {
  int facing_piece = 0, total = 0;
  for_items("viewpointShift", 200, [&](const Sample& s) {
    const TaskItem& item = s.item;
    Stated st = parse_stated(item);
    std::string pos = qref(item, "pos"), target = qref(item, "target");
    check_standable(*s.scene, pos);
    int hops = st.hops(pos, target);
    CHECK((hops >= 1 && hops <= 2));
    double facing = 0;
    if (const Arg* face = qarg(item, "face")) {
      ++facing_piece;
      int fh = st.hops(pos, face->ref);
      CHECK((fh >= 1 && fh <= 2));
      CHECK(face->ref != target);
      facing = bearing_of(st.vec(pos, face->ref));
    } else {
      const Arg* dir = qarg(item, "facing");
      REQUIRE(dir);
      CHECK(dir->kind == (item.frame == Frame::Absolute ? Arg::Kind::Compass : Arg::Kind::Ego));
      facing = named_bearing(dir->ref);  // compass in the absolute frame, else the frame's own sides
    }
    ++total;
    check_direction(item.gold.get<std::string>(), Frame::Relative, bearing_of(st.vec(pos, target)) - facing, item);
    CHECK(item.choices == labels_of(Frame::Relative));
    check_common(item);
  });
  CHECK(facing_piece > total / 4);
  CHECK(facing_piece < 3 * total / 4);
}

}  // namespace
}  // namespace mm::test
