// Helpers of the SPACE release tests: temporary folders, a release's files
// and lines, the small profile's options.
#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <unistd.h>
#include <vector>

#include <doctest/doctest.h>
#include <fmt/format.h>

#include "base/file_io.h"
#include "base/json_util.h"
#include "packs/space/release/episode_list.h"
#include "packs/space/release/release.h"

namespace mm::space::test {

inline std::string temp_dir(const std::string& name) {
  auto p = std::filesystem::temp_directory_path() / fmt::format("mm-space-{}-{}", name, ::getpid());
  std::filesystem::remove_all(p);
  return p.string();
}

inline std::map<std::string, std::string> files_of(const std::string& dir) {
  std::map<std::string, std::string> out;
  for (const auto& e : std::filesystem::recursive_directory_iterator(dir))
    if (e.is_regular_file()) out[std::filesystem::relative(e.path(), dir).string()] = *read_file(e.path().string());
  return out;
}

inline std::vector<Json> lines_of(const std::string& path) {
  std::vector<Json> out;
  std::string text = *read_file(path);
  for (size_t start = 0; start < text.size();) {
    size_t end = text.find('\n', start);
    out.push_back(Json::parse(text.substr(start, end - start)));
    start = end + 1;
  }
  return out;
}

/// The small profile in en and struct, both regimes, written whatever the
/// gate says (the gate has its own test; docs/space.md gives its verdict on
/// the core's tasks).
inline ReleaseOptions small_options(const std::string& out, int threads = 2) {
  ReleaseOptions o;
  o.profile = "small";
  o.questions = *profile_questions("small");
  o.episodes = *profile_episodes("small");
  o.languages = {"en", "struct"};
  o.out = out;
  o.threads = threads;
  o.gate = false;
  return o;
}

/// Generates a release; a failure stops the test with its message.
inline ReleaseSummary generated(const ReleaseOptions& o) {
  auto s = generate_release(o);
  REQUIRE_MESSAGE(s, s.error().message);
  return *s;
}

}  // namespace mm::space::test
