// Files of a pack release, written into its staging folder and listed for
// its manifest with their size and SHA-256 (every pack's generate and merge
// write through it). Safe to call from several workers at once.
#pragma once

#include <functional>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

#include "base/error.h"
#include "base/json_util.h"

namespace mm {
class HashedWriter;
}

namespace mm::pack {

class ListedFiles {
 public:
  explicit ListedFiles(std::string dir) : dir_(std::move(dir)) {}
  /// Writes `bytes` as dir/rel (its folders made) and lists it.
  Status write(const std::string& rel, std::string_view bytes);
  /// Writes dir/rel through `fill`, which writes its bytes in order (a large
  /// file need never be held whole), and lists it when `fill` succeeds.
  Status write(const std::string& rel, const std::function<Status(HashedWriter& file)>& fill);
  /// Every file written, sorted by path: the manifest's "files".
  Json listed() const;

 private:
  std::string dir_;
  mutable std::mutex mu_;
  std::vector<Json> listed_;
};

}  // namespace mm::pack
