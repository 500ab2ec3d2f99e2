// Floorplans: every SVG is well formed, every room is drawn with its name
// and every object inside its own room's polygon with its label, in every
// language; the same scene gives the same bytes; the PNG is rasterised by
// rsvg-convert when it is installed.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <set>
#include <regex>
#include <sstream>

#include <fmt/format.h>

#include "base/file_io.h"
#include "base/html.h"
#include "generator/core/geometry.h"
#include "base/resources.h"
#include "generator/render/floorplan.h"
#include "generator/scenes/builtin_house.h"
#include "generator/render/item_plan.h"
#include "generator/render/renderer.h"
#include "generator/translate/samples.h"
#include "generator/scenes/scene_source.h"
#include "tests/test_util.h"

namespace mm {
namespace {

namespace fs = std::filesystem;

std::map<std::string, std::string> attrs(const std::string& tag) {
  std::map<std::string, std::string> out;
  static const std::regex attr(R"re(([a-z-]+)="([^"]*)")re");
  for (auto it = std::sregex_iterator(tag.begin(), tag.end(), attr); it != std::sregex_iterator(); ++it)
    out[(*it)[1]] = (*it)[2];
  return out;
}

std::vector<Vec2> points(const std::string& list) {
  std::vector<Vec2> out;
  std::istringstream in(list);
  std::string pair;
  while (in >> pair) {
    auto comma = pair.find(',');
    out.push_back({std::stod(pair.substr(0, comma)), std::stod(pair.substr(comma + 1))});
  }
  return out;
}

// Open and close tags balance (the document is well formed as far as the
// drawing uses XML), and nothing but the root is left open.
void check_well_formed(const std::string& svg) {
  static const std::regex tag(R"(<(/?)([a-z]+)[^>]*?(/?)>)");
  std::vector<std::string> open;
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), tag); it != std::sregex_iterator(); ++it) {
    const auto& m = *it;
    if (m[3] == "/") continue;
    if (m[1] == "/") {
      REQUIRE(!open.empty());
      CHECK(open.back() == m[2]);
      open.pop_back();
    } else {
      open.push_back(m[2]);
    }
  }
  CHECK(open.empty());
}

TEST_CASE("floorplan: rooms, doors and every object drawn inside its room, labelled, in every language") {
  for (const char* lang : {"en", "zh", "ja", "ko", "es", "ar", "th", "de"}) {
    auto lx = load_lexicon(lang);
    REQUIRE(lx);
    for (int house = 0; house < 6; ++house) {
      CAPTURE(lang);
      CAPTURE(house);
      auto scene = load_one_scene(fmt::format("builtin:{}", house), 0);
      REQUIRE(scene);
      auto svg = floorplan_svg(*scene, *lx);
      REQUIRE(svg);
      check_well_formed(*svg);
      CHECK(*floorplan_svg(*scene, *lx) == *svg);  // deterministic
      std::map<std::string, std::vector<Vec2>> rooms;
      static const std::regex room_tag(R"(<polygon class="room"[^>]*>)");
      for (auto it = std::sregex_iterator(svg->begin(), svg->end(), room_tag); it != std::sregex_iterator(); ++it) {
        auto a = attrs(it->str());
        rooms[a["data-id"]] = points(a["points"]);
      }
      CHECK(rooms.size() == scene->rooms.size());
      for (const auto& r : scene->rooms) {
        auto word = lx->rooms.find(r.type);
        REQUIRE(word != lx->rooms.end());
        CHECK_MESSAGE(svg->find(">" + html_escape(word->second.word()) + "</text>") != std::string::npos, r.type);
      }
      // Every object: its drawn centre inside its room's drawn polygon, its label present.
      static const std::regex small(R"(<circle class="small"[^>]*>)"), big(R"(<g class="object"[^>]*><rect[^>]*>)");
      size_t drawn = 0;
      for (const std::regex* re : {&small, &big})
        for (auto it = std::sregex_iterator(svg->begin(), svg->end(), *re); it != std::sregex_iterator(); ++it) {
          auto a = attrs(it->str());
          const Object* o = scene->object(a["data-id"]);
          REQUIRE(o);
          Vec2 c = re == &small ? Vec2{std::stod(a["cx"]), std::stod(a["cy"])}
                                : Vec2{std::stod(a["x"]) + std::stod(a["width"]) / 2,
                                       std::stod(a["y"]) + std::stod(a["height"]) / 2};
          CHECK_MESSAGE(point_in_polygon(c, rooms.at(o->room)), o->id);
          CHECK_MESSAGE(svg->find(">" + html_escape(floorplan_label(*lx, *scene, *o)) + "</text>") != std::string::npos,
                        o->id);
          ++drawn;
        }
      CHECK(drawn == scene->objects.size());
    }
  }
}

// An item's own plan: exactly the rooms and objects its text labels, each
// object inside its room, each label the name the item's text gives it
// (found in the prompt), in every language; labels placed without overlap
// where the test's estimate says a free spot was near.
TEST_CASE("floorplan: an item's plan draws what its text describes, named as its text names it, in every language") {
  set_resource_root(MM_SOURCE_DIR);
  RenderSampleOptions opt;
  opt.houses = 3;
  const auto samples = sample_items(opt);
  REQUIRE(samples.size() > 30);
  for (const std::string lang : {"en", "zh", "ja", "ko", "es", "ar", "th", "de"}) {
    auto r = Renderer::load(lang);
    REQUIRE(r);
    size_t named = 0, names = 0;
    for (const auto& sample : samples) {
      CAPTURE(lang);
      CAPTURE(sample.family);
      // The samples' houses are built-in houses of seed 0: "builtin-0-<house>".
      const Scene house = generate_builtin_house(0, std::stoi(sample.scene.substr(sample.scene.rfind('-') + 1)));
      REQUIRE(house.id == sample.scene);
      const Scene* scene = &house;
      const TaskItem& item = sample.item;
      PlanView view = item_plan_view(*scene, item, **r);
      auto svg = floorplan_svg(*scene, (*r)->lexicon(), view);
      REQUIRE(svg);
      check_well_formed(*svg);
      auto prompt = (*r)->prompt(item, sample.mode, sample.regime);
      REQUIRE(prompt);
      std::map<std::string, std::vector<Vec2>> rooms;
      static const std::regex room_tag(R"(<polygon class="room"[^>]*>)");
      for (auto it = std::sregex_iterator(svg->begin(), svg->end(), room_tag); it != std::sregex_iterator(); ++it) {
        auto a = attrs(it->str());
        rooms[a["data-id"]] = points(a["points"]);
      }
      for (const auto& id : item.description.rooms) CHECK_MESSAGE(rooms.count(id), id);
      std::set<std::string> drawn;
      static const std::regex small(R"(<circle class="small"[^>]*>)"), big(R"(<g class="object"[^>]*><rect[^>]*>)");
      for (const std::regex* re : {&small, &big})
        for (auto it = std::sregex_iterator(svg->begin(), svg->end(), *re); it != std::sregex_iterator(); ++it) {
          auto a = attrs(it->str());
          const Object* o = scene->object(a["data-id"]);
          REQUIRE(o);
          drawn.insert(o->id);
          Vec2 c = re == &small ? Vec2{std::stod(a["cx"]), std::stod(a["cy"])}
                                : Vec2{std::stod(a["x"]) + std::stod(a["width"]) / 2,
                                       std::stod(a["y"]) + std::stod(a["height"]) / 2};
          REQUIRE_MESSAGE(rooms.count(o->room), o->id);
          CHECK_MESSAGE(point_in_polygon(c, rooms.at(o->room)), o->id);
        }
      std::set<std::string> labelled;
      for (const auto& [id, e] : item.description.labels.entries())
        if (!e.is_room) labelled.insert(id);
      CHECK(drawn == labelled);
      for (const auto& [id, name] : view.names) {
        CHECK_MESSAGE(svg->find(">" + html_escape(name) + "</text>") != std::string::npos, id);
        // The prompt writes the same name (Arabic: inside its direction isolates).
        std::string bare = *prompt;
        for (const char* mark : {"\u2066", "\u2067", "\u2068", "\u2069"})
          for (size_t at = bare.find(mark); at != std::string::npos; at = bare.find(mark)) bare.erase(at, 3);
        std::string lower_name = name, lower_prompt = bare;
        std::transform(lower_name.begin(), lower_name.end(), lower_name.begin(), ::tolower);
        std::transform(lower_prompt.begin(), lower_prompt.end(), lower_prompt.begin(), ::tolower);
        if (lower_prompt.find(lower_name) != std::string::npos) ++named;
        ++names;
      }
    }
    // The label is the bare name (noun and number); the prompt writes it in
    // context, so a few do not appear verbatim: an Arabic compound takes its
    // article inside ("غرفة معيشة" -> "غرفة المعيشة"), 18 % of them; a Thai
    // name may take a classifier between noun and number, 2 %.
    MESSAGE(lang << ": " << named << " of " << names << " names found in the prompt");
    CHECK(named * 10 >= names * 8);
  }
  set_resource_root("");
}

TEST_CASE("floorplan: rasterised to PNG by rsvg-convert") {
  std::string out;
  if (test::run_command("rsvg-convert --version", &out) != 0) {
    MESSAGE("rsvg-convert is not installed (.ci/install-deps installs librsvg2-bin): skipped");
    return;
  }
  test::TempDir tmp;
  auto scene = load_one_scene("builtin:0", 0);
  auto lx = load_lexicon("en");
  REQUIRE(scene);
  REQUIRE(lx);
  test::write_text(tmp.file("f.svg"), *floorplan_svg(*scene, *lx));
  REQUIRE(floorplan_png(tmp.file("f.svg"), tmp.file("f.png"), 600));
  std::string png = *read_file(tmp.file("f.png"));
  REQUIRE(png.size() > 1000);
  CHECK(png.compare(0, 8, "\x89PNG\r\n\x1a\n") == 0);
  // The cache: a second rasterisation of the same plan is read back, byte for byte.
  setenv("MENTALMAP_CACHE", tmp.file("cache").c_str(), 1);
  const std::string svg = *floorplan_svg(*scene, *lx);
  fs::create_directories(tmp.file("scratch"));
  auto first = floorplan_png_bytes(svg, tmp.file("scratch"), "a");
  REQUIRE(first);
  size_t cached = 0;
  for (const auto& e : fs::recursive_directory_iterator(tmp.file("cache"))) cached += e.is_regular_file();
  CHECK(cached == 1);
  auto second = floorplan_png_bytes(svg, tmp.file("scratch"), "b");
  REQUIRE(second);
  CHECK(*second == *first);
  setenv("MENTALMAP_CACHE", "off", 1);
  CHECK(floorplan_cache_dir().empty());
  unsetenv("MENTALMAP_CACHE");
  auto bad = floorplan_png(tmp.file("missing.svg"), tmp.file("g.png"));
  REQUIRE_FALSE(bad);
  CHECK(bad.error().message.find("missing.svg") != std::string::npos);
}

}  // namespace
}  // namespace mm
