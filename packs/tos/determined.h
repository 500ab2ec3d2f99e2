// Is a question's gold the only answer a reader of the log can give?
// The prompts state the building's layout (rooms and doorways) and the
// objects' names; the log shows bins. What the log leaves open is each
// object's AC-3 domain (domains.h) and, for an object never seen with its
// front, its facing. A question is determined when every placement of the
// objects in their domains gives the gold: checked over each object's
// domain independently, a superset of the placements the log allows, so
// "determined" is never claimed wrongly.
//   direction, persp.take, act2view, view2act, loc2view: the bins (or,
//     for view2act, the gold actions' outcome) are the same for every
//     placement;
//   ment.rot: after each turn the same object is closest to straight
//     ahead (or none is in view) for every placement;
//   perc.dec, view2loc: only the gold object (pose) can show the
//     observation;
//   alloc.map: always (coordinates are scored by similarity, so an
//     answer inside the domain earns nearly all of the credit).
#pragma once

#include <set>
#include <vector>

#include "packs/tos/domains.h"
#include "packs/tos/tasks.h"

namespace mm::tos {

/// What a log lets its reader know.
class Knowledge {
 public:
  Knowledge(const World& w, const std::vector<Turn>& log);
  /// The cells thing `i` may stand on (a doorway's one cell).
  const std::vector<Cell>& where(int i) const { return where_.at(i); }
  /// The log showed the object's front (so its facing is known).
  bool facing_known(int i) const { return facing_.count(i) > 0; }
  const World& world() const { return w_; }
  /// Information gain after each turn of the log (domains.h), rounded to
  /// four places as logs print it.
  const std::vector<double>& gain_per_step() const { return gain_; }

 private:
  const World& w_;
  Domains domains_;
  std::set<int> facing_;
  std::vector<std::vector<Cell>> where_;  // by thing
  std::vector<double> gain_;
};

bool determined(const Knowledge& k, const Question& q);

}  // namespace mm::tos
