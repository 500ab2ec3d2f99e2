// The Theory of Space environment (paper section 3.1): the agent acts in
// turns. A turn is zero or more motions (Goto a visible thing, Rotate by 90,
// 180 or 270 degrees clockwise) followed by exactly one final action
// (Observe, cost 1; Query a visible thing's coordinates, cost 2; Terminate).
// A turn is one step; the step budget bounds the turns. A bad turn changes
// nothing but still uses its step, and its result says what was wrong.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "base/error.h"
#include "packs/tos/observe.h"

namespace mm::tos {

enum class Act : uint8_t { Goto, Rotate, Observe, Query, Terminate };

struct Action {
  Act act = Act::Observe;
  std::string target;  // Goto, Query
  int degrees = 0;     // Rotate
  friend bool operator==(const Action&, const Action&) = default;
};

/// "Goto(Sofa)", "Rotate(90)", "Observe()", "Query(door 1)", "Terminate()".
std::string action_text(const Action& a);
/// Parses one action as action_text writes it; spaces around the name and
/// argument are allowed, the action name is case-insensitive.
Result<Action> parse_action(std::string_view text);

struct TurnResult {
  std::string error;                       // empty when the turn was carried out
  std::optional<Observation> observation;  // Observe
  int queried = -1;                        // Query: the thing
  Cell coordinates;                        // Query: its cell
  bool terminated = false;
};

struct Turn {
  std::vector<Action> actions;
  TurnResult result;
  Pose pose;  // after the turn
  int cost = 0;  // accumulated cost after the turn
};

class Env {
 public:
  /// A world and a step budget (turns).
  Env(const World& world, int budget, Pose start = {});

  /// Carries out one turn. Once the episode is over (Terminate, or the
  /// budget used up) every further turn is refused with an error.
  const TurnResult& step(const std::vector<Action>& actions);

  const World& world() const { return world_; }
  const Pose& pose() const { return pose_; }
  int steps() const { return static_cast<int>(log_.size()); }
  int cost() const { return cost_; }
  int budget() const { return budget_; }
  bool over() const { return over_; }
  const std::vector<Turn>& log() const { return log_; }

 private:
  std::string check_and_apply(const std::vector<Action>& actions, Pose& pose, TurnResult& r);

  const World& world_;
  int budget_;
  Pose pose_;
  int cost_ = 0;
  bool over_ = false;
  std::vector<Turn> log_;
  TurnResult refused_;  // the answer to a turn after the episode ended (not logged)
};

}  // namespace mm::tos
