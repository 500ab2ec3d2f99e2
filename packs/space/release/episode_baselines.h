// The interactive tasks' baselines in a SPACE release (baselines.json,
// "episodes"; docs/space.md, "Blind baselines and the gate"): every listed
// episode played by the task's oracle (episode_agents.h), which must win
// each with SPL 1 or the release is refused, and by a seeded random agent
// kEpisodeTrials times, the chance level the report's tables compare with.
#pragma once

#include <cstdint>
#include <map>
#include <string>

#include "base/error.h"
#include "base/json_util.h"

namespace mm::space {

/// task -> {"oracle": cell, "random": cell}; a cell is {"plays", "success"
/// (share won), "spl" (mean; tasks that report one)}. An error names an
/// episode the oracle does not win with SPL 1.
Result<Json> episode_baselines(uint64_t seed, const std::map<std::string, int>& episodes, int threads);

}  // namespace mm::space
