// The blind-baselines summary a manifest carries (its "baselines" field,
// written by the release gate) as the Markdown table the dataset card and
// `mentalmap baselines` print.
#pragma once

#include <string>

#include "base/json_util.h"

namespace mm {

/// One row per family in level order: chance and the highest pass rate of
/// each baseline over the conditions ("" when the summary is null).
std::string baselines_markdown(const OJson& summary, const OJson& families);

}  // namespace mm
