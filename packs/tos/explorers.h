// Scripted proxy explorers (paper section 3.4, Appendix A.1) that write the
// standard exploration logs of the passive setting.
//
// Scout: a 360-degree sweep (Observe, then three times Rotate(90) and
// Observe) where it starts; then, depth first through the doors in the order
// it saw them, it goes to each door it has not stood in, sweeps there (a
// doorway sees both rooms), and comes back through the door it came by,
// until it has stood in every door; then Terminate. Every object is seen at
// least once (full coverage).
#pragma once

#include <vector>

#include "packs/tos/env.h"

namespace mm::tos {

/// The smallest clockwise turn (0, 90, 180 or 270) after which `thing` is in
/// view from `pose`, or -1 when no heading shows it.
int turn_to_see(const World& w, const Pose& pose, int thing);

/// Runs the Scout in `env` until it terminates or the budget ends.
void run_scout(Env& env);

}  // namespace mm::tos

namespace mm::tos {

/// The Strategist (paper Appendix A.1, as built in docs/tos.md): it keeps
/// AC-3 domains (domains.h) and, each turn, takes the turn that removes the
/// most bits from them (strategist.cc says how they are estimated); it
/// terminates once every domain is one cell or no turn is expected to tell
/// anything. Returns the step at which every domain was a single cell, or -1.
int run_strategist(Env& env);

}  // namespace mm::tos
