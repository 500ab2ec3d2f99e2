#include "format/answer_format.h"

#include <array>

namespace mm {
namespace {

constexpr std::array<std::string_view, 12> kFormats = {
    "boolean", "integer",   "label",  "label-list", "label-sequence", "direction",
    "direction-pair", "histogram", "event-list", "state-map", "graph", "free-text"};

}  // namespace

std::string_view format_name(Format f) { return kFormats[static_cast<size_t>(f)]; }

std::optional<Format> parse_format(std::string_view s) {
  for (size_t i = 0; i < kFormats.size(); ++i)
    if (kFormats[i] == s) return static_cast<Format>(i);
  return std::nullopt;
}

}  // namespace mm
