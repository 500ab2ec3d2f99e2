// Pass 1 of generation: every house of the scene source is written to a
// scratch folder as a canonical scene, and which families can build a case
// in it is recorded, a batch of houses at a time on `threads` workers.
// Memory holds one batch; the result does not depend on the thread count.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "generator/core/error.h"
#include "generator/release/plan.h"

namespace mm {

struct ScanResult {
  std::vector<std::string> scene_files;  // scratch path per house, in order
  std::vector<std::string> scene_ids;
  Feasibility feasible;                  // [family][design][house]
  std::vector<std::string> skipped;      // bad houses of an imported file
};

/// `families_used[f]` limits the feasibility checks to families the plan uses.
Result<ScanResult> scan_scenes(const std::string& spec, uint64_t seed, const std::string& scratch,
                               const std::vector<bool>& families_used, int threads,
                               const std::function<void(size_t)>& on_house);

}  // namespace mm
