// `mentalmap tos review`: one self-contained HTML page of a Theory of Space
// release for translators and reviewers. Each world is drawn from above
// (rooms, walls, doors, objects with their facing, the start pose), then its
// exploration and each of its questions are shown in the chosen conditions
// beside English, with the gold answer. Right-to-left scripts are laid out
// right-to-left; no external resources.
#pragma once

#include <string>
#include <vector>

#include "base/error.h"

namespace mm::tos {

struct ReviewOptions {
  std::vector<std::string> languages;  // shown beside English, in this order
  int worlds = 3;                      // the release's first worlds (by id)
  std::string regime = "direct";       // which regime's items to show
};

/// The page for the release folder `release`.
Result<std::string> review_page(const std::string& release, const ReviewOptions& opt);

}  // namespace mm::tos
