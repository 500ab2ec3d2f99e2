// How `generate` and `merge` hand a finished release to the blind-baselines
// gate (validators/baselines/release_gate.h) without depending on the
// scorer: a callback over the staging folder and its manifest.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "format/manifest.h"

namespace mm {

/// What the blind-baselines gate adds to a release it lets through: files it
/// wrote into the staging folder and the manifest's baselines summary.
struct GateOutcome {
  std::vector<FileEntry> files;
  OJson summary;
};
/// Runs on a finished release in its staging folder, before anything is
/// published; an error refuses the release (nothing is published).
using ReleaseGate = std::function<Result<GateOutcome>(const std::string& dir, const Manifest& m)>;

}  // namespace mm
