// Fixed number formatting shared by the report writers, so the same
// numbers always print the same way.
#pragma once

#include <optional>
#include <string>

namespace mm::report {

/// Rounds to 6 decimals (JSON values).
double round6(double v);
/// A rate in [0, 1] as a percentage with one decimal ("45.3"), or "n/a".
std::string pct(const std::optional<double>& rate);
/// A difference of rates as signed percentage points ("+3.2", "-0.5", "n/a").
std::string signed_pct(const std::optional<double>& delta);
/// A value in [0, 1] with three decimals ("0.853"), or "n/a".
std::string fixed3(const std::optional<double>& v);
/// The column name of a language in tables ("Struct." for struct).
std::string language_title(const std::string& language);

}  // namespace mm::report
