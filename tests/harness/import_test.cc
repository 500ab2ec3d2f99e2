// Reading what the tools write, bad input first: a ZIP that lies about its
// sizes or offsets, a damaged member, a file whose shape cannot be told,
// lines of the wrong shape, options that do not go together. Every message
// names the file and says what was expected.
#include <doctest/doctest.h>

#include "harness/import/harness_outputs.h"
#include "harness/import/zip_reader.h"
#include "tests/harness/harness_test_util.h"

namespace mm::test {
namespace {

using harness::ZipArchive;

TEST_CASE("zip: stored, deflate and multi-frame Zstandard members, and a repeated name reads as its last entry") {
  std::string big(100000, 'x');
  for (size_t i = 0; i < big.size(); i += 7) big[i] = char('a' + i % 26);
  auto z = ZipArchive::open(make_zip({{"a.json", "{\"v\":1}", 0}, {"b.json", big, 8}, {"c.json", big, 93},
                                      {"a.json", "{\"v\":2}", 8}}),
                            "t.eval");
  REQUIRE_MESSAGE(z, (z ? "" : z.error().message));
  CHECK(z->members().size() == 4);
  CHECK(*z->read(*z->find("a.json")) == "{\"v\":2}");
  CHECK(*z->read(*z->find("b.json")) == big);
  CHECK(*z->read(*z->find("c.json")) == big);
  CHECK(z->find("d.json") == nullptr);
}

TEST_CASE("zip: a zip64 end record is read at its offsets") {
  // The end record points to the zip64 one (0xFFFF entries); its entry count,
  // directory size and offset follow the 8-byte count of entries on this disk.
  std::string zip = make_zip({{"a.json", "{\"v\":1}", 8}, {"b.json", "{}", 0}});
  auto le = [&](size_t at, int n) {
    uint64_t v = 0;
    for (int i = n; i-- > 0;) v = v << 8 | uint8_t(zip[at + i]);
    return v;
  };
  uint64_t cd_size = le(zip.size() - 10, 4), cd_offset = le(zip.size() - 6, 4);
  zip.resize(zip.size() - 22);
  auto put = [&](uint64_t v, int n) {
    for (int i = 0; i < n; ++i) zip += char(v >> (8 * i) & 0xFF);
  };
  uint64_t rec = zip.size();
  put(0x06064b50, 4), put(44, 8), put(45, 2), put(45, 2), put(0, 4), put(0, 4);
  put(2, 8), put(2, 8), put(cd_size, 8), put(cd_offset, 8);
  put(0x07064b50, 4), put(0, 4), put(rec, 8), put(1, 4);
  put(0x06054b50, 4), put(0, 2), put(0, 2), put(0xFFFF, 2), put(0xFFFF, 2), put(0xFFFFFFFF, 4);
  put(0xFFFFFFFF, 4), put(0, 2);
  auto z = ZipArchive::open(zip, "t.eval");
  REQUIRE_MESSAGE(z, (z ? "" : z.error().message));
  REQUIRE(z->members().size() == 2);
  CHECK(*z->read(*z->find("a.json")) == "{\"v\":1}");
  CHECK(*z->read(*z->find("b.json")) == "{}");
}

TEST_CASE("zip: damaged archives are refused with the member and what is wrong") {
  std::string good = make_zip({{"samples/1_epoch_1.json", std::string(5000, 'y'), 8}});
  struct Case {
    const char* what;
    std::string bytes;
    const char* message;
  };
  std::string bad_crc = good;
  bad_crc[14] ^= 1;  // local header's CRC is not read; the central one is
  size_t central = good.rfind(std::string("PK\x01\x02", 4));
  bad_crc[central + 16] ^= 1;
  std::string truncated = good.substr(0, good.size() - 30);
  std::string offset = good;
  offset[central + 42] = char(0x7f);  // local header offset past the data
  std::string method = good;
  method[central + 10] = 12;  // bzip2
  std::string cd = good;
  cd[cd.size() - 6] = char(0x7f);  // central directory offset
  for (const auto& c : std::vector<Case>{
           {"no end record", truncated, "no end-of-central-directory record"},
           {"central directory outside", cd, "central directory outside the file"}}) {
    auto z = ZipArchive::open(c.bytes, "t.eval");
    REQUIRE_FALSE_MESSAGE(z, c.what);
    CHECK_MESSAGE(z.error().message.find(c.message) != std::string::npos, z.error().message);
    CHECK(z.error().message.rfind("t.eval: ", 0) == 0);
  }
  for (const auto& c : std::vector<Case>{{"crc", bad_crc, "CRC-32 does not match"},
                                         {"offset", offset, "local header missing"},
                                         {"method", method, "compression method 12 is not read"}}) {
    auto z = ZipArchive::open(c.bytes, "t.eval");
    REQUIRE_MESSAGE(z, c.what);
    auto data = z->read(z->members().front());
    REQUIRE_FALSE_MESSAGE(data, c.what);
    CHECK_MESSAGE(data.error().message.find(c.message) != std::string::npos, data.error().message);
    CHECK(data.error().message.find("samples/1_epoch_1.json") != std::string::npos);
  }
}

TEST_CASE("import: shapes are detected, or the file is refused naming what was expected") {
  TempDir tmp;
  write_text(tmp.file("odd.jsonl"), "{\"question\": 1, \"reply\": \"yes\"}\n");
  auto r = harness::read_harness_outputs({tmp.file("odd.jsonl")}, {});
  REQUIRE(r);  // read as mentalmap predictions: each line says what it lacks
  CHECK(r->sources.at(0).find("odd.jsonl: its shape matches no tool's") != std::string::npos);
  CHECK(r->sources.at(0).find("--id-field") != std::string::npos);
  REQUIRE(r->errors.size() == 1);
  CHECK(r->errors[0].text().find("odd.jsonl:1: missing \"id\"") != std::string::npos);

  write_text(tmp.file("batch.jsonl"), "{\"custom_id\": \"a\", \"response\": {\"status_code\": 200, \"body\": "
                                      "{\"choices\": []}}, \"error\": null}\n{\"custom_id\": 5}\nnot json\n");
  auto b = harness::read_harness_outputs({tmp.file("batch.jsonl")}, {});
  REQUIRE(b);
  REQUIRE(b->errors.size() == 2);
  CHECK(b->errors[0].text() == tmp.file("batch.jsonl") + ":1: a: response.body.choices[0].message missing");
  CHECK(b->errors[1].text().find(tmp.file("batch.jsonl") + ":3: invalid JSON") == 0);
  REQUIRE(b->failed.size() == 1);  // 5 is read as an id; the request has no response
  CHECK(b->failed[0].text() == tmp.file("batch.jsonl") + ":2: 5: the request has neither a response nor an error");

  write_text(tmp.file("samples_mentalmap_en_l0_2026-01-01T00-00-00.jsonl"),
             "{\"doc_id\": 0, \"doc\": {\"id\": \"x\"}, \"resps\": [[\"yes\"]], \"filter\": \"none\"}\n");
  auto lm = harness::read_harness_outputs({tmp.file("samples_mentalmap_en_l0_2026-01-01T00-00-00.jsonl")}, {});
  REQUIRE_FALSE(lm);
  CHECK(lm.error().message.find("name the model with --model") != std::string::npos);
  harness::ImportOptions named;
  named.model = "m";
  lm = harness::read_harness_outputs({tmp.file("samples_mentalmap_en_l0_2026-01-01T00-00-00.jsonl")}, named);
  REQUIRE(lm);
  CHECK(lm->predictions.at(0).model == "m");

  write_text(tmp.file("log.json"), "{\"version\": 2, \"eval\": {\"task\": \"t\"}, \"samples\": []}");
  auto in = harness::read_harness_outputs({tmp.file("log.json")}, {});
  REQUIRE_FALSE(in);
  CHECK(in.error().message.find("log.json: /eval/model: missing") != std::string::npos);

  write_text(tmp.file("broken.eval"), std::string("PK\x03\x04", 4) + "garbage");
  auto ev = harness::read_harness_outputs({tmp.file("broken.eval")}, {});
  REQUIRE_FALSE(ev);
  CHECK(ev.error().message.find("broken.eval: not a readable ZIP archive") != std::string::npos);
}

TEST_CASE("import: a Batch line answered 200 without a body is a line error") {
  // Found by fuzz_harness_outputs: the body was looked up with const
  // operator[], which dereferences end() when the key is missing.
  score::PredictionSet set;
  REQUIRE(harness::read_harness_output("b.jsonl", R"({"custom_id":"a","response":{"status_code":200}})", {}, set));
  REQUIRE(set.errors.size() == 1);
  CHECK(set.errors[0].text() == "b.jsonl:1: a: response.body.choices[0].message missing");
  CHECK(set.predictions.empty());
}

TEST_CASE("import: option combinations are checked before reading") {
  harness::ImportOptions o;
  o.id_field = "a";
  auto st = harness::check_import_options(o);
  REQUIRE_FALSE(st);
  CHECK(st.error().message.find("needs --id-field, --output-field and --model") != std::string::npos);
  o.format = harness::OutputFormat::LmEval;
  o.output_field = "b";
  o.model = "m";
  st = harness::check_import_options(o);
  REQUIRE_FALSE(st);
  CHECK(st.error().message.find("are for --format generic, not lm-eval") != std::string::npos);
  CHECK(harness::parse_output_format("inspect") == harness::OutputFormat::Inspect);
  CHECK_FALSE(harness::parse_output_format("eval"));
}

}  // namespace
}  // namespace mm::test

