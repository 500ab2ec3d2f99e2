// The files of one export, written into its staging folder: each hashed as
// it is written, so the export's manifest lists every file with its size
// and SHA-256 (and a later export may replace the folder, see staging.h).
#pragma once

#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "base/error.h"
#include "format/manifest.h"
#include "generator/release/hashed_writer.h"

namespace mm::harness {

class ExportFiles {
 public:
  explicit ExportFiles(std::string root) : root_(std::move(root)) {}
  /// Opens `rel` (parent folders created) for streaming; stays open until
  /// close(rel) or close_all().
  Result<HashedWriter*> open(const std::string& rel);
  Status close(const std::string& rel);
  /// A whole small file at once.
  Status write(const std::string& rel, std::string_view text);
  Status close_all();
  /// Every closed file, by path.
  std::vector<FileEntry> entries() const;

 private:
  std::string root_;
  std::map<std::string, std::unique_ptr<HashedWriter>> open_;
  std::map<std::string, FileEntry> done_;
};

}  // namespace mm::harness
