// Atomic publication of an output folder (a release, a folder of imported
// scenes): everything is written into a sibling "<out>.tmp-<pid>" folder,
// flushed to disk, and only then swapped into place in one step
// (exchange_paths): at every instant <out> holds either the complete old
// output or the complete new one. docs/reliability.md.
//
// What may be replaced: a missing or empty folder, or an output of the same
// kind (its manifest.json says so) holding exactly the files its manifest
// lists. Anything else (a folder that is not ours, a release someone added
// files to) is refused unless `force`. Leftovers of interrupted runs
// (<out>.tmp-<pid>, <out>.old-<pid> of a process that is gone) are removed
// or put back before the run starts, and reported.
#pragma once

#include <string>
#include <vector>

#include "base/error.h"

namespace mm {

enum class OutputKind { Release, Scenes, Export, Published };

/// The manifest "format" of a kind: "mentalmap.release", "mentalmap.scenes",
/// "mentalmap.export", "mentalmap.published".
const char* output_format(OutputKind kind);

class Staging {
 public:
  /// Checks `out`, clears leftovers (one line each in `notes`), creates the
  /// staging folder. A trailing slash on `out` is fine.
  static Result<Staging> begin(const std::string& out, OutputKind kind, bool force = false,
                               std::vector<std::string>* notes = nullptr);
  Staging(Staging&& o) noexcept;
  Staging& operator=(Staging&&) = delete;
  ~Staging();  // removes the staging folder unless committed

  const std::string& dir() const { return tmp_; }
  const std::string& out() const { return out_; }
  /// Flushes the staging tree to disk and swaps it into place; the old
  /// output, if any, is then removed (a failure there is a note for the
  /// `notes` given to begin(), not an error: the new output is published).
  Status commit();

 private:
  Staging() = default;
  std::string out_, tmp_;
  std::vector<std::string>* notes_ = nullptr;
  bool done_ = false;
};

}  // namespace mm
