#include "generator/scenes/builtin_catalog.h"

#include <algorithm>

namespace mm::builtin {
namespace {

using S = Spot;
using W = WallSpot;

// Kitchen units come first and in this order so the run reads like a real
// counter line (fridge, counter, sink, stove, base units); the required
// units come before the optional ones so a small kitchen still gets them.
constexpr FurnitureRule kKitchen[] = {
    {"Fridge", 1, 1, 1, S::Run},
    {"CounterTop", 1, 1, 1, S::Run},
    {"Sink", 1, 1, 1, S::Run},
    {"StoveBurner", 1, 1, 1, S::Run},
    {"Cabinet", 1, 1, 1, S::Run},
    {"Drawer", 1, 1, 1, S::Run},
    {"CounterTop", 0.75, 1, 1, S::Run},
    {"Cabinet", 0.7, 1, 2, S::Run},
    {"Drawer", 0.5, 1, 1, S::Run},
    {"CounterTop", 0.35, 1, 1, S::Run, 11},
    {"WashingMachine", 0.1, 1, 1, S::Run},
    {"GarbageCan", 0.9, 1, 1, S::Wall},
    {"DiningTable", 0.45, 1, 1, S::Middle, 11},
    {"ShelvingUnit", 0.15, 1, 1, S::Wall},
    {"Stool", 0.2, 1, 2, S::Free},
    {"SideTable", 0.08, 1, 1, S::Wall},
    {"GarbageBag", 0.15, 1, 1, S::Free},
};

constexpr FurnitureRule kLiving[] = {
    {"Sofa", 1, 1, 1, S::Wall},
    {"CoffeeTable", 0.85, 1, 1, S::SofaFront},
    {"TVStand", 0.85, 1, 1, S::FacingSofa},
    {"ArmChair", 0.6, 1, 2, S::Wall},
    {"SideTable", 0.5, 1, 2, S::Wall},
    {"FloorLamp", 0.55, 1, 1, S::Wall},
    {"ShelvingUnit", 0.5, 1, 1, S::Wall},
    {"DiningTable", 0.3, 1, 1, S::Middle, 20},
    {"Desk", 0.15, 1, 1, S::Wall},
    {"Dresser", 0.15, 1, 1, S::Wall},
    {"Ottoman", 0.2, 1, 1, S::Free},
    {"Footstool", 0.1, 1, 1, S::Free},
    {"GarbageCan", 0.4, 1, 1, S::Wall},
    {"DogBed", 0.1, 1, 1, S::Free},
    {"RoomDecor", 0.3, 1, 1, S::Wall},
    {"Safe", 0.05, 1, 1, S::Wall},
    {"Chair", 0.1, 1, 1, S::Wall},
    {"Stool", 0.05, 1, 1, S::Free},
    {"VacuumCleaner", 0.05, 1, 1, S::Wall},
    {"Cart", 0.05, 1, 1, S::Wall},
};

constexpr FurnitureRule kBedroom[] = {
    {"Bed", 1, 1, 1, S::Wall},
    {"SideTable", 0.85, 1, 2, S::BedSide},
    {"Dresser", 0.7, 1, 1, S::Wall},
    {"Desk", 0.4, 1, 1, S::Wall},
    {"ArmChair", 0.25, 1, 1, S::Wall},
    {"FloorLamp", 0.3, 1, 1, S::Wall},
    {"ShelvingUnit", 0.3, 1, 1, S::Wall},
    {"GarbageCan", 0.4, 1, 1, S::Wall},
    {"LaundryHamper", 0.2, 1, 1, S::Wall},
    {"TVStand", 0.15, 1, 1, S::Wall},
    {"Drawer", 0.15, 1, 1, S::Wall},
    {"RoomDecor", 0.2, 1, 1, S::Wall},
    {"Chair", 0.1, 1, 1, S::Wall},
    {"Safe", 0.05, 1, 1, S::Wall},
    {"DogBed", 0.05, 1, 1, S::Free},
    {"Ottoman", 0.05, 1, 1, S::Free},
    {"Footstool", 0.05, 1, 1, S::Free},
    {"Sofa", 0.05, 1, 1, S::Wall, 14},
    {"Stool", 0.03, 1, 1, S::Free},
    {"VacuumCleaner", 0.03, 1, 1, S::Wall},
};

// The tub goes first so it takes a corner.
constexpr FurnitureRule kBathroom[] = {
    {"Bathtub", 0.65, 1, 1, S::Run, 4.8},
    {"Toilet", 1, 1, 1, S::Run},
    {"Sink", 1, 1, 1, S::Run},
    {"Cabinet", 0.3, 1, 1, S::Run},
    {"Drawer", 0.2, 1, 1, S::Run},
    {"GarbageCan", 0.6, 1, 1, S::Wall},
    {"LaundryHamper", 0.2, 1, 1, S::Wall},
    {"WashingMachine", 0.1, 1, 1, S::Wall, 6},
    {"ClothesDryer", 0.05, 1, 1, S::Wall, 6},
    {"Cart", 0.1, 1, 1, S::Wall},
    {"SideTable", 0.05, 1, 1, S::Wall},
    {"Footstool", 0.05, 1, 1, S::Free},
    {"Dresser", 0.03, 1, 1, S::Wall, 7},
};

constexpr WallRule kKitchenWall[] = {
    {"LightSwitch", 0.95, 1, 1, W::ByDoor, 1.2},
    {"Painting", 0.3, 1, 1, W::Anywhere, 1.55},
    {"Shelf", 0.35, 1, 2, W::Anywhere, 1.4},
};
constexpr WallRule kLivingWall[] = {
    {"LightSwitch", 0.95, 1, 1, W::ByDoor, 1.2},
    {"Painting", 0.9, 1, 3, W::Anywhere, 1.55},
    {"Shelf", 0.3, 1, 2, W::Anywhere, 1.4},
};
constexpr WallRule kBedroomWall[] = {
    {"LightSwitch", 0.95, 1, 1, W::ByDoor, 1.2},
    {"Painting", 0.7, 1, 2, W::Anywhere, 1.55},
    {"Mirror", 0.4, 1, 1, W::Anywhere, 1.4},
    {"Shelf", 0.3, 1, 1, W::Anywhere, 1.4},
};
constexpr WallRule kBathroomWall[] = {
    {"LightSwitch", 0.9, 1, 1, W::ByDoor, 1.2},
    {"Mirror", 0.9, 1, 1, W::AboveSink, 1.5},
    {"ShowerHead", 1, 1, 1, W::AboveTub, 2.0},
    {"ShowerCurtain", 0.6, 1, 1, W::TubFront, 1.2},
    {"ToiletPaperHanger", 0.9, 1, 1, W::BesideToilet, 0.7},
    {"HandTowelHolder", 0.7, 1, 1, W::BesideSink, 1.0},
    {"TowelHolder", 0.8, 1, 1, W::Anywhere, 1.1},
    {"Shelf", 0.25, 1, 1, W::Anywhere, 1.4},
};

constexpr FeaturedChild kFeatured[] = {
    {"CounterTop", "Microwave", 0.85, 1, 1, true},
    {"CounterTop", "CoffeeMachine", 0.7, 1, 1, true},
    {"CounterTop", "Toaster", 0.5, 1, 1, true},
    {"StoveBurner", "Pan", 0.45, 1, 1},
    {"StoveBurner", "Pot", 0.35, 1, 1},
    {"StoveBurner", "Kettle", 0.2, 1, 1},
    {"TVStand", "Television", 0.95, 1, 1},
    {"Dresser", "Television", 0.12, 1, 1},
    {"Desk", "Laptop", 0.5, 1, 1},
    {"Desk", "Desktop", 0.2, 1, 1},
    {"Desk", "DeskLamp", 0.45, 1, 1},
    {"Bed", "Pillow", 0.9, 1, 2},
    {"Sofa", "Pillow", 0.7, 1, 2},
    {"ArmChair", "Pillow", 0.3, 1, 1},
    {"SideTable", "DeskLamp", 0.4, 1, 1},
    {"SideTable", "AlarmClock", 0.3, 1, 1},
    {"ToiletPaperHanger", "ToiletPaper", 0.9, 1, 1},
    {"TowelHolder", "Towel", 0.85, 1, 1},
    {"HandTowelHolder", "HandTowel", 0.85, 1, 1},
    {"Sink", "SoapBar", 0.4, 1, 1},
    {"Bathtub", "SoapBottle", 0.4, 1, 1},
    {"Toilet", "ToiletPaper", 0.2, 1, 1},
    {"CoffeeMachine", "Mug", 0.5, 1, 1},
    {"Toaster", "Bread", 0.15, 1, 1},
};

struct Rate {
  std::string_view type;
  double rate;
};
constexpr Rate kFillRates[] = {
    {"CounterTop", 0.55},
    {"Fridge", 0.6},
    {"Cabinet", 0.4},
    {"Drawer", 0.4},
    {"Sink", 0.35},
    {"DiningTable", 0.45},
    {"Bed", 0.4},
    {"Sofa", 0.45},
    {"TVStand", 0.4},
    {"ShelvingUnit", 0.6},
    {"Shelf", 0.5},
    {"SideTable", 0.55},
    {"Desk", 0.5},
    {"Dresser", 0.55},
    {"CoffeeTable", 0.5},
    {"ArmChair", 0.3},
    {"Chair", 0.15},
    {"Toilet", 0.35},
    {"Bathtub", 0.4},
    {"GarbageCan", 0.3},
    {"Stool", 0.2},
    {"Footstool", 0.2},
    {"Ottoman", 0.3},
    {"TowelHolder", 0.0},
    {"HandTowelHolder", 0.0},
    {"ToiletPaperHanger", 0.0},
    {"Safe", 0.5},
    {"LaundryHamper", 0.5},
    {"WashingMachine", 0.3},
    {"ClothesDryer", 0.3},
    {"DogBed", 0.3},
    {"StoveBurner", 0.0},
    {"Cart", 0.6},
    {"Bowl", 0.4},
    {"Plate", 0.35},
    {"Box", 0.55},
    {"Pot", 0.3},
    {"Pan", 0.25},
    {"Mug", 0.15},
    {"Cup", 0.15},
    {"Microwave", 0.3},
    {"Toaster", 0.0},
    {"CoffeeMachine", 0.0},
};

// How common a small type is wherever it may go (1 = ordinary).
constexpr Rate kCommon[] = {
    {"Apple", 2},
    {"Bread", 1.5},
    {"Egg", 1.5},
    {"Lettuce", 1.2},
    {"Potato", 1.5},
    {"Tomato", 1.5},
    {"Bowl", 1.5},
    {"Plate", 1.5},
    {"Cup", 1.5},
    {"Mug", 1.5},
    {"ButterKnife", 0.6},
    {"Spatula", 0.8},
    {"Ladle", 0.5},
    {"Kettle", 0.5},
    {"SoapBottle", 1.2},
    {"PaperTowelRoll", 0.8},
    {"AluminumFoil", 0.3},
    {"Bottle", 0.8},
    {"WineBottle", 0.6},
    {"Book", 2},
    {"KeyChain", 0.8},
    {"CreditCard", 0.8},
    {"Newspaper", 0.6},
    {"RemoteControl", 1.5},
    {"Laptop", 1.2},
    {"CD", 0.5},
    {"Watch", 0.6},
    {"AlarmClock", 0.8},
    {"Pillow", 1.5},
    {"Cloth", 0.8},
    {"HandTowel", 0.8},
    {"Candle", 0.8},
    {"HousePlant", 1.2},
    {"ScrubBrush", 0.5},
    {"Plunger", 0.4},
    {"TeddyBear", 0.8},
    {"BaseballBat", 0.4},
    {"BasketBall", 0.4},
    {"TennisRacket", 0.4},
    {"Dumbbell", 0.4},
    {"Boots", 0.4},
    {"DeskLamp", 0.8},
    {"WateringCan", 0.3},
    {"SprayBottle", 0.8},
    // Appliances and screens only appear where featured.
    {"Desktop", 0},
    {"Television", 0},
    {"Microwave", 0},
    {"Toaster", 0},
    {"CoffeeMachine", 0},
    {"Faucet", 0},
};

struct Affinity {
  std::string_view parent, child_or_category;
  double factor;
};
constexpr Affinity kAffinity[] = {
    {"Fridge", "food", 3},
    {"Fridge", "drink", 2},
    {"Cabinet", "tableware", 3},
    {"Cabinet", "cookware", 2},
    {"Cabinet", "toiletry", 2},
    {"Drawer", "utensil", 4},
    {"Sink", "tableware", 2},
    {"Sink", "DishSponge", 3},
    {"ShelvingUnit", "Book", 2},
    {"ShelvingUnit", "decor", 2},
    {"Shelf", "decor", 2},
    {"Shelf", "Book", 2},
    {"Desk", "stationery", 1.5},
    {"DiningTable", "tableware", 2},
    {"CounterTop", "food", 1.5},
    {"CoffeeTable", "RemoteControl", 2},
    {"Sofa", "RemoteControl", 2},
    {"Bed", "Book", 1.5},
    {"GarbageCan", "Newspaper", 1.5},
};

constexpr Rate kRoomLimits[] = {
    {"Microwave", 1},   {"Toaster", 1},      {"CoffeeMachine", 1}, {"Television", 1},
    {"Desktop", 1},     {"Laptop", 2},       {"Kettle", 1},        {"AlarmClock", 1},
    {"DeskLamp", 2},    {"WateringCan", 1},  {"Plunger", 1},       {"TeddyBear", 2},
    {"BaseballBat", 1}, {"TennisRacket", 1}, {"BasketBall", 1},    {"Dumbbell", 2},
    {"Boots", 1},       {"Newspaper", 2},    {"AluminumFoil", 1},  {"PaperTowelRoll", 1},
    {"SoapBottle", 2},  {"ScrubBrush", 1},   {"Watch", 1},         {"RemoteControl", 2},
    {"CellPhone", 2},   {"KeyChain", 2},     {"CreditCard", 2},    {"TissueBox", 2},
    {"Statue", 3},      {"Vase", 3},         {"Pillow", 6},        {"Towel", 3},
    {"HousePlant", 2},
};

constexpr Rate kParentLimits[] = {
    {"HousePlant", 1}, {"Vase", 1},          {"Statue", 2},     {"Television", 1},
    {"Laptop", 1},     {"Desktop", 1},       {"DeskLamp", 1},   {"AlarmClock", 1},
    {"Kettle", 1},     {"Pot", 1},           {"Pan", 1},        {"Microwave", 1},
    {"Toaster", 1},    {"CoffeeMachine", 1}, {"Box", 1},        {"TissueBox", 1},
    {"Candle", 2},     {"WineBottle", 2},    {"SoapBottle", 2}, {"PaperTowelRoll", 1},
};

constexpr FloorItemRule kFloorItems[] = {
    {"HousePlant", "LivingRoom", 0.3},  {"HousePlant", "Bedroom", 0.15},
    {"HousePlant", "Kitchen", 0.1},     {"HousePlant", "Bathroom", 0.08},
    {"BasketBall", "LivingRoom", 0.08}, {"BasketBall", "Bedroom", 0.12},
    {"Boots", "LivingRoom", 0.12},      {"Boots", "Bedroom", 0.12},
    {"BaseballBat", "Bedroom", 0.06},   {"Dumbbell", "Bedroom", 0.06},
    {"Dumbbell", "LivingRoom", 0.04},   {"TeddyBear", "Bedroom", 0.06},
    {"TennisRacket", "Bedroom", 0.04},  {"Plunger", "Bathroom", 0.3},
    {"Box", "LivingRoom", 0.08},        {"Box", "Bedroom", 0.08},
};

double lookup(std::span<const Rate> table, std::string_view type, double fallback) {
  auto it = std::find_if(table.begin(), table.end(), [&](const Rate& r) { return r.type == type; });
  return it == table.end() ? fallback : it->rate;
}

}  // namespace

std::span<const FurnitureRule> furniture_rules(std::string_view room_type) {
  if (room_type == "Kitchen") return kKitchen;
  if (room_type == "LivingRoom") return kLiving;
  if (room_type == "Bedroom") return kBedroom;
  if (room_type == "Bathroom") return kBathroom;
  return {};
}

std::span<const WallRule> wall_rules(std::string_view room_type) {
  if (room_type == "Kitchen") return kKitchenWall;
  if (room_type == "LivingRoom") return kLivingWall;
  if (room_type == "Bedroom") return kBedroomWall;
  if (room_type == "Bathroom") return kBathroomWall;
  return {};
}

std::span<const FeaturedChild> featured_children() { return kFeatured; }

double fill_rate(std::string_view receptacle) { return lookup(kFillRates, receptacle, 0.3); }

double child_weight(std::string_view parent, const ObjectType& child) {
  double w = lookup(kCommon, child.name, 1.0);
  for (const Affinity& a : kAffinity)
    if (a.parent == parent &&
        (a.child_or_category == child.name || a.child_or_category == child.category))
      w *= a.factor;
  return w;
}

int room_limit(std::string_view type) { return static_cast<int>(lookup(kRoomLimits, type, 6)); }

int parent_limit(std::string_view type) {
  // More than three of a kind on one surface looks staged.
  return static_cast<int>(lookup(kParentLimits, type, 3));
}

std::span<const FloorItemRule> floor_items() { return kFloorItems; }

}  // namespace mm::builtin
