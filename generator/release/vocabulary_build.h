// The scoring vocabulary of a condition, built from this build's lexicons
// and templates (see format/vocabulary.h for what it is and why a release
// carries it).
#pragma once

#include <string_view>

#include "format/vocabulary.h"

namespace mm {

Result<format::Vocabulary> lexicon_vocabulary(std::string_view condition);

}  // namespace mm
