// Regression tests of the reliability issue, through the mentalmap binary as
// a user runs it: each case reproduces one reported defect (a crash, lost
// data, a silent failure, an inconsistent rule, unchecked metadata, an
// unclear message) and checks the fixed behaviour and exit code
// (0 everything read and written, 1 refused or failed, 3 input skipped).
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "base/sha256.h"
#include "tests/test_util.h"

namespace fs = std::filesystem;
using mm::test::run_command;
using mm::test::TempDir;

namespace {

std::string bin() { return MM_BINARY; }

int run(const std::string& cmd, std::string* out = nullptr) {
  std::string o;
  int rc = run_command(cmd, &o);
  if (out) *out = o;
  return rc;
}

std::string small_release(const TempDir& tmp, const std::string& name = "rel", int seed = 0) {
  std::string dir = tmp.file(name);
  std::string out;
  int rc = run(fmt::format("{} generate --scenes builtin:2 --seed {} --languages en --profile small --skip-gate --out {}", bin(), seed,
                           dir),
               &out);
  REQUIRE_MESSAGE(rc == 0, out);
  return dir;
}

// The id of the k-th item of the English items file.
std::string item_id(const std::string& release, int k) {
  std::ifstream in(release + "/items/en.jsonl");
  std::string line;
  for (int i = 0; i <= k; ++i) std::getline(in, line);
  return nlohmann::json::parse(line)["id"].get<std::string>();
}

std::string prediction(const std::string& id, const std::string& output) {
  return nlohmann::json({{"id", id}, {"model", "m"}, {"output", output}}).dump() + "\n";
}

std::vector<std::string> siblings_with(const std::string& dir, const std::string& part) {
  std::vector<std::string> out;
  for (const auto& e : fs::directory_iterator(dir))
    if (e.path().filename().string().find(part) != std::string::npos) out.push_back(e.path().filename().string());
  return out;
}

}  // namespace

TEST_CASE("reliability 1: invalid UTF-8 in a prediction line: score --issues writes valid JSON and exits 3") {
  TempDir tmp;
  std::string rel = small_release(tmp);
  mm::test::write_text(tmp.file("p.jsonl"), prediction(item_id(rel, 0), "yes") + "{\"id\": \"x\xff\xfe\", \"model\": \"m\"\n");
  std::string out;
  int rc = run(fmt::format("{} score {} {} --out {} --issues {}", bin(), rel, tmp.file("p.jsonl"), tmp.file("r.jsonl"),
                           tmp.file("i.json")),
               &out);
  CHECK_MESSAGE(rc == 3, out);
  CHECK(out.find("internal error") == std::string::npos);
  CHECK(out.find('\xff') == std::string::npos);  // no raw invalid bytes on the terminal
  auto issues = nlohmann::json::parse(mm::test::read_text(tmp.file("i.json")));
  CHECK(issues["errors"].size() == 1);
  CHECK(fs::file_size(tmp.file("r.jsonl")) > 0);
}

