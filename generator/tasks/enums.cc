#include "generator/tasks/enums.h"

#include <algorithm>
#include <array>

#include "base/enum_names.h"

namespace mm {
namespace {

constexpr std::array<std::string_view, 4> kFrames = {"none", "relative", "absolute", "intrinsic"};
constexpr std::array<std::string_view, 3> kOrders = {"none", "anchor-first", "target-first"};
constexpr std::array<std::string_view, 3> kModes = {"balanced", "count-first", "relation-first"};
constexpr std::array<std::string_view, 3> kRegimes = {"direct", "reasoning", "scratchpad"};
constexpr std::array<std::string_view, 3> kTiers = {"easy", "medium", "hard"};

}  // namespace

std::string_view frame_name(Frame f) { return kFrames[static_cast<size_t>(f)]; }
std::string_view order_name(Order o) { return kOrders[static_cast<size_t>(o)]; }
std::string_view mode_name(Mode m) { return kModes[static_cast<size_t>(m)]; }
std::string_view regime_name(Regime r) { return kRegimes[static_cast<size_t>(r)]; }
std::string_view tier_name(Tier t) { return kTiers[static_cast<size_t>(t)]; }
std::optional<Frame> parse_frame(std::string_view s) { return enum_from_name<Frame>(kFrames, s); }
std::optional<Order> parse_order(std::string_view s) { return enum_from_name<Order>(kOrders, s); }
std::optional<Mode> parse_mode(std::string_view s) { return enum_from_name<Mode>(kModes, s); }
std::optional<Regime> parse_regime(std::string_view s) { return enum_from_name<Regime>(kRegimes, s); }

Tier tier_of(int referents, int chain_depth) {
  int by_refs = referents < 8 ? 0 : referents <= 15 ? 1 : 2;
  int by_depth = chain_depth <= 1 ? 0 : chain_depth == 2 ? 1 : 2;
  return static_cast<Tier>(std::max(by_refs, by_depth));
}

}  // namespace mm
