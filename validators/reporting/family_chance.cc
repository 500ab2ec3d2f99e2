#include "validators/reporting/family_chance.h"

#include <fmt/format.h>

#include "base/file_io.h"
#include "base/json_util.h"

namespace mm::report {

Result<std::map<std::string, double>> read_family_chance(const std::string& path) {
  MM_TRY(text, read_input_file(path));
  MM_TRY(j, parse_json(*text, path));
  auto families = j->find("families");
  if (string_field(*j, "format") != "mentalmap.baselines" || families == j->end() || !families->is_object())
    return Error{fmt::format("{}: not a baselines table (expected \"format\": \"mentalmap.baselines\" and a "
                             "\"families\" object, as `mentalmap baselines` writes)",
                             path)};
  std::map<std::string, double> out;
  for (const auto& [family, row] : families->items()) {
    double weighted = 0, items = 0;
    const Json conditions = row.value("conditions", Json::object());
    for (const auto& [condition, c] : conditions.items()) {
      if (!c.contains("chance") || !c["chance"].is_number() || !c.value("items", Json(0)).is_number())
        return Error{fmt::format("{}: /families/{}/conditions/{}: expected numeric \"chance\" and \"items\"", path,
                                 family, condition)};
      weighted += c["chance"].get<double>() * c["items"].get<double>();
      items += c["items"].get<double>();
    }
    if (items > 0) out[family] = weighted / items;
  }
  return out;
}

}  // namespace mm::report
