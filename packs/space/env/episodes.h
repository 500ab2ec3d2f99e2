// The interactive SPACE tasks by name, for the protocol's drivers (`play`,
// `serve`, `score`) and the release's episode list: one factory over every
// Episode implementation, the small-scale games (mct.h, cswm.h) and the
// large-scale navigation episodes (large/navigate.h) in the environments of
// environment.h, houses included. It lives here, not in the base-only core,
// because those environments need the scene code.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "base/error.h"
#include "packs/space/episode.h"

namespace mm::space {

/// The names of the tasks make_episode knows, in documentation order.
const std::vector<std::string>& episode_tasks();

/// A fresh episode of `task` ("mct", "cswm", "route", "shortcut") from
/// its stream of `seed` at `index`; route and shortcut stand in
/// large_environment(seed, index), the environment of the large-scale
/// questions with that index. An unknown task is an error naming the known
/// ones, with a suggestion.
Result<std::unique_ptr<Episode>> make_episode(const std::string& task, uint64_t seed, uint64_t index);

}  // namespace mm::space
