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

/// The Strategist (paper Appendix A.1): Scout's sweep where it starts; then,
/// room by room, it keeps AC-3 domains (domains.h) and, while an object of
/// the rooms it stands in has more than one possible cell, takes the object
/// with the largest domain and the view that splits that domain best: among
/// the cells it can reach with one Goto whose position it knows (doors,
/// objects already pinned, its own cell when known) and the four headings,
/// the one whose possible observations leave the smallest expected domain
/// (sum of squared part sizes over the domain size). When no view splits
/// the domain it Queries the object if it can see it, else gives it up.
/// When the rooms it stands in are resolved it goes on through the next
/// door it has not stood in (depth first, as Scout), and terminates when
/// every door is done. Returns the step at which every domain was a single
/// cell, or -1.
int run_strategist(Env& env);

}  // namespace mm::tos
