// Helpers for release tests: generate into temp folders and compare trees.
#pragma once

#include <doctest/doctest.h>

#include <filesystem>
#include <map>
#include <string>

#include "base/file_io.h"
#include "generator/release/writer.h"
#include "tests/test_util.h"

namespace mm::test {

/// Every regular file under a folder, by relative path.
inline std::map<std::string, std::string> read_tree(const std::string& dir) {
  std::map<std::string, std::string> out;
  for (const auto& e : std::filesystem::recursive_directory_iterator(dir))
    if (e.is_regular_file())
      out[std::filesystem::relative(e.path(), dir).generic_string()] = *read_file(e.path().string());
  return out;
}

inline GenerateOptions small_options(const std::string& out, const std::string& scenes = "builtin:6") {
  GenerateOptions opt;
  opt.scenes = scenes;
  opt.seed = 11;
  opt.profile = Profile::Small;
  opt.languages = {"en", "struct"};
  opt.out = out;
  return opt;
}

inline void generate_ok(const GenerateOptions& opt) {
  auto r = generate_release(opt);
  REQUIRE_MESSAGE(r, (r ? "" : r.error().message));
}

}  // namespace mm::test
