// Where a condition's scoring vocabulary comes from when a release does not
// carry one (releases made before vocabulary/ existed, and tests that score
// items without a release): a function the program registers at start-up,
// the lexicon builder of this build (generator/release/vocabulary_build.h,
// registered by the mm_lexicon_fallback target).
#pragma once

#include <string_view>

#include "format/vocabulary.h"

namespace mm::format {

using VocabularySource = Result<Vocabulary> (*)(std::string_view condition);

void set_fallback_vocabulary(VocabularySource source);

/// The registered source's vocabulary, or an error saying none is linked in.
Result<Vocabulary> fallback_vocabulary(std::string_view condition);

}  // namespace mm::format
