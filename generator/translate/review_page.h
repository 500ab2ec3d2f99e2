// `mentalmap review`: one self-contained HTML page for translators. For each
// family it shows sample items from several houses rendered in the chosen
// languages beside English, the gold answer, lint findings inline (and all
// of them at the top), right-to-left scripts laid out right-to-left, and
// filters by level and family. No external resources: the page works from
// a file:// URL without a network.
#pragma once

#include <string>
#include <vector>

#include "base/error.h"

namespace mm {

struct ReviewOptions {
  std::vector<std::string> languages;  // shown beside English, in this order
  uint64_t seed = 0;
  int houses = 4;                      // built-in houses searched per family
  int per_family = 2;                  // sample items per family, from different houses
  bool lint = true;                    // run lint and show its findings
};

/// The page as one HTML document.
Result<std::string> review_page(const ReviewOptions& opt);

}  // namespace mm
