// Canonical JSON of a Theory of Space world (schemas/tos-world.schema.json)
// and of an exploration log. Reading checks the schema first, then what a
// schema cannot say (unique names, cells inside rooms, doors in walls), and
// names the JSON pointer of the first problem.
#pragma once

#include <string>

#include "base/json_util.h"
#include "packs/tos/env.h"

namespace mm::tos {

inline constexpr int kWorldFormat = 1;

Json world_to_json(const World& w);
/// `source` names the file in error messages.
Result<World> world_from_json(const Json& j, const std::string& source);

/// One thing seen: {"name", "direction", "distance", "facing"?}.
Json seen_to_json(const World& w, const Seen& s);
/// One observation as the logs and the environment protocol print it:
/// {"here": name?, "seen": [{"name", "direction", "distance", "facing"?}]}.
Json observation_to_json(const World& w, const Observation& o);
/// One turn of a log: {"step", "actions": [...], "observation"?,
/// "query"?, "error"?, "terminated"?, "cost"}.
Json turn_to_json(const World& w, const Turn& t, int step);

}  // namespace mm::tos
