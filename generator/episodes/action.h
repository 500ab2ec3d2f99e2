// The AI2-THOR high-level interaction actions the simulator knows.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mm {

enum class ActionType {
  PickupObject, PutObject, DropHandObject, ThrowObject, PushObject, PullObject,
  OpenObject, CloseObject, ToggleObjectOn, ToggleObjectOff, SliceObject, BreakObject,
  CookObject, DirtyObject, CleanObject, FillObjectWithLiquid, EmptyLiquidFromObject,
  UseUpObject
};
inline constexpr int kActionTypeCount = 18;

std::string_view action_name(ActionType a);
std::optional<ActionType> parse_action(std::string_view s);
/// All 18 action types, in the order above.
const std::vector<ActionType>& all_actions();
/// The 17 the sampler draws from (PullObject is simulated but not sampled:
/// in text it is indistinguishable from PushObject; see docs/episodes.md).
const std::vector<ActionType>& sampled_actions();

/// One action. `object` is what the action is applied to; for PutObject it
/// is the held object and `receptacle` the target.
struct Action {
  ActionType type = ActionType::PickupObject;
  std::string object;
  std::string receptacle;
  friend bool operator==(const Action&, const Action&) = default;
};

/// Why an action failed: stable codes used in trajectories and in the L4
/// actionFailure family (rendered per language from the lexicons).
enum class Failure {
  None,
  NoSuchObject,        // the object id is not in the scene
  NotPickupable,       // e.g. picking up a counter
  HandFull,            // already holding something
  HandEmpty,           // put/drop/throw with nothing held
  NotHeld,             // put names an object other than the held one
  NotReceptacle,       // target cannot hold anything
  ReceptacleClosed,    // target encloses and is closed
  ReceptacleFull,      // target at capacity
  WrongReceptacle,     // target cannot hold this type
  NotOpenable, AlreadyOpen, AlreadyClosed,
  NotToggleable, AlreadyOn, AlreadyOff,
  NotSliceable, AlreadySliced,
  NotBreakable, AlreadyBroken,
  NotCookable, AlreadyCooked,
  NotDirtyable, AlreadyDirty, AlreadyClean,
  NotFillable, AlreadyFilled, AlreadyEmpty,
  NotUsable, AlreadyUsedUp,
  NotMovable,          // push/pull on something fixed
  IsHeld,              // acting on the held object where that is not allowed
  InsideClosed,        // the object (or target) is inside a closed receptacle
  IsOpen,              // switching on what only runs closed (an open microwave)
  IsOn,                // opening what only opens switched off (a running microwave)
};
/// The last failure code; codes run from None to it without gaps.
inline constexpr Failure kLastFailure = Failure::IsOn;
std::string_view failure_code(Failure f);  // "receptacle-closed", ...
std::optional<Failure> parse_failure(std::string_view s);

}  // namespace mm
