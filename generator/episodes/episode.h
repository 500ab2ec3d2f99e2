// Episodes: a world state before, a trajectory of actions with outcomes, a
// transition log (one event per changed attribute) and the state after.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "base/error.h"
#include "base/json_util.h"
#include "generator/core/scene.h"
#include "generator/episodes/action.h"

namespace mm {

inline constexpr int kEpisodeFormatVersion = 1;
inline constexpr const char* kEpisodeSchema = "schemas/episode.schema.json";

/// The scene plus what the agent holds ("" = nothing).
struct WorldState {
  Scene scene;
  std::string held;
};

/// One changed attribute. `attribute` is a state attribute name (isOpen, ...)
/// or one of "parent" (receptacle id, or null: floor/hand), "link" ("in",
/// "on", "none"), "room" (room id), "held" (on the agent: object id or null)
/// and "position" ([x,y,z]). `object` is the object id, or "agent" for "held".
struct Event {
  int step = 0;  // 0-based index into the trajectory
  std::string object;
  std::string attribute;
  Json before;
  Json after;
  friend bool operator==(const Event&, const Event&) = default;
};

/// Attributes that are meaningful in text (events tasks ask about).
bool is_symbolic_attribute(const std::string& attribute);

struct Step {
  Action action;
  bool success = true;
  Failure failure = Failure::None;
};

struct Episode {
  std::string id;        // "<scene id>-e<kind letter><index>"
  std::string scene_id;
  std::string kind;      // "single" or "chain"
  WorldState before;
  std::vector<Step> trajectory;
  std::vector<Event> log;
  WorldState after;
};

/// The three canonical artifacts as JSON (schema: schemas/episode.schema.json):
/// {"format","version","id","scene","kind","before":{"held",...},"trajectory":[...],
///  "log":[...],"after":{...}}. World states are stored as the held object and
/// the per-object symbolic state (parent, link, room, position, state); the
/// scene geometry itself lives in the scene file.
OJson episode_to_json(const Episode& e);
std::string episode_dump(const Episode& e);
/// Reads an episode against its scene (checks the schema and that every id
/// exists in the scene).
Result<Episode> episode_from_json(const Json& j, const Scene& scene, const std::string& source);

/// Applies a transition log to a state: every event's `before` must match
/// the current value (else an error naming the event), then `after` is set.
Result<WorldState> replay(const WorldState& before, const std::vector<Event>& log);

}  // namespace mm
