// The plan of a release: which underlying cases ("units") exist, which house
// each comes from, and in which cells each is rendered. Computed from the
// profile and a feasibility table over all houses, so every shard computes
// the same plan and generates only its own houses.
#pragma once

#include <string>
#include <vector>

#include "generator/release/profile.h"
#include "generator/tasks/family.h"

namespace mm {

/// One rendering of a unit: a condition, a regime and the unit's frame.
struct UnitRender {
  int condition = 0;
  Regime regime = Regime::Direct;
  Frame frame = Frame::None;
};

/// An underlying case of a family, rendered in every cell that uses it.
struct Unit {
  int family = 0;      // index into all_families()
  Mode mode = Mode::Balanced;
  int g = 0;           // index among the family's units in this mode
  Order order = Order::None;
  std::vector<Frame> frames;          // variants built for this unit
  std::vector<UnitRender> renders;    // where it is rendered
  int house = -1;      // assigned house (index in scene order); -1 = none feasible
  int j = 0;           // case index within the house for this family
};

struct PlanOptions {
  Profile profile = Profile::Paper;
  int per_cell = 2;  // full profile
};

/// Units of a profile, before assignment to houses (house = -1).
std::vector<Unit> profile_units(const PlanOptions& opt);

/// feasible[f][h]: family f can build case 0 in house h.
using Feasibility = std::vector<std::vector<bool>>;

/// Assigns every unit a house among those where its family is feasible,
/// round-robin from a family-dependent offset, and numbers the cases per
/// (house, family). Units of a family feasible nowhere keep house = -1.
void assign_units(std::vector<Unit>& units, const Feasibility& feasible, int houses);

/// Number of items a unit contributes per condition.
int unit_items(const Unit& u, int condition);

}  // namespace mm
