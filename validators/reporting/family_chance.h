// Each family's chance level, from a release's baselines.json (written by
// `generate` and `mentalmap baselines`): the mean over the family's
// conditions of the probability that a uniform guess over the item's
// answer space is right, weighted by the conditions' item counts. `report
// --baselines` prints it beside each family.
#pragma once

#include <map>
#include <string>

#include "base/error.h"

namespace mm::report {

/// family -> chance (0..1). Errors name the file and the field.
Result<std::map<std::string, double>> read_family_chance(const std::string& baselines_json);

}  // namespace mm::report
