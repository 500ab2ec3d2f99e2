// The plan of a release: which underlying cases ("units") exist, which house
// each comes from, and in which cells each is rendered. Computed from the
// profile and a feasibility table over all houses, so every shard computes
// the same plan and generates only its own houses.
#pragma once

#include <functional>
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
  int design = 0;      // index into the family's designs (deal_designs)
  int house = -1;      // assigned house (index in scene order); -1 = none feasible
  int j = 0;           // case index within the house for this family
};

struct PlanOptions {
  Profile profile = Profile::Paper;
  int per_cell = 4;  // full profile
  /// Every direct-regime rendering also in the scratchpad regime (the same
  /// items, so that its lift is a paired difference).
  bool scratchpad = false;
};

/// Units of a profile, before assignment to houses (house = -1), with their
/// designs dealt (deal_designs).
std::vector<Unit> profile_units(const PlanOptions& opt);

/// The release-level schedule of designed variants: within each stratum of
/// a family's units (same description mode and mention order), in plan
/// order, unit i gets the i-th design of a smooth weighted round robin over
/// the family's design weights, started at a stratum-dependent offset. Any
/// run of consecutive units is then within one unit of the designed mix, and
/// since every condition renders a prefix of each stratum, so is every
/// condition, whatever the houses, shards or threads.
/// `whole_family`: one stratum per family instead (the full profile, where
/// every unit renders in every condition and the strata are too short for
/// their errors not to add up: 2 units per stratum gave relativeDirection
/// 50 % "left" where the designed mix gives 37.5 %).
void deal_designs(std::vector<Unit>& units, bool whole_family = false);

/// Can family f build case 0 of design d in house h?
struct FeasibilityQuery {
  int house = 0, family = 0, design = 0;
};
/// Answers a batch of queries at once (in order), so that they can be
/// answered in parallel, a house at a time, each house loaded once.
using FeasibilityOracle = std::function<std::vector<bool>(const std::vector<FeasibilityQuery>&)>;

/// Assigns every unit a house where its family can build its design, and
/// numbers the cases per (house, family). The houses of a (family, design)
/// are visited in rotation from a start that depends on both, and asked
/// lazily, a window at a time, until there is a feasible house for every
/// unit (or none is left): unit k gets the k-th feasible house, so units
/// spread over houses and most cases are a house's first. A design feasible
/// in no house falls back to the next design of the family that is (with a
/// note in `notes`); units of a family feasible nowhere keep house = -1.
/// The result depends only on the units and the oracle's answers.
void assign_units(std::vector<Unit>& units, const FeasibilityOracle& feasible, int houses,
                  std::vector<std::string>* notes = nullptr);

/// Number of items a unit contributes per condition.
int unit_items(const Unit& u, int condition);

}  // namespace mm
