// Helpers the interactive SPACE tasks share (episode.h): reading the name of
// an action and wording what was wrong with it, and the ids episodes carry.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "base/json_util.h"
#include "packs/space/episode.h"

namespace mm::space {

/// The action's name, {"action": "<name>", ...}, when it is one of `names`;
/// otherwise "" with `error` saying what was wrong (not an object, no
/// "action" string, an unknown name with a suggestion).
std::string action_name(const Json& action, const std::vector<std::string>& names, std::string* error);

/// What the agent sent, quoted for an error message: a JSON string of its
/// first 40 bytes, invalid UTF-8 written as U+FFFD.
std::string quote_input(std::string_view text);

/// What act() answers once the episode is over: `observation` unchanged,
/// the error "the episode is over", no step taken.
StepResult ended(Json observation);

/// "space-<task>-<seed>-<index>".
std::string episode_id(std::string_view task, uint64_t seed, uint64_t index);

/// x rounded to 4 decimals, as every measure in a result.
double round4(double x);

}  // namespace mm::space
