// "Did you mean" suggestions for misspelt names.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace mm {

/// Levenshtein distance over bytes, case-insensitive for ASCII.
size_t edit_distance(std::string_view a, std::string_view b);

/// Up to n candidates closest to `name`, nearest first (ties by name); only
/// candidates within a distance that makes a typo plausible are returned.
std::vector<std::string> closest_names(std::string_view name,
                                       const std::vector<std::string>& candidates, size_t n = 3);

/// " (did you mean 'x'?)" or "" when nothing is close.
std::string did_you_mean(std::string_view name, const std::vector<std::string>& candidates);

}  // namespace mm
