// Hand-computed aggregation on a small synthetic results file.
#include <doctest/doctest.h>

#include "tests/report/report_test_util.h"
#include <cmath>

#include "validators/reporting/aggregate_diagnostics.h"
#include "validators/reporting/aggregate_families.h"
#include "validators/reporting/family_chance.h"
#include "tests/test_util.h"

namespace mm::report {
namespace {

using test::emit;
using test::Lines;

// The synthetic file (model m unless said):
//   L0 exists   en  direct    10 items, 7 correct  -> 0.7
//   L0 exists   en  reasoning 10 items, 9 correct  -> 0.9
//   L0 count    en  direct    10 items, 4 correct  -> 0.4  (9 answer 3, 1 invalid)
//   L0 objectState en direct   5 items, 5 correct  -> small, left out
//   L0 exists   zh  direct    10 items, 10 correct -> 1.0
//   L0 exists   struct direct 10 items, 0 correct  -> 0.0 (not in Overall)
//   L3 rotation en  relative/absolute/intrinsic, 10 each: 8, 4, 6 correct
//   L3 rotation zh  direct    10 items, 2 correct  -> 0.2
//   L5 staticGraph en direct  10 items, score 0.5, not correct, node 0.9, edge 0.4
//   rtlAnchorPreference en: source, target, and one invalid (unknown)
std::string synthetic() {
  std::string s;
  Lines exists;
  exists.correct = 7;
  exists.answer = false;
  emit(exists, s);
  exists.regime = "reasoning";
  exists.correct = 9;
  exists.answer = true;
  emit(exists, s);
  Lines count{.family = "count", .n = 9, .correct = 4, .answer = 3};
  emit(count, s);
  emit({.family = "count", .n = 1, .status = "invalid"}, s);
  emit({.family = "objectState", .n = 5, .correct = 5}, s);
  emit({.language = "zh", .correct = 10}, s);
  emit({.language = "struct", .correct = 0}, s);
  emit({.level = 3, .family = "rotation", .frame = "relative", .correct = 8, .answer = "left"}, s);
  emit({.level = 3, .family = "rotation", .frame = "absolute", .correct = 4, .answer = "left"}, s);
  emit({.level = 3, .family = "rotation", .frame = "intrinsic", .correct = 6, .answer = "front"}, s);
  emit({.level = 3, .family = "rotation", .language = "zh", .correct = 2, .answer = "left"}, s);
  nlohmann::json graph = {{"json_valid", 1}, {"strict_json", 0}, {"node_f1", 0.9}, {"edge_f1", 0.4}};
  emit({.level = 5, .family = "staticGraph", .score = 0.5, .answer = {{"nodes", 1}}, .components = graph}, s);
  emit({.level = -1, .family = "rtlAnchorPreference", .n = 1, .components = {{"anchor", "source"}}}, s);
  emit({.level = -1, .family = "rtlAnchorPreference", .n = 1, .components = {{"anchor", "target"}}}, s);
  emit({.level = -1, .family = "rtlAnchorPreference", .n = 1, .status = "invalid"}, s);
  return s;
}

const Report& report() {
  static const Report r = build_report(test::rows_of(synthetic()));
  return r;
}

double value(const std::string& lang, int level) {
  const Composite* c = report().find("m", lang, level);
  REQUIRE(c);
  REQUIRE(c->value);
  return *c->value;
}

TEST_CASE("cells: n, pass rate, mean score, n < 10 flagged") {
  const Cells& cells = report().cells;
  const Cell& e = cells.at({"m", 0, "exists", "en", "balanced", "direct"});
  CHECK(e.n == 10);
  CHECK(e.pass_rate() == doctest::Approx(0.7));
  CHECK_FALSE(e.small());
  CHECK(cells.at({"m", 0, "objectState", "en", "balanced", "direct"}).small());
  const Cell& g = cells.at({"m", 5, "staticGraph", "en", "balanced", "direct"});
  CHECK(g.pass_rate() == 0.0);
  CHECK(g.mean_score() == doctest::Approx(0.5));
  // Diagnostic families (level -1) are not staircase cells.
  for (const auto& [k, c] : cells) CHECK(k.family != "rtlAnchorPreference");
}

TEST_CASE("level composites: macro over families, small cells left out") {
  // exists = mean(0.7, 0.9) = 0.8; count = 0.4; objectState (n 5) left out.
  CHECK(value("en", 0) == doctest::Approx(0.6));
  const Composite* c = report().find("m", "en", 0);
  CHECK(c->families == 2);
  CHECK(c->small_cells == 1);
  CHECK(c->n == 30);
  CHECK(value("zh", 0) == doctest::Approx(1.0));
  CHECK(value("struct", 0) == doctest::Approx(0.0));
  CHECK(value("en", 3) == doctest::Approx(0.6));  // 18 of 30 pooled over frames
  CHECK(value("en", 5) == doctest::Approx(0.5));  // L5 uses the mean score
}

TEST_CASE("Overall: natural languages equally weighted, struct beside") {
  const Overall* o = report().find_overall("m", 0);
  REQUIRE(o);
  CHECK(o->languages == 2);
  CHECK(*o->value == doctest::Approx((0.6 + 1.0) / 2));  // struct's 0.0 not included
}

TEST_CASE("reasoning − direct: per cell and per level") {
  bool seen = false;
  for (const auto& d : report().delta_cells)
    if (d.family == "exists" && d.language == "en") {
      seen = true;
      CHECK(*d.delta == doctest::Approx(0.2));
      CHECK_FALSE(d.small);
    } else {
      CHECK_FALSE(d.delta);  // only one regime
    }
  CHECK(seen);
  for (const auto& l : report().level_deltas)
    if (l.level == 0) {
      CHECK(*l.direct == doctest::Approx((0.55 + 1.0) / 2));  // en direct = (0.7 + 0.4) / 2
      CHECK(*l.reasoning == doctest::Approx(0.9));             // en only
      CHECK(*l.delta == doctest::Approx(0.9 - 0.775));
    }
}

TEST_CASE("constant-answer detector and invalid rate") {
  for (const auto& a : report().answers) {
    if (a.family == "count") {
      CHECK(a.n == 10);
      CHECK(a.invalid == 1);
      CHECK(*a.invalid_rate == doctest::Approx(0.1));
      CHECK(a.top_answer == "3");
      CHECK(*a.top_share == doctest::Approx(1.0));
      CHECK(a.constant);
    }
    if (a.family == "exists") {  // true: reasoning 10 + zh 10 + struct 10; false: direct 10
      CHECK(a.n == 40);
      CHECK(a.top_answer == "true");
      CHECK(*a.top_share == doctest::Approx(0.75));
      CHECK_FALSE(a.constant);
    }
  }
}

TEST_CASE("frames: per-frame accuracy and frame-shift drop") {
  const auto& frames = report().frames;
  REQUIRE(frames.size() == 1);  // zh rotation has no frame
  CHECK(frames[0].language == "en");
  CHECK(*frames[0].accuracy.at("relative") == doctest::Approx(0.8));
  CHECK(*frames[0].drop_absolute == doctest::Approx(0.4));
  CHECK(*frames[0].drop_intrinsic == doctest::Approx(0.2));
}

TEST_CASE("cliff, anchors, JSON validity, node vs edge F1") {
  for (const auto& c : report().cliff) {
    if (c.language == "zh") {
      CHECK(*c.ratio == doctest::Approx(0.2));
      CHECK(c.below_half);
      CHECK(c.below_quarter);
      CHECK(c.diagnostic);
    }
    if (c.language == "en") CHECK_FALSE(c.below_half);  // L3 0.6 vs L0 0.6
  }
  REQUIRE(report().anchors.size() == 1);
  const AnchorRow& a = report().anchors[0];
  CHECK((a.source == 1 && a.target == 1 && a.unknown == 1));
  REQUIRE(report().json_validity.size() == 1);
  CHECK(*report().json_validity[0].json_valid == doctest::Approx(1.0));
  CHECK(*report().json_validity[0].strict_json == doctest::Approx(0.0));
  REQUIRE(report().graph_f1.size() == 1);
  CHECK(*report().graph_f1[0].gap == doctest::Approx(0.5));
}

}  // namespace
}  // namespace mm::report

