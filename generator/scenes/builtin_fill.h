// Small objects and initial states of the built-in houses.
#pragma once

#include <cstddef>

#include "base/rng.h"
#include "generator/scenes/builtin_space.h"

namespace mm::builtin {

/// Puts small objects in/on the receptacles of `room` (objects
/// `first_object`.. of the builder) and a few on its floor.
///
/// Only pairs the type table allows (TypeTable::can_hold) whose child type
/// lists the room type; never more children than the parent's capacity.
/// Typical children come first (the television on the TV stand, one
/// microwave per kitchen counter run), then a weighted random fill. Small
/// containers that land (bowls, boxes, mugs...) are filled in turn, up to
/// depth 4 (furniture = depth 1). A child's xz lies within its parent's
/// footprint and its y is the height it rests at (the parent's top for
/// `on`, inside the parent for `in`).
void fill_room(HouseBuilder& b, const RoomPlan& room, RoomSpace& space, size_t first_object,
               Rng& rng);

/// Gives every object every state attribute its type has
/// (ObjectType::has_attr), with the values of a lived-in home at rest:
/// doors of fridges and cabinets mostly closed, lamps and screens mostly
/// off, about 30% of dishes dirty, some cups and mugs filled (only when
/// empty of objects); nothing sliced, cooked, broken, used up or held.
void assign_states(HouseBuilder& b, Rng& rng);

}  // namespace mm::builtin
