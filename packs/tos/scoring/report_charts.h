// The charts of `tos report` (docs/tos.md, "Report"), each a standalone SVG
// written beside tables.md: information gain over steps (the release's
// explorer and each active agent), cognitive-map correctness over steps
// (agents that answered probes), passive against active by task, and each
// model's scores by task and condition.
#pragma once

#include <string>
#include <vector>

#include "packs/tos/scoring/report_data.h"

namespace mm::tos {

struct Chart {
  std::string file;   // under charts/
  std::string title;  // also the image's alt text in tables.md
  std::string svg;
};

std::vector<Chart> report_charts(const Cells& cells, const Exploration& explorer, const std::string& explorer_name,
                                 const std::vector<Active>& active, const std::vector<std::string>& tasks,
                                 const std::vector<std::string>& conditions);

}  // namespace mm::tos
