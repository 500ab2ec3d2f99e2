// The dataset card (README.md with YAML front matter that dataset hubs read:
// languages, license, size category, one config per condition).
#pragma once

#include <string>

#include "format/manifest.h"

namespace mm {

std::string dataset_card(const Manifest& m);

}  // namespace mm
