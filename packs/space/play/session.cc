#include "packs/space/play/session.h"

#include <fmt/format.h>

#include "base/text.h"
#include "packs/space/env/episodes.h"

namespace mm::space {

StepSession::StepSession(std::unique_ptr<Episode> episode, uint64_t seed, uint64_t index)
    : episode_(std::move(episode)), seed_(seed), index_(index) {
  Json s = episode_->start();
  start_ = {{"type", "start"}, {"task", episode_->task()}, {"id", episode_->id()}};
  for (const auto& [key, value] : s.items()) start_[key] = value;
  std::string first = s.contains("actions") && !s["actions"].empty() ? s["actions"][0].get<std::string>() : "...";
  example_ = Json{{"action", first}}.dump();
}

Json StepSession::log_header() const {
  return {{"episode", {{"pack", "space"}, {"task", episode_->task()}, {"seed", seed_}, {"index", index_}}}};
}

std::vector<Json> StepSession::handle(const std::string& line, int number) {
  auto refuse = [&](const std::string& error) {
    return std::vector<Json>{{{"type", "error"}, {"line", number}, {"error", error}}};
  };
  if (episode_->over()) return refuse("the episode is over");
  std::string where = fmt::format("line {}", number);
  auto j = parse_json(line, where);
  // The parser quotes the bytes it read, which may stop inside a character.
  if (!j) return refuse(terminal_safe(j.error().message));
  if (!j->is_object() || !j->contains("action"))
    return refuse(terminal_safe(fmt::format("{}: expected {}, found {}", where, example_, json_preview(*j))));
  StepResult r = episode_->act(*j);
  Json step = {{"type", "step"}, {"step", ++steps_}, {"observation", r.observation}, {"over", r.over}};
  if (!r.error.empty()) step["error"] = terminal_safe(r.error);
  std::vector<Json> out{step};
  if (r.over) {
    Json end = episode_->result();
    end["type"] = "end";
    out.push_back(end);
  }
  return out;
}

Result<std::unique_ptr<StepSession>> open_session(const std::string& task, uint64_t seed, uint64_t index) {
  MM_TRY(episode, make_episode(task, seed, index));
  return std::make_unique<StepSession>(std::move(*episode), seed, index);
}

}  // namespace mm::space
