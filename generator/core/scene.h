// The canonical, language-independent scene: rooms, doors, objects with
// containment/support links, poses and states. Every source (built-in
// generator, ProcTHOR importer) produces this; every later stage reads it.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/error.h"
#include "generator/core/geometry.h"
#include "generator/core/object_types.h"

namespace mm {

/// Version of the canonical scene format (schemas/scene.schema.json).
inline constexpr int kSceneFormatVersion = 1;

struct Room {
  std::string id;
  std::string type;           // a room type of the type table
  std::vector<Vec2> polygon;  // floor polygon, metres
};

struct Door {
  std::string id;
  std::string room0, room1;  // equal for an exterior door
  bool exterior = false;
  Vec2 position;             // centre of the doorway
};

/// Which state attributes an object carries, and their values.
class StateSet {
 public:
  bool has(Attr a) const { return has_ & bit(a); }
  bool get(Attr a) const { return value_ & bit(a); }
  /// Value if present.
  std::optional<bool> value(Attr a) const {
    return has(a) ? std::optional<bool>(get(a)) : std::nullopt;
  }
  void set(Attr a, bool v) {
    has_ |= bit(a);
    if (v) value_ |= bit(a); else value_ &= ~bit(a);
  }
  void erase(Attr a) { has_ &= ~bit(a); value_ &= ~bit(a); }
  friend bool operator==(const StateSet&, const StateSet&) = default;

 private:
  static uint16_t bit(Attr a) { return uint16_t(1u << static_cast<unsigned>(a)); }
  uint16_t has_ = 0, value_ = 0;
};

struct Object {
  std::string id;
  std::string type;
  std::string room;       // id of the room it is in
  Vec3 position;          // centre, metres (y up)
  double yaw = 0;         // facing, degrees clockwise from north
  std::string parent;     // receptacle id; "" when on the floor or a wall
  Link link = Link::None; // in/on its parent
  StateSet state;
};

class Scene {
 public:
  std::string id;
  std::string source;  // "builtin" or "procthor"
  std::string origin;  // where it came from, e.g. "builtin seed=7 index=3"
  std::vector<Room> rooms;
  std::vector<Door> doors;
  std::vector<Object> objects;

  /// Rebuilds the id indexes; call after editing the vectors.
  void reindex();
  const Object* object(std::string_view id) const;
  Object* object(std::string_view id);
  const Room* room(std::string_view id) const;
  /// Direct children of an object, in scene order.
  std::vector<const Object*> children(std::string_view id) const;
  /// Objects whose room is `room_id`, in scene order.
  std::vector<const Object*> objects_in(std::string_view room_id) const;
  /// Ancestors from the direct parent outwards.
  std::vector<const Object*> ancestors(std::string_view id) const;
  /// Rooms joined to `room_id` by an interior door, sorted by id.
  std::vector<std::string> neighbours(std::string_view room_id) const;

 private:
  // (hash of id, position) sorted by hash then position, searched by
  // bisection on the hash; the first of duplicate ids wins. Plain integers,
  // so copying a scene (the simulator does it at every step) copies no
  // strings and allocates once per index.
  struct IdSlot {
    uint64_t hash;
    uint32_t pos;
  };
  std::vector<IdSlot> object_index_, room_index_;
};

/// Semantic checks beyond the schema. `strict` also requires every parent to
/// be able to hold its child per the type table (built-in houses must; real
/// ProcTHOR data is allowed surprises).
struct SceneCheckOptions {
  bool strict_receptacles = true;
  bool positions_in_room = true;
};
Status check_scene(const Scene& s, const TypeTable& types, const SceneCheckOptions& opt = {});

}  // namespace mm
