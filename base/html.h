// Minimal HTML helpers for the self-contained pages mentalmap writes
// (translator review, score report): text escaping only, no templating.
#pragma once

#include <string>
#include <string_view>

namespace mm {

/// Escapes &, <, >, " and ' so text is safe in element content and in
/// double- or single-quoted attribute values.
std::string html_escape(std::string_view text);

}  // namespace mm
