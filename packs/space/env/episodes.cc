#include "packs/space/env/episodes.h"

#include <exception>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "base/suggest.h"
#include "packs/space/cswm.h"
#include "packs/space/env/environment.h"
#include "packs/space/episode_util.h"
#include "packs/space/large/navigate.h"
#include "packs/space/mct.h"

namespace mm::space {

const std::vector<std::string>& episode_tasks() {
  static const std::vector<std::string> tasks = {"mct", "cswm", "route", "shortcut"};
  return tasks;
}

Result<std::unique_ptr<Episode>> make_episode(const std::string& task, uint64_t seed, uint64_t index) {
  if (task == "mct") return std::unique_ptr<Episode>(std::make_unique<MctEpisode>(seed, index));
  if (task == "cswm") return std::unique_ptr<Episode>(std::make_unique<CswmEpisode>(seed, index));
  if (task == "route" || task == "shortcut") {
    try {
      return std::unique_ptr<Episode>(make_nav_episode(task, large_environment(seed, index), seed, index));
    } catch (const std::exception& e) {  // a layout without such a walk: refused, never a crash
      return Error{fmt::format("{} episode {} of seed {}: {}", task, index, seed, e.what())};
    }
  }
  return Error{fmt::format("unknown task {}{}; the interactive SPACE tasks are {}", quote_input(task),
                           did_you_mean(task, episode_tasks()), fmt::join(episode_tasks(), ", "))};
}

}  // namespace mm::space
