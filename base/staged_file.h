// One output file written the way every command publishes: into a sibling
// "<path>.tmp-<pid>", flushed to disk, then renamed over `path` in one step,
// so that `path` holds the complete old file or the complete new one at
// every instant. Dropped without commit(), the temporary file is removed.
// Leftovers of interrupted runs beside `path` are cleared by begin().
#pragma once

#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include "base/error.h"

namespace mm {

class StagedFile {
 public:
  /// Refuses a `path` that is a folder; clears leftovers (one line each in
  /// `notes`) and creates the temporary file.
  static Result<StagedFile> begin(const std::string& path, std::vector<std::string>* notes = nullptr);
  StagedFile(StagedFile&& o) noexcept;
  StagedFile& operator=(StagedFile&&) = delete;
  ~StagedFile();

  /// Buffered; a failure is remembered and reported by commit().
  void write(std::string_view bytes);
  /// Flushes and fsyncs the temporary file (the step a full disk fails).
  Status finish();
  /// Renames the finished file into place.
  Status publish();
  /// finish() then publish().
  Status commit();
  const std::string& path() const { return path_; }

 private:
  StagedFile() = default;
  void discard();
  std::string path_, tmp_;
  std::FILE* f_ = nullptr;
  int err_ = 0;
  bool finished_ = false, done_ = false;
};

}  // namespace mm