namespace mm::test {
namespace {

TEST_CASE("import: an .eval archive written by Python's zipfile (deflate, zip64 sample entries), as inspect writes") {
  auto preds = harness::read_harness_outputs({data_path("harness/python_zipfile.eval")}, {});
  REQUIRE_MESSAGE(preds, (preds ? "" : preds.error().message));
  REQUIRE(preds->predictions.size() == 2);
  CHECK(preds->predictions[0].id == "mm-python-1");
  CHECK(preds->predictions[0].output == "yes");
  CHECK(preds->predictions[1].id == "7");  // an integer id, as inspect allows
  CHECK(preds->predictions[1].output == "no");  // the text part, not the reasoning part
  CHECK(preds->predictions[0].model == "openai/gpt-4o-mini");
  CHECK(preds->sources.at(0).find("read as an inspect_ai .eval log (2 samples") != std::string::npos);
}

}  // namespace
}  // namespace mm::test

namespace mm::test {
namespace {

TEST_CASE("zip: a member declaring far more than its data expands to costs no such memory and is refused") {
  std::string zip = make_zip({{"samples/1_epoch_1.json", std::string(3000, 'a'), 8}});
  // Central and local entries: declare 900 MiB uncompressed.
  size_t central = zip.rfind(std::string("PK\x01\x02", 4));
  for (size_t at : {central + 24, size_t(22)}) {
    uint32_t big = 900u << 20;
    for (int i = 0; i < 4; ++i) zip[at + i] = char((big >> (8 * i)) & 0xFF);
  }
  auto z = harness::ZipArchive::open(zip, "t.eval");
  REQUIRE(z);
  CHECK(z->members().front().size == (900u << 20));
  auto data = z->read(z->members().front());
  REQUIRE_FALSE(data);
  CHECK(data.error().message.find("corrupt deflate data") != std::string::npos);
  CHECK(data.error().message.find("3000 of") != std::string::npos);
}

TEST_CASE("zip: members whose data fills exactly the declared size, in every method") {
  for (int method : {0, 8, 93})
    for (size_t n : {size_t(0), size_t(1), size_t(65536), size_t(65537), size_t(300000)}) {
      CAPTURE(method);
      CAPTURE(n);
      std::string data(n, 'q');
      for (size_t i = 0; i < n; i += 13) data[i] = char('a' + i % 17);
      auto z = harness::ZipArchive::open(make_zip({{"m", data, method}}), "t.eval");
      REQUIRE(z);
      auto read = z->read(z->members().front());
      REQUIRE_MESSAGE(read, (read ? "" : read.error().message));
      CHECK(*read == data);
    }
}

}  // namespace
}  // namespace mm::test
