// Agents that play the SPACE interactive tasks for the release's baselines
// (docs/space.md, "Blind baselines and the gate"): an oracle per task that
// must win every episode with SPL 1 (a self-test of the episodes and of
// their scoring), and a seeded random agent that shows what chance is.
// Each plays an Episode through its public interface only: the MCT and
// CSWM oracles from the observations (the maze is fully visible; CSWM's
// boxes are remembered by place, as a careful person would), the route and
// shortcut oracles from the environment's map (their walkthroughs do not
// show every cell a shortest path may use).
#pragma once

#include <cstdint>
#include <string>

#include "base/json_util.h"
#include "base/rng.h"
#include "packs/space/episode.h"

namespace mm::space {

/// Plays `ep` (fresh) to its end with the task's oracle; `seed` and
/// `index` name its environment (route and shortcut). Returns result().
Json play_oracle(Episode& ep, uint64_t seed, uint64_t index);

/// Plays `ep` (fresh) to its end with actions drawn uniformly from the
/// task's action set (CSWM: "open" with an id from 1 to N). Returns result().
Json play_random(Episode& ep, Rng& rng);

}  // namespace mm::space
