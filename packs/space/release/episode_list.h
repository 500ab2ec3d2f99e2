// The interactive tasks of a SPACE release (docs/space.md, "The release"):
// the episodes a model plays through `mentalmap play` or `serve` (route
// retracing, shortcut discovery, MCT, CSWM), listed in episodes.jsonl with
// the command that plays each, so a release names everything its report
// counts. Episodes are language-neutral: one list for every condition.
#pragma once

#include <map>
#include <string>

#include "base/error.h"

namespace mm::space {

/// The paper's three trials per interactive episode (its appendix): each
/// episode is played three times, one log per play.
inline constexpr int kEpisodeTrials = 3;

/// Episodes per interactive task of a profile: "paper" (route and shortcut
/// 30, one per environment as the paper's 30; MCT 90 and CSWM 50, the
/// counts its Table 2 implies, docs/space.md) or "small" (3 each).
Result<std::map<std::string, int>> profile_episodes(const std::string& profile);

/// episodes.jsonl: one line per episode, tasks in episode_tasks() order,
/// indices 0..n-1: id, task, seed, index, trials and the play command.
Result<std::string> episode_list(uint64_t seed, const std::map<std::string, int>& episodes);

}  // namespace mm::space
