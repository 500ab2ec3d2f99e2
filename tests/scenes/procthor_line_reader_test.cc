// LineReader: lines out of plain and gzip input, file or memory, with the
// edge cases big downloads produce (CRLF, no final newline, concatenated
// gzip members, a cut-off stream, a runaway line).
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "generator/scenes/line_reader.h"
#include "tests/scenes/procthor_test_util.h"
#include "tests/test_util.h"

using namespace mm;

namespace {

struct Read {
  std::vector<std::string> lines;
  std::vector<size_t> too_long;  // line numbers
};

Read read_all(LineReader& r) {
  Read out;
  std::string line;
  while (true) {
    auto n = r.next(line);
    if (n == LineReader::Next::End) break;
    if (n == LineReader::Next::TooLong) out.too_long.push_back(r.line_number());
    else out.lines.push_back(line);
  }
  return out;
}

std::string numbered_lines(int n) {
  std::string s;
  for (int i = 1; i <= n; ++i) s += "line " + std::to_string(i) + " " + std::string(90, 'x') + "\n";
  return s;
}

}  // namespace

TEST_CASE("plain text: CRLF, blank lines and a last line without newline") {
  auto r = LineReader::from_memory("a\r\n\nb\nlast", "mem");
  Read got = read_all(*r);
  CHECK(got.lines == std::vector<std::string>{"a", "", "b", "last"});
  CHECK(r->line_number() == 4);
  CHECK(r->status().ok());
  CHECK_FALSE(r->is_gzip());
  CHECK(r->raw_bytes_read() == r->raw_size());
}

TEST_CASE("empty input gives no lines") {
  auto r = LineReader::from_memory("", "mem");
  CHECK(read_all(*r).lines.empty());
  CHECK(r->status().ok());
}

TEST_CASE("gzip is detected by content and streamed across chunks") {
  std::string text = numbered_lines(20000);  // ~2 MB, many inflate chunks
  std::string z = test::gzip_bytes(text);
  auto r = LineReader::from_memory(z, "mem.bin");
  Read got = read_all(*r);
  CHECK(r->is_gzip());
  REQUIRE(got.lines.size() == 20000);
  CHECK(got.lines.front().rfind("line 1 ", 0) == 0);
  CHECK(got.lines.back().rfind("line 20000 ", 0) == 0);
  CHECK(r->status().ok());
  CHECK(r->raw_bytes_read() == z.size());
}

TEST_CASE("concatenated gzip members read as one stream") {
  std::string z = test::gzip_bytes("one\ntwo\n") + test::gzip_bytes("three\n");
  auto r = LineReader::from_memory(z, "mem");
  CHECK(read_all(*r).lines == std::vector<std::string>{"one", "two", "three"});
  CHECK(r->status().ok());
}

TEST_CASE("a truncated gzip keeps the complete lines and says how many") {
  std::string text = numbered_lines(5000);
  std::string z = test::gzip_bytes(text);
  std::string cut = z.substr(0, z.size() / 2);
  auto r = LineReader::from_memory(cut, "cut.jsonl.gz");
  Read got = read_all(*r);
  REQUIRE_FALSE(r->status().ok());
  const std::string& msg = r->status().error().message;
  CHECK(msg.find("cut.jsonl.gz: truncated gzip file") == 0);
  CHECK(msg.find(std::to_string(got.lines.size()) + " complete lines were read") !=
        std::string::npos);
  CHECK(msg.find("partial line") != std::string::npos);
  REQUIRE(got.lines.size() > 100);
  CHECK(got.lines.size() < 5000);
  for (size_t i = 0; i < got.lines.size(); ++i)  // every kept line is whole
    CHECK(got.lines[i] == "line " + std::to_string(i + 1) + " " + std::string(90, 'x'));
}

TEST_CASE("corrupt gzip data is reported with its compressed offset") {
  std::string z = test::gzip_bytes(numbered_lines(2000));
  for (size_t i = z.size() / 2; i < z.size() / 2 + 64; ++i) z[i] = char(z[i] ^ 0x5a);
  auto r = LineReader::from_memory(z, "bad.gz");
  read_all(*r);
  REQUIRE_FALSE(r->status().ok());
  CHECK(r->status().error().message.find("bad.gz: ") == 0);
  bool named = r->status().error().message.find("corrupt gzip data at compressed byte") !=
                   std::string::npos ||
               r->status().error().message.find("truncated") != std::string::npos;
  CHECK(named);
}

TEST_CASE("a line over the limit is skipped, counted and the rest still read") {
  std::string text = "short\n" + std::string(300, 'y') + "\nafter\n" + std::string(500, 'z');
  auto r = LineReader::from_memory(text, "mem", 100);
  Read got = read_all(*r);
  CHECK(got.lines == std::vector<std::string>{"short", "after"});
  CHECK(got.too_long == std::vector<size_t>{2, 4});
  // Across chunk boundaries too.
  std::string big = "a\n" + std::string(600000, 'q') + "\nb\n";
  auto r2 = LineReader::from_memory(big, "mem", 1000);
  Read got2 = read_all(*r2);
  CHECK(got2.lines == std::vector<std::string>{"a", "b"});
  CHECK(got2.too_long == std::vector<size_t>{2});
}

TEST_CASE("files: size, progress and errors name the path") {
  test::TempDir dir;
  test::write_bytes(dir.file("f.txt"), "x\ny\n");
  auto r = LineReader::open_file(dir.file("f.txt"));
  REQUIRE(r);
  CHECK((*r)->raw_size() == 4);
  CHECK(read_all(**r).lines == std::vector<std::string>{"x", "y"});
  CHECK((*r)->raw_bytes_read() == 4);
  auto missing = LineReader::open_file(dir.file("none.jsonl"));
  REQUIRE_FALSE(missing);
  CHECK(missing.error().message.find("none.jsonl: cannot open") != std::string::npos);
}
