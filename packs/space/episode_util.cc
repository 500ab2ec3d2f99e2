#include "packs/space/episode_util.h"

#include <cmath>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "base/suggest.h"

namespace mm::space {

std::string action_name(const Json& action, const std::vector<std::string>& names, std::string* error) {
  std::string list = fmt::format("{}", fmt::join(names, ", "));
  if (!action.is_object() || !action.contains("action") || !action["action"].is_string()) {
    *error = fmt::format("/action: expected one of {}, found {}", list,
                         action.is_object() && action.contains("action") ? json_preview(action["action"]) : "nothing");
    return "";
  }
  std::string name = action["action"].get<std::string>();
  for (const std::string& n : names)
    if (n == name) return name;
  // The name may be any bytes the agent sent: the message must stay valid UTF-8.
  *error = fmt::format("unknown action {}{}; expected one of {}", quote_input(name), did_you_mean(name, names), list);
  return "";
}

std::string quote_input(std::string_view text) {
  return Json(std::string(text.substr(0, 40))).dump(-1, ' ', false, Json::error_handler_t::replace);
}

StepResult ended(Json observation) { return {std::move(observation), "the episode is over", true}; }

std::string episode_id(std::string_view task, uint64_t seed, uint64_t index) {
  return fmt::format("space-{}-{}-{}", task, seed, index);
}

double round4(double x) { return std::round(x * 1e4) / 1e4; }

}  // namespace mm::space
