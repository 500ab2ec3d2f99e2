// The recommended generation settings of every item: the one table that the
// exports (openai-batch, lm-eval, inspect, chat-jsonl) write into their
// requests and the dataset card prints. Greedy decoding (temperature 0), no
// system prompt (every prompt carries its own instructions, in the item's
// language), and a token budget from the family's answer size: the largest
// gold answer of the family in the paper release, at two characters per
// token, doubled and rounded up to a power of two; the reasoning regime adds
// a budget for the written-out steps.
#pragma once

#include <string>
#include <string_view>

#include "base/json_util.h"
#include "format/answer_format.h"

namespace mm {

/// Tokens the reasoning regime adds to a family's answer budget.
inline constexpr int kReasoningTokens = 2048;

struct GenerationSettings {
  int max_tokens = 0;
  double temperature = 0.0;  // greedy
  bool system_prompt = false;
};

/// The settings of an item of `family` (its answer `format`) in `regime`
/// ("direct" or "reasoning"; any other regime is treated as reasoning: it
/// writes more than the answer).
GenerationSettings generation_settings(std::string_view family, Format format, std::string_view regime);

/// The table as the card prints it: one row per answer format (and per
/// family where a family differs from its format), direct and reasoning.
std::string generation_settings_markdown();

/// The same table as JSON (written beside every export).
OJson generation_settings_json();

}  // namespace mm
