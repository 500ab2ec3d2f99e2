// Atomic publication of a release folder: everything is written into a
// sibling "<out>.tmp-<pid>" folder, and only a complete release replaces
// <out> (by renames). A crash leaves the previous release intact.
#pragma once

#include <string>

#include "generator/core/error.h"

namespace mm {

class Staging {
 public:
  /// Refuses an existing <out> that is not a mentalmap release (has no
  /// manifest.json) unless it is empty, so a typo cannot wipe a folder.
  static Result<Staging> begin(const std::string& out);
  Staging(Staging&& o) noexcept;
  Staging& operator=(Staging&&) = delete;
  ~Staging();  // removes the staging folder unless committed

  const std::string& dir() const { return tmp_; }
  /// Swaps the staging folder into place.
  Status commit();

 private:
  Staging() = default;
  std::string out_, tmp_;
  bool done_ = false;
};

}  // namespace mm
