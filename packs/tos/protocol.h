// The environment protocol of the active setting (docs/tos.md,
// "Protocol"): JSON lines in, JSON lines out. The first line out is
// {"type": "start", ...}: the world's id, its rooms, the names of its
// objects and doors, the budget. Each line in is one turn,
//   {"actions": ["Rotate(90)", "Goto(Sofa)", "Observe()"]}
// and is answered by one line {"type": "turn", "step", "observation" |
// "query" | "error", "cost", "steps_left", "over"}. A line that is not such
// a turn (bad JSON, no "actions", an action that does not parse) is answered
// {"type": "error", "line", "error"} and uses no step; a turn the world
// refuses (unknown or unseen object, no final action, past the budget) uses
// its step and says why. After Terminate or the last step: {"type": "end",
// "steps", "cost", "information_gain"}. Nothing the agent sends can crash
// the episode.
#pragma once

#include <iosfwd>
#include <string>

#include "packs/tos/world.h"

namespace mm::tos {

struct PlayOptions {
  int budget = 20;
  std::ostream* log = nullptr;  // every line in and out, as {"in": ...} / {"out": ...}
};

/// Runs one episode over the streams until the input ends. Returns the
/// number of steps taken.
int play(const World& w, std::istream& in, std::ostream& out, const PlayOptions& opt);

}  // namespace mm::tos
