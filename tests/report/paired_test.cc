// The paired analyses across languages, re-derived by brute force on
// synthetic results, and `report --check` on its own output.
#include <doctest/doctest.h>

#include <cmath>
#include <fstream>
#include <random>

#include "base/file_io.h"
#include "base/json_util.h"
#include "tests/report/report_test_util.h"
#include "tests/test_util.h"
#include "validators/reporting/aggregate_paired.h"

namespace mm::report {
namespace {

// P-value by enumerating the binomial distribution term by term.
double mcnemar_brute(int b, int c) {
  int n = b + c;
  if (n == 0) return 1;
  double tail = 0;
  for (int i = 0; i <= std::min(b, c); ++i) {
    double term = 1;
    for (int j = 0; j < i; ++j) term = term * double(n - j) / double(j + 1);
    tail += term * std::pow(0.5, n);
  }
  return std::min(1.0, 2 * tail);
}

Row row(const std::string& model, const std::string& base, const std::string& regime, const std::string& lang,
        bool correct, double score = -1) {
  Row r;
  r.id = base + "/" + regime + "/" + lang;
  r.base_id = base;
  r.model = model;
  r.regime = regime;
  r.language = lang;
  r.level = 1;
  r.correct = correct;
  r.score = score >= 0 ? score : correct;
  return r;
}

TEST_CASE("paired: McNemar's exact p agrees with the binomial enumerated") {
  CHECK(mcnemar_exact(0, 0) == 1.0);
  CHECK(mcnemar_exact(0, 5) == doctest::Approx(0.0625));
  CHECK(mcnemar_exact(3, 3) == doctest::Approx(1.0));
  for (int b = 0; b <= 30; b += 3)
    for (int c = 0; c <= 30; c += 4) CHECK(mcnemar_exact(b, c) == doctest::Approx(mcnemar_brute(b, c)).epsilon(1e-9));
  CHECK(mcnemar_exact(2000, 2300) < 1e-5);  // large n stays finite
}

TEST_CASE("paired: consistency counts and deltas against English re-derived by brute force") {
  std::mt19937 gen(7);  // test data only
  const std::vector<std::string> langs = {"en", "de", "zh", "struct"};
  std::vector<Row> rows;
  std::map<std::pair<std::string, std::string>, std::map<std::string, double>> truth;  // (base, regime) -> lang -> score
  for (int b = 0; b < 60; ++b)
    for (const char* regime : {"direct", "reasoning"})
      for (const auto& l : langs) {
        if (b == 59 && l == "zh") continue;  // an incomplete unit: left out
        double s = double(gen() % 3) / 2;    // 0, 0.5 or 1
        rows.push_back(row("m", "b" + std::to_string(b), regime, l, s == 1, s));
        if (b != 59) truth[{"b" + std::to_string(b), regime}][l] = s;
      }
  rows.push_back(row("m", "", "direct", "en", true));  // no base_id: not paired
  Row diag = row("m", "b0", "direct", "ja", true);
  diag.level = -1;  // diagnostics are not compared
  rows.push_back(diag);
  rows.push_back(row("solo", "b0", "direct", "en", true));  // one language: no consistency row

  PairedAnalysis p = paired_analysis(rows);
  CHECK(p.rows_without_base_id == 1);
  REQUIRE(p.consistency.size() == 1);
  const ConsistencyRow& c = p.consistency[0];
  CHECK(c.languages == std::vector<std::string>{"en", "de", "zh", "struct"});
  CHECK(c.units == int64_t(truth.size()));
  int64_t all = 0, none = 0;
  for (const auto& [k, per] : truth) {
    int right = 0;
    for (const auto& [l, s] : per) right += s == 1;
    all += right == 4;
    none += right == 0;
  }
  CHECK(c.all_right == all);
  CHECK(c.none_right == none);
  REQUIRE(c.pairs.size() == 6);
  for (const auto& q : c.pairs) {
    int64_t both = 0, a = 0, b = 0, neither = 0;
    for (const auto& [k, per] : truth) {
      bool x = per.at(q.a) == 1, y = per.at(q.b) == 1;
      (x && y ? both : x ? a : y ? b : neither) += 1;
    }
    CHECK(q.both == both);
    CHECK(q.a_only == a);
    CHECK(q.b_only == b);
    CHECK(q.neither == neither);
    CHECK(q.mcnemar_p == doctest::Approx(mcnemar_brute(int(a), int(b))));
  }
  REQUIRE(p.deltas.size() == 3);
  for (const auto& d : p.deltas) {
    double sum = 0;
    for (const auto& [k, per] : truth) sum += per.at(d.language) - per.at("en");
    CHECK(d.units == int64_t(truth.size()));
    CHECK(d.delta == doctest::Approx(sum / double(truth.size())));
    CHECK(d.ci.lo <= d.delta);
    CHECK(d.ci.hi >= d.delta);
  }
  // The same rows in another order give the same numbers.
  std::vector<Row> shuffled(rows.rbegin(), rows.rend());
  PairedAnalysis q = paired_analysis(shuffled);
  CHECK(q.deltas[0].ci.lo == p.deltas[0].ci.lo);
  CHECK(q.consistency[0].pairs[2].mcnemar_p == p.consistency[0].pairs[2].mcnemar_p);
}

TEST_CASE("report --check: passes on its own summary and fails on one with a number changed") {
  mm::test::TempDir dir;
  std::string text;
  for (const char* lang : {"en", "de"})
    for (int level : {0, 1}) {
      test::Lines l;
      l.language = lang;
      l.level = level;
      l.family = level == 0 ? "exists" : "locate";
      l.n = 12;
      l.correct = lang == std::string("en") ? 9 : 6;
      test::emit(l, text);
    }
  std::ofstream(dir.file("r.jsonl")) << text;
  std::string out, bin = std::string(MM_BINARY);
  REQUIRE_MESSAGE(mm::test::run_command(bin + " report " + dir.file("r.jsonl") + " --out " + dir.file("rep"), &out) == 0,
                  out);
  std::string summary = dir.file("rep/summary.json");
  CHECK_MESSAGE(mm::test::run_command(bin + " report " + dir.file("r.jsonl") + " --check " + summary, &out) == 0, out);
  CHECK(out.find("OK — all ") != std::string::npos);
  Json j = Json::parse(*read_file(summary));
  j["composites"]["all"][0]["value"] = j["composites"]["all"][0]["value"].get<double>() + 0.001;
  std::ofstream(dir.file("bad.json")) << j.dump(1);
  CHECK(mm::test::run_command(bin + " report " + dir.file("r.jsonl") + " --check " + dir.file("bad.json"), &out) == 1);
  CHECK(out.find("/composites/all/0/value: recorded") != std::string::npos);
  CHECK(out.find("1 of ") != std::string::npos);
  CHECK(mm::test::run_command(bin + " report " + dir.file("r.jsonl"), &out) == 1);  // neither --out nor --check
}

}  // namespace
}  // namespace mm::report

