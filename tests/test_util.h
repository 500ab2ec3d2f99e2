// Helpers shared by the test suites.
#pragma once

#include <cstdio>
#include <filesystem>
#include <string>
#include <unistd.h>

namespace mm::test {

/// Path of a file under tests/data.
inline std::string data_path(const std::string& rel) { return std::string(MM_TEST_DATA) + "/" + rel; }

/// True when ../shared/procthor (or MENTALMAP_PROCTHOR_DIR) is present.
inline bool have_procthor() {
  return std::filesystem::exists(std::string(MM_PROCTHOR_DIR) + "/asset-database.json");
}
inline std::string procthor_path(const std::string& rel) {
  return std::string(MM_PROCTHOR_DIR) + "/" + rel;
}

/// A fresh empty temporary folder, removed when the object goes away.
class TempDir {
 public:
  TempDir() {
    auto base = std::filesystem::temp_directory_path();
    for (int i = 0;; ++i) {
      path_ = base / ("mentalmap-test-" + std::to_string(::getpid()) + "-" + std::to_string(i));
      if (std::filesystem::create_directory(path_)) break;
    }
  }
  ~TempDir() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }
  std::string path() const { return path_.string(); }
  std::string file(const std::string& name) const { return (path_ / name).string(); }

 private:
  std::filesystem::path path_;
};

/// The whole content of a file ("" when it cannot be read).
std::string read_text(const std::filesystem::path& p);
/// Writes `text` as the whole content of a file.
void write_text(const std::filesystem::path& p, const std::string& text);

/// Runs a shell command, capturing stdout+stderr; returns the exit status.
int run_command(const std::string& cmd, std::string* output);

}  // namespace mm::test
