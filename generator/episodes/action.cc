#include "generator/episodes/action.h"

#include <array>

#include "base/enum_names.h"

namespace mm {
namespace {

constexpr std::array<std::string_view, kActionTypeCount> kActionNames = {
    "PickupObject",   "PutObject",      "DropHandObject",  "ThrowObject",
    "PushObject",     "PullObject",     "OpenObject",      "CloseObject",
    "ToggleObjectOn", "ToggleObjectOff", "SliceObject",    "BreakObject",
    "CookObject",     "DirtyObject",    "CleanObject",     "FillObjectWithLiquid",
    "EmptyLiquidFromObject", "UseUpObject"};

struct FailureName {
  Failure f;
  std::string_view code;
};
constexpr FailureName kFailures[] = {
    {Failure::None, "none"},
    {Failure::NoSuchObject, "no-such-object"},
    {Failure::NotPickupable, "not-pickupable"},
    {Failure::HandFull, "hand-full"},
    {Failure::HandEmpty, "hand-empty"},
    {Failure::NotHeld, "not-held"},
    {Failure::NotReceptacle, "not-receptacle"},
    {Failure::ReceptacleClosed, "receptacle-closed"},
    {Failure::ReceptacleFull, "receptacle-full"},
    {Failure::WrongReceptacle, "wrong-receptacle"},
    {Failure::NotOpenable, "not-openable"},
    {Failure::AlreadyOpen, "already-open"},
    {Failure::AlreadyClosed, "already-closed"},
    {Failure::NotToggleable, "not-toggleable"},
    {Failure::AlreadyOn, "already-on"},
    {Failure::AlreadyOff, "already-off"},
    {Failure::NotSliceable, "not-sliceable"},
    {Failure::AlreadySliced, "already-sliced"},
    {Failure::NotBreakable, "not-breakable"},
    {Failure::AlreadyBroken, "already-broken"},
    {Failure::NotCookable, "not-cookable"},
    {Failure::AlreadyCooked, "already-cooked"},
    {Failure::NotDirtyable, "not-dirtyable"},
    {Failure::AlreadyDirty, "already-dirty"},
    {Failure::AlreadyClean, "already-clean"},
    {Failure::NotFillable, "not-fillable"},
    {Failure::AlreadyFilled, "already-filled"},
    {Failure::AlreadyEmpty, "already-empty"},
    {Failure::NotUsable, "not-usable"},
    {Failure::AlreadyUsedUp, "already-used-up"},
    {Failure::NotMovable, "not-movable"},
    {Failure::IsHeld, "is-held"},
    {Failure::InsideClosed, "inside-closed"},
    {Failure::IsOpen, "is-open"},
    {Failure::IsOn, "is-on"},
};

}  // namespace

std::string_view action_name(ActionType a) { return kActionNames[static_cast<size_t>(a)]; }

std::optional<ActionType> parse_action(std::string_view s) { return enum_from_name<ActionType>(kActionNames, s); }

const std::vector<ActionType>& all_actions() {
  static const std::vector<ActionType> all = [] {
    std::vector<ActionType> v;
    for (int i = 0; i < kActionTypeCount; ++i) v.push_back(static_cast<ActionType>(i));
    return v;
  }();
  return all;
}

const std::vector<ActionType>& sampled_actions() {
  static const std::vector<ActionType> sampled = [] {
    std::vector<ActionType> v;
    for (ActionType a : all_actions())
      if (a != ActionType::PullObject) v.push_back(a);
    return v;
  }();
  return sampled;
}

std::string_view failure_code(Failure f) {
  for (const auto& n : kFailures)
    if (n.f == f) return n.code;
  return "unknown";
}

std::optional<Failure> parse_failure(std::string_view s) {
  for (const auto& n : kFailures)
    if (n.code == s) return n.f;
  return std::nullopt;
}

}  // namespace mm
