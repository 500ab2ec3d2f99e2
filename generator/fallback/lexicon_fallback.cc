// Registers this build's lexicons as the scoring vocabulary of a release
// that carries none (made before vocabulary/ existed) and of items scored
// without a release. Compiled into every program that links mm_validators
// (the target mm_lexicon_fallback adds this file to them), so the scorer's
// libraries stay free of the renderer.
#include "format/vocabulary_source.h"
#include "generator/release/vocabulary_build.h"

namespace {

[[maybe_unused]] const bool registered = [] {
  mm::format::set_fallback_vocabulary(&mm::lexicon_vocabulary);
  return true;
}();

}  // namespace
