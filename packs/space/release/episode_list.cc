#include "packs/space/release/episode_list.h"

#include <fmt/format.h>

#include "base/json_util.h"
#include "packs/space/env/episodes.h"

namespace mm::space {

Result<std::map<std::string, int>> profile_episodes(const std::string& profile) {
  if (profile == "paper") return std::map<std::string, int>{{"route", 30}, {"shortcut", 30}, {"mct", 90}, {"cswm", 50}};
  if (profile == "small") return std::map<std::string, int>{{"route", 3}, {"shortcut", 3}, {"mct", 3}, {"cswm", 3}};
  return Error{fmt::format("--profile '{}': expected paper or small", profile)};
}

Result<std::string> episode_list(uint64_t seed, const std::map<std::string, int>& episodes) {
  std::string out;
  for (const std::string& task : episode_tasks()) {
    auto n = episodes.find(task);
    if (n == episodes.end()) continue;
    for (int i = 0; i < n->second; ++i) {
      auto ep = make_episode(task, seed, static_cast<uint64_t>(i));
      if (!ep) return ep.error();
      std::string id = (*ep)->id();
      Json line = {{"id", id},
                   {"pack", "space"},
                   {"task", task},
                   {"seed", seed},
                   {"index", i},
                   {"trials", kEpisodeTrials},
                   {"play", fmt::format("mentalmap play --pack space --task {} --seed {} --index {} --log {}.t1.jsonl",
                                        task, seed, i, id)}};
      out += line.dump() + "\n";
    }
  }
  for (const auto& [task, n] : episodes)
    if (std::find(episode_tasks().begin(), episode_tasks().end(), task) == episode_tasks().end())
      return Error{fmt::format("no SPACE interactive task '{}'", task)};
  return out;
}

}  // namespace mm::space
