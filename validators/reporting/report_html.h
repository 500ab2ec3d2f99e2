// report.html: one self-contained page (inline CSS and SVG, no scripts, no
// external resources) with the staircase per language for every model, L3
// against L0 with the L0/2 and L0/4 lines, L5 node F1 against edge F1, and
// a model × language heatmap of the mean level composite.
#pragma once

#include <string>

#include "validators/reporting/report_build.h"

namespace mm::report {

std::string report_html(const Report& r);

}  // namespace mm::report