TEST_CASE("reliability 2: nothing is overwritten that is not ours") {
  TempDir tmp;
  std::string rel = small_release(tmp);
  std::string out;
  SUBCASE("a folder that merely holds a manifest.json") {
    fs::create_directory(tmp.file("mine"));
    mm::test::write_text(tmp.file("mine/manifest.json"), "{}");
    mm::test::write_text(tmp.file("mine/thesis.tex"), "precious");
    CHECK(run(fmt::format("{} generate --scenes builtin:1 --languages en --profile small --out {}", bin(), tmp.file("mine")), &out) == 1);
    CHECK(out.find("refusing to replace") != std::string::npos);
    CHECK(mm::test::read_text(tmp.file("mine/thesis.tex")) == "precious");
  }
  SUBCASE("a release someone added a file to") {
    mm::test::write_text(rel + "/notes.txt", "mine");
    CHECK(run(fmt::format("{} generate --scenes builtin:1 --languages en --profile small --skip-gate --out {}", bin(), rel), &out) == 1);
    CHECK(out.find("notes.txt") != std::string::npos);
    CHECK(mm::test::read_text(rel + "/notes.txt") == "mine");
  }
  SUBCASE("score --out the predictions file, or into the release, or a folder") {
    std::string p = tmp.file("p.jsonl");
    mm::test::write_text(p, prediction(item_id(rel, 0), "yes"));
    CHECK(run(fmt::format("{} score {} {} --out {}", bin(), rel, p, p), &out) == 1);
    CHECK(out.find("is also an input") != std::string::npos);
    CHECK(mm::test::read_text(p) == prediction(item_id(rel, 0), "yes"));
    CHECK(run(fmt::format("{} score {} {} --out {}/x.jsonl", bin(), rel, p, rel), &out) == 1);
    CHECK(out.find("inside the release") != std::string::npos);
    CHECK(!fs::exists(rel + "/x.jsonl"));
    CHECK(run(fmt::format("{} score {} {} --out {}", bin(), rel, p, tmp.path()), &out) == 1);
    CHECK(out.find("is a folder") != std::string::npos);
    CHECK(siblings_with(fs::path(tmp.path()).parent_path().string(), fs::path(tmp.path()).filename().string() + ".tmp-").empty());
  }
}

TEST_CASE("reliability 3: failures are loud") {
  TempDir tmp;
  std::string rel = small_release(tmp);
  std::string out, p = tmp.file("p.jsonl");
  mm::test::write_text(p, prediction(item_id(rel, 0), "yes"));
  SUBCASE("--issues that cannot be written: exit 1, and the results are not published either") {
    mm::test::write_text(tmp.file("r.jsonl"), "old");
    CHECK(run(fmt::format("{} score {} {} --out {} --issues {}/no/such/i.json", bin(), rel, p, tmp.file("r.jsonl"),
                          tmp.path()),
              &out) == 1);
    CHECK(mm::test::read_text(tmp.file("r.jsonl")) == "old");
  }
  SUBCASE("empty, blank-only and CR-only prediction files are refused") {
    for (const char* text : {"", "\n\n  \n", "\r\r\r"}) {
      mm::test::write_text(tmp.file("e.jsonl"), text);
      CHECK(run(fmt::format("{} score {} {} --out {}", bin(), rel, tmp.file("e.jsonl"), tmp.file("r.jsonl")), &out) == 1);
      CHECK(out.find("no prediction lines") != std::string::npos);
    }
  }
  SUBCASE("no readable prediction line: exit 1, nothing written") {
    mm::test::write_text(tmp.file("g.jsonl"), "garbage\n{bad\n");
    CHECK(run(fmt::format("{} score {} {} --out {}", bin(), rel, tmp.file("g.jsonl"), tmp.file("g_r.jsonl")), &out) == 1);
    CHECK(out.find("no prediction line could be read") != std::string::npos);
    CHECK(!fs::exists(tmp.file("g_r.jsonl")));
  }
  SUBCASE("a NUL byte between two records is reported, not dropped") {
    std::string a = prediction(item_id(rel, 0), "yes"), b = prediction(item_id(rel, 1), "no");
    mm::test::write_text(tmp.file("n.jsonl"), prediction(item_id(rel, 2), "yes") + a.substr(0, a.size() - 1) + std::string(1, '\0') + b);
    CHECK(run(fmt::format("{} score {} {} --out {}", bin(), rel, tmp.file("n.jsonl"), tmp.file("r.jsonl")), &out) == 3);
    CHECK(out.find("NUL byte") != std::string::npos);
  }
  SUBCASE("a re-import replaces the folder: no stale scenes") {
    std::string dir = tmp.file("scenes");
    CHECK(run(fmt::format("{} scenes import {} --out {}", bin(), mm::test::data_path("procthor/houses.jsonl"), dir)) == 3);
    CHECK(run(fmt::format("{} scenes import {} --out {}", bin(), mm::test::data_path("procthor/house_multiroom.json"),
                          dir),
              &out) == 0);
    int scenes = 0;
    for (const auto& e : fs::directory_iterator(dir)) scenes += e.path().filename() != "manifest.json";
    CHECK(scenes == 1);
  }
  SUBCASE("two rooms with the same footprint are refused, naming both") {
    auto house = nlohmann::json::parse(mm::test::read_text(mm::test::data_path("procthor/house_multiroom.json")));
    house["rooms"][1]["floorPolygon"] = house["rooms"][0]["floorPolygon"];
    mm::test::write_text(tmp.file("twin.json"), house.dump());
    CHECK(run(fmt::format("{} scenes import {} --out {}", bin(), tmp.file("twin.json"), tmp.file("tw")), &out) == 1);
    CHECK(out.find("shares floor with room") != std::string::npos);
  }
}

