// Writing a report folder: summary.json, tables.md and report.html, each
// written to a temporary file and renamed, so a failed run leaves no
// half-written file behind.
#pragma once

#include <string>

#include "base/error.h"
#include "validators/reporting/report_build.h"

namespace mm::report {

/// Creates `dir` when needed and writes the three files into it.
Status write_report(const Report& r, const std::string& dir);

}  // namespace mm::report
