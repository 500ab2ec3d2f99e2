#include "packs/space/scoring/episode_tally.h"

#include <fmt/format.h>

namespace mm::space {

bool is_episode_result(const Json& line) { return line.is_object() && line.contains("log"); }

Status EpisodeTally::add(const Json& line, const std::string& where) {
  auto task = line.find("task");
  if (task == line.end() || !task->is_string()) return Error{fmt::format("{}: /task: expected a string", where)};
  auto success = line.find("success");
  if (success == line.end() || !success->is_boolean())
    return Error{fmt::format("{}: /success: expected true or false", where)};
  std::string model = kUnnamedModel;
  if (auto m = line.find("model"); m != line.end()) {
    if (!m->is_string()) return Error{fmt::format("{}: /model: expected a string", where)};
    model = m->get<std::string>();
  }
  std::optional<double> spl;
  if (auto s = line.find("spl"); s != line.end()) {
    if (!s->is_number()) return Error{fmt::format("{}: /spl: expected a number", where)};
    spl = s->get<double>();
  }
  cells_[model][task->get<std::string>()].add(success->get<bool>(), spl);
  return {};
}

Json episode_json(const EpisodeCells& cells) {
  Json out = Json::object();
  for (const auto& [model, tasks] : cells)
    for (const auto& [task, c] : tasks) {
      Json cell = {{"runs", c.runs}, {"success", c.success_rate()}};
      if (c.has_spl) cell["spl"] = c.mean_spl();
      out[model][task] = cell;
    }
  return out;
}

}  // namespace mm::space
