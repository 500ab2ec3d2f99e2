// The three outputs: deterministic bytes, order-independent content, the
// expected shape; and the command line end to end, with a headless
// Chromium look at the page when Chromium is installed.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "base/file_io.h"
#include "tests/report/report_test_util.h"
#include "tests/test_util.h"
#include "validators/reporting/report_html.h"
#include "validators/reporting/report_json.h"
#include "validators/reporting/report_markdown.h"

namespace mm::report {
namespace {

// Two models, every language, every level, both regimes; deterministic
// pseudo-random correctness so the charts have shape.
int hash(int a, int b, int c, int d) {
  uint32_t h = 2166136261u;
  for (int v : {a, b, c, d}) h = (h ^ uint32_t(v)) * 16777619u;
  return int(h % 1000);
}

std::string panel() {
  std::string s;
  const char* langs[] = {"en", "zh", "ja", "ko", "es", "ar", "th", "de", "struct"};
  const char* families[] = {"exists", "locate", "relativeDirection", "rotation", "event", "staticGraph"};
  const int base[] = {9, 8, 7, 2, 5, 0};  // the cliff at L3
  for (int m = 0; m < 2; ++m)
    for (int level = 0; level <= 5; ++level)
      for (int li = 0; li < int(std::size(langs)); ++li)
        for (int regime = 0; regime < 2; ++regime) {
          int h = hash(m, level, li, regime);
          int correct = std::clamp(base[level] + m - (li == 5 || li == 6 ? 2 : 0) + h % 3 - 1, 0, 10);
          test::Lines l{.model = m ? "beta-large" : "alpha-7b", .level = level, .family = families[level],
                        .language = langs[li], .regime = regime ? "reasoning" : "direct", .correct = correct,
                        .answer = h % 2 == 0};
          if (level == 5) {
            double node = 0.55 + 0.04 * double(h % 9) + 0.1 * m, edge = std::max(node - 0.15 - 0.03 * li, 0.0);
            l.score = 0.05 + 0.05 + 0.2 * node + 0.55 * edge + 0.15;
            l.components = {{"json_valid", 1}, {"strict_json", regime == 0}, {"node_f1", node}, {"edge_f1", edge}};
          }
          test::emit(l, s);
        }
  return s;
}

TEST_CASE("--min-n: cells below the bound are flagged and left out, and the bound is reported") {
  std::string text = panel();  // every cell holds 10 items
  Report normal = build_report(test::rows_of(text)), strict = build_report(test::rows_of(text), 11);
  REQUIRE(normal.find("alpha-7b", "en", 0));
  CHECK(normal.find("alpha-7b", "en", 0)->value.has_value());
  CHECK_FALSE(strict.find("alpha-7b", "en", 0)->value.has_value());
  CHECK(std::all_of(strict.cells.begin(), strict.cells.end(), [](const auto& c) { return c.second.small(); }));
  CHECK(summary_json(strict)["min_cell_n"] == 11);
  CHECK(tables_markdown(strict).find("cells with n < 11 are left out") != std::string::npos);
}

TEST_CASE("same input, identical bytes — input order does not matter") {
  std::string text = panel();
  Report a = build_report(test::rows_of(text)), b = build_report(test::rows_of(text));
  CHECK(summary_json(a).dump(1) == summary_json(b).dump(1));
  CHECK(tables_markdown(a) == tables_markdown(b));
  CHECK(report_html(a) == report_html(b));
  // Reverse the lines: every table and chart is the same.
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);) lines.push_back(l);
  std::reverse(lines.begin(), lines.end());
  std::string reversed;
  for (const auto& l : lines) reversed += l + "\n";
  Report c = build_report(test::rows_of(reversed));
  CHECK(tables_markdown(a) == tables_markdown(c));
  CHECK(report_html(a) == report_html(c));
}

TEST_CASE("tables.md has Table 3, Table 9 and the diagnostics") {
  std::string md = tables_markdown(build_report(test::rows_of(panel())));
  for (const char* heading : {"## Table 3", "## Table 10", "## Table 9", "## L3 cliff", "## Frame of reference",
                              "## Reasoning − direct", "## L5 JSON validity", "## L5 node F1 vs edge F1",
                              "## Answers"})
    CHECK_MESSAGE(md.find(heading) != std::string::npos, heading);
  CHECK(md.find("| Model | en | zh | ja | ko | es | ar | th | de | Struct. | Overall |") != std::string::npos);
}

