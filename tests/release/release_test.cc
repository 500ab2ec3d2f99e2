#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include "format/manifest.h"
#include "generator/release/merge.h"
#include "generator/release/verify.h"
#include "tests/release/release_test_util.h"

using namespace mm;
namespace fs = std::filesystem;

TEST_CASE("two runs give identical bytes") {
  test::TempDir dir;
  test::generate_ok(test::small_options(dir.file("a")));
  test::generate_ok(test::small_options(dir.file("b")));
  auto a = test::read_tree(dir.file("a"));
  auto b = test::read_tree(dir.file("b"));
  CHECK(a.size() > 5);
  CHECK(a == b);
  auto other = test::small_options(dir.file("c"));
  other.seed = 12;
  test::generate_ok(other);
  CHECK(test::read_tree(dir.file("c"))["items/en.jsonl"] != a["items/en.jsonl"]);
}

TEST_CASE("the thread count never changes a byte, sharded or not") {
  test::TempDir dir;
  auto one = test::small_options(dir.file("t1"), "builtin:9");
  one.languages = {"en", "ar", "struct"};
  one.threads = 1;
  test::generate_ok(one);
  auto expected = test::read_tree(dir.file("t1"));
  for (int threads : {2, 3, 8}) {
    CAPTURE(threads);
    auto opt = one;
    opt.out = dir.file("t" + std::to_string(threads));
    opt.threads = threads;
    test::generate_ok(opt);
    CHECK(test::read_tree(opt.out) == expected);
  }
  auto shard = one;
  shard.out = dir.file("shard-1");
  shard.shard_k = 2;
  shard.shard_n = 2;
  test::generate_ok(shard);
  shard.out = dir.file("shard-3");
  shard.threads = 3;
  test::generate_ok(shard);
  CHECK(test::read_tree(dir.file("shard-1")) == test::read_tree(dir.file("shard-3")));
}

TEST_CASE("--threads out of range is refused before any work") {
  test::TempDir dir;
  auto opt = test::small_options(dir.file("x"));
  opt.threads = 0;
  auto r = generate_release(opt);
  REQUIRE_FALSE(r);
  CHECK(r.error().message.find("--threads 0: expected 1 to 256") != std::string::npos);
  CHECK_FALSE(fs::exists(dir.file("x")));
}

TEST_CASE("shards merged give the unsharded release byte for byte") {
  test::TempDir dir;
  auto whole = test::small_options(dir.file("whole"), "builtin:7");
  test::generate_ok(whole);
  std::vector<std::string> shards;
  for (int k = 1; k <= 3; ++k) {
    auto opt = test::small_options(dir.file("s" + std::to_string(k)), "builtin:7");
    opt.shard_k = k;
    opt.shard_n = 3;
    test::generate_ok(opt);
    shards.push_back(opt.out);
  }
  Status st = merge_releases({shards[2], shards[0], shards[1]}, dir.file("merged"));
  REQUIRE_MESSAGE(st, (st ? "" : st.error().message));
  CHECK(test::read_tree(dir.file("merged")) == test::read_tree(dir.file("whole")));

  // Merge refuses incomplete, duplicated or mismatched shard sets.
  Status missing = merge_releases({shards[0], shards[1]}, dir.file("m2"));
  REQUIRE_FALSE(missing);
  CHECK(missing.error().message.find("shard 3/3 is missing") != std::string::npos);
  Status twice = merge_releases({shards[0], shards[0], shards[1]}, dir.file("m3"));
  REQUIRE_FALSE(twice);
  CHECK(twice.error().message.find("given twice") != std::string::npos);
  auto odd = test::small_options(dir.file("odd"), "builtin:7");
  odd.seed = 99;
  odd.shard_k = 3;
  odd.shard_n = 3;
  test::generate_ok(odd);
  Status mixed = merge_releases({shards[0], shards[1], dir.file("odd")}, dir.file("m4"));
  REQUIRE_FALSE(mixed);
  CHECK(mixed.error().message.find("different generations: seed") != std::string::npos);
  Status not_shard = merge_releases({dir.file("whole")}, dir.file("m5"));
  REQUIRE_FALSE(not_shard);
  CHECK(not_shard.error().message.find("not a shard") != std::string::npos);
}

