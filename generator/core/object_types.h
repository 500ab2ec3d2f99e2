// The project's object-type table (generator/data/object-types.json): what
// each AI2-THOR/ProcTHOR type can do, where it appears and what it can hold.
#pragma once

#include <array>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "base/error.h"

namespace mm {

/// How a child rests in its parent. None: on the floor or wall of its room.
enum class Link { None, In, On };
std::string_view link_name(Link l);           // "none", "in", "on"
std::optional<Link> parse_link(std::string_view s);

enum class Placement { Floor, Wall, Small, Structure };

/// The state attributes of DESIGN §2, in canonical order.
enum class Attr {
  IsOpen, IsToggled, IsSliced, IsCooked, IsDirty, IsBroken, IsFilledWithLiquid, IsUsedUp,
  IsPickedUp
};
constexpr size_t kAttrCount = 9;
constexpr std::array<Attr, kAttrCount> kAllAttrs = {
    Attr::IsOpen,  Attr::IsToggled, Attr::IsSliced, Attr::IsCooked,          Attr::IsDirty,
    Attr::IsBroken, Attr::IsFilledWithLiquid, Attr::IsUsedUp, Attr::IsPickedUp};
std::string_view attr_name(Attr a);  // "isOpen", ...
std::optional<Attr> parse_attr(std::string_view s);

struct ObjectType {
  std::string name;
  std::string category;
  Placement placement = Placement::Small;
  std::vector<std::string> rooms;  // room types
  bool pickupable = false, openable = false, toggleable = false, sliceable = false,
       cookable = false, dirtyable = false, fillable = false, breakable = false,
       used_up = false, fronted = false;
  /// Locks between two states (AI2-THOR's Microwave): ToggleObjectOn needs
  /// the object closed, OpenObject needs it switched off.
  bool must_be_closed_to_turn_on = false, must_be_off_to_open = false;
  std::array<double, 3> size{0, 0, 0};  // width, depth, height (m)
  bool receptacle = false;
  Link link = Link::None;          // how children rest on/in it
  int capacity = 0;
  /// Child types PutObject accepts (AI2-THOR's placement restrictions):
  /// the table's receptacle "holds", categories expanded.
  std::set<std::string> accepts;
  /// Child types that may rest in/on it: `accepts` plus the receptacle's
  /// "alsoFound" types, seen there in real (ProcTHOR) scenes although
  /// PutObject refuses them. The house generator places from this set.
  std::set<std::string> holds;

  /// Whether the type carries this state attribute at all.
  bool has_attr(Attr a) const;
  bool in_room(std::string_view room_type) const;
};

class TypeTable {
 public:
  /// Loads the built-in table (or the resource override).
  static Result<TypeTable> load();
  /// The built-in table, loaded once; aborts only if the embedded data is
  /// broken, which a test guards.
  static const TypeTable& builtin();

  const ObjectType* find(std::string_view name) const;
  /// True when a `child` may rest in/on `parent` (scenes, placement).
  bool can_hold(std::string_view parent, std::string_view child) const;
  /// True when the agent may put a `child` in/on `parent` (PutObject); a
  /// subset of can_hold.
  bool can_put(std::string_view parent, std::string_view child) const;
  const std::vector<std::string>& room_types() const { return room_types_; }
  /// All type names, sorted.
  std::vector<std::string> names() const;
  const std::map<std::string, ObjectType, std::less<>>& all() const { return types_; }
  /// Up to `n` known names closest to `name` (for "did you mean").
  std::vector<std::string> nearest(std::string_view name, size_t n = 3) const;

 private:
  void reindex();

  std::map<std::string, ObjectType, std::less<>> types_;
  std::vector<std::string> room_types_;
  // Hash lookup into types_ (find() is on every hot path); rebuilt on copy.
  std::unordered_map<std::string_view, const ObjectType*> index_;

 public:
  TypeTable() = default;
  TypeTable(const TypeTable& o) : types_(o.types_), room_types_(o.room_types_) { reindex(); }
  TypeTable& operator=(const TypeTable& o) {
    types_ = o.types_;
    room_types_ = o.room_types_;
    reindex();
    return *this;
  }
  TypeTable(TypeTable&&) = default;  // map nodes move with their addresses
  TypeTable& operator=(TypeTable&&) = default;
};

}  // namespace mm
