// Names of the rendering axes (frame of reference, mention order, description
// mode, prompt regime) and of the difficulty tier.
#pragma once

#include <optional>
#include <string_view>

namespace mm {

enum class Frame { None, Relative, Absolute, Intrinsic };
enum class Order { None, AnchorFirst, TargetFirst };
enum class Mode { Balanced, CountFirst, RelationFirst };
enum class Regime { Direct, Reasoning, Scratchpad };
enum class Tier { Easy, Medium, Hard };

std::string_view frame_name(Frame f);   // "none", "relative", "absolute", "intrinsic"
std::string_view order_name(Order o);   // "none", "anchor-first", "target-first"
std::string_view mode_name(Mode m);     // "balanced", "count-first", "relation-first"
std::string_view regime_name(Regime r); // "direct", "reasoning", "scratchpad"
std::string_view tier_name(Tier t);     // "easy", "medium", "hard"
std::optional<Frame> parse_frame(std::string_view s);
std::optional<Order> parse_order(std::string_view s);
std::optional<Mode> parse_mode(std::string_view s);
std::optional<Regime> parse_regime(std::string_view s);

inline constexpr Mode kAllModes[] = {Mode::Balanced, Mode::CountFirst, Mode::RelationFirst};
/// The regimes every profile renders. The scratchpad regime (an external
/// notation block before the answer, paper: "Modality scope and falsifier
/// design") is added on request, paired with the direct regime.
inline constexpr Regime kAllRegimes[] = {Regime::Direct, Regime::Reasoning};
/// Every regime a template must render (lint, tests).
inline constexpr Regime kEveryRegime[] = {Regime::Direct, Regime::Reasoning, Regime::Scratchpad};

/// Tier from referent count (<8 / 8-15 / >15) and chain depth (1 / 2 / >=3);
/// the higher of the two decides (paper, Appendix C).
Tier tier_of(int referents, int chain_depth);

}  // namespace mm