TEST_CASE("verify passes a fresh release and catches one flipped byte") {
  test::TempDir dir;
  test::generate_ok(test::small_options(dir.file("r")));
  auto ok = verify_release(dir.file("r"));
  REQUIRE(ok);
  CHECK(ok->ok());
  CHECK(ok->items > 0);

  std::string path = dir.file("r/items/en.jsonl");
  std::string bytes = *read_file(path);
  bytes[bytes.size() / 2] ^= 0x01;
  std::ofstream(path, std::ios::binary | std::ios::trunc) << bytes;
  auto bad = verify_release(dir.file("r"));
  REQUIRE(bad);
  REQUIRE_FALSE(bad->ok());
  CHECK(bad->errors.front().find("items/en.jsonl: SHA-256") == 0);

  std::ofstream(dir.file("r/extra.txt")) << "x";
  fs::remove(dir.file("r/gold.jsonl"));
  auto worse = verify_release(dir.file("r"), VerifyDepth::files);
  REQUIRE(worse);
  std::string all;
  for (const auto& e : worse->errors) all += e + "\n";
  CHECK(all.find("gold.jsonl: listed in the manifest but missing") != std::string::npos);
  CHECK(all.find("extra.txt: not listed in the manifest") != std::string::npos);
}

TEST_CASE("verify refuses a release of a newer format") {
  test::TempDir dir;
  test::generate_ok(test::small_options(dir.file("r")));
  std::string m = *read_file(dir.file("r/manifest.json"));
  auto pos = m.find("\"version\": 1");
  REQUIRE(pos != std::string::npos);
  m.replace(pos, 12, "\"version\": 7");
  std::ofstream(dir.file("r/manifest.json"), std::ios::trunc) << m;
  auto r = verify_release(dir.file("r"));
  REQUIRE_FALSE(r);
  CHECK(r.error().message.find("newer than this mentalmap") != std::string::npos);
}

TEST_CASE("a failed generation leaves the previous release intact") {
  test::TempDir dir;
  test::generate_ok(test::small_options(dir.file("r")));
  auto before = test::read_tree(dir.file("r"));
  std::ofstream(dir.file("bad.jsonl")) << "{not json\n";
  auto opt = test::small_options(dir.file("r"), dir.file("bad.jsonl"));
  auto res = generate_release(opt);
  REQUIRE_FALSE(res);
  CHECK(test::read_tree(dir.file("r")) == before);
  for (const auto& e : fs::directory_iterator(dir.path()))
    CHECK(e.path().filename().string().find(".tmp-") == std::string::npos);
}

TEST_CASE("generation refuses to overwrite a folder that is not a release") {
  test::TempDir dir;
  fs::create_directories(dir.file("notes"));
  std::ofstream(dir.file("notes/todo.txt")) << "keep me";
  auto res = generate_release(test::small_options(dir.file("notes")));
  REQUIRE_FALSE(res);
  CHECK(res.error().message.find("not a mentalmap release") != std::string::npos);
  CHECK(*read_file(dir.file("notes/todo.txt")) == "keep me");
}

TEST_CASE("options are checked before any work, with suggestions") {
  GenerateOptions opt = test::small_options("/tmp/x");
  opt.languages = {"en", "jp"};
  Status st = validate_options(opt);
  REQUIRE_FALSE(st);
  CHECK(st.error().message.find("unknown condition 'jp'") != std::string::npos);
  int k = 0, n = 0;
  CHECK_FALSE(parse_shard("4/3", k, n));
  CHECK_FALSE(parse_shard("2", k, n));
  CHECK(parse_shard("2/3", k, n));
  CHECK(k == 2);
  opt.languages = {"struct", "all"};
  REQUIRE(validate_options(opt));
  CHECK(opt.languages.size() == 9);
  CHECK(opt.languages.front() == "en");
  CHECK(opt.languages.back() == "struct");
}

TEST_CASE("manifest records provenance and the card has hub front matter") {
  test::TempDir dir;
  test::generate_ok(test::small_options(dir.file("r")));
  auto m = load_manifest(dir.file("r"));
  REQUIRE(m);
  CHECK(m->seed == 11);
  CHECK(m->profile == "small");
  CHECK(m->icu_version.size() > 1);
  CHECK(m->resources_sha256.size() == 64);
  CHECK(!m->self_test.empty());
  std::string card = *read_file(dir.file("r/README.md"));
  CHECK(card.rfind("---\n", 0) == 0);
  CHECK(card.find("config_name: en") != std::string::npos);
  CHECK(card.find("path: items/struct.jsonl") != std::string::npos);
  CHECK(card.find("size_categories:") != std::string::npos);
}
