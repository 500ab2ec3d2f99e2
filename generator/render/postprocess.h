// Language-specific clean-up of a formatted sentence, driven by lexicon data:
// contractions (de "in dem" -> "im", es "de el" -> "del"), sentence-initial
// capitals, and bidi isolation of Latin runs inside right-to-left text.
#pragma once

#include <string>

#include "generator/render/lexicon.h"

namespace mm {

/// Applies contractions and capitalisation to one sentence.
std::string finish_sentence(const Lexicon& lx, std::string s);

/// Wraps each run of Latin letters, ASCII digits and the JSON punctuation
/// between them in FIRST STRONG ISOLATE ... POP DIRECTIONAL ISOLATE, so the
/// run keeps its order inside right-to-left text (no run crosses a line
/// break). Leaves text unchanged for left-to-right languages. `text` is
/// UTF-8; bytes that are not pass through unchanged.
std::string isolate_bidi(const Lexicon& lx, const std::string& text);

}  // namespace mm