TEST_CASE("report.html is self-contained") {
  std::string html = report_html(build_report(test::rows_of(panel())));
  CHECK(html.find("<script") == std::string::npos);
  CHECK(html.find("http://") == html.find("http://www.w3.org/2000/svg"));  // only the SVG namespace
  CHECK(html.find("https://") == std::string::npos);
  CHECK(html.find("L3 = L0/2") != std::string::npos);
  CHECK(html.find("L3 = L0/4") != std::string::npos);
}

std::string slurp(const std::string& path) {
  auto t = read_file(path);
  return t ? *t : "";
}

size_t count_of(const std::string& text, const std::string& needle) {
  size_t n = 0;
  for (size_t p = text.find(needle); p != std::string::npos; p = text.find(needle, p + 1)) ++n;
  return n;
}

TEST_CASE("mentalmap report: two files, --out, byte-identical reruns") {
  mm::test::TempDir dir;
  std::string text = panel(), half = text.substr(0, text.size() / 2);
  half = half.substr(0, half.rfind('\n') + 1);
  std::ofstream(dir.file("a.jsonl")) << half;
  std::ofstream(dir.file("b.jsonl")) << text.substr(half.size());
  std::string out;
  std::string cmd = std::string(MM_BINARY) + " report " + dir.file("a.jsonl") + " " + dir.file("b.jsonl") +
                    " --out ";
  REQUIRE_MESSAGE(mm::test::run_command(cmd + dir.file("r1"), &out) == 0, out);
  REQUIRE(mm::test::run_command(cmd + dir.file("r2"), &out) == 0);
  for (const char* f : {"summary.json", "tables.md", "report.html"}) {
    CHECK(!slurp(dir.file(std::string("r1/") + f)).empty());
    CHECK(slurp(dir.file(std::string("r1/") + f)) == slurp(dir.file(std::string("r2/") + f)));
  }
  std::ofstream(dir.file("bad.jsonl")) << half << "not json\n";
  CHECK(mm::test::run_command(cmd + dir.file("r3") + " " + dir.file("bad.jsonl"), &out) != 0);
  CHECK(out.find("bad.jsonl:" + std::to_string(count_of(half, "\n") + 1) + ":") != std::string::npos);
  CHECK(mm::test::run_command(std::string(MM_BINARY) + " report --help", &out) == 0);
  CHECK(out.find("--out") != std::string::npos);
}

TEST_CASE("report.html loads in headless Chromium") {
  const char* chromium = "/usr/bin/chromium";
  if (!std::filesystem::exists(chromium)) {
    MESSAGE("skipped: " << chromium << " is not installed");
    return;
  }
  mm::test::TempDir dir;
  std::ofstream(dir.file("r.jsonl")) << panel();
  std::string out;
  REQUIRE(mm::test::run_command(std::string(MM_BINARY) + " report " + dir.file("r.jsonl") + " --out " +
                                    dir.file("rep"),
                                &out) == 0);
  std::string url = "file://" + dir.file("rep/report.html");
  std::string flags = std::string(chromium) + " --headless --no-sandbox --disable-gpu --window-size=1400,2400 ";
  std::string png = dir.file("shot.png");
  mm::test::run_command(flags + "--screenshot=" + png + " " + url, &out);
  CHECK_MESSAGE(std::filesystem::exists(png), out);
  if (std::filesystem::exists(png)) CHECK(std::filesystem::file_size(png) > 10000);
  std::string dom_file = dir.file("dom.html");
  mm::test::run_command("(" + flags + "--dump-dom " + url + " > " + dom_file + " 2>/dev/null)", &out);
  std::string dom = slurp(dom_file);
  CHECK(count_of(dom, "<svg") == 2 + 3);       // two staircases, cliff, node/edge, heatmap
  CHECK(count_of(dom, "<polyline") == 2 * 9);  // one line per language per model
  CHECK(count_of(dom, "class=\"cell\"") == 2 * 10);
  CHECK(dom.find("L3 = L0/2") != std::string::npos);
  if (const char* keep = std::getenv("MM_KEEP_SCREENSHOT"))
    std::filesystem::copy_file(png, keep, std::filesystem::copy_options::overwrite_existing);
}

}  // namespace
}  // namespace mm::report
