// Internal to mm_episodes: the geometry and attribute helpers shared by the
// simulator (preconditions, effects), replay, episode JSON and the sampler.
// Not a public contract; other layers use simulator.h / episode.h.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "base/json_util.h"
#include "generator/core/scene.h"
#include "generator/episodes/episode.h"
#include "generator/episodes/simulator.h"

namespace mm::sim {

/// Event attribute names beyond the state attributes (episode.h).
inline constexpr const char* kParent = "parent";
inline constexpr const char* kLink = "link";
inline constexpr const char* kRoom = "room";
inline constexpr const char* kPosition = "position";
inline constexpr const char* kHeld = "held";
/// The pseudo-object that carries the "held" attribute.
inline constexpr const char* kAgent = "agent";

/// Fixed distances of the simplified physics (metres); see docs/episodes.md.
inline constexpr double kPushDistance = 0.2;
inline constexpr double kThrowDistance = 1.0;
inline constexpr double kFloorY = 0.0;

/// A unary state action (open, toggle, slice, ...): the type property that
/// affords it, the attribute it sets to `target`, and its failures when the
/// type cannot do it or the attribute already holds the target.
struct StateRule {
  ActionType action;
  bool ObjectType::*affords;
  Attr attr;
  bool target;
  Failure cannot, already;
};

/// The rule of a unary state action, or nullptr for pickup/put/drop/throw/push/pull.
const StateRule* state_rule(ActionType a);

/// The type of an object in the built-in table, or nullptr for an unknown type.
const ObjectType* type_of(const Object& o);

/// Rank of an event attribute in the canonical event order: parent, link,
/// room, position, the state attributes in Attr order, held. -1 if unknown.
int attribute_rank(const std::string& attribute);

/// True when `o` is the held object or rests, at any depth, in/on it.
bool carried_by_hand(const WorldState& w, const Object& o);

/// Axis-aligned floor footprint of an object: the type's size for floor and
/// wall pieces, a small default square for small objects.
Box2 object_footprint(const Object& o);
/// Height of the object's type (a small default for small objects).
double object_height(const Object& o);

/// Where an item put in/on `receptacle` comes to rest: the free slot of a
/// 3x3 grid over the receptacle's footprint farthest from what already rests
/// there, inside the receptacle's room.
Vec3 put_position(const Scene& s, const Object& receptacle, const std::string& item_id);
/// Where a dropped (thrown = false) or thrown item lands on the floor of its room.
Vec3 floor_position(const Scene& s, const Object& item, bool thrown);
/// Where a push (away from the room centre) or pull (towards it) moves `o`,
/// or nullopt when there is no room to move it.
std::optional<Vec3> push_target(const Scene& s, const Object& o, bool push);

/// A position rounded to millimetres, as stored in events and files.
Vec3 round_position(Vec3 p);
Json position_json(Vec3 p);

/// The effective value of a state attribute: absent counts as false.
bool state_value(const Object& o, Attr a);

/// The value of `attribute` of `object` ("agent" for "held") in event form.
Result<Json> read_attribute(const WorldState& w, const std::string& object,
                            const std::string& attribute);
/// Sets it; errors name the object and attribute when the object, the
/// attribute or the kind of value is wrong.
Status write_attribute(WorldState& w, const std::string& object, const std::string& attribute,
                       const Json& value);

/// The world-state part of an episode file: {"held", "objects": [{"id",
/// "room", "position", "parent", "link", "state"}, ...]} in scene order.
OJson world_state_to_json(const WorldState& w);

}  // namespace mm::sim
