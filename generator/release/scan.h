// Pass 1 of generation: every house of the scene source is written to a
// scratch folder as a canonical scene, a batch of houses at a time on
// `threads` workers. Memory holds one batch; the result does not depend on
// the thread count. Which families can build which designs in which houses
// is then asked lazily by the plan (feasibility_oracle).
#pragma once

#include <functional>
#include <map>
#include <tuple>
#include <optional>
#include <string>
#include <vector>

#include "base/error.h"
#include "generator/release/plan.h"

namespace mm {

struct ScanResult {
  std::vector<std::string> scene_files;  // scratch path per house, in order
  std::vector<std::string> scene_ids;
  std::vector<std::string> skipped;      // bad houses of an imported file
};

Result<ScanResult> scan_scenes(const std::string& spec, uint64_t seed, const std::string& scratch, int threads,
                               const std::function<void(size_t)>& on_house);

/// Case 0 of a (house, family, design) in its first variant, as the
/// feasibility questions built it: the emitter takes it instead of building
/// it again.
using CaseCache = std::map<std::tuple<int, int, int>, TaskItem>;

/// The first variant of case 0 of design d (first frame; anchor-first where
/// mention order varies), as the plan asks and the emitter reuses it.
Variant first_variant(const FamilyInfo& info, int d);

/// Answers the plan's feasibility questions by building case 0 of each
/// (family, design) in its first variant, the houses of a batch on `threads`
/// workers, each house loaded once per batch; the items built go into
/// `cache`. A house that cannot be loaded sets `error` (and answers no).
FeasibilityOracle feasibility_oracle(const std::vector<std::string>& scene_files, uint64_t seed, int threads,
                                     std::optional<Error>* error, CaseCache* cache);

/// Drops the cached cases no unit of the plan starts with.
void keep_used(CaseCache& cache, const std::vector<Unit>& units);

}  // namespace mm
