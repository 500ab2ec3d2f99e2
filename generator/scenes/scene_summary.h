// A readable text summary of a scene for `mentalmap scenes show`.
#pragma once

#include <string>

#include "generator/core/scene.h"

namespace mm {

/// Rooms (type, area), doors, object counts by type per room, and the
/// containment tree with links and non-default states.
std::string scene_summary(const Scene& s);

}  // namespace mm
