// A damaged lexicon is refused on load with its file, JSON pointer and what
// was expected (not "internal error: stoi", not a word silently dropped).
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include "base/file_io.h"
#include "base/json_util.h"
#include "base/resources.h"
#include "generator/render/lexicon.h"
#include "tests/test_util.h"

namespace fs = std::filesystem;

namespace {

// English's lexicon with one change, loaded from a resources copy.
std::string load_error(const std::function<void(mm::Json&)>& change) {
  mm::test::TempDir tmp;
  fs::create_directories(tmp.file("lexicons"));
  fs::copy(std::string(MM_SOURCE_DIR) + "/schemas", tmp.file("schemas"));
  auto text = mm::read_file(std::string(MM_SOURCE_DIR) + "/lexicons/en.json");
  REQUIRE(text);
  mm::Json j = mm::Json::parse(*text);
  change(j);
  std::ofstream(tmp.file("lexicons/en.json")) << j.dump(1);
  mm::set_resource_root(tmp.path());
  auto lx = mm::load_lexicon("en");
  mm::set_resource_root("");
  return lx ? "" : lx.error().message;
}

}  // namespace

TEST_CASE("lexicon on load: a number key that is not digits, a non-string word, a non-string form") {
  std::string e = load_error([](mm::Json& j) { j["numbers"]["two"] = {"two"}; });
  CHECK(e.find("/numbers/two") != std::string::npos);
  CHECK(e.find("digits") != std::string::npos);
  e = load_error([](mm::Json& j) { j["yes"].push_back(true); });
  CHECK(e.find("/yes/") != std::string::npos);
  CHECK(e.find("expected type \"string\"") != std::string::npos);
  e = load_error([](mm::Json& j) { j["grammar"]["object_forms"]["def"] = 3; });
  CHECK(e.find("/grammar/object_forms/def") != std::string::npos);
  CHECK(load_error([](mm::Json&) {}).empty());
}

TEST_CASE("lexicon on load: the schema names an unknown key, a missing singular, a wrong grammar value") {
  std::string e = load_error([](mm::Json& j) { j["colours"] = mm::Json::object(); });
  CHECK(e.find("lexicons/en.json") == 0);
  CHECK(e.find("colours") != std::string::npos);
  e = load_error([](mm::Json& j) { j["types"]["Mug"].erase("sg"); });
  CHECK(e.find("/types/Mug") != std::string::npos);
  CHECK(e.find("sg") != std::string::npos);
  e = load_error([](mm::Json& j) { j["types"]["Mug"]["aliases"] = "cup"; });
  CHECK(e.find("/types/Mug/aliases") != std::string::npos);
  e = load_error([](mm::Json& j) { j["script"]["direction"] = "up"; });
  CHECK(e.find("/script/direction") != std::string::npos);
  e = load_error([](mm::Json& j) { j["grammar"]["contractions"] = mm::Json::array({mm::Json::array({"a"})}); });
  CHECK(e.find("/grammar/contractions/0") != std::string::npos);
}

TEST_CASE("lexicon on load: a context variant without a condition, with a bad one, or nested is refused by place") {
  auto variant = [](mm::Json v) {
    return load_error([&](mm::Json& j) { j["types"]["Sink"]["variants"] = mm::Json::array({v}); });
  };
  std::string e = variant({{"sg", "basin"}});
  CHECK(e.find("/types/Sink/variants/0") != std::string::npos);
  CHECK(e.find("where") != std::string::npos);
  e = variant({{"where", {{"floor", {"Kitchen"}}}}, {"sg", "basin"}});
  CHECK(e.find("/types/Sink/variants/0/where") != std::string::npos);
  e = variant({{"where", {{"room", mm::Json::array()}}}, {"sg", "basin"}});
  CHECK(e.find("/types/Sink/variants/0/where/room") != std::string::npos);
  e = variant({{"where", {{"shared", true}, {"room", {"Kitchen"}}}}, {"sg", "basin"}});
  CHECK(e.find("\"shared\" stands alone") != std::string::npos);
  e = variant({{"where", {{"room", {"Kitchen"}}}}, {"sg", "basin"},
               {"variants", mm::Json::array({{{"where", {{"room", {"Bathroom"}}}}, {"sg", "x"}}})}});
  CHECK(e.find("/types/Sink/variants/0") != std::string::npos);
  CHECK(variant({{"where", {{"room", {"Kitchen"}}}}, {"sg", "kitchen sink"}}).empty());
}
