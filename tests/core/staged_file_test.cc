// StagedFile: the file appears whole at commit, or not at all.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "base/staged_file.h"
#include "tests/test_util.h"

TEST_CASE("StagedFile: replaces at commit, leaves the old file when dropped, refuses a folder") {
  mm::test::TempDir tmp;
  std::string path = tmp.file("out.jsonl");
  std::ofstream(path) << "old";
  {
    auto f = mm::StagedFile::begin(path);
    REQUIRE(f);
    f->write("new");
    CHECK(mm::test::read_text(path) == "old");  // nothing visible before commit
  }
  CHECK(mm::test::read_text(path) == "old");
  int entries = 0;
  for (const auto& e : std::filesystem::directory_iterator(tmp.path())) entries += bool(e.path().string().size());
  CHECK(entries == 1);  // the temporary file went away with the object
  auto f = mm::StagedFile::begin(path);
  REQUIRE(f);
  f->write("new");
  REQUIRE(f->commit());
  CHECK(mm::test::read_text(path) == "new");
  auto dir = mm::StagedFile::begin(tmp.path());
  REQUIRE(!dir);
  CHECK(dir.error().message.find("is a folder") != std::string::npos);
  auto missing = mm::StagedFile::begin(tmp.file("no/such/file"));
  REQUIRE(!missing);
  CHECK(missing.error().message.find("does not exist") != std::string::npos);
}
