// summary.json: every number of the report, machine-readable. Keys sorted
// (nlohmann::json), arrays in the report's ordered-map order, numbers
// rounded to 6 decimals, missing values null.
#pragma once

#include "base/json_util.h"
#include "validators/reporting/report_build.h"

namespace mm::report {

inline constexpr int kSummaryVersion = 1;

Json summary_json(const Report& r);

}  // namespace mm::report