TEST_CASE("per-family intervals: Wilson for pass rates, a deterministic bootstrap for mean scores") {
  using namespace mm::report;
  Interval w = wilson(8, 10);
  CHECK(w.lo == doctest::Approx(0.4902).epsilon(1e-3));
  CHECK(w.hi == doctest::Approx(0.9433).epsilon(1e-3));
  CHECK(wilson(0, 0).hi == 0);
  Interval same = bootstrap_mean({0.5, 0.5, 0.5}, "x");
  CHECK(same.lo == 0.5);
  CHECK(same.hi == 0.5);
  std::vector<double> v;
  for (int i = 0; i < 200; ++i) v.push_back(double(i % 10) / 10);  // mean 0.45
  Interval b = bootstrap_mean(v, "fam/model");
  CHECK(b.lo < 0.45);
  CHECK(b.hi > 0.45);
  CHECK(b.hi - b.lo == doctest::Approx(2 * 1.96 * 0.2872 / std::sqrt(200.0)).epsilon(0.15));
  std::vector<double> reversed(v.rbegin(), v.rend());
  Interval r = bootstrap_mean(reversed, "fam/model");
  CHECK(r.lo == b.lo);
  CHECK(r.hi == b.hi);
}

TEST_CASE("family chance: items-weighted over conditions, from a baselines table, and bad tables named") {
  using namespace mm::report;
  mm::test::TempDir dir;
  std::string good = dir.file("baselines.json"), bad = dir.file("bad.json"), broken = dir.file("broken.json");
  mm::test::write_text(good, R"({"format": "mentalmap.baselines", "version": 1, "families": {
    "exists": {"conditions": {"en": {"items": 30, "chance": 0.5}, "zh": {"items": 10, "chance": 0.5}}},
    "count": {"conditions": {"en": {"items": 30, "chance": 0.1}, "zh": {"items": 10, "chance": 0.5}}}}})");
  mm::test::write_text(bad, R"({"format": "mentalmap.release", "families": {}})");
  mm::test::write_text(broken, R"({"format": "mentalmap.baselines", "families": {"count": {"conditions": {"en": {"items": 3}}}}})");
  auto c = read_family_chance(good);
  REQUIRE(c);
  CHECK(c->at("exists") == doctest::Approx(0.5));
  CHECK(c->at("count") == doctest::Approx(0.2));
  auto b = read_family_chance(bad);
  REQUIRE_FALSE(b);
  CHECK(b.error().message.find("not a baselines table") != std::string::npos);
  auto k = read_family_chance(broken);
  REQUIRE_FALSE(k);
  CHECK(k.error().message.find("/families/count/conditions/en") != std::string::npos);
}
