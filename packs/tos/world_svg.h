// A Theory of Space world drawn from above as one SVG (the review page):
// each room's floor cells, the walls between them, the doors, every object
// on its cell with an arrow for its facing, the agent's start pose, and a
// north arrow. North is up: the task frame's +y.
#pragma once

#include <functional>
#include <string>

#include "packs/tos/world.h"

namespace mm::tos {

/// How a thing is labelled on the drawing (its name in the page's language).
using ThingLabel = std::function<std::string(const Thing&)>;

/// The drawing; labels default to the things' own names.
std::string world_svg(const World& w, const ThingLabel& label = {});

}  // namespace mm::tos
