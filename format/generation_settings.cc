#include "format/generation_settings.h"

#include <array>

#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace mm {
namespace {

// Direct-regime budget per answer format. Largest gold answers of the paper
// release (seed 0, 100 built-in houses), in characters of compact JSON:
// scalars <= 28, label lists 380, sequences 97, histograms 441, event lists
// 211, state maps 229 (bench/README.md, "Answer sizes").
constexpr std::array<int, 12> kFormatTokens = {
    64,    // boolean
    64,    // integer
    64,    // label
    512,   // label-list
    512,   // label-sequence
    64,    // direction
    64,    // direction-pair
    1024,  // histogram
    1024,  // event-list
    1024,  // state-map
    6144,  // graph (one room: staticGraph 4,925, dynamicGraph 6,152 characters)
    1024,  // free-text (diagnostics: a description or listing)
};

struct FamilyTokens {
  std::string_view family;
  int tokens;
};

// Families whose answers differ in size from their format's.
constexpr std::array<FamilyTokens, 2> kFamilyTokens = {{
    {"houseGraph", 8192},  // the whole house: up to 10,388 characters, about 120 edges
    {"localSlice", 1024},  // one receptacle's neighbourhood: up to 630 characters
}};

int answer_tokens(std::string_view family, Format format) {
  for (const auto& f : kFamilyTokens)
    if (f.family == family) return f.tokens;
  return kFormatTokens[static_cast<size_t>(format)];
}

}  // namespace

GenerationSettings generation_settings(std::string_view family, Format format, std::string_view regime) {
  GenerationSettings s;
  s.max_tokens = answer_tokens(family, format) + (regime == "direct" ? 0 : kReasoningTokens);
  return s;
}

std::string generation_settings_markdown() {
  std::string out =
      "Greedy decoding (temperature 0), no system prompt (each prompt carries its own instructions), and\n"
      "at most these many new tokens:\n\n"
      "| answer | families | direct | reasoning |\n|---|---|---:|---:|\n";
  for (size_t i = 0; i < kFormatTokens.size(); ++i) {
    Format f = static_cast<Format>(i);
    std::vector<std::string_view> others;
    for (const auto& t : kFamilyTokens)
      if (f == Format::Graph) others.push_back(t.family);
    std::string families = others.empty() ? "all" : fmt::format("all but {}", fmt::join(others, ", "));
    out += fmt::format("| {} | {} | {} | {} |\n", format_name(f), families, kFormatTokens[i],
                       kFormatTokens[i] + kReasoningTokens);
  }
  for (const auto& t : kFamilyTokens)
    out += fmt::format("| graph | {} | {} | {} |\n", t.family, t.tokens, t.tokens + kReasoningTokens);
  return out;
}

OJson generation_settings_json() {
  OJson formats = OJson::object(), families = OJson::object();
  for (size_t i = 0; i < kFormatTokens.size(); ++i)
    formats[std::string(format_name(static_cast<Format>(i)))] = kFormatTokens[i];
  for (const auto& t : kFamilyTokens) families[std::string(t.family)] = t.tokens;
  return OJson{{"temperature", 0.0},
               {"system_prompt", false},
               {"max_tokens_direct", {{"by_format", formats}, {"by_family", families}}},
               {"reasoning_extra_tokens", kReasoningTokens}};
}

}  // namespace mm
