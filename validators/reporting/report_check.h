// `report --check`: every number of a summary.json recomputed from the
// results files it was made from (the paper's consistency-check script).
#pragma once

#include <string>
#include <vector>

#include "base/json_util.h"

namespace mm::report {

struct CheckOutcome {
  std::vector<std::string> differences;  // "/pointer: recorded X, recomputed Y"
  int64_t values = 0;                    // leaves compared
};

/// Compares a recorded summary with one recomputed from the same results:
/// numbers within 1e-6 (summaries round to 6 decimals), everything else
/// exactly; the input file names are not compared (a path may be spelled
/// differently), nor family chance levels unless `with_chance`.
CheckOutcome check_summary(const Json& recorded, const Json& recomputed, bool with_chance);

}  // namespace mm::report
