// Pairing: the frame and mention-order variants of one case j ask about the
// same objects and have the same underlying answer (up to relabelling a
// direction between frames), so frame-shift and reading-order analyses
// compare like with like.
#include <doctest/doctest.h>

#include <memory>

#include "generator/scenes/builtin_house.h"
#include "tests/tasks_spatial/spatial_check.h"

namespace mm::test {
namespace {

using namespace spatial;

struct Built {
  Variant v;
  TaskItem item;
};

// Every variant of case j, or none (a case must not exist in only some).
std::vector<Built> variants_of_case(const Family& f, const CaseContext& ctx, int j) {
  std::vector<Built> out;
  int missing = 0;
  for (Variant v : variants_of(f.info())) {
    auto item = f.build(ctx, j, v);
    if (item) out.push_back({v, std::move(*item)});
    else ++missing;
  }
  INFO(f.info().id << " " << ctx.scene().id << " case " << j);
  CHECK((out.empty() || missing == 0));
  return out;
}

// The objects a question names (argument name -> object id).
std::map<std::string, std::string> question_objects(const TaskItem& item) {
  std::map<std::string, std::string> out;
  for (const Arg& a : item.question.args)
    if (a.kind == Arg::Kind::Object) out[a.name] = a.ref;
  return out;
}

// The compass bin of a direction label answered in the item's frame: the
// relative and intrinsic frames look the way the root piece faces.
int compass_bin_of(const Scene& s, const TaskItem& item, const std::string& label) {
  int bin = int(named_bearing(label) / 45.0);
  if (item.frame == Frame::Absolute) return bin;
  int heading = quarter_of(s, qref(item, "frame_anchor"));
  return (bin + heading / 45) % 8;
}

// The same underlying answer of two variants of one case.
void check_same_answer(const Scene& s, const std::string& family, const TaskItem& a, const TaskItem& b) {
  INFO(family << " " << a.case_id << " " << frame_name(a.frame) << "/" << order_name(a.order) << " vs "
              << frame_name(b.frame) << "/" << order_name(b.order));
  if (family == "relativeDirection") {
    CHECK(compass_bin_of(s, a, a.gold) == compass_bin_of(s, b, b.gold));
  } else if (family == "chainRelation") {
    for (int k = 0; k < 2; ++k) CHECK(compass_bin_of(s, a, a.gold[k]) == compass_bin_of(s, b, b.gold[k]));
  } else if (family == "rtlAnchorPreference") {
    bool same_order = a.order == b.order;
    CHECK(a.gold["source"] == (same_order ? b.gold["source"] : b.gold["target"]));
    CHECK(a.scoring["direction"] == b.scoring["direction"]);
  } else {
    // Labels, egocentric directions and yes/no: identical in every variant.
    CHECK(a.gold == b.gold);
    if (family == "rotationCheck") CHECK(qarg(a, "asked")->ref == qarg(b, "asked")->ref);
  }
}

void check_pairs(const std::string& family, int houses) {
  const Family* f = find_family(family);
  REQUIRE(f);
  int cases = 0;
  for (int h = 0; h < houses; ++h) {
    Scene scene = generate_builtin_house(7, h);
    CaseContext ctx(scene, 7);
    for (int j = 0; j < 2; ++j) {
      auto built = variants_of_case(*f, ctx, j);
      if (built.empty()) continue;
      ++cases;
      const TaskItem& first = built.front().item;
      auto objects = question_objects(first);
      for (const auto& b : built) {
        CHECK(b.item.case_id == first.case_id);
        CHECK(b.item.frame == b.v.frame);
        CHECK(b.item.order == b.v.order);
        if (family == "rtlAnchorPreference") {
          auto o = question_objects(b.item);
          CHECK(((o == objects) || (o["first"] == objects["second"] && o["second"] == objects["first"])));
        } else {
          CHECK(question_objects(b.item) == objects);
        }
        check_same_answer(scene, family, first, b.item);
      }
    }
  }
  CHECK_MESSAGE(cases >= 20, family << ": only " << cases << " paired cases");
}

TEST_CASE("pairing: variants of a case ask the same thing") {
  for (const char* family : {"relativeDirection", "chainRelation", "distanceCompare", "globalToView",
                             "viewToGlobal", "rotation", "viewpointShift", "rotationCheck",
                             "rtlAnchorPreference"})
    check_pairs(family, 40);
}

}  // namespace
}  // namespace mm::test
