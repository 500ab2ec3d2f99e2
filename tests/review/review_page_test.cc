// The translator's review page: structure from the library, then the real
// page in headless Chromium (skipped when /usr/bin/chromium is absent; CI
// installs it).
#include <doctest/doctest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <regex>

#include <fmt/format.h>

#include "base/file_io.h"
#include "base/resources.h"
#include "generator/translate/review_page.h"
#include "generator/tasks/family.h"
#include "tests/test_util.h"

using namespace mm;

namespace {

constexpr const char* kChromium = "/usr/bin/chromium";

std::string run(const std::string& cmd) {
  std::string out;
  FILE* p = ::popen(cmd.c_str(), "r");
  REQUIRE(p);
  char buf[4096];
  size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, p)) > 0) out.append(buf, n);
  ::pclose(p);
  return out;
}

std::string chromium(const test::TempDir& tmp, const std::string& args) {
  return run(fmt::format("timeout 120 {} --headless --no-sandbox --disable-gpu --disable-dev-shm-usage "
                         "--no-first-run --user-data-dir={} {} 2>{}",
                         kChromium, tmp.file("profile"), args, tmp.file("chromium.log")));
}

// The review page of Arabic and Japanese beside English, one item per
// family from the first `houses` built-in houses, read from the checkout.
Result<std::string> arabic_japanese_page(int houses) {
  set_resource_root(MM_SOURCE_DIR);
  ReviewOptions opt;
  opt.languages = {"ar", "ja"};
  opt.per_family = 1;
  opt.houses = houses;
  auto page = review_page(opt);
  set_resource_root("");
  return page;
}

}  // namespace

TEST_CASE("review page: every family, chosen languages beside English, RTL cells, self-contained") {
  auto page = arabic_japanese_page(3);
  REQUIRE_MESSAGE(page, (page ? "" : page.error().message));
  for (const Family* f : all_families()) {
    CAPTURE(f->info().id);
    CHECK(page->find("data-family=\"" + f->info().id + "\"") != std::string::npos);
  }
  CHECK(page->find("lang=\"ar\" dir=\"rtl\"") != std::string::npos);
  CHECK(page->find("lang=\"ja\" dir=\"ltr\"") != std::string::npos);
  CHECK(page->find("lang=\"en\" dir=\"ltr\"") != std::string::npos);
  CHECK(page->find("cannot render") == std::string::npos);
  // Nothing fetched from elsewhere.
  CHECK(page->find("http://") == std::string::npos);
  CHECK(page->find("https://") == std::string::npos);
  CHECK(page->find("<link") == std::string::npos);
  CHECK(page->find(" src=") == std::string::npos);
}

TEST_CASE("review page: an unknown language shows its error in the page instead of failing") {
  set_resource_root(MM_SOURCE_DIR);
  ReviewOptions opt;
  opt.languages = {"xx"};
  opt.per_family = 1;
  opt.lint = false;
  auto page = review_page(opt);
  set_resource_root("");
  REQUIRE(page);
  CHECK(page->find("class=\"error\"") != std::string::npos);
}

TEST_CASE("review page: loads in headless Chromium without script errors, Arabic laid out right to left") {
  if (!std::filesystem::exists(kChromium)) {
    MESSAGE("skipped: no " << kChromium << " (apt-get install chromium)");
    return;
  }
  test::TempDir tmp;
  std::string html = tmp.file("review.html");
  std::string cmd = fmt::format("{} review --languages ar,ja --per-family 1 --resources {} --out {} 2>&1", MM_BINARY,
                                MM_SOURCE_DIR, html);
  CAPTURE(cmd);
  std::string log = run(cmd);
  CAPTURE(log);
  REQUIRE(std::filesystem::exists(html));

  std::string dom = chromium(tmp, "--virtual-time-budget=5000 --dump-dom file://" + html);
  CAPTURE(*read_file(tmp.file("chromium.log")));
  REQUIRE(dom.find("</html>") != std::string::npos);
  CHECK(dom.find("data-ready=\"1\"") != std::string::npos);   // the script ran to its end
  CHECK(dom.find("data-errors=") == std::string::npos);       // no script error
  std::smatch m;
  REQUIRE(std::regex_search(dom, m, std::regex("data-rtl-cells=\"([0-9]+)\"")));
  CHECK(std::stoi(m[1]) >= 39);                                 // computed direction rtl

  std::string png = tmp.file("review.png");
  chromium(tmp, "--window-size=1400,1800 --screenshot=" + png + " file://" + html);
  REQUIRE(std::filesystem::exists(png));
  CHECK(std::filesystem::file_size(png) > 20000);
  if (const char* keep = std::getenv("MM_KEEP_SCREENSHOT")) std::filesystem::copy_file(png, keep,
      std::filesystem::copy_options::overwrite_existing);
}

TEST_CASE("review page: Arabic JSON strings are isolated, and a graph gold is folded") {
  set_resource_root(MM_SOURCE_DIR);
  ReviewOptions opt;
  opt.languages = {"ar"};
  opt.per_family = 1;
  opt.houses = 3;
  auto page = review_page(opt);
  set_resource_root("");
  REQUIRE_MESSAGE(page, (page ? "" : page.error().message));
  // The staticGraph example of an Arabic prompt: every string its own isolate.
  CHECK(page->find("<bdi>&quot;") != std::string::npos);
  CHECK(page->find("<details><summary>graph: ") != std::string::npos);
}

TEST_CASE("review page: each item shows its house's floorplan in each column's language, drawn once per page") {
  auto page = arabic_japanese_page(2);
  REQUIRE(page);
  size_t symbols = 0, uses = 0, articles = 0;
  for (size_t p = page->find("<symbol id=\"plan-"); p != std::string::npos; p = page->find("<symbol id=\"plan-", p + 1))
    ++symbols;
  for (size_t p = page->find("<use href=\"#plan-"); p != std::string::npos; p = page->find("<use href=\"#plan-", p + 1))
    ++uses;
  for (size_t p = page->find("<article"); p != std::string::npos; p = page->find("<article", p + 1)) ++articles;
  CHECK(symbols == 2 * 3);         // houses x columns (en, ar, ja)
  CHECK(uses == articles * 3);     // every item, every column
  for (const char* lang : {"en", "ar", "ja"})
    CHECK(page->find(fmt::format("<symbol id=\"plan-builtin-0-0000-{}\"", lang)) != std::string::npos);
  CHECK(page->find("class=\"room\"") != std::string::npos);
}
