// The language conditions of the release format: the eight natural
// languages in the paper's column order, and the language-neutral
// structured control. Releases, the gold schema, reports and lint read the
// list from here.
#pragma once

#include <array>
#include <string_view>

namespace mm {

inline constexpr std::array<std::string_view, 8> kNaturalLanguages = {"en", "zh", "ja", "ko", "es", "ar", "th", "de"};
inline constexpr std::string_view kStructCondition = "struct";
/// Every condition a release may carry: the natural languages, then struct.
inline constexpr std::array<std::string_view, 9> kConditions = {
    "en", "zh", "ja", "ko", "es", "ar", "th", "de", kStructCondition};

}  // namespace mm
