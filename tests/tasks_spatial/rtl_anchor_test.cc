// rtlAnchorPreference: one stated compass relation between two pieces; the
// gold names the source (mentioned first) and the target, and the mention
// order decides which of the stated anchor / located piece is the source.
#include <doctest/doctest.h>

#include <algorithm>
#include <iterator>
#include <sstream>

#include "tests/tasks_spatial/spatial_check.h"

namespace mm::test {
namespace {

using namespace spatial;

const Fact& only_offset(const TaskItem& item) {
  const Fact* found = nullptr;
  int n = 0;
  for (const Fact& f : item.description.facts)
    if (f.kind == FactKind::Offset) {
      found = &f;
      ++n;
    }
  REQUIRE(n == 1);
  return *found;
}

TEST_CASE("rtlAnchorPreference: source and target follow the mention order") {
  int anchor_first = 0, total = 0;
  for_items("rtlAnchorPreference", 200, [&](const Sample& s) {
    const TaskItem& item = s.item;
    CHECK(item.format == Format::FreeText);
    CHECK(item.evaluator == "anchor-extraction");
    CHECK(item.frame == Frame::Absolute);
    const Fact& f = only_offset(item);
    REQUIRE(!f.b.empty());
    bool af = item.order == Order::AnchorFirst;
    anchor_first += af;
    ++total;
    std::string source = af ? f.b : f.a, target = af ? f.a : f.b;
    CHECK(item.gold["source"] == label(item, source));
    CHECK(item.gold["target"] == label(item, target));
    CHECK(qref(item, "first") == source);
    CHECK(qref(item, "second") == target);
    CHECK(item.description.focus == source);  // the source also opens the description
    CHECK(item.scoring["stated_anchor"] == label(item, f.b));
    CHECK(item.scoring["stated_located"] == label(item, f.a));
    P v{f.ahead, f.right};
    check_direction(item.scoring["direction"].get<std::string>(), Frame::Absolute, bearing_of(v), item);
    CHECK(s.scene->object(f.a)->type != s.scene->object(f.b)->type);
    // In the structured control's scene block the source's label comes first
    // on the OFFSET line.
    auto p = renderer("struct").scene_block(item, Mode::Balanced);
    REQUIRE(p);
    size_t line = p->find("OFFSET");
    REQUIRE(line != std::string::npos);
    std::istringstream words(p->substr(line, p->find('\n', line) - line));
    std::vector<std::string> tokens{std::istream_iterator<std::string>(words), {}};
    auto at = [&](const std::string& w) { return std::find(tokens.begin(), tokens.end(), w) - tokens.begin(); };
    CHECK(at(label(item, source)) < at(label(item, target)));
    CHECK(at(label(item, target)) < std::ptrdiff_t(tokens.size()));
    check_renders(item, "en");
    check_renders(item, "struct");
  });
  CHECK(anchor_first > total / 3);
  CHECK(anchor_first < 2 * total / 3);
}

}  // namespace
}  // namespace mm::test