TEST_CASE("reliability 5: a truncated .jsonl.gz is refused unless --allow-partial (exit 3)") {
  TempDir tmp;
  std::string gz = tmp.file("h.jsonl.gz"), cut = tmp.file("cut.jsonl.gz");
  // Complete houses first, then a cut inside a later one.
  std::string houses = mm::test::read_text(mm::test::data_path("procthor/houses.jsonl"));
  std::string good_line = houses.substr(0, houses.find('\n') + 1);
  mm::test::write_text(tmp.file("h.jsonl"), good_line + good_line + good_line + good_line);
  REQUIRE(run("gzip -c " + tmp.file("h.jsonl") + " > " + gz) == 0);
  std::string bytes = mm::test::read_text(gz);
  mm::test::write_text(cut, bytes.substr(0, bytes.size() - 12));
  std::string out;
  CHECK(run(fmt::format("{} scenes import {} --out {}", bin(), cut, tmp.file("s")), &out) == 1);
  CHECK(out.find("truncated") != std::string::npos);
  CHECK(!fs::exists(tmp.file("s")));
  CHECK(run(fmt::format("{} scenes import {} --out {} --allow-partial", bin(), cut, tmp.file("s")), &out) == 3);
  CHECK(fs::exists(tmp.file("s/manifest.json")));
  CHECK(run(fmt::format("{} generate --scenes {} --languages en --profile small --out {}", bin(), cut, tmp.file("r")), &out) == 1);
  CHECK(out.find("--allow-partial") != std::string::npos);
  // The same rule for a prediction file.
  std::string rel = small_release(tmp);
  std::string preds;
  for (int k = 0; k < 30; ++k) preds += prediction(item_id(rel, k), "yes");
  mm::test::write_text(tmp.file("p.jsonl"), preds);
  REQUIRE(run("gzip -c " + tmp.file("p.jsonl") + " > " + tmp.file("p.jsonl.gz")) == 0);
  std::string pb = mm::test::read_text(tmp.file("p.jsonl.gz"));
  mm::test::write_text(tmp.file("pcut.jsonl.gz"), pb.substr(0, pb.size() - 12));
  CHECK(run(fmt::format("{} score {} {} --out {}", bin(), rel, tmp.file("pcut.jsonl.gz"), tmp.file("r.jsonl")), &out) == 1);
  CHECK(out.find("--allow-partial") != std::string::npos);
  CHECK(run(fmt::format("{} score {} {} --out {} --allow-partial", bin(), rel, tmp.file("pcut.jsonl.gz"),
                        tmp.file("r.jsonl")),
            &out) == 3);
  CHECK(fs::exists(tmp.file("r.jsonl")));
}

