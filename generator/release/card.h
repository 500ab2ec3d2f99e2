// The dataset card (README.md with YAML front matter that dataset hubs read:
// languages, license, size category, one config per condition).
#pragma once

#include <string>

#include "format/manifest.h"

namespace mm {

std::string dataset_card(const Manifest& m);

/// The blind-baselines table of a manifest's baselines summary, one row per
/// family in level order: chance and the highest pass rate of each baseline
/// over the conditions ("" when the summary is null).
std::string baselines_markdown(const OJson& summary, const OJson& families);

}  // namespace mm
