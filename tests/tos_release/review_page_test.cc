// `tos review`: each world drawn from above, then its exploration once and
// each question in the chosen conditions beside English, with the gold.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <unistd.h>

#include <fmt/format.h>

#include "base/file_io.h"
#include "base/html.h"
#include "packs/tos/release/release.h"
#include "packs/tos/scoring/review_page.h"
#include "packs/tos/tasks.h"
#include "packs/tos/world_json.h"
#include "packs/tos/world_svg.h"
#include "tests/tos/tos_fixture.h"

namespace mm::tos {
namespace {

size_t count(const std::string& s, const std::string& what) {
  size_t n = 0;
  for (size_t at = s.find(what); at != std::string::npos; at = s.find(what, at + what.size())) ++n;
  return n;
}

}  // namespace

TEST_CASE("world_svg: every room, door and object drawn, an arrow per facing, the start pose and north") {
  for (int i = 0; i < 50; ++i) {
    World w = test::world(i);
    CAPTURE(w.id);
    std::string svg = world_svg(w);
    CHECK(svg.starts_with("<svg"));
    CHECK(svg.ends_with("</svg>\n"));
    CHECK(count(svg, "<svg") == 1);
    size_t facings = 0;
    for (const Thing& t : w.things) {
      CHECK(svg.find(">" + t.name + "<") != std::string::npos);
      facings += t.facing.has_value();
    }
    for (const Room& r : w.rooms) CHECK(svg.find(">" + r.name + "<") != std::string::npos);
    CHECK(count(svg, "<polygon") == facings + 2);  // the facings, the start pose, north
    CHECK(count(svg, "<circle") == w.objects().size());
  }
  // Labels come from the caller (the page's language).
  World w = test::world(0);
  std::string svg = world_svg(w, [](const Thing& t) { return "<" + t.type + ">"; });
  const std::string type = w.things.front().type;
  CHECK(svg.find("&lt;" + type + "&gt;") != std::string::npos);
  CHECK(svg.find("<" + type + ">") == std::string::npos);
}

TEST_CASE("tos review: worlds from above, the exploration once, every question beside English with its gold") {
  std::string dir = (std::filesystem::temp_directory_path() / fmt::format("mm-tos-review-{}", ::getpid())).string();
  ReleaseOptions o;
  o.worlds = 3;
  o.languages = {"en", "ar", "ja"};
  o.regimes = {Regime::Direct};
  o.out = dir;
  REQUIRE(generate_release(o).ok());
  ReviewOptions opt;
  opt.languages = {"ar", "ja"};
  opt.worlds = 2;
  auto page = review_page(dir, opt);
  REQUIRE_MESSAGE(page.ok(), (page.ok() ? "" : page.error().message));
  CHECK(page->starts_with("<!DOCTYPE html>"));
  CHECK(count(*page, "<svg") == 2);
  CHECK(page->find("dir=\"rtl\"") != std::string::npos);  // Arabic laid out right to left
  CHECK(page->find("lang=\"ja\"") != std::string::npos);
  // Every question of the two worlds, each with its gold and three cells.
  std::string gold = *read_file(dir + "/gold.jsonl");
  std::vector<std::string> worlds;
  size_t shown = 0, probes = 0;
  for (size_t start = 0; start < gold.size();) {
    size_t end = gold.find('\n', start);
    Json g = Json::parse(gold.substr(start, end - start));
    start = end + 1;
    std::string w = g["world"].get<std::string>();
    if (std::find(worlds.begin(), worlds.end(), w) == worlds.end()) worlds.push_back(w);
    if (worlds.size() > 2) break;
    ++shown;
    const std::vector<std::string>& nine = task_names();
    probes += std::find(nine.begin(), nine.end(), g["task"].get<std::string>()) == nine.end();
    CHECK(page->find(">" + g["task"].get<std::string>() + " · " + g["id"].get<std::string>() + "<") != std::string::npos);
  }
  CHECK(count(*page, "class=\"gold\"") == shown);
  CHECK(count(*page, "<div class=\"cell\"") == 3 * (shown + 2));  // each question, and each world's exploration
  // The task questions' cells leave the shared exploration out: the rules'
  // first line is written once per world, and again in a probe whose log is
  // cut before the end (shown whole); a probe after the whole log shows
  // what follows it.
  std::string items = *read_file(dir + "/items/en.jsonl");
  std::string prompt = Json::parse(items.substr(0, items.find('\n')))["prompt"].get<std::string>();
  CHECK(probes > 0);
  size_t firsts = count(*page, html_escape(prompt.substr(0, prompt.find('\n'))));
  CHECK(firsts > 2);
  CHECK(firsts < 2 + probes);
  // A condition the release does not have is refused with the file.
  opt.languages = {"de"};
  auto missing = review_page(dir, opt);
  REQUIRE(!missing.ok());
  CHECK(missing.error().message.find("items/de.jsonl: no such file") != std::string::npos);
  std::filesystem::remove_all(dir);
}

}  // namespace mm::tos
