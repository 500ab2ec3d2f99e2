// `mentalmap lint` of a translator's space.msg: every key with English's
// arguments, labels that read back; a language without the file is a
// warning, not an error.
#include <doctest/doctest.h>

#include <filesystem>
#include <regex>

#include <fmt/format.h>

#include "tests/test_util.h"

namespace fs = std::filesystem;

namespace {

// A copy of the checkout's data with templates/de/space.msg written from
// English by `change`.
std::string resources_with_de(const mm::test::TempDir& tmp, const std::function<std::string(std::string)>& change) {
  fs::create_directories(tmp.file("generator"));
  for (const char* dir : {"schemas", "lexicons", "templates", "generator/data"})
    fs::copy(fs::path(MM_SOURCE_DIR) / dir, tmp.file(dir), fs::copy_options::recursive);
  std::string en = mm::test::read_text(tmp.file("templates/en/space.msg"));
  mm::test::write_text(tmp.file("templates/de/space.msg"), change(en));
  return tmp.path();
}

std::string lint_de(const std::string& resources, int* rc) {
  std::string out;
  *rc = mm::test::run_command(
      fmt::format("{} lint --languages de --no-render --resources {}", MM_BINARY, resources), &out);
  return out;
}

}  // namespace

TEST_CASE("space lint: every condition of the checkout is clean, and a language without space.msg is a warning") {
  std::string out;
  CHECK(mm::test::run_command(fmt::format("{} lint --no-render --resources {}", MM_BINARY, MM_SOURCE_DIR), &out) == 0);
  CHECK(out.find("space.msg: error") == std::string::npos);
  CHECK(out.find("/space.msg: warning: missing") == std::string::npos);
  mm::test::TempDir tmp;
  std::string res = resources_with_de(tmp, [](std::string t) { return t; });
  fs::remove(tmp.file("templates/de/space.msg"));
  int rc = 0;
  out = lint_de(res, &rc);
  CHECK(rc == 0);
  CHECK(out.find("templates/de/space.msg: warning: missing") != std::string::npos);
}

TEST_CASE("space lint: a missing message, a dropped argument and labels that collide are errors") {
  mm::test::TempDir tmp;
  std::string res = resources_with_de(tmp, [](std::string t) {
    t = std::regex_replace(t, std::regex("space\\.sadd\\.question = [^\n]*\n"), "");
    t = std::regex_replace(t, std::regex("\\{filled\\} marks"), "X marks");
    t = std::regex_replace(t, std::regex("space\\.label\\.b = B"), "space.label.b = A");
    return t;
  });
  int rc = 0;
  std::string out = lint_de(res, &rc);
  CHECK(rc == 1);
  CHECK(out.find("space.sadd.question: missing (English has it at templates/en/space.msg") != std::string::npos);
  CHECK(out.find("space.mrt.intro: leaves out {filled}, which English uses") != std::string::npos);
  CHECK(out.find("space.label.*: expected four different labels, found A, A, C, D") != std::string::npos);
}

TEST_CASE("space lint: a translation with its own labels is clean when they read back") {
  mm::test::TempDir tmp;
  std::string res = resources_with_de(tmp, [](std::string t) {
    for (auto [from, to] : {std::pair{"= A\n", "= ก\n"}, {"= B\n", "= ข\n"}, {"= C\n", "= ค\n"}, {"= D\n", "= ง\n"}})
      t = std::regex_replace(t, std::regex(std::string("(space\\.label\\.[a-d] )") + from), std::string("$1") + to);
    return t;
  });
  int rc = 0;
  std::string out = lint_de(res, &rc);
  CHECK_MESSAGE(out.find("space.msg: error") == std::string::npos, out);
}
