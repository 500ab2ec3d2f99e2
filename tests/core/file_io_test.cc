#include <doctest/doctest.h>

#include <zlib.h>

#include <fstream>

#include "base/file_io.h"
#include "tests/test_util.h"

using namespace mm;

namespace {
std::string gzip(const std::string& s) {
  std::string out(compressBound(s.size()) + 64, '\0');
  z_stream zs{};
  deflateInit2(&zs, 6, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY);
  zs.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(s.data()));
  zs.avail_in = s.size();
  zs.next_out = reinterpret_cast<Bytef*>(out.data());
  zs.avail_out = out.size();
  deflate(&zs, Z_FINISH);
  out.resize(zs.total_out);
  deflateEnd(&zs);
  return out;
}
void write(const std::string& path, const std::string& bytes) {
  std::ofstream(path, std::ios::binary) << bytes;
}
}  // namespace

TEST_CASE("gzip input is inflated, truncation and LFS pointers are explained") {
  test::TempDir dir;
  std::string text(5000, 'x');
  write(dir.file("a.gz"), gzip(text));
  auto r = read_input_file(dir.file("a.gz"));
  REQUIRE(r);
  CHECK(*r == text);

  std::string z = gzip(std::string(200000, 'y') + "tail");
  write(dir.file("cut.gz"), z.substr(0, z.size() / 2));
  auto t = read_input_file(dir.file("cut.gz"));
  REQUIRE_FALSE(t);
  CHECK(t.error().message.find("truncated gzip file") != std::string::npos);

  write(dir.file("lfs.jsonl.gz"),
        "version https://git-lfs.github.com/spec/v1\noid sha256:abc\nsize 123\n");
  auto l = read_input_file(dir.file("lfs.jsonl.gz"));
  REQUIRE_FALSE(l);
  CHECK(l.error().message.find("Git-LFS pointer") != std::string::npos);
  CHECK(l.error().message.find("git lfs pull") != std::string::npos);

  auto missing = read_input_file(dir.file("nope.json"));
  REQUIRE_FALSE(missing);
  CHECK(missing.error().message.find("cannot open") != std::string::npos);
}

TEST_CASE("atomic writes replace whole files") {
  test::TempDir dir;
  REQUIRE(write_file_atomic(dir.file("f.txt"), "one"));
  REQUIRE(write_file_atomic(dir.file("f.txt"), "two"));
  CHECK(*read_file(dir.file("f.txt")) == "two");
  CHECK_FALSE(write_file_atomic(dir.file("no/such/dir/f.txt"), "x"));
}

TEST_CASE("text positions count lines and columns") {
  TextPos p = text_position("ab\ncd", 4);
  CHECK(p.line == 2);
  CHECK(p.column == 2);
}
