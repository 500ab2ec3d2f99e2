// generate --multimodal: every house's floorplan in each condition's
// language (SVG and PNG) in the release, named by every item; the release
// verifies and is byte-identical for any thread count; exports carry the
// image as a content part.
#include <doctest/doctest.h>

#include <filesystem>
#include <set>

#include <fmt/format.h>

#include "base/file_io.h"
#include "format/text_norm.h"
#include "generator/release/verify.h"
#include "generator/release/writer.h"
#include "harness/export/export.h"
#include "harness/export/export_items.h"
#include "tests/harness/harness_test_util.h"

namespace mm::test {
namespace {

namespace fs = std::filesystem;

std::map<std::string, std::string> tree(const std::string& dir) {
  std::map<std::string, std::string> out;
  for (const auto& e : fs::recursive_directory_iterator(dir))
    if (e.is_regular_file()) out[fs::relative(e.path(), dir).generic_string()] = *read_file(e.path().string());
  return out;
}

// Every item line of `conditions` in a release, parsed.
std::vector<std::pair<std::string, Json>> item_lines(const std::string& dir, std::initializer_list<const char*> conditions) {
  std::vector<std::pair<std::string, Json>> out;
  for (const char* c : conditions) {
    const std::string text = read_text(dir + "/items/" + c + ".jsonl");
    for (std::string_view l : score::split_lines(text))
      if (!score::trim(l).empty()) out.emplace_back(c, Json::parse(l));
  }
  return out;
}

// Whether rsvg-convert can run (else the test says why it is skipped).
bool have_rasteriser() {
  std::string out;
  if (run_command("rsvg-convert --version", &out) == 0) return true;
  MESSAGE("rsvg-convert is not installed (.ci/install-deps installs librsvg2-bin): skipped");
  return false;
}

// A small multimodal release of `houses` built-in houses in `languages`,
// generated with one thread into `one` and with two into `two`; both must
// come out byte for byte the same.
GenerateOptions generate_twice(const TempDir& tmp, const std::string& houses, std::vector<std::string> languages,
                               bool item_plans) {
  GenerateOptions opt;
  opt.scenes = houses;
  opt.profile = Profile::Small;
  opt.languages = std::move(languages);
  opt.multimodal = true;
  opt.item_plans = item_plans;
  opt.out = tmp.file("one");
  opt.threads = 1;
  auto r = generate_release(opt);
  REQUIRE_MESSAGE(r, (r ? "" : r.error().message));
  opt.out = tmp.file("two");
  opt.threads = 2;
  REQUIRE(generate_release(opt));
  CHECK(tree(tmp.file("one")) == tree(tmp.file("two")));
  return opt;
}

TEST_CASE("generate --multimodal: floorplans in the release, named by every item, exported as image parts") {
  if (!have_rasteriser()) return;
  TempDir tmp;
  generate_twice(tmp, "builtin:3", {"en", "ar", "struct"}, false);

  auto report = verify_release(tmp.file("one"), VerifyDepth::deep);
  REQUIRE(report);
  CHECK_MESSAGE(report->ok(), (report->errors.empty() ? "" : report->errors.front()));
  CHECK(report->manifest.multimodal);
  size_t listed = 0;
  for (const auto& f : report->manifest.files) listed += f.path.rfind("floorplans/", 0) == 0;
  CHECK(listed == 3 * 3 * 2);  // houses x conditions x (svg, png)

  const auto items = item_lines(tmp.file("one"), {"en", "ar", "struct"});
  for (const auto& [c, j] : items) {
    std::string image = j.value("image", "");
    CHECK(image == fmt::format("floorplans/{}.{}.png", j["scene"].get<std::string>(), c));
    std::string png = read_text(tmp.file("one") + "/" + image);
    CHECK(png.compare(0, 8, "\x89PNG\r\n\x1a\n") == 0);
  }
  CHECK(items.size() > 50);

  harness::ExportOptions ex;
  ex.release = tmp.file("one");
  ex.out = tmp.file("batch");
  ex.format = harness::ExportFormat::OpenAIBatch;
  ex.model = "gpt-4o";
  REQUIRE(harness::export_release(ex));
  const std::string requests = read_text(tmp.file("batch/requests/ar.jsonl"));
  const std::string first = std::string(score::split_lines(requests).front());
  Json req = Json::parse(first);
  const Json& content = req["body"]["messages"][0]["content"];
  REQUIRE(content.size() == 2);
  CHECK(content[0]["type"] == "text");
  CHECK(content[1]["type"] == "image_url");
  std::string scene = read_text(tmp.file("one") + "/items/ar.jsonl");
  Json item = Json::parse(std::string(score::split_lines(scene).front()));
  CHECK(content[1]["image_url"]["url"] ==
        harness::png_data_url(read_text(tmp.file("one") + "/" + item["image"].get<std::string>())));
  ex.out = tmp.file("inspect");
  ex.format = harness::ExportFormat::Inspect;
  ex.model.clear();
  REQUIRE(harness::export_release(ex));
  const std::string samples = read_text(tmp.file("inspect/dataset/en.jsonl"));
  Json sample = Json::parse(std::string(score::split_lines(samples).front()));
  REQUIRE(sample["input"].is_array());
  CHECK(sample["input"][0]["content"][1]["type"] == "image");
  CHECK(harness::png_data_url("\x01\x02\x03\x04") == "data:image/png;base64,AQIDBA==");
}

TEST_CASE("generate --multimodal --item-plans: each item names its own plan, shared by items drawn alike") {
  if (!have_rasteriser()) return;
  TempDir tmp;
  generate_twice(tmp, "builtin:2", {"ja", "struct"}, true);
  auto report = verify_release(tmp.file("one"), VerifyDepth::deep);
  REQUIRE(report);
  CHECK_MESSAGE(report->ok(), (report->errors.empty() ? "" : report->errors.front()));
  CHECK(report->manifest.item_plans);
  std::set<std::string> images;
  const auto items = item_lines(tmp.file("one"), {"ja", "struct"});
  for (const auto& [c, j] : items) {
    std::string image = j.value("image", "");
    CHECK(image.rfind(fmt::format("floorplans/{}.", j["scene"].get<std::string>()), 0) == 0);
    images.insert(image);
    std::string svg = read_text(tmp.file("one") + "/" + image.substr(0, image.size() - 3) + "svg");
    CHECK(svg.find("xml:lang=\"" + c + "\"") != std::string::npos);
  }
  // Both regimes of a base item share its plan; other items mostly differ.
  CHECK(images.size() < items.size());
  CHECK(images.size() * 3 > items.size());
  size_t listed = 0;
  for (const auto& f : report->manifest.files) listed += f.path.rfind("floorplans/", 0) == 0;
  CHECK(listed == images.size() * 2);
}

}  // namespace
}  // namespace mm::test
