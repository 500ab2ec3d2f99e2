#include "validators/reporting/report_format.h"

#include <fmt/format.h>

#include <cmath>

#include "validators/reporting/aggregate.h"

namespace mm::report {

double round6(double v) {
  double r = std::round(v * 1e6) / 1e6;
  return r == 0 ? 0.0 : r;  // no "-0.0"
}

std::string pct(const std::optional<double>& rate) {
  if (!rate) return "n/a";
  return fmt::format("{:.1f}", round6(*rate) * 100 + 0.0);
}

std::string signed_pct(const std::optional<double>& delta) {
  if (!delta) return "n/a";
  double p = std::round(round6(*delta) * 1000) / 10;
  return fmt::format("{:+.1f}", p == 0 ? 0.0 : p);
}

std::string fixed3(const std::optional<double>& v) { return v ? fmt::format("{:.3f}", round6(*v)) : "n/a"; }

std::string language_title(const std::string& language) {
  return language == kStructLanguage ? "Struct." : language;
}

}  // namespace mm::report
