// Initial states of the built-in houses (declared in builtin_fill.h).
#include <algorithm>
#include <span>
#include <string_view>
#include <vector>

#include "generator/scenes/builtin_fill.h"

namespace mm::builtin {
namespace {

struct Chance {
  std::string_view type;
  double p;
};

// Chances that a type starts open / switched on / dirty / filled. Types not
// listed use the default of each table's lookup.
constexpr Chance kOpen[] = {
    {"Fridge", 0.05},        {"Cabinet", 0.1},      {"Drawer", 0.1}, {"Microwave", 0.05},
    {"Toilet", 0.3},         {"Box", 0.5},          {"Laptop", 0.5}, {"Book", 0.1},
    {"ShowerCurtain", 0.5},  {"Safe", 0.05},        {"Kettle", 0.0}, {"LaundryHamper", 0.2},
    {"WashingMachine", 0.1}, {"ClothesDryer", 0.1}, {"Blinds", 0.5},
};
constexpr Chance kOn[] = {
    {"FloorLamp", 0.25},    {"DeskLamp", 0.25},   {"Television", 0.1},     {"LightSwitch", 0.4},
    {"Faucet", 0.03},       {"StoveBurner", 0.0}, {"CoffeeMachine", 0.05}, {"CellPhone", 0.3},
    {"Laptop", 0.35},       {"Desktop", 0.3},     {"Candle", 0.1},         {"WashingMachine", 0.05},
    {"ClothesDryer", 0.05},
};
constexpr Chance kDirty[] = {
    {"Bowl", 0.3}, {"Plate", 0.3}, {"Cup", 0.3},   {"Mug", 0.3},    {"Pan", 0.3},
    {"Pot", 0.3},  {"Bed", 0.3},   {"Cloth", 0.3}, {"Mirror", 0.1},
};
constexpr Chance kFilled[] = {
    {"Cup", 0.25}, {"Mug", 0.25},   {"Bottle", 0.5},     {"WineBottle", 0.5},  {"Bowl", 0.05},
    {"Pot", 0.1},  {"Kettle", 0.3}, {"HousePlant", 0.5}, {"WateringCan", 0.3},
};

double chance_of(std::span<const Chance> table, std::string_view type, double fallback) {
  auto it =
      std::find_if(table.begin(), table.end(), [&](const Chance& c) { return c.type == type; });
  return it == table.end() ? fallback : it->p;
}

struct StateCtx {
  HouseBuilder& b;
  Rng& rng;
  std::vector<bool> has_children;
};

bool initial_value(StateCtx& c, size_t i, Attr a, const StateSet& so_far) {
  const std::string& type = c.b.object(i).type;
  switch (a) {
    case Attr::IsOpen:
      return c.rng.chance(chance_of(kOpen, type, 0.1));
    case Attr::IsToggled:
      // A closed laptop is asleep.
      if (so_far.has(Attr::IsOpen) && !so_far.get(Attr::IsOpen)) return false;
      return c.rng.chance(chance_of(kOn, type, 0.0));
    case Attr::IsDirty:
      return c.rng.chance(chance_of(kDirty, type, 0.0));
    case Attr::IsFilledWithLiquid:
      // Liquid and objects do not share a cup.
      return !c.has_children[i] && c.rng.chance(chance_of(kFilled, type, 0.0));
    case Attr::IsSliced:
    case Attr::IsCooked:
    case Attr::IsBroken:
    case Attr::IsUsedUp:
    case Attr::IsPickedUp:
      return false;
  }
  return false;
}

}  // namespace

void assign_states(HouseBuilder& b, Rng& rng) {
  StateCtx c{b, rng, std::vector<bool>(b.size(), false)};
  for (size_t i = 0; i < b.size(); ++i)
    if (b.parent_of(i) != HouseBuilder::kNone) c.has_children[b.parent_of(i)] = true;
  for (size_t i = 0; i < b.size(); ++i) {
    const ObjectType& t = b.type_of(i);
    StateSet st;
    for (Attr a : kAllAttrs)
      if (t.has_attr(a)) st.set(a, initial_value(c, i, a, st));
    b.object(i).state = st;
  }
}

}  // namespace mm::builtin
