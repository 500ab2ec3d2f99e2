// Information gain from AC-3 domains (paper section 3.3, D1; Appendix A.1).
//
// Each object has a domain: the cells it may occupy given everything the
// log has shown. It starts as every cell of the world's bounding box (M
// cells; the layout, rooms and doors, is known, the objects are not). Each
// Observe adds, for every object, a constraint between the object's cell
// and the agent's cell:
//   seen at (ego, dist, facing): visible from the agent's cell with that
//     heading, in that egocentric bin and distance bin;
//   "here": the same cell as the agent;
//   not seen: not visible (outside the field of view or the agent's rooms).
// The agent's cell is known when it stands at its start or in a door; after
// Goto(object) it is that object's cell, so the constraint is binary. Query
// pins the object. AllDifferent keeps objects on distinct cells. AC-3 runs
// to a fixed point after each turn; every constraint is true of the real
// world, so the true cell is never pruned.
//   E = 1 - sum_i log2 max(1, C_i) / (N log2 M)
#pragma once

#include <cstdint>
#include <vector>

#include "packs/tos/env.h"

namespace mm::tos {

class Domains {
 public:
  explicit Domains(const World& w);
  /// The same for a log that starts at `start` (a known cell: a second
  /// exploration from where the first one stopped).
  Domains(const World& w, Pose start);

  /// Adds what one logged turn shows and propagates. `anchor` is where the
  /// agent stood when the turn ended (see Tracker below).
  void add_turn(const Turn& turn);

  /// Domain sizes C_i, in World::objects() order.
  std::vector<int> sizes() const;
  /// The cells still possible for object `thing`.
  std::vector<Cell> cells(int thing) const;
  bool possible(int thing, Cell c) const;
  /// Normalised information gain E in [0, 1].
  double information_gain() const;
  int prior_cells() const { return m_; }
  /// All domains are single cells.
  bool resolved() const;

 private:
  struct Fact {
    int object;        // variable index
    int anchor_var;    // -1: the anchor cell is known
    Cell anchor;       // when known
    Heading heading;
    enum Kind : uint8_t { Seen, Here, Unseen } kind;
    Ego ego;
    Dist dist;
  };
  using Bits = std::vector<uint64_t>;

  int cell_index(Cell c) const;
  Cell cell_at(int i) const;
  bool holds(const Fact& f, Cell object_cell, Cell anchor_cell) const;
  void restrict_unary(const Fact& f);
  void restrict_anchor(const Fact& f, int door);
  bool revise(const Fact& f, bool object_side);
  bool revise_distinct(int x, int y);
  void propagate();
  int var_of(int thing) const;

  const World& w_;
  Room box_;
  int m_ = 0;
  std::vector<int> things_;   // variable -> thing index
  std::vector<Bits> dom_;     // variable -> bitset over box cells
  std::vector<uint32_t> room_mask_;  // box cell -> rooms it belongs to (bits)
  std::vector<Fact> binary_;  // facts whose anchor is a variable
  Pose pose_;                 // the agent's tracked pose
  int anchor_var_ = -1;       // the object the agent stands at, if any
};

}  // namespace mm::tos