namespace mm::report {
namespace {

TEST_CASE("paired: the scratchpad lift per level and language, on the items answered in both regimes") {
  std::vector<Row> rows;
  double sum_d = 0, sum_s = 0;
  int n = 0;
  for (int b = 0; b < 40; ++b) {
    double d = b % 4 == 0, s = b % 3 != 0;  // direct right on a quarter, scratchpad on two thirds
    Row direct = row("m", "b" + std::to_string(b), "direct", "en", d == 1, d);
    Row pad = row("m", "b" + std::to_string(b), "scratchpad", "en", s == 1, s);
    direct.level = pad.level = 3;
    rows.push_back(direct);
    if (b < 36) {  // four direct items without a scratchpad twin are not paired
      rows.push_back(pad);
      sum_d += d, sum_s += s, ++n;
    }
  }
  Row reasoning = row("m", "b0", "reasoning", "en", true);
  reasoning.level = 3;
  rows.push_back(reasoning);
  PairedAnalysis p = paired_analysis(rows);
  REQUIRE(p.scratchpad.size() == 1);
  const ScratchpadLift& l = p.scratchpad[0];
  CHECK(l.level == 3);
  CHECK(l.units == n);
  CHECK(l.direct == doctest::Approx(sum_d / n));
  CHECK(l.scratchpad == doctest::Approx(sum_s / n));
  CHECK(l.lift == doctest::Approx((sum_s - sum_d) / n));
  CHECK(l.ci.lo <= l.lift);
  CHECK(l.ci.hi >= l.lift);
  CHECK(preregistered_lift(3).find("35-50 %") != std::string::npos);
  CHECK(preregistered_lift(1) == "within ±5 points");
  CHECK(preregistered_lift(4).empty());
  CHECK(p.consistency.empty());  // one language: nothing to compare
}

}  // namespace
}  // namespace mm::report