TEST_CASE("reliability 6: verify checks the manifest's metadata against the content") {
  TempDir tmp;
  std::string rel = small_release(tmp);
  auto edit = [&](const std::function<void(nlohmann::ordered_json&)>& change) {
    auto m = nlohmann::ordered_json::parse(mm::test::read_text(rel + "/manifest.json"));
    change(m);
    mm::test::write_text(rel + "/manifest.json", m.dump(1) + "\n");
  };
  std::string original = mm::test::read_text(rel + "/manifest.json"), out;
  SUBCASE("seed") {
    edit([](auto& m) { m["seed"] = 5; });
    CHECK(run(bin() + " verify " + rel, &out) == 1);
    CHECK(out.find("seed") != std::string::npos);
  }
  SUBCASE("houses") {
    edit([](auto& m) { m["houses"] = 3; });
    CHECK(run(bin() + " verify " + rel, &out) == 1);
    CHECK(out.find("houses") != std::string::npos);
  }
  SUBCASE("scenes") {
    edit([](auto& m) { m["scenes"] = "builtin:7"; });
    CHECK(run(bin() + " verify " + rel, &out) == 1);
    CHECK(out.find("scenes") != std::string::npos);
  }
  SUBCASE("a cell listed with zero items is fine") {
    edit([](auto& m) { m["counts"]["L0"]["ar"] = 0; });
    CHECK_MESSAGE(run(bin() + " verify " + rel, &out) == 0, out);
  }
}

TEST_CASE("reliability 6b: verify's depths: the default trusts line contents to the hashes, --deep re-derives them") {
  TempDir tmp;
  std::string rel = small_release(tmp), out;
  auto manifest = [&] { return nlohmann::ordered_json::parse(mm::test::read_text(rel + "/manifest.json")); };
  auto save = [&](const nlohmann::ordered_json& m) { mm::test::write_text(rel + "/manifest.json", m.dump(1) + "\n"); };
  REQUIRE_MESSAGE(run(bin() + " verify --deep " + rel, &out) == 0, out);
  CHECK(out.find("items recounted") != std::string::npos);
  SUBCASE("a gold line changed and re-hashed in the manifest: only --deep finds it") {
    std::string gold = mm::test::read_text(rel + "/gold.jsonl");
    std::string second = item_id(rel, 1), first = item_id(rel, 0);
    size_t at = gold.find("\"" + second + "\"");
    REQUIRE(at != std::string::npos);
    gold.replace(at + 1, second.size(), first);  // two answers for one item
    mm::test::write_text(rel + "/gold.jsonl", gold);
    auto m = manifest();
    for (auto& f : m["files"])
      if (f["path"] == "gold.jsonl") f["bytes"] = gold.size(), f["sha256"] = mm::sha256_hex(gold);
    save(m);
    CHECK_MESSAGE(run(bin() + " verify " + rel, &out) == 0, out);
    CHECK(run(bin() + " verify --deep " + rel, &out) == 1);
    CHECK(out.find("gold.jsonl: duplicate id " + first) != std::string::npos);
  }
  SUBCASE("a gate recorded as failed is refused by default") {
    auto m = manifest();
    m["baselines"]["gate"] = "failed", m["baselines"]["violations"] = 2;
    save(m);
    CHECK(run(bin() + " verify " + rel, &out) == 1);
    CHECK(out.find("records the blind-baselines gate as failed (2 violation(s)") != std::string::npos);
    CHECK(run(bin() + " verify --quick " + rel, &out) == 0);
  }
  SUBCASE("--quick and --deep together are refused") {
    CHECK(run(bin() + " verify --quick --deep " + rel, &out) == 1);
    CHECK(out.find("exclude each other") != std::string::npos);
  }
}

TEST_CASE("reliability 7: clear messages") {
  TempDir tmp;
  std::string out;
  CHECK(run(fmt::format("{} scenes import {} --out {}", bin(), tmp.path(), tmp.file("s")), &out) == 1);
  CHECK(out.find("is a folder") != std::string::npos);
  CHECK(run(fmt::format("{} generate --scenes builtin:2 --languages en --profile small --skip-gate --out {}/", bin(), tmp.file("r")),
            &out) == 0);
  CHECK(fs::exists(tmp.file("r/manifest.json")));
  CHECK(run(fmt::format("{} generate --scenes builtin:6 --languages en --profile small --skip-gate --shard 2/3 --out {}", bin(),
                        tmp.file("sh")),
            &out) == 0);
  CHECK_MESSAGE(out.find("houses 3-4 of 6") != std::string::npos, out);
}
