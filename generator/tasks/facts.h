// The scene block of a prompt as language-neutral facts, and the labels that
// name each object and room inside one item.
#pragma once

#include <map>
#include <string>
#include <utility>
#include <vector>

#include "generator/core/object_types.h"
#include "generator/core/scene.h"
#include "generator/tasks/enums.h"

namespace mm {

/// Names the objects and rooms of one item. An object's label is its type
/// when no other object of that type is in scope, else "<Type>_<k>" with k
/// counting from 1 in scope order; rooms likewise ("Kitchen", "Bedroom_2").
/// Labels are what gold answers contain; renderers turn them into nouns.
class LabelTable {
 public:
  struct Entry {
    std::string type;  // object type or room type
    int index = 0;     // 0 when unique in scope
    bool is_room = false;
    // Where an object stands when labelled (the context of a lexicon variant):
    std::string room_type;     // the type of its room
    std::string support_type;  // the type of the receptacle it is in or on; "" on the floor or a wall
    std::string label() const;
  };
  /// Assigns labels to the given objects and rooms (in this order).
  void assign(const Scene& s, const std::vector<std::string>& room_ids,
              const std::vector<std::string>& object_ids);
  /// Adds one more object (e.g. a receptacle named only by the narration),
  /// renumbering nothing already assigned unless its type was unique (then
  /// the earlier object becomes <Type>_1 and the new one <Type>_2).
  void add_object(const Scene& s, const std::string& id);
  /// Adds an object known by its type alone (a pack's world without a
  /// Scene: each type once, so its label is its type).
  void add_named(const std::string& id, const std::string& type);
  /// Words an object as standing at another place (a lexicon variant's
  /// context): a thing the agent holds takes the word of where it is put.
  void set_place(const std::string& id, const std::string& room_type, const std::string& support_type);
  const Entry* find(const std::string& id) const;
  /// The labelled objects of a type, in labelling order.
  std::vector<const Entry*> of_type(const std::string& type) const;
  /// Every labelled object id by type, in labelling order.
  const std::map<std::string, std::vector<std::string>>& objects_by_type() const { return by_type_; }
  /// Every label, by object or room id.
  const std::map<std::string, Entry>& entries() const { return entries_; }
  /// The canonical label of an id; throws std::out_of_range if unknown.
  std::string label(const std::string& id) const;
  bool has(const std::string& id) const { return entries_.count(id) > 0; }
  /// Every label -> its type, for the scorer's vocabulary (sorted by label).
  std::map<std::string, std::string> vocabulary() const;
  size_t object_count() const;

 private:
  std::map<std::string, Entry> entries_;            // id -> entry
  std::map<std::string, std::vector<std::string>> by_type_;  // type -> ids in order
};

enum class FactKind {
  RoomCounts,    // a = room; counts = (type, n) in scope order
  Door,          // a, b = rooms joined by a door
  ExteriorDoor,  // a = room with the front door
  Placement,     // a = top-level object standing in room b (floor) or hanging (wall)
  Contain,       // a = child, b = parent, link in/on
  State,         // a = object, attr = attribute, value
  Offset,        // a = target, b = anchor ("" = the viewer); ahead/right in metres
  Viewer,        // a = object the viewer stands at; dir = compass heading ("" if unstated)
  Held,          // a = object the agent holds
};

struct Fact {
  FactKind kind = FactKind::Contain;
  std::string a, b;
  Link link = Link::None;
  bool on_wall = false;
  Attr attr = Attr::IsOpen;
  bool value = false;
  std::vector<std::pair<std::string, int>> counts;
  double ahead = 0;  // stated metres along the frame's front axis (north in absolute)
  double right = 0;  // stated metres along the frame's right axis (east in absolute)
  std::string dir;
};

/// The facts of a scene block, with the frame and mention order their
/// spatial relations are stated in.
struct Description {
  std::vector<std::string> rooms;    // room ids in scope, in order
  std::vector<std::string> objects;  // object ids in scope, in order
  std::map<std::string, std::string> object_room;  // object id -> room id
  bool partial = false;              // some objects of these rooms are left out
  std::string focus;                 // partial scope: the object the area is around
  Frame frame = Frame::None;
  Order order = Order::None;
  std::string frame_anchor;          // intrinsic frame: whose front is "front"
  std::vector<Fact> facts;
  LabelTable labels;
};

}  // namespace mm
