#include "format/answer_format.h"

#include <array>

#include "base/enum_names.h"

namespace mm {
namespace {

constexpr std::array<std::string_view, 12> kFormats = {
    "boolean", "integer",   "label",  "label-list", "label-sequence", "direction",
    "direction-pair", "histogram", "event-list", "state-map", "graph", "free-text"};

}  // namespace

std::string_view format_name(Format f) { return kFormats[static_cast<size_t>(f)]; }

std::optional<Format> parse_format(std::string_view s) { return enum_from_name<Format>(kFormats, s); }

}  // namespace mm
