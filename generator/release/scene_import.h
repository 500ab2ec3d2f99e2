// `scenes import`: a ProcTHOR file into a folder of canonical scene files,
// published the way releases are (release/staging.h): staged beside the
// folder, flushed, swapped into place whole, with a manifest.json (format
// "mentalmap.scenes") listing every scene file, so that a later import
// replaces the folder instead of mixing old scenes with new ones.
//
// Damage to the file as a whole (a truncated or corrupt gzip stream) is
// refused unless `allow_partial`; single bad houses are skipped and counted.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "base/error.h"

namespace mm {

struct SceneImportOptions {
  std::string file, out;
  bool force = false;          // replace a folder that is not an import
  bool allow_partial = false;  // keep the complete houses of a damaged file
  std::function<void(size_t done, size_t total)> on_progress;
};

struct SceneImportReport {
  size_t houses = 0;
  std::vector<std::string> skipped;  // one message per bad house
  std::string damage;                // the file's damage, kept with allow_partial
  std::vector<std::string> notes;    // leftovers cleared, --force replacements
  /// Input skipped in any way (bad houses, the damaged tail).
  bool partial() const { return !skipped.empty() || !damage.empty(); }
};

Result<SceneImportReport> import_scene_folder(const SceneImportOptions& opt);

}  // namespace mm
