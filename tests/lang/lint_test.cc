// `mentalmap lint` as a translator runs it: the checkout's own languages are
// clean, and a lexicon's context variants are checked — their conditions
// must name known types, and every form of a variant's name must read back,
// through the scorer, as its own type.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "tests/test_util.h"

namespace fs = std::filesystem;
using mm::test::run_command;

namespace {

// A copy of the checkout's data with one change to lexicons/<lang>.json.
std::string resources_with(const mm::test::TempDir& tmp, const std::string& lang,
                           const std::function<void(nlohmann::ordered_json&)>& change) {
  fs::create_directories(tmp.file("generator"));
  for (const char* dir : {"schemas", "lexicons", "templates", "generator/data"})
    fs::copy(fs::path(MM_SOURCE_DIR) / dir, tmp.file(dir), fs::copy_options::recursive);
  std::string path = tmp.file("lexicons/" + lang + ".json");
  auto j = nlohmann::ordered_json::parse(mm::test::read_text(path));
  change(j);
  mm::test::write_text(path, j.dump(1) + "\n");
  return tmp.path();
}

}  // namespace

TEST_CASE("lint: every condition of the checkout is free of errors") {
  std::string out;
  int rc = run_command(fmt::format("{} lint --quiet --no-render --resources {}", MM_BINARY, MM_SOURCE_DIR), &out);
  CHECK_MESSAGE(rc == 0, out);
}

TEST_CASE("lint: a context variant under an unknown room or object type is an error") {
  mm::test::TempDir tmp;
  std::string res = resources_with(tmp, "es", [](auto& j) {
    j["types"]["Sink"]["variants"][0]["where"] = {{"room", {"Cocina"}}, {"on", {"Counter"}}};
  });
  std::string out;
  CHECK(run_command(fmt::format("{} lint --languages es --no-render --resources {}", MM_BINARY, res), &out) == 1);
  CHECK(out.find("lexicons/es.json: /types/Sink/variants/0: error: where/room: 'Cocina' is not a room type") !=
        std::string::npos);
  CHECK(out.find("where/on: 'Counter' is not an object type") != std::string::npos);
}

TEST_CASE("lint: a context variant the scorer cannot read back as its own type is an error") {
  mm::test::TempDir tmp;
  // The kitchen's sink worded as a drawer: a model that copies the prompt's
  // word could be read as either.
  std::string res = resources_with(tmp, "zh", [](auto& j) {
    j["types"]["Sink"]["variants"] = {{{"where", {{"room", {"Kitchen"}}}}, {"sg", "抽屉"}}};
  });
  std::string out;
  CHECK(run_command(fmt::format("{} lint --languages zh --no-render --resources {}", MM_BINARY, res), &out) == 1);
  CHECK(out.find("lexicons/zh.json: /types/Sink/variants/0: error: the scorer reads '抽屉' as Drawer or Sink, not "
                 "as Sink") != std::string::npos);
  CHECK(out.find("'抽屉' names 2 concepts: Drawer, Sink") != std::string::npos);
}

TEST_CASE("lint: two places' words that read the same are an error (an item naming both could not be scored)") {
  mm::test::TempDir tmp;
  // The kitchen's word differs from the bathroom's only in case: the scorer
  // normalises case, so "Lavabo 1" could be either group's first sink.
  std::string res = resources_with(tmp, "es", [](auto& j) {
    j["types"]["Sink"]["variants"] = {{{"where", {{"room", {"Kitchen"}}}}, {"sg", "Lavabo"}, {"pl", "Lavabos"}}};
  });
  std::string out;
  CHECK(run_command(fmt::format("{} lint --languages es --no-render --resources {}", MM_BINARY, res), &out) == 1);
  CHECK(out.find("lexicons/es.json: /types/Sink/variants/0: error: the scorer reads 'Lavabo' as more than one word "
                 "of Sink") != std::string::npos);
}
